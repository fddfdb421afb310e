import { panel } from '../../core/panels/types';

/** The mall's products with their SKUs (SPEC §8), a described resource. */
export const mallProductListPanel = panel({
  id: 'mall_product_list',
  icon: 'shop',
  load: () => import('./MallProductListPanel'),
});
