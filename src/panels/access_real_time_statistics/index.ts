import type { PanelDescriptor } from '../../core/panels/types';

/** The live feed of the owner's visits over the socket (SPEC §6). */
export const accessRealTimeStatisticsPanel: PanelDescriptor = {
  id: 'access_real_time_statistics',
  titleKey: 'menu.access_real_time_statistics',
  icon: 'pulse',
  permission: 'access_real_time_statistics',
  load: () => import('./RealTimePanel'),
  defaultConfig: {},
  singleton: true,
};
