import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

/** The operator's code groups (SPEC §4) as a described resource; deleting a group keeps its codes. */
export const groupResource: ResourceDefinition<'group/inquire'> = {
  id: 'group',
  inquire: 'group/inquire',
  add: 'group/add',
  update: 'group/update',
  remove: 'group/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'group.search' }],
  columns: [
    { key: 'name', titleKey: 'group.name', sortValue: (row) => row.name },
    {
      key: 'code_count',
      titleKey: 'group.code_count',
      width: 100,
      align: 'right',
      sortValue: (row) => row.code_count,
    },
    { key: 'sort', titleKey: 'group.sort', width: 80, align: 'right', sortValue: (row) => row.sort },
    {
      key: 'updated_at',
      titleKey: 'common.updated_at',
      width: 160,
      sortValue: (row) => row.updated_at,
      render: (row, intl) => formatTime(intl, row.updated_at),
    },
  ],
  form: {
    addTitleKey: 'group.add_title',
    editTitleKey: 'group.edit_title',
    addButtonKey: 'group.add',
    defaults: { name: '', sort: 0 },
    fromRow: (row) => ({ name: row.name, sort: row.sort }),
    fields: [
      {
        name: 'name',
        kind: 'text',
        labelKey: 'group.name',
        required: true,
        placeholderKey: 'group.name_placeholder',
      },
      { name: 'sort', kind: 'number', labelKey: 'group.sort', helperKey: 'group.sort_help' },
    ],
  },
  rowLabel: (row) => row.name,
};
