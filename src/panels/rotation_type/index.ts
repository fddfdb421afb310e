import type { PanelDescriptor } from '../../core/panels/types';

/** Administrators: the three rotation models, their labels and whether operators may choose them. */
export const rotationTypePanel: PanelDescriptor = {
  id: 'rotation_type',
  titleKey: 'menu.rotation_type',
  icon: 'exchange',
  permission: 'rotation_type',
  load: () => import('./RotationTypePanel'),
  defaultConfig: {},
  singleton: true,
};
