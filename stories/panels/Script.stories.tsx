import type { Meta } from '@storybook/react-vite';
import { maintenanceAnswers } from '../fixtures/maintenance';
import { administratorMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'script',
  ...maintenanceAnswers,
  menu: administratorMenu,
  shows: { populated: 'ops.chen', empty: 'script.empty_title' },
});

/**
 * Maintenance tasks (`script`, administrators): the fixed catalogue as cards with each task's last
 * run, one task running with its progress, and the runs of the week below. "Empty" is a platform
 * where no task has run yet.
 */
const meta = { title: 'Panels/Platform/Maintenance tasks', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
