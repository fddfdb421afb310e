import type { Meta } from '@storybook/react-vite';
import { visitorAnswers } from '../fixtures/live';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'visitor',
  ...visitorAnswers,
  menu: superAdminMenu,
  shows: { populated: '112.17.238.46', empty: 'table.empty_title' },
});

/**
 * Every recorded visit of the platform (`visitor`, administrators), today's by default, narrowed by
 * code, owner, address, carrier and status.
 */
const meta = { title: 'Panels/Live/Visit explorer', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
