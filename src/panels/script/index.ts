import { panel } from '../../core/panels/types';

/**
 * Maintenance tasks (SPEC §8 `script`): a fixed catalogue of tasks of the product, each run as a
 * job with typed parameters, live progress and its log. Never a command or SQL.
 */
export const scriptPanel = panel({
  id: 'script',
  icon: 'console',
  load: () => import('./ScriptPanel'),
});
