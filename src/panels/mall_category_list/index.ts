import { panel } from '../../core/panels/types';

/** The mall's category tree (SPEC §8), a described resource. */
export const mallCategoryListPanel = panel({
  id: 'mall_category_list',
  icon: 'diagram-tree',
  load: () => import('./MallCategoryListPanel'),
});
