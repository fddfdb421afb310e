import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerMenu } from '../fixtures/menus';
import { shownElement, userOrderAnswers } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'user_order',
  ...userOrderAnswers,
  menu: customerMenu,
  shows: { populated: '#1002', empty: 'table.empty_title' },
});

/**
 * A customer's own orders (`user_order`): a recharge waiting for its transfer says until when it
 * can be paid; the second tab is every change of their balance.
 */
const meta = { title: 'Panels/Money/My orders', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The ledger tab: the customer's recharge, purchase and the balances they left. */
export const Ledger: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-tab-id="ledger"]'));
    await shownElement(canvasElement, '.lc-money-out');
  },
};
