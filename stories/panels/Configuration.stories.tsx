import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { configurationAnswers } from '../fixtures/settings';

const panel = panelStories({
  panelId: 'configuration',
  ...configurationAnswers,
  menu: superAdminMenu,
  shows: { populated: '码上通运营后台', empty: 'configuration.section_brand' },
});

/**
 * The site configuration (`configuration`, administrators): brand, registration, sign-in lockout,
 * time zone and visit retention. "Empty" is a fresh installation's configuration.
 */
const meta = { title: 'Panels/Settings/Configuration', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
