import { Tag } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { booleanFilter, textFilter, yesNoOptions } from '../../features/access-records/filter-input';
import { accountColumn, ChainValue, Money } from '../../features/money/money-cells';
import { formatTime } from '../../ui/format';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { FilterDef, ResourceDefinition } from '../../ui/resource/types';

/** One deposit wallet as administrators see it: addresses and cached balances, never its key. */
export type WalletRow = CallOutput<'tron/inquire'>['list'][number];

/** When the balances were read from the chain; a wallet no one has read yet says so. */
function BalanceReadAt({ row }: { row: WalletRow }) {
  const intl = useIntl();
  if (!row.balance_read_at) {
    return (
      <span className="lc-tron-never">
        <FormattedMessage id="tron.never_read" />
      </span>
    );
  }
  return <>{formatTime(intl, row.balance_read_at)}</>;
}

/** In use, or deleted with the time it was: a deleted wallet keeps its row (its transfers refer to it). */
function WalletState({ row }: { row: WalletRow }) {
  const intl = useIntl();
  if (!row.deleted) {
    return (
      <Tag minimal intent="success">
        <FormattedMessage id="tron.state_active" />
      </Tag>
    );
  }
  return (
    <>
      <Tag minimal intent="danger" icon="trash">
        <FormattedMessage id="tron.state_deleted" />
      </Tag>
      {row.delete_time && <span className="lc-money-note">{formatTime(intl, row.delete_time)}</span>}
    </>
  );
}

const FILTERS: FilterDef[] = [
  { kind: 'search', name: 'keyword', placeholderKey: 'tron.filter_keyword' },
  {
    kind: 'select',
    name: 'deleted',
    labelKey: 'tron.any_state',
    options: yesNoOptions('tron.state_deleted', 'tron.state_active'),
  },
];

/** The deposit wallets of every user (`tron`, super administrators); refreshing and revealing are the panel's. */
export const tronResource: ResourceDefinition<'tron/inquire'> = {
  id: 'tron',
  inquire: 'tron/inquire',
  filters: FILTERS,
  // The deleted filter is a yes/no select; the call takes a boolean.
  filterInput: (values) => ({ keyword: textFilter(values.keyword), deleted: booleanFilter(values.deleted) }),
  columns: [
    {
      key: 'id',
      titleKey: 'tron.column.id',
      width: 64,
      align: 'right',
      sortValue: (row) => row.id,
      render: (row) => `#${row.id}`,
    },
    accountColumn<WalletRow>(),
    {
      key: 'base58',
      titleKey: 'tron.column.base58',
      width: 270,
      render: (row) => <ChainValue text={row.base58} copyKey="tron.copy_address" full />,
    },
    {
      key: 'hex',
      titleKey: 'tron.column.hex',
      width: 120,
      render: (row) => <ClippedText text={row.hex} className="lc-tx-hash lc-tron-hex" />,
    },
    {
      key: 'trx_balance',
      titleKey: 'tron.column.trx_balance',
      width: 100,
      align: 'right',
      render: (row) => <Money amount={row.trx_balance} />,
    },
    {
      key: 'usdt_balance',
      titleKey: 'tron.column.usdt_balance',
      width: 110,
      align: 'right',
      render: (row) => <Money amount={row.usdt_balance} />,
    },
    {
      key: 'balance_read_at',
      titleKey: 'tron.column.balance_read_at',
      width: 140,
      sortValue: (row) => row.balance_read_at ?? '',
      render: (row) => <BalanceReadAt row={row} />,
    },
    {
      key: 'create_time',
      titleKey: 'money_ui.create_time',
      width: 140,
      sortValue: (row) => row.create_time,
      render: (row, intl) => formatTime(intl, row.create_time),
    },
    {
      key: 'deleted',
      titleKey: 'tron.column.state',
      width: 100,
      sortValue: (row) => (row.deleted ? 1 : 0),
      render: (row) => <WalletState row={row} />,
    },
  ],
  rowLabel: (row) => row.base58,
};
