import { panel } from '../../core/panels/types';

/** The console IP blacklist (SPEC §8): addresses and ranges refused by the console and login. */
export const ipBlackPanel = panel({
  id: 'ip_black',
  icon: 'blocked-person',
  load: () => import('./IpBlackPanel'),
  keywordsKey: 'menu_keywords.ip_black',
});
