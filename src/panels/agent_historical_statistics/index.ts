import { panel } from '../../core/panels/types';

/** The agent's customers, purchases and shares month by month (SPEC §7 Agents). */
export const agentHistoricalStatisticsPanel = panel({
  id: 'agent_historical_statistics',
  icon: 'timeline-area-chart',
  load: () => import('./AgentHistoricalStatisticsPanel'),
});
