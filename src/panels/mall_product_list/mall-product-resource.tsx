import { pictureColumn, pictureListField } from '../../features/images/PictureListInput';
import { brandField, categoryField } from '../../features/mall/options';
import { BLANK_SKU, skuListField } from '../../features/mall/sku-field';
import { moneyColumn } from '../../features/money/money-column';
import {
  flagColumn,
  localizedColumn,
  numberColumn,
  showStatusColumn,
  showStatusSwitch,
  updatedAtColumn,
} from '../../ui/resource/common-columns';
import type { ResourceDefinition } from '../../ui/resource/types';

/** The mall's products (SPEC §8): the list shows each one's lowest SKU price and its stock in all. */
export const mallProductResource: ResourceDefinition<'mall_product_list/inquire'> = {
  id: 'mall_product_list',
  inquire: 'mall_product_list/inquire',
  add: 'mall_product_list/add',
  update: 'mall_product_list/update',
  remove: 'mall_product_list/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'mall_product_list.search' }],
  columns: [
    pictureColumn('cover_images', 'mall_product_list.cover_images'),
    { key: 'title', titleKey: 'mall.title', sortValue: (row) => row.title },
    localizedColumn('category_title', 'mall_product_list.category', (row) => row.category_title),
    { key: 'brand_title', titleKey: 'mall_product_list.brand', width: 110 },
    moneyColumn('lowest_price', 'mall_product_list.lowest_price'),
    numberColumn('stock', 'mall_product_list.stock', (row) => row.stock),
    numberColumn('purchases', 'mall_product_list.purchases', (row) => row.purchases),
    flagColumn('ranking_recommend', 'mall_product_list.ranking_recommend', (row) => row.ranking_recommend),
    flagColumn('home_recommend', 'mall_product_list.home_recommend', (row) => row.home_recommend),
    showStatusColumn('show_status', 'mall.show_status', (row) => row.show_status),
    { key: 'data_source', titleKey: 'mall_product_list.data_source', width: 100 },
    updatedAtColumn(),
  ],
  form: {
    addTitleKey: 'mall_product_list.add_title',
    editTitleKey: 'mall_product_list.edit_title',
    addButtonKey: 'mall_product_list.add',
    defaults: { category_id: 0, skus: [BLANK_SKU] },
    fields: [
      categoryField({
        name: 'category_id',
        labelKey: 'mall_product_list.category',
        noneKey: 'mall_product_list.pick_category',
        requiredKey: 'mall_product_list.category_required',
      }),
      brandField('brand_id'),
      { name: 'title', kind: 'text', labelKey: 'mall.title', required: true, wide: true },
      {
        name: 'data_source',
        kind: 'text',
        labelKey: 'mall_product_list.data_source',
        helperKey: 'mall_product_list.data_source_help',
      },
      { name: 'purchases', kind: 'number', labelKey: 'mall_product_list.purchases' },
      { name: 'information', kind: 'textarea', labelKey: 'mall_product_list.information', wide: true },
      pictureListField({ name: 'cover_images', labelKey: 'mall_product_list.cover_images', max: 9 }),
      pictureListField({ name: 'detail_images', labelKey: 'mall_product_list.detail_images', max: 30 }),
      skuListField,
      { name: 'ranking_recommend', kind: 'switch', labelKey: 'mall_product_list.ranking_recommend' },
      { name: 'home_recommend', kind: 'switch', labelKey: 'mall_product_list.home_recommend' },
      showStatusSwitch('show_status', 'mall.show_status'),
      { name: 'sort', kind: 'number', labelKey: 'mall.sort', helperKey: 'mall.sort_help' },
    ],
  },
  rowLabel: (row) => row.title,
};
