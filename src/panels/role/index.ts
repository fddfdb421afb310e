import type { PanelDescriptor } from '../../core/panels/types';

/** Roles, their permission trees and the menu nodes themselves (SPEC §3). */
export const rolePanel: PanelDescriptor = {
  id: 'role',
  titleKey: 'menu.role',
  icon: 'shield',
  permission: 'role',
  load: () => import('./RolePanel'),
  defaultConfig: {},
  singleton: true,
};
