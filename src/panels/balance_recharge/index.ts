import { panel } from '../../core/panels/types';

/** Topping up the balance (customers): recharge orders, their payment and their history. */
export const balanceRechargePanel = panel({
  id: 'balance_recharge',
  icon: 'bank-account',
  load: () => import('./BalanceRechargePanel'),
});
