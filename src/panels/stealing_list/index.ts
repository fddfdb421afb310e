import type { PanelDescriptor } from '../../core/panels/types';

/** Suspicious traffic of one day, platform-wide (SPEC §6, administrators). */
export const stealingListPanel: PanelDescriptor = {
  id: 'stealing_list',
  titleKey: 'menu.stealing_list',
  icon: 'shield',
  permission: 'stealing_list',
  load: () => import('./StealingListPanel'),
  defaultConfig: {},
  singleton: true,
};
