import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ScreenMatch, ScreenRuleKind } from '../../../contract/enums';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

const kinds = [
  { value: ScreenRuleKind.block, labelKey: 'enum.ScreenRuleKind.block' },
  { value: ScreenRuleKind.allow, labelKey: 'enum.ScreenRuleKind.allow' },
] as const;
const matches = [
  { value: ScreenMatch.host, labelKey: 'enum.ScreenMatch.host' },
  { value: ScreenMatch.pattern, labelKey: 'enum.ScreenMatch.pattern' },
] as const;

/** The screening rules as a described resource; an allow rule wins over every block rule. */
export const blocklistResource: ResourceDefinition<'abuse_blocklist/inquire'> = {
  id: 'abuse_blocklist',
  inquire: 'abuse_blocklist/inquire',
  add: 'abuse_blocklist/add',
  update: 'abuse_blocklist/update',
  remove: 'abuse_blocklist/remove',
  filters: [
    { kind: 'select', name: 'kind', labelKey: 'abuse_blocklist.kind', options: [...kinds] },
    { kind: 'search', name: 'keyword', placeholderKey: 'abuse_blocklist.search' },
  ],
  columns: [
    {
      key: 'kind',
      titleKey: 'abuse_blocklist.kind',
      width: 90,
      render: (row) => (
        <Tag minimal intent={row.kind === ScreenRuleKind.block ? 'danger' : 'success'}>
          <FormattedMessage
            id={row.kind === ScreenRuleKind.block ? 'enum.ScreenRuleKind.block' : 'enum.ScreenRuleKind.allow'}
          />
        </Tag>
      ),
    },
    {
      key: 'match_type',
      titleKey: 'abuse_blocklist.match_type',
      width: 90,
      render: (row) => (
        <FormattedMessage
          id={row.match_type === ScreenMatch.host ? 'enum.ScreenMatch.host' : 'enum.ScreenMatch.pattern'}
        />
      ),
    },
    { key: 'value', titleKey: 'abuse_blocklist.value', sortValue: (row) => row.value },
    { key: 'note', titleKey: 'abuse_blocklist.note' },
    { key: 'created_by', titleKey: 'abuse_blocklist.created_by', width: 120 },
    {
      key: 'created_at',
      titleKey: 'common.created_at',
      width: 160,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
  ],
  form: {
    addTitleKey: 'abuse_blocklist.add_title',
    editTitleKey: 'abuse_blocklist.edit_title',
    addButtonKey: 'abuse_blocklist.add',
    defaults: { kind: ScreenRuleKind.block, match_type: ScreenMatch.host, value: '' },
    fromRow: ({ id, kind, match_type, value, note }) => ({ id, kind, match_type, value, note }),
    fields: [
      {
        name: 'kind',
        kind: 'segmented',
        labelKey: 'abuse_blocklist.kind',
        options: [...kinds],
        helperKey: 'abuse_blocklist.kind_help',
      },
      {
        name: 'match_type',
        kind: 'segmented',
        labelKey: 'abuse_blocklist.match_type',
        options: [...matches],
      },
      {
        name: 'value',
        kind: 'text',
        labelKey: 'abuse_blocklist.value',
        required: true,
        wide: true,
        helperKey: 'abuse_blocklist.value_help',
      },
      { name: 'note', kind: 'text', labelKey: 'abuse_blocklist.note', wide: true },
    ],
  },
  rowLabel: (row) => row.value,
};
