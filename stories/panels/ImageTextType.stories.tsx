import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { imageTextTypeAnswers } from '../fixtures/picture-lists';

const panel = panelStories({
  panelId: 'image_text_type',
  ...imageTextTypeAnswers,
  menu: superAdminMenu,
  shows: { populated: '首页轮播', empty: 'table.empty_title' },
});

/**
 * The picture list types (`image_text_type`, administrators), a described resource: a type that
 * still holds pictures cannot be deleted, a type being prepared is hidden.
 */
const meta = { title: 'Panels/Settings/Picture list types', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
