import { panel } from '../../core/panels/types';

/** Every code with its all-time and recent visits, and where visits came from over a range. */
export const historicalStatisticsPanel = panel({
  id: 'historical_statistics',
  icon: 'history',
  load: () => import('./HistoricalStatisticsPanel'),
  keywordsKey: 'menu_keywords.visit_statistics',
});
