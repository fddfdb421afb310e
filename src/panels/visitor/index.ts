import { panel } from '../../core/panels/types';

/** The platform-wide visit explorer (SPEC §6, administrators). */
export const visitorPanel = panel({
  id: 'visitor',
  icon: 'people',
  load: () => import('./VisitorPanel'),
  keywordsKey: 'menu_keywords.visitor',
});
