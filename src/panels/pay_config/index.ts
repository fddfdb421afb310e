import { panel } from '../../core/panels/types';

/** Payment settings (administrators): recharge bounds, order expiry, confirmations, the collection wallet. */
export const payConfigPanel = panel({
  id: 'pay_config',
  icon: 'cog',
  load: () => import('./PayConfigPanel'),
});
