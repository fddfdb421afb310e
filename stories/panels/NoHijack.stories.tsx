import type { Meta, StoryObj } from '@storybook/react-vite';
import { noHijackAnswers, rowButton } from '../fixtures/domain-policies';
import { customerMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'no_hijack',
  ...noHijackAnswers,
  menu: customerMenu,
  shows: { populated: 'hd.xinyue.cn', empty: 'policy_ui.no_hijack_empty_title' },
});

/**
 * The operator's verified domains with their hijack protection (`no_hijack`): HTTPS only, the
 * HSTS length and the referrer policy of each. "Empty" is an operator without a verified domain.
 */
const meta = { title: 'Panels/Domains/Hijack protection', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The edit form of a domain on a custom HSTS length: the seconds show, with their length in words. */
export const Editing: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await rowButton(canvasElement, 'hd.xinyue.cn', 'no_hijack/update'));
    await shownElement(document.body, '.bp6-dialog .lc-policy-hsts-seconds');
  },
};
