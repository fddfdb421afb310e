import type { Meta } from '@storybook/react-vite';
import { monitorSettingsAnswers } from '../fixtures/domain-monitor';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'we_chat_blocking_detection_configuration',
  ...monitorSettingsAnswers,
  menu: superAdminMenu,
  shows: { populated: '微信网址安全检测', empty: 'monitor_ui.reputation_no_checkers' },
});

/**
 * The monitoring settings (`we_chat_blocking_detection_configuration`, administrators): schedule,
 * checks and the reputation checker chosen among the keys that have a mapping. "Empty" is a fresh
 * installation's defaults, with no checker key yet.
 */
const meta = { title: 'Panels/Settings/Domain monitoring', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
