import { panel } from '../../core/panels/types';

/** Platform-wide: the 24 hours of one day, with how many codes were visited in each (admin). */
export const visitHourStatisticsPanel = panel({
  id: 'visit_hour_statistics',
  icon: 'heat-grid',
  load: () => import('./VisitHourStatisticsPanel'),
});
