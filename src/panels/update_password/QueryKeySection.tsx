import './query-key.css';
import { Button, Callout, H5, Spinner, Tooltip } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { CopyButton } from '../../features/codes/CopyButton';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import type { LoadState } from '../../ui/load-state';
import { ACCESS_LOG_HREF, maskKey } from './query-key';

/**
 * The owner's access-log query key (SPEC §6): whoever holds it can look up visits of the owner's
 * codes on the public access-log page, so it is hidden until revealed and can be replaced.
 */
export function QueryKeySection() {
  const intl = useIntl();
  const [state, setState] = useState<LoadState<string>>({ status: 'loading' });
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.call('admin/query_key').then(
      ({ key }) => current && setState({ status: 'ready', data: key }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const regenerate = async () => {
    setBusy(true);
    try {
      const { key } = await api.call('admin/reset_query_key');
      setState({ status: 'ready', data: key });
      // The owner is about to hand the new key on: show it.
      setRevealed(true);
      setConfirming(false);
      showToast('success', intl.formatMessage({ id: 'query_key.regenerated' }));
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const revealLabel = intl.formatMessage({ id: revealed ? 'query_key.hide' : 'query_key.reveal' });

  return (
    <section className="lc-query-key" aria-labelledby="query-key-title">
      <H5 className="lc-form-panel-title" id="query-key-title">
        <FormattedMessage id="query_key.title" />
      </H5>
      <p className="lc-form-panel-note">
        <FormattedMessage id="query_key.note" />{' '}
        <a href={ACCESS_LOG_HREF} target="_blank" rel="noreferrer" className="lc-query-key-link">
          <FormattedMessage id="query_key.open_access_log" />
        </a>
      </p>
      {state.status === 'loading' && <Spinner size={16} className="lc-query-key-spinner" />}
      {state.status === 'error' && (
        <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
          {state.message}{' '}
          <Button
            size="small"
            variant="minimal"
            icon="repeat"
            onClick={() => setAttempt((value) => value + 1)}
          >
            <FormattedMessage id="action.retry" />
          </Button>
        </Callout>
      )}
      {state.status === 'ready' && (
        <div className="lc-query-key-row">
          <code className="lc-query-key-value" data-testid="query-key">
            {revealed ? state.data : maskKey(state.data)}
          </code>
          <Tooltip content={revealLabel} hoverOpenDelay={400}>
            <Button
              variant="minimal"
              size="small"
              icon={revealed ? 'eye-off' : 'eye-open'}
              aria-label={revealLabel}
              aria-pressed={revealed}
              onClick={() => setRevealed(!revealed)}
            />
          </Tooltip>
          <CopyButton text={state.data} label={intl.formatMessage({ id: 'query_key.copy' })} />
          <Button
            icon="refresh"
            intent="warning"
            variant="outlined"
            className="lc-query-key-regenerate"
            data-action="admin/reset_query_key"
            onClick={() => setConfirming(true)}
          >
            <FormattedMessage id="query_key.regenerate" />
          </Button>
        </div>
      )}
      <ConfirmAlert
        isOpen={confirming}
        intent="warning"
        icon="refresh"
        busy={busy}
        confirmKey="query_key.regenerate"
        onCancel={() => setConfirming(false)}
        onConfirm={regenerate}
      >
        <p>
          <FormattedMessage id="query_key.regenerate_confirm" />
        </p>
      </ConfirmAlert>
    </section>
  );
}
