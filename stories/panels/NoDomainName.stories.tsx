import type { Meta, StoryObj } from '@storybook/react-vite';
import { noDomainNameAnswers } from '../fixtures/domain-policies';
import { customerMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'no_domain_name',
  ...noDomainNameAnswers,
  menu: customerMenu,
  shows: { populated: 'guideWx', empty: 'trouble_ui.empty_title' },
});

/**
 * The operator's codes whose domain serves nothing (`no_domain_name`): three on `u6k.cn`, paused
 * since WeChat flagged it, and two on a shop domain still proving control. "Empty" is an operator
 * whose every domain serves.
 */
const meta = { title: 'Panels/Domains/Codes without a domain', ...panel.meta } satisfies Meta<
  typeof PanelInTab
>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/**
 * Every code picked and the move menu open: the console host and the healthy domains can be
 * picked; the flagged, failing and unverified ones say why they cannot.
 */
export const MovingCodes: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await shownElement(canvasElement, 'tbody .lc-table-check label');
    await userEvent.click(await shownElement(canvasElement, 'thead .lc-table-check label'));
    await userEvent.click(
      await shownElement(
        canvasElement,
        '.lc-resource-toolbar [data-action="qr_code_list/change_domain_name"]',
      ),
    );
    await shownElement(document.body, '.bp6-popover-content .bp6-menu');
  },
};
