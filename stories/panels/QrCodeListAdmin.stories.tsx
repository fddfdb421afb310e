import type { Meta } from '@storybook/react-vite';
import { ownerSupport } from '../fixtures/accounts';
import { adminCodeAnswers } from '../fixtures/code-admin';
import { codeSupport } from '../fixtures/codes';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'qr_code_list_admin',
  ...adminCodeAnswers,
  support: { ...codeSupport, ...ownerSupport },
  menu: superAdminMenu,
  shows: { populated: '美甲店预约', empty: 'table.empty_title' },
});

/**
 * Every customer's codes (`qr_code_list_admin`, administrators): the shared code table with the owner
 * filter and each code's owner.
 */
const meta = { title: 'Panels/Codes/All customers’ codes', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
