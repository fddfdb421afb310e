import type { Meta } from '@storybook/react-vite';
import { mallProductAnswers } from '../fixtures/mall';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'mall_product_list',
  ...mallProductAnswers,
  menu: superAdminMenu,
  shows: { populated: 'Anker 65W 氮化镓充电器', empty: 'table.empty_title' },
});

/** The mall's products (`mall_product_list`, administrators): each one's cover, lowest SKU price, stock in all and recommend flags; one hidden. */
const meta = { title: 'Panels/Settings/Mall products', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
