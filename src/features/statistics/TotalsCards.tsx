import type { IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Metric } from '../../ui/charts/chart-theme';
import type { CountsRow } from '../../ui/charts/series';
import { METRIC_LABEL_KEYS } from './metrics';
import { StatCard, type StatCardProps, StatGrid } from './StatCard';

const CARD_LOOK: Readonly<Record<Metric, { icon: IconName; tone: StatCardProps['tone'] }>> = {
  visits: { icon: 'eye-open', tone: 'primary' },
  unique_ips: { icon: 'globe-network', tone: undefined },
  refused: { icon: 'blocked-person', tone: 'danger' },
  bots: { icon: 'predictive-analysis', tone: 'muted' },
};

type VisitsTodayCardProps = {
  /** Undefined while loading. */
  visits: number | undefined;
  yesterday: number | undefined;
  detail?: ReactNode;
};

/** Today's visits against yesterday's: the figure every dashboard leads with. */
export function VisitsTodayCard({ visits, yesterday, detail }: VisitsTodayCardProps) {
  const intl = useIntl();
  return (
    <StatCard
      icon={CARD_LOOK.visits.icon}
      tone={CARD_LOOK.visits.tone}
      label={<FormattedMessage id="statistics.today_visits" />}
      value={visits === undefined ? null : intl.formatNumber(visits)}
      compare={
        visits !== undefined && yesterday !== undefined ? { current: visits, previous: yesterday } : undefined
      }
      detail={detail}
    />
  );
}

type TotalsCardsProps = {
  totals: CountsRow | null;
  /** Today's panels show today's visits against yesterday's (undefined while loading). */
  today?: { yesterday: number | undefined };
  /** Cards after the four counts. */
  children?: ReactNode;
};

/** The four counts of a period as cards: the head of every range and day panel. */
export function TotalsCards({ totals, today, children }: TotalsCardsProps) {
  const intl = useIntl();
  return (
    <StatGrid>
      {(Object.keys(CARD_LOOK) as Metric[]).map((metric) =>
        metric === 'visits' && today ? (
          <VisitsTodayCard key={metric} visits={totals?.visits} yesterday={today.yesterday} />
        ) : (
          <StatCard
            key={metric}
            icon={CARD_LOOK[metric].icon}
            tone={CARD_LOOK[metric].tone}
            label={<FormattedMessage id={METRIC_LABEL_KEYS[metric]} />}
            value={totals ? intl.formatNumber(totals[metric]) : null}
          />
        ),
      )}
      {children}
    </StatGrid>
  );
}
