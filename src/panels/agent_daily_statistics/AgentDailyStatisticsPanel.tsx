import '../../features/agents/agents.css';
import { useMemo } from 'react';
import { AgentStatsReport } from '../../features/agents/AgentStatsReport';
import { fillAgentDays } from '../../features/agents/agent-stats';
import { InvitationLink } from '../../features/agents/InvitationLink';
import { RangeField } from '../../features/statistics/filters';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { useDayRange } from '../../features/statistics/use-day-range';
import { useStatistics } from '../../features/statistics/use-statistics';
import { shortDay } from '../../ui/days';

const DEFAULT_DAYS = 30;

/**
 * The agent's day by day over a range (the last 30 days first): customers gained and paying, what
 * they bought and what it paid the agent, with days without activity shown as zeros.
 */
export default function AgentDailyStatisticsPanel() {
  const days = useDayRange(DEFAULT_DAYS);
  const query = useStatistics('agent_daily_statistics/inquire', days.range);
  const state = query.state;
  const list = state.status === 'ready' ? state.data.list : undefined;
  const answered = query.answered;
  const rows = useMemo(() => (list && answered ? fillAgentDays(list, answered) : null), [list, answered]);
  return (
    <StatisticsFrame
      query={query}
      filters={<RangeField range={days.range} defaultRange={days.initial} onChange={days.setRange} />}
      actions={<InvitationLink />}
    >
      {() => (
        <AgentStatsReport
          rows={rows}
          axisLabel={shortDay}
          chartTitleKey="agents_ui.daily_chart"
          tableTitleKey="statistics.by_day"
          periodTitleKey="statistics.date"
          payingDetailKey="agents_ui.paying_by_day"
          loading={query.busy}
        />
      )}
    </StatisticsFrame>
  );
}
