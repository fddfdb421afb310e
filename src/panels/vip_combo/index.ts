import { panel } from '../../core/panels/types';

/** VIP packages (administrators): what is sold, at what price, for how long and with which limits. */
export const vipComboPanel = panel({
  id: 'vip_combo',
  icon: 'box',
  load: () => import('./VipComboPanel'),
});
