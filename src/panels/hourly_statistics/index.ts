import type { PanelDescriptor } from '../../core/panels/types';

/** The 24 hours of one day. Not a singleton: each tab can watch its own code (config `{code_id, …}`). */
export const hourlyStatisticsPanel: PanelDescriptor = {
  id: 'hourly_statistics',
  titleKey: 'menu.hourly_statistics',
  icon: 'time',
  permission: 'hourly_statistics',
  load: () => import('./HourlyStatisticsPanel'),
  defaultConfig: {},
  singleton: false,
};
