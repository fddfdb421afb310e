import { type IconName, Section, SectionCard } from '@blueprintjs/core';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import type { CountsRow } from '../../ui/charts/series';
import { shortDay } from '../../ui/days';
import { CountsChart } from './CountsChart';
import { StatisticsFrame } from './StatisticsFrame';
import type { StatisticsQuery } from './use-statistics';

type WeekRow = CountsRow & { date: string };

/** The dashboards' "last 7 days" chart; the week ends today, oldest first, as the calls answer it. */
function WeekTrend({ days, loading }: { days: readonly WeekRow[] | null; loading: boolean }) {
  const intl = useIntl();
  const categories = useMemo(() => (days ?? []).map((row) => shortDay(row.date)), [days]);
  const title = intl.formatMessage({ id: 'statistics.last_7_days' });
  return (
    <Section compact icon="timeline-line-chart" title={title}>
      <SectionCard>
        <CountsChart rows={days} categories={categories} label={title} loading={loading} height={280} />
      </SectionCard>
    </Section>
  );
}

export type DashboardProps<T extends { last_7_days: WeekRow[] }> = {
  query: StatisticsQuery<T>;
  /** The figures at the top; `data` is null while loading. */
  cards(data: T | null): ReactNode;
  /** The section beside the week's chart (notices, busiest users). */
  side: { icon: IconName; titleKey: MessageKey; render(data: T | null): ReactNode };
};

/** A dashboard: figure cards, then the last 7 days beside one more section. */
export function Dashboard<T extends { last_7_days: WeekRow[] }>({ query, cards, side }: DashboardProps<T>) {
  const intl = useIntl();
  return (
    <StatisticsFrame query={query}>
      {(data) => (
        <>
          {cards(data)}
          <div className="lc-stats-columns">
            <WeekTrend days={data?.last_7_days ?? null} loading={query.busy} />
            <Section compact icon={side.icon} title={intl.formatMessage({ id: side.titleKey })}>
              <SectionCard>{side.render(data)}</SectionCard>
            </Section>
          </div>
        </>
      )}
    </StatisticsFrame>
  );
}
