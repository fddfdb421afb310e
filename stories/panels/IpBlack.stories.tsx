import type { Meta } from '@storybook/react-vite';
import { ipBlackAnswers } from '../fixtures/domains';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'ip_black',
  ...ipBlackAnswers,
  menu: superAdminMenu,
  shows: { populated: '撞库扫描', empty: 'table.empty_title' },
});

/**
 * Addresses refused by the console (`ip_black`, administrators): single addresses and ranges.
 */
const meta = { title: 'Panels/Domains/Console blacklist', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
