import type { Meta } from '@storybook/react-vite';
import { codeSupport } from '../fixtures/codes';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { historyAnswers } from '../fixtures/reports';

const panel = panelStories({
  panelId: 'historical_statistics',
  ...historyAnswers,
  support: codeSupport,
  menu: customerMenu,
  shows: { populated: '西湖银泰门店活码', empty: 'table.empty_title' },
});

/**
 * Every code's history (`historical_statistics`): all-time visits with today, yesterday and the last
 * week, busiest first; the second tab shows where a month of visits came from.
 */
const meta = { title: 'Panels/Statistics/History', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
