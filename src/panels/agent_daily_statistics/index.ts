import { panel } from '../../core/panels/types';

/** The agent's customers, purchases and shares day by day (SPEC §7 Agents). */
export const agentDailyStatisticsPanel = panel({
  id: 'agent_daily_statistics',
  icon: 'timeline-bar-chart',
  load: () => import('./AgentDailyStatisticsPanel'),
});
