import { panel } from '../../core/panels/types';

/** Every order of every account (SPEC §7, administrators), with manual crediting of pending recharges. */
export const orderPanel = panel({
  id: 'order',
  icon: 'shopping-cart',
  load: () => import('./OrderPanel'),
});
