import { panel } from '../../core/panels/types';

/** What happens to codes on a flagged domain (SPEC §5): keep serving or pause, never a swap. */
export const shieldConfigurationPanel = panel({
  id: 'shield_configuration',
  icon: 'cog',
  load: () => import('./ShieldConfigurationPanel'),
});
