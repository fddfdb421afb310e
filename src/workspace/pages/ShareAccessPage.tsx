import './share-access.css';
import { Button, FormGroup, Icon, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { type FormEvent, useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, FormattedTime, useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import type { CallOutput } from '../../../contract/calls';
import { LIMITS } from '../../../contract/rules';
import { api } from '../../core/api/api';
import { CallError } from '../../core/api/client';
import { useSiteZone, ZoneTag } from '../../ui/SiteZone';
import { PublicFrame } from './PublicFrame';
import { type ShareParams, shareParams } from './share-access';

type Shared = CallOutput<'qr_code_list/share_access'>;
/** `locked`: the code is named but the password is missing or wrong — the page asks for it. */
type State =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'locked'; wrong: boolean }
  | { status: 'ready'; data: Shared; at: Date };

/** Asks for the shared counts now and every 5000 ms (SPEC §10); one request at a time. */
function useSharedCounts(params: ShareParams | null): State {
  const [state, setState] = useState<State>(params ? { status: 'loading' } : { status: 'error' });
  const fileName = params?.file_name;
  const password = params?.password;
  useEffect(() => {
    if (!fileName) {
      setState({ status: 'error' });
      return;
    }
    if (!password) {
      setState({ status: 'locked', wrong: false });
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
        // Refused: the password is asked for again (a wrong one and an unknown code look alike).
        // Any other failure shows the error page (SPEC §1); nothing more is asked.
        (error: unknown) => {
          if (!current) return;
          const refused = error instanceof CallError && error.httpStatus === 404;
          setState(refused ? { status: 'locked', wrong: true } : { status: 'error' });
        },
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

/** Asks for the share password of the named code, and opens the page with it. */
function SharePasswordForm({ fileName, wrong }: { fileName: string; wrong: boolean }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.trim() === '') return;
    navigate(`/share_access?${new URLSearchParams({ name: fileName, password: password.trim() })}`, {
      replace: true,
    });
  };
  return (
    <form className="lc-share-lock" onSubmit={submit}>
      <h1 className="lc-share-title">
        <FormattedMessage id="share.password_title" />
      </h1>
      <p className="lc-share-suffix">/{fileName}</p>
      <FormGroup
        label={intl.formatMessage({ id: 'share.password_label' })}
        labelFor="share-password"
        intent={wrong ? 'danger' : 'none'}
        helperText={wrong ? intl.formatMessage({ id: 'share.password_wrong' }) : undefined}
      >
        <InputGroup
          id="share-password"
          type="password"
          autoFocus
          maxLength={32}
          intent={wrong ? 'danger' : 'none'}
          value={password}
          onValueChange={setPassword}
        />
      </FormGroup>
      <Button type="submit" intent="primary" fill data-action="share.open">
        <FormattedMessage id="share.password_submit" />
      </Button>
    </form>
  );
}

/**
 * `#/share_access?name=…&password=…`: the public, read-only page of one code — its title, total
 * visits and unique-IP visits, refreshed every 5 seconds. No session is needed.
 */
export function ShareAccessPage() {
  const params = shareParams(useSearch());
  const state = useSharedCounts(params);
  const zone = useSiteZone();
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
      {state.status === 'locked' && params && (
        <SharePasswordForm fileName={params.file_name} wrong={state.wrong} />
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
                    hourCycle="h23"
                    timeZone={zone}
                  />
                ),
                seconds: LIMITS.shareRefreshMs / 1000,
              }}
            />
            <ZoneTag />
          </footer>
        </section>
      )}
    </PublicFrame>
  );
}
