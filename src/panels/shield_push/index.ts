import { panel } from '../../core/panels/types';

/** An administrator's own domain alerts on Telegram (SPEC §5): which events, which domains, when not. */
export const shieldPushPanel = panel({
  id: 'shield_push',
  icon: 'notifications',
  load: () => import('./ShieldPushPanel'),
});
