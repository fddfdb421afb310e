import type { PanelDescriptor } from '../../core/panels/types';

/** One address looked up (SPEC §6): where it is, its carrier, blacklists and latest visits. */
export const checkoutIpPanel: PanelDescriptor = {
  id: 'checkout_ip',
  titleKey: 'menu.checkout_ip',
  icon: 'geosearch',
  permission: 'checkout_ip',
  load: () => import('./CheckoutIpPanel'),
  defaultConfig: {},
  singleton: true,
};
