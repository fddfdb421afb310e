import type { Meta } from '@storybook/react-vite';
import { codeSupport } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { dailyAnswers } from '../fixtures/statistics';

const panel = panelStories({
  panelId: 'daily_statistics',
  ...dailyAnswers,
  support: codeSupport,
  shows: { populated: '2,267', empty: 'statistics.chart_empty' },
});

/**
 * Visits per day (`daily_statistics`) over the last 7 days: totals, the trend as lines or bars, and a row per
 * day (days without visits included).
 */
const meta = { title: 'Panels/Statistics/Daily', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
