import type { PanelDescriptor } from '../../core/panels/types';

/** Groups on the left, their codes on the right: move codes between groups in bulk (SPEC §4). */
export const internalCodeGroupingPanel: PanelDescriptor = {
  id: 'internal_code_grouping',
  titleKey: 'menu.internal_code_grouping',
  icon: 'folder-shared',
  permission: 'internal_code_grouping',
  load: () => import('./InternalCodeGroupingPanel'),
  defaultConfig: {},
  singleton: true,
};
