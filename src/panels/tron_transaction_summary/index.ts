import { panel } from '../../core/panels/types';

/** Collection sweeps of deposit wallets (SPEC §7 TRON, administrators), with the reconciliation and the watcher's state. */
export const tronTransactionSummaryPanel = panel({
  id: 'tron_transaction_summary',
  icon: 'exchange',
  load: () => import('./TronTransactionSummaryPanel'),
});
