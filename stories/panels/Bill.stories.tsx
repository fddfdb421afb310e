import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { administratorMenu } from '../fixtures/menus';
import { balancedCheck, billAnswers, mismatchedCheck, shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const fixture = {
  panelId: 'bill',
  ...billAnswers,
  menu: administratorMenu,
  shows: { populated: 'chuanwei_food', empty: 'table.empty_title' as const },
};
const panel = panelStories({ ...fixture, support: balancedCheck });
const mismatched = panelStories({ ...fixture, support: mismatchedCheck });

/**
 * The ledger (`bill`, administrators): every change of every balance, signed and coloured, with
 * the balance before and after; the toolbar checks every balance against the sum of its ledger.
 */
const meta = { title: 'Panels/Money/Ledger', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

const runLedgerCheck: StoryObj<typeof PanelInTab>['play'] = async ({ canvasElement, userEvent }) => {
  await userEvent.click(await shownElement(canvasElement, '[data-action="bill/check"]'));
  await shownElement(document.body, '.bp6-dialog .bp6-callout');
};

/** The ledger check finds every balance equal to the sum of its ledger. */
export const LedgerBalanced: StoryObj<typeof PanelInTab> = { ...panel.Populated, play: runLedgerCheck };

/** The ledger check finds two balances that disagree, with each difference worked out exactly. */
export const LedgerMismatch: StoryObj<typeof PanelInTab> = {
  ...mismatched.Populated,
  play: async (context) => {
    await runLedgerCheck(context);
    await shownElement(document.body, '.lc-ledger-table');
  },
};

/**
 * An administrator exports the filtered ledger as CSV: the export starts in the background and
 * the toast says where the file will be.
 */
export const Exporting: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="bill/export"]'));
    const csv = await waitFor(() => {
      const item = [...document.querySelectorAll<HTMLElement>('.bp6-menu-item')].find(
        (element) => element.textContent === 'CSV',
      );
      if (!item) throw new Error('the format menu is not open yet');
      return item;
    });
    await userEvent.click(csv);
    await shownElement(document.body, '.lc-toaster .bp6-intent-success');
  },
};
