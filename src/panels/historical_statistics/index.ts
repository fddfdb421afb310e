import type { PanelDescriptor } from '../../core/panels/types';

/** Every code with its all-time and recent visits, and where visits came from over a range. */
export const historicalStatisticsPanel: PanelDescriptor = {
  id: 'historical_statistics',
  titleKey: 'menu.historical_statistics',
  icon: 'history',
  permission: 'historical_statistics',
  load: () => import('./HistoricalStatisticsPanel'),
  defaultConfig: {},
  singleton: true,
};
