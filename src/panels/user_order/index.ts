import { panel } from '../../core/panels/types';

/** The caller's own orders and ledger (SPEC §7). */
export const userOrderPanel = panel({
  id: 'user_order',
  icon: 'shopping-cart',
  load: () => import('./UserOrderPanel'),
});
