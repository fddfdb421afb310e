import type { PanelDescriptor } from '../../core/panels/types';

/** Platform-wide: visits per user over a range, busiest first, with the platform's totals (admin). */
export const visitSummaryPanel: PanelDescriptor = {
  id: 'visit_summary',
  titleKey: 'menu.visit_summary',
  icon: 'globe-network',
  permission: 'visit_summary',
  load: () => import('./VisitSummaryPanel'),
  defaultConfig: {},
  singleton: true,
};
