import { Button, Callout, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { RefreshButton } from '../live/RefreshButton';
import type { LiveCall } from './use-live-call';

/**
 * The toolbar of a self-refreshing health list: the panel's own filters first, then when the rows
 * on screen were read (or that the last refresh failed), the pause button and the refresh button.
 * Pausing keeps the rows still while the reader studies them; the refresh button asks anyway.
 */
export function HealthToolbar({
  live,
  intervalMs,
  children,
}: {
  live: LiveCall<unknown>;
  intervalMs: number;
  /** Filters of the panel, before the status. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const seconds = intervalMs / 1000;
  return (
    <div className="lc-resource-toolbar lc-db-toolbar">
      {children}
      <span className="lc-header-spacer" />
      {live.refreshError !== null && (
        <Tag minimal intent="warning" icon="warning-sign" className="lc-db-stale" title={live.refreshError}>
          <FormattedMessage id="db_health_ui.refresh_failed" values={{ message: live.refreshError }} />
        </Tag>
      )}
      {live.answeredAt !== null && (
        <span className="lc-db-status">
          <FormattedMessage
            id={live.paused ? 'db_health_ui.status_paused' : 'db_health_ui.status_live'}
            values={{
              time: intl.formatTime(live.answeredAt, {
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hour12: false,
              }),
              seconds,
            }}
          />
        </span>
      )}
      <Button
        icon={live.paused ? 'play' : 'pause'}
        intent={live.paused ? 'primary' : 'none'}
        data-action="db_health.pause"
        onClick={live.togglePause}
      >
        <FormattedMessage id={live.paused ? 'db_health_ui.resume' : 'db_health_ui.pause'} />
      </Button>
      <RefreshButton onRefresh={live.reload} />
    </div>
  );
}

/**
 * Said above the list when the embedded database answered: it has one connection, so the list
 * is empty by nature rather than because all is well with a real server.
 */
export function EmbeddedCallout({ messageKey }: { messageKey: MessageKey }) {
  return (
    <Callout intent="primary" icon="database" className="lc-db-embedded" data-testid="db-embedded">
      <FormattedMessage id={messageKey} />
    </Callout>
  );
}
