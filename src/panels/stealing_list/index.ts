import { panel } from '../../core/panels/types';

/** Suspicious traffic of one day, platform-wide (SPEC §6, administrators). */
export const stealingListPanel = panel({
  id: 'stealing_list',
  icon: 'shield',
  load: () => import('./StealingListPanel'),
  keywordsKey: 'menu_keywords.stealing_list',
});
