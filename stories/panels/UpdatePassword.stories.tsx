import type { Meta } from '@storybook/react-vite';
import { queryKeyAnswers } from '../fixtures/accounts';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'update_password',
  ...queryKeyAnswers,
  menu: customerMenu,
  shows: { populated: '1GeU', empty: 'query_key.title' },
});

/**
 * One's own password, authenticator and access-log query key (`update_password`); the key is read
 * when the panel opens.
 */
const meta = { title: 'Panels/Accounts/Password and keys', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
