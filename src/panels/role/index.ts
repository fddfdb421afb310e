import { panel } from '../../core/panels/types';

/** Roles, their permission trees and the menu nodes themselves (SPEC §3). */
export const rolePanel = panel({
  id: 'role',
  icon: 'shield',
  load: () => import('./RolePanel'),
});
