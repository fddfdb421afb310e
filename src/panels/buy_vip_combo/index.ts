import { panel } from '../../core/panels/types';

/** Buying a VIP package from the balance (customers): the membership, its usage and the packages on sale. */
export const buyVipComboPanel = panel({
  id: 'buy_vip_combo',
  icon: 'crown',
  load: () => import('./BuyVipComboPanel'),
});
