import type { Meta } from '@storybook/react-vite';
import { administratorAnswers, roleSupport } from '../fixtures/accounts';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'administrators',
  ...administratorAnswers,
  support: roleSupport,
  menu: superAdminMenu,
  shows: { populated: '王敏（运营）', empty: 'table.empty_title' },
});

/**
 * The platform's administrators (`administrators`): their roles, who is online, one disabled.
 */
const meta = { title: 'Panels/Accounts/Administrators', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
