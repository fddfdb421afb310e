import type { CallOutput } from '../../../contract/calls';
import { formatTime } from '../../ui/format';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { ColumnDef, FilterDef, ResourceDefinition } from '../../ui/resource/types';
import { accountColumn, Money, SignedMoney } from './money-cells';
import { BILL_TYPE_OPTIONS, BillTypeTag } from './money-tags';

/** One ledger row: the whole ledger, the recharge credits and a user's own ledger answer the same shape. */
export type BillRow = CallOutput<'bill/inquire'>['list'][number];

type BillColumnChoice = {
  /** Whose balance changed (account and phone): the administrators' lists, not a user's own. */
  showUser: boolean;
  /** The kind of change; a list of one kind only (the recharge credits) leaves it out. */
  showType: boolean;
};

/** The columns of a ledger table, in the order a bill reads: who, what, how much, before and after. */
export function billColumns({ showUser, showType }: BillColumnChoice): ColumnDef<BillRow>[] {
  const user: ColumnDef<BillRow>[] = [accountColumn(), { key: 'phone', titleKey: 'bill.phone', width: 120 }];
  const type: ColumnDef<BillRow>[] = [
    {
      key: 'type',
      titleKey: 'bill.type',
      width: 130,
      sortValue: (row) => row.type,
      render: (row) => <BillTypeTag type={row.type} />,
    },
  ];
  return [
    ...(showUser ? user : []),
    ...(showType ? type : []),
    {
      key: 'amount',
      titleKey: 'money_ui.amount_usdt',
      width: 120,
      align: 'right',
      render: (row) => <SignedMoney amount={row.amount} />,
    },
    {
      key: 'balance_before',
      titleKey: 'bill.balance_before',
      width: 120,
      align: 'right',
      render: (row) => <Money amount={row.balance_before} />,
    },
    {
      key: 'balance_after',
      titleKey: 'bill.balance_after',
      width: 120,
      align: 'right',
      render: (row) => <Money amount={row.balance_after} />,
    },
    {
      key: 'remark',
      titleKey: 'money_ui.remark',
      render: (row) => <ClippedText text={row.remark} />,
    },
    {
      key: 'order_id',
      titleKey: 'money_ui.order_id',
      width: 80,
      align: 'right',
      render: (row) => (row.order_id === null ? '—' : `#${row.order_id}`),
    },
    {
      key: 'create_time',
      titleKey: 'bill.create_time',
      width: 150,
      sortValue: (row) => row.create_time,
      render: (row, intl) => formatTime(intl, row.create_time),
    },
  ];
}

const KEYWORD: FilterDef = { kind: 'search', name: 'keyword', placeholderKey: 'bill.filter_keyword' };
const TYPE: FilterDef = {
  kind: 'select',
  name: 'type',
  labelKey: 'bill.any_type',
  options: BILL_TYPE_OPTIONS,
};
const TIME_RANGE: FilterDef = {
  kind: 'daterange',
  startName: 'start_time',
  endName: 'end_time',
  labelKey: 'bill.filter_time',
};

const rowLabel = (row: BillRow) => `#${row.id}`;

/** The whole ledger (`bill`, administrators): every balance change of every account. */
export const billResource: ResourceDefinition<'bill/inquire'> = {
  id: 'bill',
  inquire: 'bill/inquire',
  filters: [KEYWORD, TYPE, TIME_RANGE],
  columns: billColumns({ showUser: true, showType: true }),
  rowLabel,
};

/** The recharge credits of the ledger (`bill_credit`, administrators). */
export const billCreditResource: ResourceDefinition<'bill_credit/inquire'> = {
  id: 'bill_credit',
  inquire: 'bill_credit/inquire',
  filters: [KEYWORD, TIME_RANGE],
  columns: billColumns({ showUser: true, showType: false }),
  rowLabel,
};

/** The caller's own ledger (`user_order`, its second tab). */
export const userBillResource: ResourceDefinition<'user_order/bills'> = {
  id: 'user_order_bills',
  inquire: 'user_order/bills',
  filters: [TYPE, TIME_RANGE],
  columns: billColumns({ showUser: false, showType: true }),
  rowLabel,
};
