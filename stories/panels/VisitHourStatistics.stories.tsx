import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { visitHourAnswers } from '../fixtures/reports';

const panel = panelStories({
  panelId: 'visit_hour_statistics',
  ...visitHourAnswers,
  menu: superAdminMenu,
  shows: { populated: '15,600', empty: 'statistics.chart_empty' },
});

/**
 * The platform's day hour by hour (`visit_hour_statistics`, administrators), with how many codes were
 * visited in each hour.
 */
const meta = { title: 'Panels/Statistics/Platform hours', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
