import '../../features/agents/agents.css';
import { useMemo, useState } from 'react';
import { AgentStatsReport } from '../../features/agents/AgentStatsReport';
import { fillAgentMonths, lastMonthsRange } from '../../features/agents/agent-stats';
import { InvitationLink } from '../../features/agents/InvitationLink';
import { MonthRangeField } from '../../features/agents/MonthRangeField';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { useSiteToday } from '../../features/statistics/use-site-today';
import { useStatistics } from '../../features/statistics/use-statistics';

const DEFAULT_MONTHS = 12;

/** A month's own label: `2026-11` reads well on an axis as it is. */
const monthLabel = (month: string) => month;

/**
 * The agent's month by month over a range (the last 12 months first): customers gained and
 * paying, what they bought and what it paid the agent, with quiet months shown as zeros.
 */
export default function AgentHistoricalStatisticsPanel() {
  const siteToday = useSiteToday();
  const [range, setRange] = useState(() => lastMonthsRange(DEFAULT_MONTHS, siteToday));
  const query = useStatistics('agent_historical_statistics/inquire', range);
  const state = query.state;
  const list = state.status === 'ready' ? state.data.list : undefined;
  const answered = query.answered;
  const rows = useMemo(() => (list && answered ? fillAgentMonths(list, answered) : null), [list, answered]);
  return (
    <StatisticsFrame
      query={query}
      filters={<MonthRangeField range={range} max={siteToday.slice(0, 7)} onChange={setRange} />}
      actions={<InvitationLink />}
    >
      {() => (
        <AgentStatsReport
          rows={rows}
          axisLabel={monthLabel}
          chartTitleKey="agents_ui.monthly_chart"
          tableTitleKey="agents_ui.by_month"
          periodTitleKey="agents_ui.month"
          payingDetailKey="agents_ui.paying_by_month"
          loading={query.busy}
        />
      )}
    </StatisticsFrame>
  );
}
