import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { OrderStatus } from '../../../contract/enums';
import { FormCell, FormGrid } from '../../ui/form-grid';
import { formatTime } from '../../ui/format';
import type { ColumnDef, FilterDef, ResourceDefinition, RowFormDef } from '../../ui/resource/types';
import { accountColumn, amountColumn, TxHash } from './money-cells';
import { formatMoney, localizedName } from './money-format';
import { isCreditable } from './money-rules';
import {
  ORDER_STATUS_OPTIONS,
  ORDER_TYPE_OPTIONS,
  OrderStatusTag,
  OrderTypeTag,
  PAY_TYPE_LABELS,
} from './money-tags';

/** One order: the administrators' list and a user's own answer the same shape. */
export type OrderRow = CallOutput<'order/inquire'>['list'][number];

/** The package a VIP order bought, in the reader's language, with its days; null for other orders. */
export function orderPackage(intl: IntlShape, row: Pick<OrderRow, 'combo_name' | 'days'>): string | null {
  if (!row.combo_name) return null;
  const name = localizedName(row.combo_name, intl.locale);
  return row.days === null
    ? name
    : intl.formatMessage({ id: 'money_ui.package_days' }, { name, days: row.days });
}

/** A status tag; a pending order also says until when it can be paid. */
function OrderStatusCell({ row }: { row: OrderRow }) {
  const intl = useIntl();
  return (
    <>
      <OrderStatusTag status={row.status} />
      {row.status === OrderStatus.pending_payment && row.expire_time && (
        <span className="lc-money-note">
          <FormattedMessage id="money_ui.pay_before" values={{ time: formatTime(intl, row.expire_time) }} />
        </span>
      )}
    </>
  );
}

/**
 * The columns of an order table. `showAccount`: the administrators' list names whose order each
 * row is; a user's own list does not need to.
 */
export function orderColumns({ showAccount }: { showAccount: boolean }): ColumnDef<OrderRow>[] {
  return [
    {
      key: 'id',
      titleKey: 'money_ui.order_id',
      width: 72,
      align: 'right',
      sortValue: (row) => row.id,
      render: (row) => `#${row.id}`,
    },
    ...(showAccount ? [accountColumn<OrderRow>()] : []),
    {
      key: 'type',
      titleKey: 'order.type',
      width: 120,
      sortValue: (row) => row.type,
      render: (row) => <OrderTypeTag type={row.type} />,
    },
    amountColumn(),
    {
      key: 'status',
      titleKey: 'order.status',
      width: 170,
      sortValue: (row) => row.status,
      render: (row) => <OrderStatusCell row={row} />,
    },
    {
      key: 'pay_type',
      titleKey: 'order.pay_type',
      width: 110,
      render: (row) => <FormattedMessage id={PAY_TYPE_LABELS[row.pay_type]} />,
    },
    {
      key: 'package',
      titleKey: 'order.package',
      width: 170,
      render: (row, intl) => orderPackage(intl, row) ?? '—',
    },
    {
      key: 'tx_hash',
      titleKey: 'money_ui.tx_hash',
      width: 170,
      render: (row) => <TxHash hash={row.tx_hash} />,
    },
    {
      key: 'create_time',
      titleKey: 'money_ui.create_time',
      width: 150,
      sortValue: (row) => row.create_time,
      render: (row, intl) => formatTime(intl, row.create_time),
    },
    {
      key: 'pay_time',
      titleKey: 'order.pay_time',
      width: 150,
      sortValue: (row) => row.pay_time ?? '',
      render: (row, intl) => formatTime(intl, row.pay_time),
    },
  ];
}

const CREATED_RANGE: FilterDef = {
  kind: 'daterange',
  startName: 'start_time',
  endName: 'end_time',
  labelKey: 'money_ui.created_between',
};

const ORDER_FILTERS: FilterDef[] = [
  { kind: 'select', name: 'status', labelKey: 'order.any_status', options: ORDER_STATUS_OPTIONS },
  { kind: 'select', name: 'type', labelKey: 'order.any_type', options: ORDER_TYPE_OPTIONS },
  CREATED_RANGE,
];

/** What the administrator is about to credit, read-only, and a warning that it happens once for good. */
function CreditIntro({ row }: { row: OrderRow }) {
  const intl = useIntl();
  const amount = formatMoney(intl, row.amount);
  const facts = [
    { id: 'account', labelKey: 'money_ui.account', value: row.account },
    { id: 'amount', labelKey: 'money_ui.amount_usdt', value: amount },
    { id: 'created', labelKey: 'money_ui.create_time', value: formatTime(intl, row.create_time) },
    { id: 'expires', labelKey: 'order.expire_time', value: formatTime(intl, row.expire_time) },
  ] as const;
  return (
    <>
      <Callout intent="warning" icon="warning-sign" className="lc-money-warning">
        <FormattedMessage
          id="order.credit_warning"
          values={{ amount: <strong>{amount}</strong>, account: <strong>{row.account}</strong> }}
        />
      </Callout>
      <div className="lc-money-facts">
        <FormGrid>
          {facts.map((fact) => (
            <FormCell key={fact.id}>
              <FormGroup label={intl.formatMessage({ id: fact.labelKey })} labelFor={`credit-${fact.id}`}>
                <InputGroup id={`credit-${fact.id}`} readOnly fill value={fact.value} />
              </FormGroup>
            </FormCell>
          ))}
        </FormGrid>
      </div>
    </>
  );
}

/**
 * Crediting a recharge by hand (`order/credit`): for a transfer the chain watcher did not match,
 * confirmed by its transaction hash. Offered on pending recharges only; the server credits an
 * order once and refuses a hash that already credited one.
 */
const creditForm: RowFormDef<OrderRow> = {
  call: 'order/credit',
  icon: 'bank-account',
  intent: 'primary',
  labelKey: 'order.credit',
  available: (row) => isCreditable(row),
  titleKey: 'order.credit_title',
  submitKey: 'order.credit_submit',
  fields: [
    {
      name: 'tx_hash',
      kind: 'text',
      labelKey: 'money_ui.tx_hash',
      placeholderKey: 'order.tx_hash_placeholder',
      helperKey: 'order.tx_hash_help',
      required: true,
      wide: true,
    },
    {
      name: 'remark',
      kind: 'text',
      labelKey: 'money_ui.remark',
      placeholderKey: 'order.remark_placeholder',
      wide: true,
    },
  ],
  initial: (row) => ({ order_id: row.id, tx_hash: '', remark: '' }),
  intro: (row) => <CreditIntro row={row} />,
  savedMessage: (result, row, intl) =>
    intl.formatMessage(
      { id: 'order.credit_done' },
      {
        id: row.id,
        account: row.account,
        balance: formatMoney(intl, (result as CallOutput<'order/credit'>).balance),
      },
    ),
};

/** Every order of every account (`order`, administrators), with manual crediting of recharges. */
export const orderResource: ResourceDefinition<'order/inquire'> = {
  id: 'order',
  inquire: 'order/inquire',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'order.filter_account' }, ...ORDER_FILTERS],
  columns: orderColumns({ showAccount: true }),
  rowLabel: (row) => `#${row.id}`,
  rowForms: [creditForm],
};

/** The caller's own orders (`user_order`): recharges and package purchases. */
export const userOrderResource: ResourceDefinition<'user_order/inquire'> = {
  id: 'user_order',
  inquire: 'user_order/inquire',
  filters: ORDER_FILTERS,
  columns: orderColumns({ showAccount: false }),
  rowLabel: (row) => `#${row.id}`,
};

/**
 * The orders of an agent's customers (`order_customer`, agents): read-only, with whose order each
 * is, so an agent sees what their shares come from.
 */
export const orderCustomerResource: ResourceDefinition<'order_customer/inquire'> = {
  id: 'order_customer',
  inquire: 'order_customer/inquire',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'order.filter_account' }, ...ORDER_FILTERS],
  columns: orderColumns({ showAccount: true }),
  rowLabel: (row) => `#${row.id}`,
};
