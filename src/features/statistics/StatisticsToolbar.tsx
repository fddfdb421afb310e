import './statistics.css';
import { Button, Icon, Tag, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatClock } from '../../ui/format';
import { useSiteZone, ZoneTag } from '../../ui/SiteZone';
import type { StatisticsQuery } from './use-statistics';

export type StatisticsToolbarProps = {
  /** The panel's filters, left to right. */
  children?: ReactNode;
  query: Pick<StatisticsQuery<unknown>, 'busy' | 'reload' | 'loadedAt' | 'refreshError'>;
  /** Says that the panel refreshes itself, and how often. */
  autoRefreshSeconds?: number;
  /** Buttons at the right end, before the refresh (the agent's invitation link). */
  actions?: ReactNode;
};

/**
 * The row above every statistics panel: its filters, then the time zone its days and hours are in,
 * when the figures were read, a warning when the last refresh failed, and the refresh button.
 */
export function StatisticsToolbar({ children, query, autoRefreshSeconds, actions }: StatisticsToolbarProps) {
  const intl = useIntl();
  const refresh = intl.formatMessage({ id: 'action.refresh' });
  const zone = useSiteZone();
  return (
    <div className="lc-resource-toolbar lc-stats-toolbar">
      {children}
      <span className="lc-header-spacer" />
      <ZoneTag />
      {query.refreshError && (
        <Tooltip content={query.refreshError} placement="bottom">
          <Tag minimal intent="warning" icon="warning-sign" tabIndex={0}>
            <FormattedMessage id="statistics.refresh_failed" />
          </Tag>
        </Tooltip>
      )}
      {query.loadedAt && (
        <span className="lc-toolbar-note lc-stats-updated">
          {autoRefreshSeconds !== undefined && (
            <Tooltip
              content={intl.formatMessage({ id: 'statistics.auto_refresh' }, { seconds: autoRefreshSeconds })}
              placement="bottom"
            >
              {/* The wrapper, not the icon that Blueprint hides from screen readers, carries the
                  name and the focus. */}
              <span
                className="lc-stats-auto-refresh"
                role="img"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard must reach the tooltip it explains
                tabIndex={0}
                aria-label={intl.formatMessage(
                  { id: 'statistics.auto_refresh' },
                  { seconds: autoRefreshSeconds },
                )}
              >
                <Icon icon="automatic-updates" size={12} />
              </span>
            </Tooltip>
          )}
          <FormattedMessage
            id="statistics.updated_at"
            values={{
              time: formatClock(intl, query.loadedAt, zone),
            }}
          />
        </span>
      )}
      {actions}
      <Tooltip content={refresh} placement="bottom">
        <Button
          icon="refresh"
          aria-label={refresh}
          loading={query.busy}
          onClick={query.reload}
          data-action="statistics.refresh"
        />
      </Tooltip>
    </div>
  );
}
