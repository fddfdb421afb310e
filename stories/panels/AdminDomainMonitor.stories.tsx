import type { Meta } from '@storybook/react-vite';
import { adminDomainMonitorAnswers } from '../fixtures/domain-monitor';
import { administratorMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'admin_domain_monitor',
  ...adminDomainMonitorAnswers,
  menu: administratorMenu,
  shows: { populated: 'qr.tianmu-edu.cn', empty: 'monitor_ui.empty_title' },
});

/**
 * Every holder's monitored domains (`admin_domain_monitor`, administrators), with the holder and
 * "check now" on any of them.
 */
const meta = { title: 'Panels/Domains/All domain monitors', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
