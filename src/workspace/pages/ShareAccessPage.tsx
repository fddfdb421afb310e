import './share-access.css';
import { Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, FormattedTime } from 'react-intl';
import { useSearch } from 'wouter';
import type { CallOutput } from '../../../contract/calls';
import { LIMITS } from '../../../contract/rules';
import { api } from '../../core/api/api';
import { PublicFrame } from './PublicFrame';
import { type ShareParams, shareParams } from './share-access';

type Shared = CallOutput<'qr_code_list/share_access'>;
type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: Shared; at: Date };

/** Asks for the shared counts now and every 5000 ms (SPEC §10); one request at a time. */
function useSharedCounts(params: ShareParams | null): State {
  const [state, setState] = useState<State>(params ? { status: 'loading' } : { status: 'error' });
  const fileName = params?.file_name;
  const password = params?.password;
  useEffect(() => {
    if (!fileName || !password) {
      setState({ status: 'error' });
      return;
    }
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      api.call('qr_code_list/share_access', { file_name: fileName, password }).then(
        (data) => {
          if (!current) return;
          setState({ status: 'ready', data, at: new Date() });
          timer = setTimeout(ask, LIMITS.shareRefreshMs);
        },
        // A failed call shows the error page (SPEC §1); nothing more is asked.
        () => current && setState({ status: 'error' }),
      );
    };
    setState({ status: 'loading' });
    ask();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [fileName, password]);
  return state;
}

/**
 * `#/share_access?name=…&password=…`: the public, read-only page of one code — its title, total
 * visits and unique-IP visits, refreshed every 5 seconds. No session is needed.
 */
export function ShareAccessPage() {
  const params = shareParams(useSearch());
  const state = useSharedCounts(params);
  return (
    <PublicFrame>
      {state.status === 'loading' && (
        <div className="lc-share-loading">
          <Spinner size={32} />
        </div>
      )}
      {state.status === 'error' && (
        <NonIdealState
          className="lc-public-state lc-share-error"
          icon="error"
          title={<FormattedMessage id="share.error_title" />}
          description={<FormattedMessage id="share.error_description" />}
        />
      )}
      {state.status === 'ready' && (
        <section className="lc-share" aria-live="polite">
          <header className="lc-share-head">
            <Icon icon="barcode" size={18} className="lc-share-icon" />
            <h1 className="lc-share-title" data-share-title>
              {state.data.name}
            </h1>
            <span className="lc-share-suffix">/{params?.file_name}</span>
          </header>
          <div className="lc-share-stats">
            <div className="lc-share-stat">
              <span className="lc-share-label">
                <FormattedMessage id="share.visits" />
              </span>
              <strong className="lc-share-value" data-share="view_number">
                <FormattedNumber value={state.data.view_number} />
              </strong>
            </div>
            <div className="lc-share-stat">
              <span className="lc-share-label">
                <FormattedMessage id="share.unique_ips" />
              </span>
              <strong className="lc-share-value" data-share="ip_view_number">
                <FormattedNumber value={state.data.ip_view_number} />
              </strong>
            </div>
          </div>
          <footer className="lc-share-foot">
            <span className="lc-share-live" aria-hidden="true" />
            <FormattedMessage
              id="share.updated"
              values={{
                time: (
                  <FormattedTime
                    value={state.at}
                    hour="2-digit"
                    minute="2-digit"
                    second="2-digit"
                    hour12={false}
                  />
                ),
                seconds: LIMITS.shareRefreshMs / 1000,
              }}
            />
          </footer>
        </section>
      )}
    </PublicFrame>
  );
}
