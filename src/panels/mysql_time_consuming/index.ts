import { panel } from '../../core/panels/types';
import { DEFAULT_MIN_SECONDS } from '../../features/database-health/backend-health';

/**
 * Slow statements (SPEC §8 `mysql_time_consuming`, the name kept for saved layouts): statements
 * running longer than a threshold the tab keeps, refreshed every few seconds.
 */
export const mysqlTimeConsumingPanel = panel({
  id: 'mysql_time_consuming',
  icon: 'stopwatch',
  load: () => import('./SlowStatementsPanel'),
  defaultConfig: { min_seconds: DEFAULT_MIN_SECONDS },
});
