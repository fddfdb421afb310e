import type { Meta, StoryObj } from '@storybook/react-vite';
import { customerMenu } from '../fixtures/menus';
import { balanceRechargeAnswers } from '../fixtures/money-packages';
import { rechargeChainAnswers, rechargeWalletAddress } from '../fixtures/money-tron';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'balance_recharge',
  ...balanceRechargeAnswers,
  menu: customerMenu,
  shows: { populated: '#10482', empty: 'table.empty_title' },
});

/** The same page once a chain watcher confirms payments: the caller's own deposit address is shown up front. */
const chain = panelStories({
  panelId: 'balance_recharge',
  populated: { ...balanceRechargeAnswers.populated, ...rechargeChainAnswers },
  empty: balanceRechargeAnswers.empty,
  menu: customerMenu,
  shows: { populated: rechargeWalletAddress, empty: 'table.empty_title' },
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

/**
 * Payments confirmed on the chain: the deposit address with its QR code before any order, and the
 * latest transfers to it — one still confirming, earlier ones credited.
 */
export const ChainPopulated: StoryObj<typeof PanelInTab> = chain.Populated;
export const ChainDark: StoryObj<typeof PanelInTab> = chain.Dark;
