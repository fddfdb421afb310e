import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { imageTextAnswers } from '../fixtures/picture-lists';

const panel = panelStories({
  panelId: 'image_text',
  ...imageTextAnswers,
  menu: superAdminMenu,
  shows: { populated: '开通会员享 9 折', empty: 'table.empty_title' },
});

/**
 * The pictures of the picture lists (`image_text`, administrators), a described resource: larger
 * order first, with where a click leads and how many clicks each picture had.
 */
const meta = { title: 'Panels/Settings/Picture list', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
