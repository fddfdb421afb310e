import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { homePageConfigAnswers } from '../fixtures/picture-lists';

const panel = panelStories({
  panelId: 'home_page_config',
  ...homePageConfigAnswers,
  menu: superAdminMenu,
  shows: { populated: '春节期间（2 月 9 日至 2 月 17 日）', empty: 'home_page_config.preview_empty' },
});

/**
 * What customers see at the top of their home (`home_page_config`, administrators): a notice in
 * each language and the picture list, with a preview. "Empty" is a fresh installation.
 */
const meta = { title: 'Panels/Settings/Customer home', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
