import { panel } from '../../core/panels/types';

/** The mall's brands and their translations (SPEC §8), a described resource. */
export const mallBrandListPanel = panel({
  id: 'mall_brand_list',
  icon: 'tag',
  load: () => import('./MallBrandListPanel'),
});
