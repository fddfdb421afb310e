import type { Meta } from '@storybook/react-vite';
import { stealingAnswers } from '../fixtures/live';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'stealing_list',
  ...stealingAnswers,
  menu: superAdminMenu,
  shows: { populated: '116.62.44.9', empty: 'table.empty_title' },
});

/**
 * Suspicious traffic of one day (`stealing_list`, administrators): frequent addresses, crawlers,
 * bursts and shared user agents, an address one click from its lookup.
 */
const meta = { title: 'Panels/Live/Suspicious traffic', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
