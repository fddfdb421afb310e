import { Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { WithdrawalStatus } from '../../../contract/enums';
import { FormCell, FormGrid } from '../../ui/form-grid';
import { formatTime } from '../../ui/format';
import { ClippedText } from '../../ui/resource/ClippedText';
import type { ColumnDef, FilterDef, ResourceDefinition, RowFormDef } from '../../ui/resource/types';
import { accountColumn, amountColumn, ChainValue, Money } from './money-cells';
import { formatMoney } from './money-format';
import { withdrawalReceives } from './money-rules';
import { WITHDRAWAL_STATUS_OPTIONS, WithdrawalStatusTag } from './money-tags';

/** One withdrawal: an agent's own list and the reviewers' list answer the same shape. */
export type WithdrawalRow = CallOutput<'withdrawal_list/inquire'>['list'][number];

/**
 * The columns of a withdrawal table, in the order a request reads: how much, kept, received, where
 * to, where it stands and how it ended. `showAccount`: the reviewers' list names whose request it is.
 */
export function withdrawalColumns({ showAccount }: { showAccount: boolean }): ColumnDef<WithdrawalRow>[] {
  return [
    {
      key: 'id',
      titleKey: 'withdrawal_ui.id',
      width: 72,
      align: 'right',
      sortValue: (row) => row.id,
      render: (row) => `#${row.id}`,
    },
    ...(showAccount ? [accountColumn<WithdrawalRow>()] : []),
    amountColumn(110),
    {
      key: 'fee',
      titleKey: 'withdrawal_ui.fee',
      width: 90,
      align: 'right',
      render: (row) => <Money amount={row.fee} />,
    },
    {
      key: 'receives',
      titleKey: 'withdrawal_ui.receives',
      width: 110,
      align: 'right',
      render: (row) => <Money amount={withdrawalReceives(row)} />,
    },
    {
      key: 'address',
      titleKey: 'withdrawal_ui.address',
      width: 200,
      render: (row) => <ChainValue text={row.address} copyKey="withdrawal_ui.copy_address" />,
    },
    {
      key: 'status',
      titleKey: 'withdrawal_ui.status',
      width: 110,
      sortValue: (row) => row.status,
      render: (row) => <WithdrawalStatusTag status={row.status} />,
    },
    {
      key: 'tx_hash',
      titleKey: 'money_ui.tx_hash',
      width: 170,
      render: (row) => <ChainValue text={row.tx_hash} copyKey="withdrawal_ui.copy_hash" />,
    },
    {
      key: 'reason',
      titleKey: 'withdrawal_ui.reason',
      render: (row) => <ClippedText text={row.reason} />,
    },
    {
      key: 'create_time',
      titleKey: 'money_ui.create_time',
      width: 150,
      sortValue: (row) => row.create_time,
      render: (row, intl) => formatTime(intl, row.create_time),
    },
    {
      key: 'review_time',
      titleKey: 'withdrawal_ui.review_time',
      width: 150,
      sortValue: (row) => row.review_time ?? '',
      render: (row, intl) => formatTime(intl, row.review_time),
    },
  ];
}

const STATUS: FilterDef = {
  kind: 'select',
  name: 'status',
  labelKey: 'withdrawal_ui.any_status',
  options: WITHDRAWAL_STATUS_OPTIONS,
};

const rowLabel = (row: WithdrawalRow) => `#${row.id}`;
const isPending = (row: WithdrawalRow) => row.status === WithdrawalStatus.pending_review;

/** The request a reviewer decides on, read-only: who, how much, what they receive, and where to. */
function ReviewIntro({ row, warning }: { row: WithdrawalRow; warning: 'approve' | 'reject' }) {
  const intl = useIntl();
  const usdt = (amount: string) => `${formatMoney(intl, amount)} USDT`;
  const facts = [
    { id: 'account', labelKey: 'money_ui.account', value: row.account, wide: false },
    { id: 'amount', labelKey: 'money_ui.amount_usdt', value: usdt(row.amount), wide: false },
    { id: 'fee', labelKey: 'withdrawal_ui.fee', value: usdt(row.fee), wide: false },
    { id: 'receives', labelKey: 'withdrawal_ui.receives', value: usdt(withdrawalReceives(row)), wide: false },
    { id: 'address', labelKey: 'withdrawal_ui.address', value: row.address, wide: true },
  ] as const;
  return (
    <>
      <Callout
        intent={warning === 'approve' ? 'warning' : 'primary'}
        icon={warning === 'approve' ? 'warning-sign' : 'info-sign'}
        className="lc-money-warning"
      >
        <FormattedMessage
          id={warning === 'approve' ? 'withdrawal_ui.approve_warning' : 'withdrawal_ui.reject_explain'}
          values={{
            receives: <strong>{usdt(withdrawalReceives(row))}</strong>,
            amount: <strong>{usdt(row.amount)}</strong>,
            account: <strong>{row.account}</strong>,
          }}
        />
      </Callout>
      <div className="lc-money-facts">
        <FormGrid>
          {facts.map((fact) => (
            <FormCell key={fact.id} wide={fact.wide}>
              <FormGroup label={intl.formatMessage({ id: fact.labelKey })} labelFor={`review-${fact.id}`}>
                <InputGroup id={`review-${fact.id}`} readOnly fill value={fact.value} />
              </FormGroup>
            </FormCell>
          ))}
        </FormGrid>
      </div>
    </>
  );
}

/** Approving a pending withdrawal once it is paid out: the payout's hash, checked as the server checks it. */
const approveForm: RowFormDef<WithdrawalRow> = {
  call: 'acting_withdrawal_list/approve',
  icon: 'tick',
  intent: 'success',
  labelKey: 'withdrawal_ui.approve',
  available: isPending,
  titleKey: 'withdrawal_ui.approve_title',
  submitKey: 'withdrawal_ui.approve_submit',
  fields: [
    {
      name: 'tx_hash',
      kind: 'text',
      labelKey: 'money_ui.tx_hash',
      placeholderKey: 'withdrawal_ui.tx_hash_placeholder',
      helperKey: 'withdrawal_ui.tx_hash_help',
      required: true,
      wide: true,
    },
  ],
  initial: (row) => ({ id: row.id, tx_hash: '' }),
  intro: (row) => <ReviewIntro row={row} warning="approve" />,
  savedMessage: (_result, row, intl) =>
    intl.formatMessage({ id: 'withdrawal_ui.approved' }, { id: row.id, account: row.account }),
};

/** Rejecting a pending withdrawal: the reason the agent will read; the amount returns to their balance. */
const rejectForm: RowFormDef<WithdrawalRow> = {
  call: 'acting_withdrawal_list/reject',
  icon: 'cross',
  intent: 'danger',
  labelKey: 'withdrawal_ui.reject',
  available: isPending,
  titleKey: 'withdrawal_ui.reject_title',
  submitKey: 'withdrawal_ui.reject_submit',
  fields: [
    {
      name: 'reason',
      kind: 'textarea',
      labelKey: 'withdrawal_ui.reason',
      placeholderKey: 'withdrawal_ui.reason_placeholder',
      required: true,
      wide: true,
    },
  ],
  initial: (row) => ({ id: row.id, reason: '' }),
  intro: (row) => <ReviewIntro row={row} warning="reject" />,
  savedMessage: (_result, row, intl) =>
    intl.formatMessage({ id: 'withdrawal_ui.rejected' }, { id: row.id, account: row.account }),
};

/** The caller's own withdrawals (`withdrawal_list`, agents); the panel adds the request dialog. */
export const withdrawalResource: ResourceDefinition<'withdrawal_list/inquire'> = {
  id: 'withdrawal_list',
  inquire: 'withdrawal_list/inquire',
  filters: [STATUS],
  columns: withdrawalColumns({ showAccount: false }),
  rowLabel,
};

/**
 * Every agent's withdrawals (`acting_withdrawal_list`, administrators): the queue opens on the
 * requests waiting for review, which offer "Approve" and "Reject" to a reviewer granted them.
 */
export const actingWithdrawalResource: ResourceDefinition<'acting_withdrawal_list/inquire'> = {
  id: 'acting_withdrawal_list',
  inquire: 'acting_withdrawal_list/inquire',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'withdrawal_ui.filter_account' }, STATUS],
  initialFilters: { status: WithdrawalStatus.pending_review },
  columns: withdrawalColumns({ showAccount: true }),
  rowLabel,
  rowForms: [approveForm, rejectForm],
};
