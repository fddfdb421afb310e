import { panel } from '../../core/panels/types';

/** Platform-wide: visits per user over a range, busiest first, with the platform's totals (admin). */
export const visitSummaryPanel = panel({
  id: 'visit_summary',
  icon: 'globe-network',
  load: () => import('./VisitSummaryPanel'),
});
