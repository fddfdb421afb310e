import type { PanelDescriptor } from '../../core/panels/types';

/** Platform-wide: the 24 hours of one day, with how many codes were visited in each (admin). */
export const visitHourStatisticsPanel: PanelDescriptor = {
  id: 'visit_hour_statistics',
  titleKey: 'menu.visit_hour_statistics',
  icon: 'heat-grid',
  permission: 'visit_hour_statistics',
  load: () => import('./VisitHourStatisticsPanel'),
  defaultConfig: {},
  singleton: true,
};
