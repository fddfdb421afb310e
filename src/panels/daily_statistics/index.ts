import type { PanelDescriptor } from '../../core/panels/types';

/**
 * Visits per day over a range. Not a singleton: each tab can watch its own code (config
 * `{code_id, code_name, code_file_name}`), side by side.
 */
export const dailyStatisticsPanel: PanelDescriptor = {
  id: 'daily_statistics',
  titleKey: 'menu.daily_statistics',
  icon: 'calendar',
  permission: 'daily_statistics',
  load: () => import('./DailyStatisticsPanel'),
  defaultConfig: {},
  singleton: false,
};
