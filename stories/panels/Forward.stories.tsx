import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardAnswers, rowButton } from '../fixtures/domain-policies';
import { customerMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'forward',
  ...forwardAnswers,
  menu: customerMenu,
  shows: { populated: '/summer', empty: 'policy_ui.forward_empty_title' },
});

/**
 * The operator's forwarding rules (`forward`) on its two landing domains: a campaign path keeping
 * what follows it, an app link, a catch-all `/`, and a disabled summer rule. "Empty" is an
 * operator who has set none.
 */
const meta = { title: 'Panels/Codes/Forwarding rules', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The edit form of the campaign rule: the example shows where `/promo/a?x=1` goes. */
export const Editing: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await rowButton(canvasElement, '/promo', 'forward/update'));
    await shownElement(document.body, '.bp6-dialog .lc-forward-example-location');
  },
};
