import { panel } from '../../core/panels/types';

/** The log type dictionary (SPEC §8): names for the types the operation log records. */
export const logTypePanel = panel({
  id: 'log_type',
  icon: 'tag',
  load: () => import('./LogTypePanel'),
});
