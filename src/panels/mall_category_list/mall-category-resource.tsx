import { textIn } from '../../../contract/localized';
import { pictureColumn, pictureField } from '../../features/images/PictureListInput';
import { categoryField } from '../../features/mall/options';
import {
  localizedColumn,
  showStatusColumn,
  showStatusSwitch,
  updatedAtColumn,
} from '../../ui/resource/common-columns';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * The mall's category tree (SPEC §8): rows come in tree order and the title cell is indented by
 * depth; the whole tree is listed, as a filtered one would lose its branches. A category still
 * holding subcategories or products cannot be deleted.
 */
export const mallCategoryResource: ResourceDefinition<'mall_category_list/inquire'> = {
  id: 'mall_category_list',
  inquire: 'mall_category_list/inquire',
  add: 'mall_category_list/add',
  update: 'mall_category_list/update',
  remove: 'mall_category_list/remove',
  columns: [
    localizedColumn('title', 'mall.title', (row) => row.title, { depth: (row) => row.depth }),
    pictureColumn('icon', 'mall_category_list.icon'),
    showStatusColumn('show_status', 'mall.show_status', (row) => row.show_status),
    { key: 'children', titleKey: 'mall_category_list.children', width: 90, align: 'right' },
    { key: 'products', titleKey: 'mall_category_list.products', width: 90, align: 'right' },
    { key: 'sort', titleKey: 'mall.sort', width: 70, align: 'right' },
    updatedAtColumn(),
  ],
  form: {
    addTitleKey: 'mall_category_list.add_title',
    editTitleKey: 'mall_category_list.edit_title',
    addButtonKey: 'mall_category_list.add',
    fields: [
      categoryField({
        name: 'parent_id',
        labelKey: 'mall_category_list.parent',
        noneKey: 'mall_category_list.top_level',
      }),
      { name: 'sort', kind: 'number', labelKey: 'mall.sort', helperKey: 'mall.sort_help' },
      { name: 'title', kind: 'localized', labelKey: 'mall.title', required: true, wide: true },
      pictureField({ name: 'icon', labelKey: 'mall_category_list.icon' }),
      showStatusSwitch('show_status', 'mall.show_status'),
    ],
  },
  rowLabel: (row) => textIn(row.title, 'zh-CN'),
  blocked: {
    remove: (row) =>
      row.children > 0
        ? 'mall_category_list.has_children'
        : row.products > 0
          ? 'mall_category_list.has_products'
          : null,
  },
};
