import { panel } from '../../core/panels/types';

/** One address looked up (SPEC §6): where it is, its carrier, blacklists and latest visits. */
export const checkoutIpPanel = panel({
  id: 'checkout_ip',
  icon: 'geosearch',
  load: () => import('./CheckoutIpPanel'),
  keywordsKey: 'menu_keywords.checkout_ip',
});
