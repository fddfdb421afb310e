import { panel } from '../../core/panels/types';

/** The recharge credits of the ledger (SPEC §7, administrators). */
export const billCreditPanel = panel({
  id: 'bill_credit',
  icon: 'credit-card',
  load: () => import('./BillCreditPanel'),
});
