import type { Meta } from '@storybook/react-vite';
import { roleAnswers } from '../fixtures/accounts';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'role',
  ...roleAnswers,
  menu: superAdminMenu,
  shows: { populated: '门店运营', empty: 'table.empty_title' },
});

/**
 * Roles and permissions (`role`): each role's users and granted nodes, and for the super administrator
 * the menu node editor over the seeded tree.
 */
const meta = { title: 'Panels/Accounts/Roles', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
