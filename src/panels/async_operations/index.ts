import { panel } from '../../core/panels/types';

/** The caller's background jobs (exports) and their files (SPEC §6). */
export const asyncOperationsPanel = panel({
  id: 'async_operations',
  icon: 'cloud-download',
  load: () => import('./AsyncOperationsPanel'),
});
