import type { Meta } from '@storybook/react-vite';
import { homeAdminAnswers } from '../fixtures/dashboards';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'home_admin',
  ...homeAdminAnswers,
  menu: superAdminMenu,
  shows: { populated: 'hz_meijia', empty: 'statistics.no_visits_today' },
});

/**
 * The administrators' dashboard (`home_admin`): users and who is online, codes, today's visits, revenue
 * and the busiest customers today. "Empty" is a platform just installed.
 */
const meta = { title: 'Panels/Statistics/Platform home', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
