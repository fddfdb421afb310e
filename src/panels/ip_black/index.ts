import type { PanelDescriptor } from '../../core/panels/types';

/** The console IP blacklist (SPEC §8): addresses and ranges refused by the console and login. */
export const ipBlackPanel: PanelDescriptor = {
  id: 'ip_black',
  titleKey: 'menu.ip_black',
  icon: 'blocked-person',
  permission: 'ip_black',
  load: () => import('./IpBlackPanel'),
  defaultConfig: {},
  singleton: true,
};
