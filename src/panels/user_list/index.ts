import { panel } from '../../core/panels/types';

/** Customers and agents of the platform (SPEC §8). */
export const userListPanel = panel({
  id: 'user_list',
  icon: 'people',
  load: () => import('./UserListPanel'),
  keywordsKey: 'menu_keywords.user_list',
});
