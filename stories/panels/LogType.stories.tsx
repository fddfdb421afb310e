import type { Meta } from '@storybook/react-vite';
import { logTypeAnswers } from '../fixtures/logs';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'log_type',
  ...logTypeAnswers,
  menu: superAdminMenu,
  shows: { populated: '登录与账号', empty: 'table.empty_title' },
});

/**
 * The log type dictionary (`log_type`, administrators): names for the modules that write the log.
 */
const meta = { title: 'Panels/Logs/Log types', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
