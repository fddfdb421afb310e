import { panel } from '../../core/panels/types';

/** Groups on the left, their codes on the right: move codes between groups in bulk (SPEC §4). */
export const internalCodeGroupingPanel = panel({
  id: 'internal_code_grouping',
  icon: 'folder-shared',
  load: () => import('./InternalCodeGroupingPanel'),
});
