import { panel } from '../../core/panels/types';

/**
 * The processes of the deployment (SPEC `server_list`): each one's heartbeat, elected jobs, load,
 * journal backlog and Redis ports, refreshed at the beat.
 */
export const serverListPanel = panel({
  id: 'server_list',
  icon: 'cloud',
  load: () => import('./ServerListPanel'),
});
