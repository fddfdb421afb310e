import { panel } from '../../core/panels/types';

/**
 * The monitor wall (SPEC §4): many codes' visits per minute, live. Several walls can be open, each
 * with its own codes (a wall per customer, per campaign).
 */
export const monitorPanel = panel({
  id: 'monitor',
  icon: 'eye-open',
  load: () => import('./MonitorPanel'),
  defaultConfig: { ids: [] },
  singleton: false,
});
