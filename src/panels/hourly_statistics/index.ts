import { panel } from '../../core/panels/types';

/** The 24 hours of one day. Not a singleton: each tab can watch its own code (config `{code_id, …}`). */
export const hourlyStatisticsPanel = panel({
  id: 'hourly_statistics',
  icon: 'time',
  load: () => import('./HourlyStatisticsPanel'),
  keywordsKey: 'menu_keywords.visit_statistics',
  singleton: false,
});
