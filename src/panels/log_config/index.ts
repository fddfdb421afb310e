import { panel } from '../../core/panels/types';

/** The operation log's configuration (SPEC §8) as checked JSON. */
export const logConfigPanel = panel({
  id: 'log_config',
  icon: 'code-block',
  load: () => import('./LogConfigPanel'),
});
