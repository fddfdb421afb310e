import { panel } from '../../core/panels/types';

/**
 * The visitor blacklist (SPEC §5): addresses and ranges that get the blocked page on every live
 * code. The console's own blacklist is `ip_black`.
 */
export const serverIpBlackPanel = panel({
  id: 'server_ip_black',
  icon: 'blocked-person',
  load: () => import('./ServerIpBlackPanel'),
  keywordsKey: 'menu_keywords.server_ip_black',
});
