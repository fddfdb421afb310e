import type { Meta } from '@storybook/react-vite';
import { agentHistoricalAnswers } from '../fixtures/agents';
import { agentMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'agent_historical_statistics',
  ...agentHistoricalAnswers,
  menu: agentMenu,
  shows: { populated: '7,688.8', empty: 'agents_ui.stats_empty' },
});

/**
 * An agent's month by month (`agent_historical_statistics`) over the last 12 months: the same figures, chart and table per month (a month without sales as zeros), with the invitation link in the toolbar.
 */
const meta = { title: 'Panels/Agents/History', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
