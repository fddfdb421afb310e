import type { CallOutput } from '../../../contract/calls';
import { accountColumn, amountColumn, ChainValue } from '../../features/money/money-cells';
import { DEPOSIT_STATUS_OPTIONS, DepositStatusTag } from '../../features/money/money-tags';
import { CodedRemarkText } from '../../features/tron/CodedRemarkText';
import { formatTime } from '../../ui/format';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { ColumnDef, FilterDef, ResourceDefinition } from '../../ui/resource/types';
import { depositRemark } from './deposit-remark';

/** One incoming USDT transfer to a deposit wallet, as the chain watcher recorded it. */
export type DepositRow = CallOutput<'usdt_transaction_record/inquire'>['list'][number];

const time = (key: 'timestamp' | 'receive_time' | 'credit_time'): Pick<ColumnDef<DepositRow>, 'render'> => ({
  render: (row, intl) => formatTime(intl, row[key]),
});

const COLUMNS: ColumnDef<DepositRow>[] = [
  {
    key: 'id',
    titleKey: 'usdt_transaction_record.column.id',
    width: 64,
    align: 'right',
    sortValue: (row) => row.id,
    render: (row) => `#${row.id}`,
  },
  {
    key: 'tx_hash',
    titleKey: 'money_ui.tx_hash',
    width: 180,
    render: (row) => <ChainValue text={row.tx_hash} copyKey="usdt_transaction_record.copy_hash" />,
  },
  {
    key: 'log_index',
    titleKey: 'usdt_transaction_record.column.log_index',
    width: 64,
    align: 'right',
    // Negative indexes stand for "no event of ours": the row records why the transaction is not credited.
    render: (row) => (row.log_index < 0 ? '—' : row.log_index),
  },
  accountColumn<DepositRow>(),
  amountColumn(),
  {
    key: 'status',
    titleKey: 'order.status',
    width: 100,
    sortValue: (row) => row.status,
    render: (row) => <DepositStatusTag status={row.status} />,
  },
  {
    key: 'remark',
    titleKey: 'money_ui.remark',
    width: 230,
    render: (row) => <CodedRemarkText remark={depositRemark(row.remark)} />,
  },
  {
    key: 'order_id',
    titleKey: 'money_ui.order_id',
    width: 80,
    align: 'right',
    render: (row) => (row.order_id === null ? '—' : `#${row.order_id}`),
  },
  {
    key: 'from',
    titleKey: 'usdt_transaction_record.column.from',
    width: 150,
    render: (row) => (
      <ChainValue
        text={row.from}
        copyKey="usdt_transaction_record.copy_address"
        className="lc-deposit-address"
      />
    ),
  },
  {
    key: 'to',
    titleKey: 'usdt_transaction_record.column.to',
    width: 150,
    render: (row) => (
      <ChainValue
        text={row.to}
        copyKey="usdt_transaction_record.copy_address"
        className="lc-deposit-address"
      />
    ),
  },
  {
    key: 'token',
    titleKey: 'usdt_transaction_record.column.token',
    width: 130,
    render: (row) => <ClippedText text={row.token} className="lc-tx-hash lc-deposit-token" />,
  },
  {
    key: 'block',
    titleKey: 'usdt_transaction_record.column.block',
    width: 96,
    align: 'right',
    sortValue: (row) => row.block ?? 0,
    render: (row, intl) => (row.block === null ? '—' : intl.formatNumber(row.block, { useGrouping: false })),
  },
  {
    key: 'timestamp',
    titleKey: 'usdt_transaction_record.column.timestamp',
    width: 150,
    sortValue: (row) => row.timestamp,
    ...time('timestamp'),
  },
  {
    key: 'receive_time',
    titleKey: 'usdt_transaction_record.column.receive_time',
    width: 150,
    sortValue: (row) => row.receive_time,
    ...time('receive_time'),
  },
  {
    key: 'credit_time',
    titleKey: 'usdt_transaction_record.column.credit_time',
    width: 150,
    sortValue: (row) => row.credit_time ?? '',
    ...time('credit_time'),
  },
];

const FILTERS: FilterDef[] = [
  {
    kind: 'select',
    name: 'status',
    labelKey: 'order.any_status',
    options: DEPOSIT_STATUS_OPTIONS,
  },
  { kind: 'search', name: 'keyword', placeholderKey: 'usdt_transaction_record.filter_keyword' },
  {
    kind: 'daterange',
    startName: 'start_time',
    endName: 'end_time',
    labelKey: 'usdt_transaction_record.filter_time',
  },
];

/** Every incoming USDT transfer to a deposit wallet (`usdt_transaction_record`, administrators), newest first. */
export const depositResource: ResourceDefinition<'usdt_transaction_record/inquire'> = {
  id: 'usdt_transaction_record',
  inquire: 'usdt_transaction_record/inquire',
  filters: FILTERS,
  columns: COLUMNS,
  rowLabel: (row) => `#${row.id}`,
};
