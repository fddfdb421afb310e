import { useState } from 'react';
import type { TrendKind } from '../../ui/charts/line-options';
import { DayReport } from '../../ui/statistics/CountsReport';
import { scopeInput } from '../../ui/statistics/code-scope';
import { ChartKindToggle, RangeAndScope } from '../../ui/statistics/filters';
import { StatisticsFrame } from '../../ui/statistics/StatisticsFrame';
import { useDayRange } from '../../ui/statistics/use-day-range';
import { useStatistics } from '../../ui/statistics/use-statistics';
import { useTabScope } from '../../ui/statistics/use-tab-scope';
import type { PanelProps } from '../types';

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
