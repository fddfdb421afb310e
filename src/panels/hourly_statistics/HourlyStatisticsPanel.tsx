import { useState } from 'react';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { HourReport, useHours } from '../../features/statistics/CountsReport';
import { scopeInput } from '../../features/statistics/code-scope';
import { ChartKindToggle, DayField, ScopeFilter } from '../../features/statistics/filters';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { useSiteToday } from '../../features/statistics/use-site-today';
import { type StatisticsQuery, useStatistics } from '../../features/statistics/use-statistics';
import { useTabScope } from '../../features/statistics/use-tab-scope';
import type { TrendKind } from '../../ui/charts/line-options';
import { zeroCounts } from '../../ui/charts/series';

type Hourly = CallOutput<'hourly_statistics/inquire'>;

function HourlyBody({
  data,
  kind,
  query,
}: {
  data: Hourly | null;
  kind: TrendKind;
  query: StatisticsQuery<Hourly>;
}) {
  const hours = useHours(data?.list, (hour) => ({ hour, ...zeroCounts() }));
  return (
    <HourReport
      totals={data?.totals ?? null}
      rows={hours}
      chartTitleKey="statistics.visits_by_hour"
      kind={kind}
      loading={query.busy}
    />
  );
}

/** One day of one code, one group or all the caller's codes, hour by hour. */
export default function HourlyStatisticsPanel({ tabId, config }: PanelProps) {
  const [scope, setScope] = useTabScope(tabId, config, 'menu.hourly_statistics');
  const siteToday = useSiteToday();
  const [day, setDay] = useState(siteToday);
  const [kind, setKind] = useState<TrendKind>('bar');
  const query = useStatistics('hourly_statistics/inquire', { ...scopeInput(scope), date: day });
  return (
    <StatisticsFrame
      query={query}
      filters={
        <>
          <DayField day={day} onChange={setDay} />
          <ScopeFilter scope={scope} onChange={setScope} />
          <ChartKindToggle kind={kind} onChange={setKind} />
        </>
      }
    >
      {(data) => <HourlyBody data={data} kind={kind} query={query} />}
    </StatisticsFrame>
  );
}
