import { panel } from '../../core/panels/types';

/** An agent's own withdrawals and the request for a new one (SPEC §7 Agents). */
export const withdrawalListPanel = panel({
  id: 'withdrawal_list',
  icon: 'export',
  load: () => import('./WithdrawalListPanel'),
});
