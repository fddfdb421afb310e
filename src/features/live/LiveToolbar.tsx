import './live.css';
import { Button, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatClock } from '../../ui/format';
import { RefreshButton } from './RefreshButton';
import type { LiveCall } from './use-live-call';

/**
 * The toolbar of a self-refreshing list: the panel's own filters or summary first, then when the
 * rows on screen were read (or that the last refresh failed), the pause button and the refresh
 * button. Pausing keeps the rows still while the reader studies them; the refresh button asks anyway.
 */
export function LiveToolbar({
  live,
  intervalMs,
  children,
}: {
  live: LiveCall<unknown>;
  intervalMs: number;
  /** What the panel shows before the status: its filters, its summary. */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const seconds = intervalMs / 1000;
  return (
    <div className="lc-resource-toolbar lc-live-toolbar">
      {children}
      <span className="lc-header-spacer" />
      {live.refreshError !== null && (
        <Tag minimal intent="warning" icon="warning-sign" className="lc-live-stale" title={live.refreshError}>
          <FormattedMessage id="live_ui.refresh_failed" values={{ message: live.refreshError }} />
        </Tag>
      )}
      {live.answeredAt !== null && (
        <span className="lc-live-status">
          <FormattedMessage
            id={live.paused ? 'live_ui.status_paused' : 'live_ui.status_live'}
            values={{
              time: formatClock(intl, live.answeredAt),
              seconds,
            }}
          />
        </span>
      )}
      <Button
        icon={live.paused ? 'play' : 'pause'}
        intent={live.paused ? 'primary' : 'none'}
        data-action="live.pause"
        onClick={live.togglePause}
      >
        <FormattedMessage id={live.paused ? 'live_ui.resume' : 'live_ui.pause'} />
      </Button>
      <RefreshButton onRefresh={live.reload} />
    </div>
  );
}
