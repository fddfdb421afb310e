import { panel } from '../../core/panels/types';

/** The operation log (SPEC §8): who changed what, from where, with filters and a detail view. */
export const logPanel = panel({
  id: 'log',
  icon: 'history',
  load: () => import('./LogPanel'),
  keywordsKey: 'menu_keywords.log',
});
