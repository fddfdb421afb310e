import type { PanelDescriptor } from '../../core/panels/types';

/** Changing one's own password (SPEC §8). */
export const updatePasswordPanel: PanelDescriptor = {
  id: 'update_password',
  titleKey: 'menu.update_password',
  icon: 'key',
  permission: 'update_password',
  load: () => import('./UpdatePasswordPanel'),
  defaultConfig: {},
  singleton: true,
};
