import type { PanelDescriptor } from '../../core/panels/types';

/** Destination switches of the operator's codes, newest first (SPEC §4, rotation models). */
export const rotationPanel: PanelDescriptor = {
  id: 'rotation',
  titleKey: 'menu.rotation',
  icon: 'exchange',
  permission: 'rotation',
  load: () => import('./RotationPanel'),
  defaultConfig: {},
  singleton: true,
};
