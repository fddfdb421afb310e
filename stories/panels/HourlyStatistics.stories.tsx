import type { Meta } from '@storybook/react-vite';
import { codeSupport } from '../fixtures/codes';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { hourlyAnswers } from '../fixtures/reports';

const panel = panelStories({
  panelId: 'hourly_statistics',
  ...hourlyAnswers,
  support: codeSupport,
  menu: customerMenu,
  shows: { populated: '2,600', empty: 'statistics.chart_empty' },
});

/**
 * One day hour by hour (`hourly_statistics`): totals, the day as bars or lines and a row per hour, for
 * all codes, a group or one code.
 */
const meta = { title: 'Panels/Statistics/Hourly', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
