import './statistics.css';
import { Classes, Icon, type IconName, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { compareCounts, formatDelta } from './delta';

export type StatCardProps = {
  label: ReactNode;
  /** The figure; null while loading (a placeholder of the same size keeps the grid still). */
  value: ReactNode | null;
  icon?: IconName;
  /** A second line under the figure: what it is out of, when it ends. */
  detail?: ReactNode;
  /** Today's count against yesterday's, shown as a rise or fall. */
  compare?: { current: number; previous: number };
  /** Colours the icon: a figure the reader should notice (refused visits). */
  tone?: 'primary' | 'danger' | 'muted';
  /** The panel that explains this figure (the code list for the code count); the card opens it. */
  onOpen?(): void;
  openLabel?: string;
};

function Compare({ current, previous }: NonNullable<StatCardProps['compare']>) {
  const intl = useIntl();
  const delta = compareCounts(current, previous);
  const icon: IconName = delta.trend === 'up' ? 'arrow-up' : delta.trend === 'down' ? 'arrow-down' : 'minus';
  return (
    <Tooltip
      content={intl.formatMessage({ id: 'statistics.yesterday_count' }, { count: previous })}
      placement="bottom"
      compact
    >
      <span className={`lc-stat-delta lc-stat-delta-${delta.trend}`}>
        <Icon icon={icon} size={10} />
        {formatDelta(intl, delta)}
        <span className="lc-stat-hidden">
          <FormattedMessage id="statistics.vs_yesterday" />
        </span>
      </span>
    </Tooltip>
  );
}

/**
 * One figure of a dashboard: label, value, an optional comparison with yesterday and a link to the
 * panel behind it. The whole card is the link, so a keyboard reaches it with Tab.
 */
export function StatCard({ label, value, icon, detail, compare, tone, onOpen, openLabel }: StatCardProps) {
  const body = (
    <>
      <span className="lc-stat-label">
        {icon && <Icon icon={icon} size={12} className={tone ? `lc-stat-icon-${tone}` : undefined} />}
        {label}
      </span>
      <span className="lc-stat-value">
        {value === null ? <span className={`${Classes.SKELETON} lc-stat-skeleton`}>0000</span> : value}
        {value !== null && compare && <Compare {...compare} />}
      </span>
      {detail !== undefined && <span className="lc-stat-detail">{value === null ? '\u00a0' : detail}</span>}
    </>
  );
  if (!onOpen) return <div className="lc-stat-card">{body}</div>;
  return (
    <button type="button" className="lc-stat-card lc-stat-card-link" onClick={onOpen} title={openLabel}>
      {body}
    </button>
  );
}

/** Cards in as many columns as the panel's width allows. */
export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="lc-stat-grid">{children}</div>;
}
