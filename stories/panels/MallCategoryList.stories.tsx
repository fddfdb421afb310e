import type { Meta } from '@storybook/react-vite';
import { mallCategoryAnswers } from '../fixtures/mall';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'mall_category_list',
  ...mallCategoryAnswers,
  menu: superAdminMenu,
  shows: { populated: '智能家居', empty: 'table.empty_title' },
});

/** The mall's category tree (`mall_category_list`, administrators): rows in tree order indented by depth, one branch hidden. */
const meta = { title: 'Panels/Settings/Mall categories', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
