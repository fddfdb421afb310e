import type { PanelDescriptor } from '../../core/panels/types';

/** Customers and agents of the platform (SPEC §8). */
export const userListPanel: PanelDescriptor = {
  id: 'user_list',
  titleKey: 'menu.user_list',
  icon: 'people',
  permission: 'user_list',
  load: () => import('./UserListPanel'),
  defaultConfig: {},
  singleton: true,
};
