import type { Meta } from '@storybook/react-vite';
import { agentDailyAnswers } from '../fixtures/agents';
import { agentMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'agent_daily_statistics',
  ...agentDailyAnswers,
  menu: agentMenu,
  shows: { populated: '1,299', empty: 'agents_ui.stats_empty' },
});

/**
 * An agent's day by day (`agent_daily_statistics`) over the last 30 days: customers gained and paying, purchases and shares as cards, bars with a line of paying customers, and a row per day (quiet days as zeros), with the invitation link in the toolbar.
 */
const meta = { title: 'Panels/Agents/Daily statistics', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
