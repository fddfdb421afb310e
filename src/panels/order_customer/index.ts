import { panel } from '../../core/panels/types';

/** The orders of the agent's customers (SPEC §7 Agents). */
export const orderCustomerPanel = panel({
  id: 'order_customer',
  icon: 'shopping-cart',
  load: () => import('./OrderCustomerPanel'),
});
