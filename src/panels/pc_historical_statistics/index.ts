import type { PanelDescriptor } from '../../core/panels/types';

/** Desktop against mobile visits per day. Not a singleton: each tab can watch its own code. */
export const pcHistoricalStatisticsPanel: PanelDescriptor = {
  id: 'pc_historical_statistics',
  titleKey: 'menu.pc_historical_statistics',
  icon: 'desktop',
  permission: 'pc_historical_statistics',
  load: () => import('./PcHistoricalStatisticsPanel'),
  defaultConfig: {},
  singleton: false,
};
