import { ImageTextJumpType, ShowStatus } from '../../../contract/enums';
import { imageColumn, imageField } from '../../features/images/ImageField';
import { jumpColumn, jumpFields } from '../../features/picture-lists/jump-fields';
import { pictureListTypeChoices } from '../../features/picture-lists/picture-list-types';
import * as common from '../../ui/resource/common-columns';
import { remoteSelectField } from '../../ui/resource/remote-select-field';
import type { ResourceDefinition } from '../../ui/resource/types';

/** Pictures of the picture lists (SPEC §8) as a described resource; clicks are counted, never typed. */
export const imageTextResource: ResourceDefinition<'image_text/inquire'> = {
  id: 'image_text',
  inquire: 'image_text/inquire',
  add: 'image_text/add',
  update: 'image_text/update',
  remove: 'image_text/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'image_text.search' }],
  columns: [
    imageColumn('image_text.image', (row) => row.image_url),
    { key: 'title', titleKey: 'image_text.title', sortValue: (row) => row.title },
    { key: 'type_title', titleKey: 'image_text.type', width: 120, sortValue: (row) => row.type_title },
    jumpColumn(),
    common.numberColumn('click_count', 'image_text.click_count', (row) => row.click_count),
    common.numberColumn('sort', 'image_text.sort', (row) => row.sort, 70),
    common.showStatusColumn('show_status', 'image_text.show_status', (row) => row.show_status),
    common.updatedAtColumn(),
  ],
  form: {
    addTitleKey: 'image_text.add_title',
    editTitleKey: 'image_text.edit_title',
    addButtonKey: 'image_text.add',
    defaults: {
      type_id: null,
      title: '',
      description: '',
      jump_type: ImageTextJumpType.new_window,
      jump_url: '',
      sort: 0,
      remark: '',
      show_status: ShowStatus.shown,
    },
    fields: [
      remoteSelectField({
        name: 'type_id',
        labelKey: 'image_text.type',
        load: pictureListTypeChoices,
        placeholderKey: 'image_text.type_pick',
      }),
      { name: 'title', kind: 'text', labelKey: 'image_text.title', required: true },
      imageField({ name: 'image_id', labelKey: 'image_text.image', urlOf: (values) => values.image_url }),
      ...jumpFields,
      { name: 'sort', kind: 'number', labelKey: 'image_text.sort', helperKey: 'image_text.sort_help' },
      common.showStatusSwitch('show_status', 'image_text.show_status'),
      { name: 'description', kind: 'textarea', labelKey: 'image_text.description', wide: true },
      { name: 'remark', kind: 'textarea', labelKey: 'image_text.remark', wide: true },
    ],
  },
  rowLabel: (row) => row.title,
};
