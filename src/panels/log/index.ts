import type { PanelDescriptor } from '../../core/panels/types';

/** The operation log (SPEC §8): who changed what, from where, with filters and a detail view. */
export const logPanel: PanelDescriptor = {
  id: 'log',
  titleKey: 'menu.log',
  icon: 'history',
  permission: 'log',
  load: () => import('./LogPanel'),
  defaultConfig: {},
  singleton: true,
};
