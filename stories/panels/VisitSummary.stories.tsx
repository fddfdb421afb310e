import type { Meta } from '@storybook/react-vite';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { visitSummaryAnswers } from '../fixtures/statistics';

const panel = panelStories({
  panelId: 'visit_summary',
  ...visitSummaryAnswers,
  shows: { populated: 'hz_meijia', empty: 'table.empty_title' },
});

/**
 * The platform's visits (`visit_summary`, administrators): totals, a line per day and every customer's share,
 * busiest first.
 */
const meta = { title: 'Panels/Statistics/Visit summary', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
