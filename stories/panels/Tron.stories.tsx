import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { superAdminMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { STORY_PRIVATE_KEY, tronAnswers, tronSupport } from '../fixtures/money-tron';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'tron',
  ...tronAnswers,
  support: tronSupport,
  menu: superAdminMenu,
  shows: { populated: 'xinyue_ops', empty: 'table.empty_title' },
});

/**
 * Every user's deposit wallet (`tron`, super administrators): Base58 and hex addresses, TRX and
 * USDT balances as last read, with a fresh read and the private key on a password, per row.
 */
const meta = { title: 'Panels/Money/Deposit wallets', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** Reading a wallet's balances from the chain now: the row takes the answer (more TRX for fees). */
export const RefreshingBalances: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="tron/refresh"]'));
    await waitFor(
      () => {
        if (!canvasElement.textContent?.includes('15.408')) throw new Error('the row was not refreshed');
      },
      { timeout: 10_000 },
    );
  },
};

/**
 * Revealing a private key: the dialog explains that the key is secret and the reveal logged, takes
 * the caller's own password, then shows the key read-only with a copy button and a warning.
 */
export const RevealingKey: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="tron/reveal"]'));
    await userEvent.type(await shownElement(document.body, '#tron-reveal-password'), 'Admin12345');
    await userEvent.click(await shownElement(document.body, '[data-action="tron/reveal-submit"]'));
    const key = await shownElement(document.body, '#tron-private-key');
    await waitFor(() => {
      if ((key as HTMLInputElement).value !== STORY_PRIVATE_KEY) throw new Error('the key is not shown');
    });
  },
};
