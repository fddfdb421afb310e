import { panel } from '../../core/panels/types';

/** The administrator's dashboard (SPEC §6): users, online users, revenue and platform visits. */
export const homeAdminPanel = panel({
  id: 'home_admin',
  icon: 'home',
  load: () => import('./HomeAdminPanel'),
});
