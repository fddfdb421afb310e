import type { Meta } from '@storybook/react-vite';
import { customerMenu } from '../fixtures/menus';
import { buyVipComboAnswers } from '../fixtures/money-packages';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'buy_vip_combo',
  ...buyVipComboAnswers,
  menu: customerMenu,
  shows: { populated: '季度专业版', empty: 'buy_vip_combo.no_packages' },
});

/**
 * Buying a package (`buy_vip_combo`, customers): the membership with its usage, the balance and the packages on sale. "Empty" is a new account on a platform with nothing on sale.
 */
const meta = { title: 'Panels/Money/Buy membership', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
