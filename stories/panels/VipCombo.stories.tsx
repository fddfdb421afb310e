import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { vipComboAnswers } from '../fixtures/money-packages';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'vip_combo',
  ...vipComboAnswers,
  menu: superAdminMenu,
  shows: { populated: '季度专业版', empty: 'table.empty_title' },
});

/**
 * The VIP packages (`vip_combo`, administrators): price, days and limits of each, how many accounts run it now; one switched off.
 */
const meta = { title: 'Panels/Money/VIP packages', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
