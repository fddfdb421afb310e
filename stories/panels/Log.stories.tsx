import type { Meta } from '@storybook/react-vite';
import { logAnswers, logSupport } from '../fixtures/logs';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'log',
  ...logAnswers,
  support: logSupport,
  menu: superAdminMenu,
  shows: { populated: 'ops_wang', empty: 'table.empty_title' },
});

/**
 * The operation log (`log`, administrators): who wrote what from where, newest first, each row's
 * content in a drawer.
 */
const meta = { title: 'Panels/Logs/Operation log', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
