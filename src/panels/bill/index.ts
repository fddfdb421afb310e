import { panel } from '../../core/panels/types';

/** The ledger (SPEC §7, administrators): every balance change, and a check of balances against it. */
export const billPanel = panel({
  id: 'bill',
  icon: 'th',
  load: () => import('./BillPanel'),
});
