import { accountColumn, amountColumn, ChainValue, Money } from '../../features/money/money-cells';
import { SWEEP_STAGE_OPTIONS, SweepStageTag } from '../../features/money/money-tags';
import { CodedRemarkText } from '../../features/tron/CodedRemarkText';
import { formatTime } from '../../ui/format';
import type { ColumnDef, FilterDef, ResourceDefinition } from '../../ui/resource/types';
import { sweepRemark } from './sweep-remark';
import type { SweepRow } from './sweep-rules';

/** An address of the sweep: clipped to what tells two apart, the whole one in the tooltip and the copy. */
const address = (key: 'from' | 'to'): Pick<ColumnDef<SweepRow>, 'render'> => ({
  render: (row) => (
    <ChainValue
      text={row[key]}
      copyKey="tron_transaction_summary.copy_address"
      className="lc-sweep-address"
    />
  ),
});

const hash = (key: 'tx_hash' | 'gas_tx_hash'): Pick<ColumnDef<SweepRow>, 'render'> => ({
  render: (row) => <ChainValue text={row[key]} copyKey="tron_transaction_summary.copy_hash" />,
});

const COLUMNS: ColumnDef<SweepRow>[] = [
  {
    key: 'id',
    titleKey: 'tron_transaction_summary.column.id',
    width: 72,
    align: 'right',
    sortValue: (row) => row.id,
    render: (row) => `#${row.id}`,
  },
  accountColumn<SweepRow>(),
  {
    key: 'from',
    titleKey: 'tron_transaction_summary.column.from',
    width: 150,
    ...address('from'),
  },
  {
    key: 'to',
    titleKey: 'tron_transaction_summary.column.to',
    width: 150,
    ...address('to'),
  },
  amountColumn(),
  {
    key: 'stage',
    titleKey: 'tron_transaction_summary.column.stage',
    width: 120,
    sortValue: (row) => row.stage,
    render: (row) => <SweepStageTag stage={row.stage} />,
  },
  {
    key: 'remark',
    titleKey: 'money_ui.remark',
    width: 240,
    render: (row) => <CodedRemarkText remark={sweepRemark(row.remark)} />,
  },
  { key: 'tx_hash', titleKey: 'money_ui.tx_hash', width: 180, ...hash('tx_hash') },
  {
    key: 'gas_tx_hash',
    titleKey: 'tron_transaction_summary.column.gas_tx_hash',
    width: 180,
    ...hash('gas_tx_hash'),
  },
  {
    key: 'trx_spent',
    titleKey: 'tron_transaction_summary.column.trx_spent',
    width: 100,
    align: 'right',
    render: (row) => <Money amount={row.trx_spent} />,
  },
  {
    key: 'create_time',
    titleKey: 'money_ui.create_time',
    width: 150,
    sortValue: (row) => row.create_time,
    render: (row, intl) => formatTime(intl, row.create_time),
  },
  {
    key: 'update_time',
    titleKey: 'tron_transaction_summary.column.update_time',
    width: 150,
    sortValue: (row) => row.update_time,
    render: (row, intl) => formatTime(intl, row.update_time),
  },
];

const FILTERS: FilterDef[] = [
  {
    kind: 'select',
    name: 'stage',
    labelKey: 'tron_transaction_summary.any_stage',
    options: SWEEP_STAGE_OPTIONS,
  },
  { kind: 'search', name: 'keyword', placeholderKey: 'tron_transaction_summary.filter_keyword' },
];

/**
 * Every collection sweep (`tron_transaction_summary`, administrators), newest first: which wallet
 * sent how much where, the step it stands at, its two transactions and the TRX it cost. Starting
 * and retrying sweeps are the panel's.
 */
export const sweepResource: ResourceDefinition<'tron_transaction_summary/inquire'> = {
  id: 'tron_transaction_summary',
  inquire: 'tron_transaction_summary/inquire',
  filters: FILTERS,
  columns: COLUMNS,
  rowLabel: (row) => `#${row.id}`,
};
