import { panel } from '../../core/panels/types';

/** Today so far: figures, the 24 hours and the busiest codes; the workspace's landing panel (SPEC §1). */
export const todayStatisticsPanel = panel({
  id: 'today_statistics',
  icon: 'timeline-line-chart',
  load: () => import('./TodayStatisticsPanel'),
  keywordsKey: 'menu_keywords.visit_statistics',
});
