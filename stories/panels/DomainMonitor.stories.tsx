import type { Meta, StoryObj } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { domainMonitorAnswers } from '../fixtures/domain-monitor';
import { customerMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'domain_monitor',
  ...domainMonitorAnswers,
  menu: customerMenu,
  shows: { populated: 'dwz.xinyue.cn', empty: 'monitor_ui.empty_title' },
});

/**
 * The operator's monitored domains (`domain_monitor`): two fine, one flagged in WeChat, one whose
 * HTTPS keeps timing out with an expired certificate, each with its recent rounds. "Empty" is an
 * operator without a verified domain yet.
 */
const meta = { title: 'Panels/Domains/Domain monitor', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/**
 * "Check now" on every domain of the page: the toast names the two that are not normal, with the
 * server's reason.
 */
export const CheckedNow: StoryObj<typeof PanelInTab> = {
  ...panel.Populated,
  play: async ({ canvasElement, userEvent }) => {
    await shownElement(canvasElement, 'tbody [data-action="domain_monitor/check"]');
    await userEvent.click(await shownElement(canvasElement, 'thead .lc-table-check label'));
    await userEvent.click(
      await shownElement(canvasElement, '.lc-resource-toolbar [data-action="domain_monitor/check"]'),
    );
    await waitFor(
      () => {
        const toast = document.querySelector('.bp6-toast');
        if (!toast?.textContent?.includes('u6k.cn')) throw new Error('no toast yet');
      },
      { timeout: 10_000 },
    );
  },
};
