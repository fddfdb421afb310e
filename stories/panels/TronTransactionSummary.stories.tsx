import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '../../contract/enums';
import { intlFor } from '../../src/core/i18n/intl';
import { administratorMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import {
  tronTransactionSummaryAnswers,
  tronTransactionSummaryDriftAnswers,
  tronTransactionSummaryNoChainAnswers,
  tronTransactionSummarySupport,
} from '../fixtures/money-tron';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

type Story = StoryObj<typeof PanelInTab>;

const fixture = {
  panelId: 'tron_transaction_summary',
  menu: administratorMenu,
  support: tronTransactionSummarySupport,
  shows: { populated: 'sunmall_sh', empty: 'table.empty_title' as const },
};
const panel = panelStories({ ...fixture, ...tronTransactionSummaryAnswers });
const drifting = panelStories({ ...fixture, ...tronTransactionSummaryDriftAnswers });
const chainless = panelStories({
  ...fixture,
  ...tronTransactionSummaryNoChainAnswers,
  shows: {
    ...fixture.shows,
    populated: intlFor(DEFAULT_LOCALE).formatMessage({ id: 'tron_transaction_summary.reconcile.no_chain' }),
  },
});

/**
 * Collection sweeps (`tron_transaction_summary`, administrators): the reconciliation of the
 * deposit wallets' on-chain USDT against the ledger with the gas and collection wallets, the chain
 * watcher's state, and every sweep — two under way (the list refreshes itself), failures with
 * their reasons and a retry, sweeps done with and without a TRX top-up. The empty story is a fresh
 * installation: no sweeps, an empty gas wallet and no collection wallet set yet.
 */
const meta = { title: 'Panels/Money/Collection sweeps', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/**
 * A bad day: 300 USDT credited to sunmall_sh are no longer in its wallet (missing funds), one
 * wallet went unanswered, and the gas wallet holds 3.2 TRX, too little for the next top-ups.
 */
export const Drift: Story = drifting.Populated;

/** No TronGrid configured: the reconciliation answers null, which the card says calmly. */
export const NoChain: Story = chainless.Populated;

/** "Sweep all" asks first, saying what will happen: credited USDT to the collection wallet, TRX for energy first. */
export const ConfirmingSweepAll: Story = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(
      await shownElement(canvasElement, '[data-action="tron_transaction_summary/sweep"]'),
    );
    await shownElement(document.body, '.bp6-alert');
  },
};

/** Confirmed: the toast tells how many sweeps started and how many wallets were skipped. */
export const SweepingAll: Story = {
  ...panel.Populated,
  play: async (context) => {
    await ConfirmingSweepAll.play?.(context);
    await context.userEvent.click(await shownElement(document.body, '.bp6-alert-footer .bp6-intent-primary'));
    await shownElement(document.body, '.lc-toaster .bp6-intent-success');
  },
};
