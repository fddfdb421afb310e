import { ShowStatus } from '../../../contract/enums';
import {
  numberColumn,
  showStatusColumn,
  showStatusSwitch,
  updatedAtColumn,
} from '../../ui/resource/common-columns';
import type { ResourceDefinition } from '../../ui/resource/types';

/**
 * Picture list types (SPEC §8) as a described resource. A type that still holds pictures cannot
 * be deleted, as the server refuses it: its delete button says so.
 */
export const imageTextTypeResource: ResourceDefinition<'image_text_type/inquire'> = {
  id: 'image_text_type',
  inquire: 'image_text_type/inquire',
  add: 'image_text_type/add',
  update: 'image_text_type/update',
  remove: 'image_text_type/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'image_text_type.search' }],
  columns: [
    { key: 'title', titleKey: 'image_text_type.title', sortValue: (row) => row.title },
    { key: 'code', titleKey: 'image_text_type.code', width: 150, sortValue: (row) => row.code },
    numberColumn('picture_count', 'image_text_type.picture_count', (row) => row.picture_count),
    showStatusColumn('status', 'image_text_type.status', (row) => row.status),
    { key: 'remark', titleKey: 'image_text_type.remark' },
    updatedAtColumn(),
  ],
  form: {
    addTitleKey: 'image_text_type.add_title',
    editTitleKey: 'image_text_type.edit_title',
    addButtonKey: 'image_text_type.add',
    defaults: { title: '', code: '', remark: '', status: ShowStatus.shown },
    fromRow: ({ title, code, remark, status }) => ({ title, code, remark, status }),
    fields: [
      { name: 'title', kind: 'text', labelKey: 'image_text_type.title', required: true },
      {
        name: 'code',
        kind: 'text',
        labelKey: 'image_text_type.code',
        required: true,
        placeholderKey: 'image_text_type.code_placeholder',
        helperKey: 'image_text_type.code_help',
      },
      showStatusSwitch('status', 'image_text_type.status'),
      { name: 'remark', kind: 'textarea', labelKey: 'image_text_type.remark', wide: true },
    ],
  },
  blocked: { remove: (row) => (row.picture_count > 0 ? 'image_text_type.has_pictures_short' : null) },
  rowLabel: (row) => `${row.title} (${row.code})`,
};
