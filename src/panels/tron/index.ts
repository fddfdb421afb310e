import { panel } from '../../core/panels/types';

/** Every user's deposit wallet (SPEC §7 TRON, super administrators): balances read on demand, keys revealed on a password. */
export const tronPanel = panel({
  id: 'tron',
  icon: 'bank-account',
  load: () => import('./TronPanel'),
});
