import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

/** The log type dictionary (SPEC §8) as a described resource: a key, its name and a remark. */
export const logTypeResource: ResourceDefinition<'log_type/inquire'> = {
  id: 'log_type',
  inquire: 'log_type/inquire',
  add: 'log_type/add',
  update: 'log_type/update',
  remove: 'log_type/remove',
  columns: [
    {
      key: 'key',
      titleKey: 'log_type.key',
      width: 200,
      sortValue: (row) => row.key,
      render: (row) => <code className="lc-code-cell">{row.key}</code>,
    },
    { key: 'name', titleKey: 'log_type.name', width: 200, sortValue: (row) => row.name },
    {
      key: 'remark',
      titleKey: 'log_type.remark',
      render: (row) =>
        row.remark ? (
          <span className="lc-cell-clip" title={row.remark}>
            {row.remark}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'updated_at',
      titleKey: 'common.updated_at',
      width: 160,
      sortValue: (row) => row.updated_at,
      render: (row, intl) => formatTime(intl, row.updated_at),
    },
  ],
  form: {
    addTitleKey: 'log_type.add_title',
    editTitleKey: 'log_type.edit_title',
    addButtonKey: 'log_type.add',
    defaults: { key: '', name: '', remark: '' },
    fromRow: ({ key, name, remark }) => ({ key, name, remark }),
    fields: [
      {
        name: 'key',
        kind: 'text',
        labelKey: 'log_type.key',
        required: true,
        placeholderKey: 'log_type.key_placeholder',
        helperKey: 'log_type.key_help',
      },
      {
        name: 'name',
        kind: 'text',
        labelKey: 'log_type.name',
        required: true,
        placeholderKey: 'log_type.name_placeholder',
      },
      { name: 'remark', kind: 'textarea', labelKey: 'log_type.remark', wide: true },
    ],
  },
  rowLabel: (row) => `${row.name} (${row.key})`,
};
