import { panel } from '../../core/panels/types';

/** The history of every monitoring check (SPEC §5), for administrators: what each checker answered. */
export const wxShieldDetectionPanel = panel({
  id: 'wx_shield_detection',
  icon: 'shield',
  load: () => import('./WxShieldDetectionPanel'),
});
