import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { messageListAnswers } from '../fixtures/settings';

const panel = panelStories({
  panelId: 'message_list',
  ...messageListAnswers,
  menu: superAdminMenu,
  shows: { populated: '域名检测异常', empty: 'table.empty_title' },
});

/**
 * Site messages sent to customers (`message_list`, administrators), newest first, read or not.
 */
const meta = { title: 'Panels/Settings/Site messages', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
