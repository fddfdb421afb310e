import type { Meta, StoryObj } from '@storybook/react-vite';
import { actingWithdrawalAnswers, reviewSupport } from '../fixtures/agents';
import { administratorMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'acting_withdrawal_list',
  ...actingWithdrawalAnswers,
  support: reviewSupport,
  menu: administratorMenu,
  shows: { populated: 'sz_agent_li', empty: 'table.empty_title' },
});

/**
 * The reviewers' queue (`acting_withdrawal_list`, administrators): it opens on the requests waiting
 * for review, each offering "Approve" (with the payout's hash) and "Reject" (with a reason).
 */
const meta = { title: 'Panels/Agents/Withdrawal review', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** Approving: a hash of the wrong shape is refused on the field before anything is sent. */
export const Approving: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(
      await shownElement(canvasElement, '[data-action="acting_withdrawal_list/approve"]'),
    );
    await userEvent.type(await shownElement(document.body, '#field-tx_hash'), 'abc123');
    await userEvent.click(await shownElement(document.body, '.bp6-dialog button[type="submit"]'));
  },
};
