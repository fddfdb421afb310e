import { Button, Callout, Classes, type Intent, Tag, Tooltip } from '@blueprintjs/core';
import { useRef } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { useAutoRefresh } from '../codes/use-auto-refresh';
import { useStatistics } from '../statistics/use-statistics';
import { ChainCard, Fact, Facts } from './ChainCard';
import {
  lagDuration,
  WATCHER_REFRESH_MS,
  type WatcherHealth,
  type WatcherStatus,
  watcherHealth,
} from './watcher-status';

const HEALTH: Record<WatcherHealth, { key: MessageKey; intent: Intent }> = {
  unconfigured: { key: 'usdt_transaction_record.watcher.unconfigured', intent: 'none' },
  failing: { key: 'usdt_transaction_record.watcher.failing', intent: 'danger' },
  behind: { key: 'usdt_transaction_record.watcher.behind', intent: 'warning' },
  on_time: { key: 'usdt_transaction_record.watcher.on_time', intent: 'success' },
};

/** A lag as words: "5 minutes", in the reader's language, from the number formatter's units. */
function lagText(intl: IntlShape, seconds: number): string {
  const { value, unit } = lagDuration(seconds);
  return intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'long' });
}

/** What the watcher reports: how many addresses it reads, what awaits the chain, how late it is, its last error. */
function WatcherFacts({ status }: { status: WatcherStatus }) {
  const intl = useIntl();
  const behind = status.lag_seconds > 0;
  // Without a chain there is no watcher: its counts would only read as "all well".
  if (!status.configured) {
    return (
      <Callout intent="primary" icon="info-sign" className="lc-chain-card-callout">
        <FormattedMessage id="usdt_transaction_record.watcher.unconfigured_explain" />
      </Callout>
    );
  }
  return (
    <>
      <Facts>
        <Fact labelKey="usdt_transaction_record.watcher.addresses">
          <FormattedMessage
            id="usdt_transaction_record.watcher.addresses_value"
            values={{ addresses: status.addresses, hot: status.hot_addresses }}
          />
        </Fact>
        <Fact labelKey="usdt_transaction_record.watcher.confirming">
          <strong>{intl.formatNumber(status.confirming)}</strong>
        </Fact>
        <Fact labelKey="usdt_transaction_record.watcher.oldest_poll">
          {status.oldest_poll ? (
            formatTime(intl, status.oldest_poll)
          ) : (
            <FormattedMessage id="usdt_transaction_record.watcher.never_polled" />
          )}
        </Fact>
        <Fact labelKey="usdt_transaction_record.watcher.lag">
          <Tag minimal intent={behind ? 'warning' : 'success'} icon={behind ? 'time' : 'tick'}>
            {behind ? (
              <FormattedMessage
                id="usdt_transaction_record.watcher.lag_behind"
                values={{ lag: lagText(intl, status.lag_seconds) }}
              />
            ) : (
              <FormattedMessage id="usdt_transaction_record.watcher.lag_none" />
            )}
          </Tag>
        </Fact>
      </Facts>
      {status.last_error !== '' && (
        <Callout intent="danger" icon="error" className="lc-chain-card-callout" role="alert">
          <FormattedMessage
            id="usdt_transaction_record.watcher.last_error"
            values={{
              address: <code className="lc-chain-text">{status.last_error_address || '—'}</code>,
              error: status.last_error,
            }}
          />
        </Callout>
      )}
    </>
  );
}

/**
 * How the chain watcher stands (`usdt_transaction_record/status`): above the transfers it found and
 * above the sweeps, whose sweeping needs the same chain, so an administrator sees its lag and last
 * error on either page. Asked again every 15 s while the panel is on screen, and on demand.
 */
export function WatcherStatusCard() {
  const intl = useIntl();
  const element = useRef<HTMLDivElement>(null);
  const query = useStatistics('usdt_transaction_record/status', {});
  useAutoRefresh(element, query.reload, WATCHER_REFRESH_MS);
  const { state } = query;
  const health = state.status === 'ready' ? HEALTH[watcherHealth(state.data)] : null;
  const refreshLabel = intl.formatMessage({ id: 'action.refresh' });

  return (
    <div ref={element} className="lc-watcher">
      <ChainCard
        titleKey="usdt_transaction_record.watcher.title"
        badge={
          health && (
            <Tag intent={health.intent} minimal={health.intent === 'none'} round>
              <FormattedMessage id={health.key} />
            </Tag>
          )
        }
        updated={
          query.loadedAt && (
            <FormattedMessage
              id="usdt_transaction_record.watcher.updated"
              values={{ time: intl.formatTime(query.loadedAt, { hour12: false }) }}
            />
          )
        }
        action={
          <Tooltip content={refreshLabel} placement="bottom">
            <Button
              variant="minimal"
              size="small"
              icon="refresh"
              loading={query.busy && state.status === 'ready'}
              aria-label={refreshLabel}
              onClick={query.reload}
            />
          </Tooltip>
        }
      >
        {state.status === 'loading' && <div className={`${Classes.SKELETON} lc-chain-card-skeleton`} />}
        {state.status === 'error' && (
          <Callout intent="danger" icon="error" className="lc-chain-card-callout">
            <FormattedMessage
              id="usdt_transaction_record.watcher.failed"
              values={{ message: state.message }}
            />
          </Callout>
        )}
        {state.status === 'ready' && <WatcherFacts status={state.data} />}
      </ChainCard>
    </div>
  );
}
