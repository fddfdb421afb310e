import type { Meta } from '@storybook/react-vite';
import { mallBrandAnswers } from '../fixtures/mall';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'mall_brand_list',
  ...mallBrandAnswers,
  menu: superAdminMenu,
  shows: { populated: 'UGREEN', empty: 'table.empty_title' },
});

/** The mall's brands (`mall_brand_list`, administrators) with their translations and product counts. */
const meta = { title: 'Panels/Settings/Mall brands', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
