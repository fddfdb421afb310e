import { panel } from '../../core/panels/types';

/** The live feed of the owner's visits over the socket (SPEC §6). */
export const accessRealTimeStatisticsPanel = panel({
  id: 'access_real_time_statistics',
  icon: 'pulse',
  load: () => import('./RealTimePanel'),
  keywordsKey: 'menu_keywords.access_real_time_statistics',
});
