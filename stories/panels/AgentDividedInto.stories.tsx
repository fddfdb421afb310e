import type { Meta, StoryObj } from '@storybook/react-vite';
import { shareAnswers } from '../fixtures/agents';
import { agentMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'agent_divided_into',
  ...shareAnswers,
  menu: agentMenu,
  shows: { populated: 'cd_huoguo', empty: 'table.empty_title' },
});

/**
 * An agent's shares (`agent_divided_into`): whose purchase paid each, at which ratio, with the sum
 * of the records the filters pick and the invitation link in the toolbar.
 */
const meta = { title: 'Panels/Agents/Shares', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The invitation popover: the agent's link with its copy button and QR code. */
export const Invitation: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="agents.invitation"]'));
    await shownElement(document.body, '.lc-invitation-qr');
  },
};
