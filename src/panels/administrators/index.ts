import type { PanelDescriptor } from '../../core/panels/types';

/** The platform's administrators (SPEC §8). */
export const administratorsPanel: PanelDescriptor = {
  id: 'administrators',
  titleKey: 'menu.administrators',
  icon: 'person',
  permission: 'administrators',
  load: () => import('./AdministratorsPanel'),
  defaultConfig: {},
  singleton: true,
};
