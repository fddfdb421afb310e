import { panel } from '../../core/panels/types';

/** Desktop against mobile visits per day. Not a singleton: each tab can watch its own code. */
export const pcHistoricalStatisticsPanel = panel({
  id: 'pc_historical_statistics',
  icon: 'desktop',
  load: () => import('./PcHistoricalStatisticsPanel'),
  singleton: false,
});
