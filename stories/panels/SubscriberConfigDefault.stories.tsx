import type { Meta } from '@storybook/react-vite';
import { roleSupport, subscriberDefaultsAnswers } from '../fixtures/accounts';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'subscriber_config_default',
  ...subscriberDefaultsAnswers,
  support: roleSupport,
  menu: superAdminMenu,
  shows: { populated: '试用 7 天', empty: 'subscriber.section' },
});

/**
 * What a newly registered user gets (`subscriber_config_default`, administrators): a role, the share
 * of their agent and trial days. "Empty" is the installation's defaults.
 */
const meta = { title: 'Panels/Settings/New users', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
