import { panel } from '../../core/panels/types';

/** Incoming USDT transfers to deposit wallets (SPEC §7 TRON, administrators), with the chain watcher's state. */
export const usdtTransactionRecordPanel = panel({
  id: 'usdt_transaction_record',
  icon: 'th-list',
  load: () => import('./UsdtTransactionRecordPanel'),
});
