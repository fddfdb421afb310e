import type { Meta } from '@storybook/react-vite';
import { screeningAnswers } from '../fixtures/abuse-screening';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'abuse_screening',
  ...screeningAnswers,
  menu: superAdminMenu,
  shows: { populated: 'quick_loans_88', empty: 'abuse_screening.empty_title' },
});

/**
 * Destinations the screening flagged (`abuse_screening`, administrators): one a re-screen paused,
 * one the provider could not check; re-screen or release them, and the screening settings beside.
 */
const meta = { title: 'Panels/Abuse/Destination screening', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
