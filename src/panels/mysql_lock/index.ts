import { panel } from '../../core/panels/types';

/**
 * Lock waits (SPEC §8 `mysql_lock`, the name kept for saved layouts): each backend waiting for a
 * lock, with the backend holding it, refreshed every few seconds.
 */
export const mysqlLockPanel = panel({
  id: 'mysql_lock',
  icon: 'lock',
  load: () => import('./LockWaitsPanel'),
});
