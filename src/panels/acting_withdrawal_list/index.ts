import { panel } from '../../core/panels/types';

/** Every agent's withdrawals, reviewed by administrators (SPEC §7 Agents). */
export const actingWithdrawalListPanel = panel({
  id: 'acting_withdrawal_list',
  icon: 'endorsed',
  load: () => import('./ActingWithdrawalListPanel'),
});
