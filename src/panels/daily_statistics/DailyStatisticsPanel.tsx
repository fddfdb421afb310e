import { useState } from 'react';
import type { PanelProps } from '../../core/panels/types';
import { DayReport } from '../../features/statistics/CountsReport';
import { scopeInput } from '../../features/statistics/code-scope';
import { ChartKindToggle, RangeAndScope } from '../../features/statistics/filters';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { useDayRange } from '../../features/statistics/use-day-range';
import { useStatistics } from '../../features/statistics/use-statistics';
import { useTabScope } from '../../features/statistics/use-tab-scope';
import type { TrendKind } from '../../ui/charts/line-options';

const DEFAULT_DAYS = 7;

/** Visits per day of one code, one group or all the caller's codes over a range (last 7 days first). */
export default function DailyStatisticsPanel({ tabId, config }: PanelProps) {
  const [scope, setScope] = useTabScope(tabId, config, 'menu.daily_statistics');
  const days = useDayRange(DEFAULT_DAYS);
  const [kind, setKind] = useState<TrendKind>('line');
  const query = useStatistics('daily_statistics/inquire', { ...scopeInput(scope), ...days.range });
  return (
    <StatisticsFrame
      query={query}
      filters={
        <>
          <RangeAndScope days={days} scope={scope} onScope={setScope} />
          <ChartKindToggle kind={kind} onChange={setKind} />
        </>
      }
    >
      {(data) => (
        <DayReport
          data={data}
          range={query.answered ?? days.range}
          chartTitleKey="statistics.visits_by_day"
          kind={kind}
          loading={query.busy}
        />
      )}
    </StatisticsFrame>
  );
}
