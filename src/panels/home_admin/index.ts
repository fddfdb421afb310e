import type { PanelDescriptor } from '../../core/panels/types';

/** The administrator's dashboard (SPEC §6): users, online users, revenue and platform visits. */
export const homeAdminPanel: PanelDescriptor = {
  id: 'home_admin',
  titleKey: 'menu.home_admin',
  icon: 'home',
  permission: 'home_admin',
  load: () => import('./HomeAdminPanel'),
  defaultConfig: {},
  singleton: true,
};
