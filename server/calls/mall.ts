import type { mallCalls } from '../../contract/areas/mall';
import type { Handlers } from '../http/handlers';
import { addBrand, listBrands, removeBrands, updateBrand } from '../mall/brands';
import {
  addCategory,
  listCategories,
  removeCategories,
  shownCategoryTree,
  updateCategory,
} from '../mall/categories';
import { addProduct, listProducts, removeProducts, updateProduct } from '../mall/products';

/** The mall catalogue: thin handlers over `server/mall`. */
export const mallHandlers: Handlers<typeof mallCalls> = {
  'mall_category_list/inquire': (filter, { db }) => listCategories(db, filter),
  'mall_category_list/add': async (input, { db }) => ({ id: await addCategory(db, input) }),
  'mall_category_list/update': async ({ id, ...input }, { db }) => {
    await updateCategory(db, id, input);
    return {};
  },
  'mall_category_list/remove': async ({ ids }, { db }) => {
    await removeCategories(db, ids);
    return {};
  },
  'mall_category/inquire': async ({ language }, { db, locale }) => ({
    list: await shownCategoryTree(db, language ?? locale),
  }),

  'mall_brand_list/inquire': (filter, { db }) => listBrands(db, filter),
  'mall_brand_list/add': async (input, { db }) => ({ id: await addBrand(db, input) }),
  'mall_brand_list/update': async ({ id, ...input }, { db }) => {
    await updateBrand(db, id, input);
    return {};
  },
  'mall_brand_list/remove': async ({ ids }, { db }) => {
    await removeBrands(db, ids);
    return {};
  },

  'mall_product_list/inquire': (filter, { db }) => listProducts(db, filter),
  'mall_product_list/add': async (input, { db }) => ({ id: await addProduct(db, input) }),
  'mall_product_list/update': async ({ id, ...input }, { db }) => {
    await updateProduct(db, id, input);
    return {};
  },
  'mall_product_list/remove': async ({ ids }, { db }) => {
    await removeProducts(db, ids);
    return {};
  },
};
