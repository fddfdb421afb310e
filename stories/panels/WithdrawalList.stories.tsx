import type { Meta, StoryObj } from '@storybook/react-vite';
import { applySupport, withdrawalAnswers } from '../fixtures/agents';
import { agentMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'withdrawal_list',
  ...withdrawalAnswers,
  support: applySupport,
  menu: agentMenu,
  shows: { populated: '地址不是本人钱包', empty: 'table.empty_title' },
});

/**
 * An agent's own withdrawals (`withdrawal_list`): one waiting, some paid out with their hash, one
 * sent back with the reason; what the agent receives is the amount less the fee.
 */
const meta = { title: 'Panels/Agents/Withdrawals', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The request dialog: it says the amount is frozen at once, and checks the address as it is typed. */
export const Applying: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="withdrawal_list/add"]'));
    await userEvent.type(await shownElement(document.body, '#field-amount'), '12.5');
    await userEvent.type(await shownElement(document.body, '#field-address'), 'TXYZ');
    await userEvent.click(await shownElement(document.body, '.bp6-dialog button[type="submit"]'));
  },
};
