import { panel } from '../../core/panels/types';

/** Changing one's own password (SPEC §8). */
export const updatePasswordPanel = panel({
  id: 'update_password',
  icon: 'key',
  load: () => import('./UpdatePasswordPanel'),
  keywordsKey: 'menu_keywords.update_password',
});
