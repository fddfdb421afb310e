import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { NotifyStatus } from '../../../contract/enums';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

const everyoneOrOne = (values: Record<string, unknown>) => values.target !== 'all';

/** Sent site messages (SPEC §8) with the "send" dialog: to one user, several or everyone. */
export const messageResource: ResourceDefinition<'message_list/inquire'> = {
  id: 'message_list',
  inquire: 'message_list/inquire',
  add: 'message_list/add',
  remove: 'message_list/remove',
  filters: [
    { kind: 'search', name: 'account', placeholderKey: 'message_list.search_account' },
    {
      kind: 'select',
      name: 'notify_status',
      labelKey: 'message_list.any_state',
      options: [
        { value: NotifyStatus.unread, labelKey: 'enum.NotifyStatus.unread' },
        { value: NotifyStatus.read, labelKey: 'enum.NotifyStatus.read' },
      ],
    },
  ],
  columns: [
    { key: 'account', titleKey: 'message_list.account', width: 140, sortValue: (row) => row.account },
    { key: 'title', titleKey: 'message_list.title', width: 220, sortValue: (row) => row.title },
    {
      key: 'content',
      titleKey: 'message_list.content',
      render: (row) => (
        <span className="lc-cell-clip" title={row.content}>
          {row.content}
        </span>
      ),
    },
    {
      key: 'notify_status',
      titleKey: 'message_list.notify_status',
      width: 90,
      sortValue: (row) => row.notify_status,
      render: (row) =>
        row.notify_status === NotifyStatus.unread ? (
          <Tag intent="warning" minimal icon="envelope">
            <FormattedMessage id="enum.NotifyStatus.unread" />
          </Tag>
        ) : (
          <Tag minimal icon="tick">
            <FormattedMessage id="enum.NotifyStatus.read" />
          </Tag>
        ),
    },
    {
      key: 'created_at',
      titleKey: 'message_list.created_at',
      width: 160,
      sortValue: (row) => row.created_at,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
  ],
  form: {
    addTitleKey: 'message_list.send_title',
    addButtonKey: 'message_list.send',
    defaults: { target: 'one', accounts: [], title: '', content: '' },
    fields: [
      {
        name: 'target',
        kind: 'segmented',
        labelKey: 'message_list.target',
        options: [
          { value: 'one', labelKey: 'message_list.target_one' },
          { value: 'many', labelKey: 'message_list.target_many' },
          { value: 'all', labelKey: 'message_list.target_all' },
        ],
      },
      {
        name: 'accounts',
        kind: 'tags',
        labelKey: 'message_list.accounts',
        required: true,
        placeholderKey: 'message_list.accounts_placeholder',
        helperKey: 'message_list.accounts_help',
        visible: everyoneOrOne,
      },
      { name: 'title', kind: 'text', labelKey: 'message_list.title', required: true },
      { name: 'content', kind: 'textarea', labelKey: 'message_list.content', required: true, wide: true },
    ],
  },
  rowLabel: (row) => `${row.title} → ${row.account}`,
};
