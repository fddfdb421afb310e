import { Tag } from '@blueprintjs/core';
import type { CallOutput } from '../../../contract/calls';
import { ratioPercent } from '../../features/agents/ratio';
import { Money } from '../../features/money/money-cells';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

export type ShareRow = CallOutput<'agent_divided_into/inquire'>['list'][number];

/**
 * The agent's own share records (`agent_divided_into`): whose purchase paid it — a direct customer or,
 * on the second level, a sub-agent's —, the order and its amount, the ratio at the time, and the share; filtered by when they were paid.
 */
export const shareResource: ResourceDefinition<'agent_divided_into/inquire'> = {
  id: 'agent_divided_into',
  inquire: 'agent_divided_into/inquire',
  filters: [
    { kind: 'daterange', startName: 'start_time', endName: 'end_time', labelKey: 'agents_ui.share_time' },
  ],
  columns: [
    {
      key: 'customer_account',
      titleKey: 'agents_ui.customer_account',
      width: 150,
      sortValue: (row) => row.customer_account,
      render: (row) => <strong>{row.customer_account}</strong>,
    },
    {
      key: 'level',
      titleKey: 'agents_ui.level',
      width: 110,
      sortValue: (row) => row.level,
      render: (row, intl) => (
        <Tag minimal intent={row.level === 2 ? 'primary' : 'none'}>
          {intl.formatMessage({ id: row.level === 2 ? 'agents_ui.level_second' : 'agents_ui.level_direct' })}
        </Tag>
      ),
    },
    {
      key: 'order_id',
      titleKey: 'money_ui.order_id',
      width: 90,
      align: 'right',
      sortValue: (row) => row.order_id,
      render: (row) => `#${row.order_id}`,
    },
    {
      key: 'order_amount',
      titleKey: 'agents_ui.order_amount',
      width: 130,
      align: 'right',
      render: (row) => <Money amount={row.order_amount} />,
    },
    {
      key: 'ratio',
      titleKey: 'agents_ui.ratio',
      width: 90,
      align: 'right',
      render: (row) => ratioPercent(row.ratio),
    },
    {
      key: 'amount',
      titleKey: 'agents_ui.share_amount',
      width: 130,
      align: 'right',
      render: (row) => <Money amount={row.amount} />,
    },
    {
      key: 'create_time',
      titleKey: 'agents_ui.share_time',
      sortValue: (row) => row.create_time,
      render: (row, intl) => formatTime(intl, row.create_time),
    },
  ],
  rowLabel: (row) => `#${row.id}`,
};
