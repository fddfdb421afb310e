import type { Meta } from '@storybook/react-vite';
import { suspensionAnswers } from '../fixtures/abuse-suspensions';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'abuse_suspension',
  ...suspensionAnswers,
  menu: superAdminMenu,
  shows: { populated: 'quick_loans_88', empty: 'abuse_suspension.empty_title' },
});

/**
 * Suspensions of users, codes and domains (`abuse_suspension`, administrators), a described
 * resource: the ones in force first, each with a lift action.
 */
const meta = { title: 'Panels/Abuse/Suspensions', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
