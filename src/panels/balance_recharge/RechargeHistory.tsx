import { Money, TxHash } from '../../features/money/money-cells';
import { formatTime } from '../../ui/format';
import { type PagedList, pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { LiveOrderStatus } from './order-cells';
import type { RechargeOrder } from './recharge-rules';

const COLUMNS: ColumnDef<RechargeOrder>[] = [
  { key: 'id', titleKey: 'balance_recharge.column.order', width: 90, render: (row) => `#${row.id}` },
  {
    key: 'amount',
    titleKey: 'balance_recharge.column.amount',
    width: 130,
    align: 'right',
    render: (row) => <Money amount={row.amount} />,
  },
  {
    key: 'status',
    titleKey: 'balance_recharge.column.status',
    width: 150,
    render: (row) => <LiveOrderStatus order={row} />,
  },
  {
    key: 'create_time',
    titleKey: 'common.created_at',
    width: 160,
    render: (row, intl) => formatTime(intl, row.create_time),
  },
  {
    key: 'pay_time',
    titleKey: 'balance_recharge.column.pay_time',
    width: 160,
    render: (row, intl) => formatTime(intl, row.pay_time),
  },
  {
    key: 'tx_hash',
    titleKey: 'balance_recharge.column.tx_hash',
    render: (row) => <TxHash hash={row.tx_hash} />,
  },
];

/** The caller's recharge orders, newest first, as the server pages them. */
export function RechargeHistory({ list }: { list: PagedList<RechargeOrder> }) {
  return <ResourceTable<RechargeOrder> columns={COLUMNS} {...pagedTableProps(list)} />;
}
