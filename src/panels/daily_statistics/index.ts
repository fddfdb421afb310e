import { panel } from '../../core/panels/types';

/**
 * Visits per day over a range. Not a singleton: each tab can watch its own code (config
 * `{code_id, code_name, code_file_name}`), side by side.
 */
export const dailyStatisticsPanel = panel({
  id: 'daily_statistics',
  icon: 'calendar',
  load: () => import('./DailyStatisticsPanel'),
  keywordsKey: 'menu_keywords.visit_statistics',
  singleton: false,
});
