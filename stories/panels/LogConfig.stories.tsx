import type { Meta } from '@storybook/react-vite';
import { logConfigAnswers } from '../fixtures/logs';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'log_config',
  ...logConfigAnswers,
  menu: superAdminMenu,
  shows: { populated: '"retention_days": 90', empty: 'log_config.excluded_none' },
});

/**
 * What the log keeps (`log_config`, administrators): the configuration as JSON, checked as it is typed,
 * beside what is in effect. "Empty" is a log never configured.
 */
const meta = { title: 'Panels/Logs/Log configuration', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
