import { localizedColumn, numberColumn, updatedAtColumn } from '../../ui/resource/common-columns';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * The mall's brands (SPEC §8): the name as the brand writes it, and what each console language
 * calls it. Deleting a brand leaves its products without one.
 */
export const mallBrandResource: ResourceDefinition<'mall_brand_list/inquire'> = {
  id: 'mall_brand_list',
  inquire: 'mall_brand_list/inquire',
  add: 'mall_brand_list/add',
  update: 'mall_brand_list/update',
  remove: 'mall_brand_list/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'mall_brand_list.search' }],
  columns: [
    {
      key: 'title',
      titleKey: 'mall.title',
      sortValue: (row) => row.title,
      render: (row) => <strong>{row.title}</strong>,
    },
    localizedColumn('translations', 'mall_brand_list.translation', (row) => row.translations),
    numberColumn('products', 'mall_brand_list.products', (row) => row.products),
    { key: 'sort', titleKey: 'mall.sort', width: 70, align: 'right', sortValue: (row) => row.sort },
    updatedAtColumn(),
  ],
  form: {
    addTitleKey: 'mall_brand_list.add_title',
    editTitleKey: 'mall_brand_list.edit_title',
    addButtonKey: 'mall_brand_list.add',
    fields: [
      {
        name: 'title',
        kind: 'text',
        labelKey: 'mall.title',
        required: true,
        placeholderKey: 'mall_brand_list.title_placeholder',
      },
      { name: 'sort', kind: 'number', labelKey: 'mall.sort', helperKey: 'mall.sort_help' },
      {
        name: 'translations',
        kind: 'localized',
        labelKey: 'mall_brand_list.translation',
        helperKey: 'mall_brand_list.translation_help',
        wide: true,
      },
    ],
  },
  rowLabel: (row) => row.title,
};
