import type { PanelDescriptor } from '../../core/panels/types';

/** Today so far: figures, the 24 hours and the busiest codes; the workspace's landing panel (SPEC §1). */
export const todayStatisticsPanel: PanelDescriptor = {
  id: 'today_statistics',
  titleKey: 'menu.today_statistics',
  icon: 'timeline-line-chart',
  permission: 'today_statistics',
  load: () => import('./TodayStatisticsPanel'),
  defaultConfig: {},
  singleton: true,
};
