import type { Meta } from '@storybook/react-vite';
import { roleSupport, userListAnswers } from '../fixtures/accounts';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'user_list',
  ...userListAnswers,
  support: roleSupport,
  menu: superAdminMenu,
  shows: { populated: '杭州美佳美甲', empty: 'table.empty_title' },
});

/**
 * Customers and agents (`user_list`, administrators): balances, memberships, agents and who is online,
 * with the account actions.
 */
const meta = { title: 'Panels/Accounts/Users', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
