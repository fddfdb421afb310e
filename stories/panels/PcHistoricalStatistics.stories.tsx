import type { Meta } from '@storybook/react-vite';
import { codeSupport } from '../fixtures/codes';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { deviceAnswers } from '../fixtures/reports';

const panel = panelStories({
  panelId: 'pc_historical_statistics',
  ...deviceAnswers,
  support: codeSupport,
  menu: customerMenu,
  shows: { populated: '88.9%', empty: 'statistics.chart_empty' },
});

/**
 * Desktop against mobile (`pc_historical_statistics`) over the last 30 days: totals, the mobile share,
 * a bar per day and the split as a pie.
 */
const meta = { title: 'Panels/Statistics/Devices', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
