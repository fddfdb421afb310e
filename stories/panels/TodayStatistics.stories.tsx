import type { Meta } from '@storybook/react-vite';
import { codeSupport } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { todayAnswers } from '../fixtures/statistics';

const panel = panelStories({
  panelId: 'today_statistics',
  ...todayAnswers,
  support: codeSupport,
  shows: { populated: '双 11 大促落地页', empty: 'statistics.no_visits_today' },
});

/**
 * Today so far (`today_statistics`): totals against yesterday, visits per hour and the busiest codes,
 * refreshed every minute.
 */
const meta = { title: 'Panels/Statistics/Today', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
