import type { Meta } from '@storybook/react-vite';
import { customerMenu } from '../fixtures/menus';
import { balanceRechargeAnswers } from '../fixtures/money-packages';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'balance_recharge',
  ...balanceRechargeAnswers,
  menu: customerMenu,
  shows: { populated: '#10482', empty: 'table.empty_title' },
});

/**
 * Topping up the balance (`balance_recharge`, customers): the amount form under manual confirmation, and the recharge history with an order still waiting.
 */
const meta = { title: 'Panels/Money/Top up', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
