import type { PanelDescriptor } from '../../core/panels/types';

/** The operator's code groups (SPEC §4), a described resource. */
export const groupPanel: PanelDescriptor = {
  id: 'group',
  titleKey: 'menu.group',
  icon: 'folder-close',
  permission: 'group',
  load: () => import('./GroupPanel'),
  defaultConfig: {},
  singleton: true,
};
