import { panel } from '../../core/panels/types';

/** The operator's code groups (SPEC §4), a described resource. */
export const groupPanel = panel({
  id: 'group',
  icon: 'folder-close',
  load: () => import('./GroupPanel'),
});
