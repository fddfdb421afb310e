import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { administratorMenu } from '../fixtures/menus';
import { creditSupport, orderAnswers, shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'order',
  ...orderAnswers,
  support: creditSupport,
  menu: administratorMenu,
  shows: { populated: 'yunda_kf', empty: 'table.empty_title' },
});

/**
 * Every order of every account (`order`, administrators): recharges paid on the chain or by hand,
 * waiting or run out, and package purchases; a waiting recharge offers "Credit".
 */
const meta = { title: 'Panels/Money/Orders', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/**
 * An administrator credits a waiting recharge by hand: the dialog shows the account and amount
 * it will credit and the warning, takes the transfer's hash, and closes once the credit is done
 * (the toast then tells the new balance).
 */
export const Crediting: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="order/credit"]'));
    const hash = await shownElement(document.body, '#field-tx_hash');
    await userEvent.type(hash, 'f0c1e2d3a4b5968778695a4b3c2d1e0ff0c1e2d3a4b5968778695a4b3c2d1e0f');
    const submit = await shownElement(document.body, '.bp6-dialog button[type="submit"]');
    await userEvent.click(submit);
    // The dialog closes only once the server answered the credit.
    await waitFor(
      () => {
        if (document.querySelector('#field-tx_hash')) throw new Error('the credit dialog is still open');
      },
      { timeout: 10_000 },
    );
  },
};
