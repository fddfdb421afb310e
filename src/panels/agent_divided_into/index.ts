import { panel } from '../../core/panels/types';

/** The agent's own revenue shares, with their sum and the invitation link (SPEC §7 Agents). */
export const agentDividedIntoPanel = panel({
  id: 'agent_divided_into',
  icon: 'pie-chart',
  load: () => import('./AgentDividedIntoPanel'),
});
