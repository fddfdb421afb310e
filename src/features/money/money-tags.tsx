import { type IconName, type Intent, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import {
  BillType,
  DepositStatus,
  type EnumValue,
  OrderStatus,
  OrderType,
  PayType,
  SweepStage,
  WithdrawalStatus,
} from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import type { Option } from '../../ui/resource/types';

/*
 * How the money enumerations read on screen. Each map is a record over every value of its
 * enumeration, so a value added to the contract does not compile until it has a label and a look.
 */

export type OrderStatusValue = EnumValue<typeof OrderStatus>;
export type OrderTypeValue = EnumValue<typeof OrderType>;
export type BillTypeValue = EnumValue<typeof BillType>;
export type PayTypeValue = EnumValue<typeof PayType>;
export type DepositStatusValue = EnumValue<typeof DepositStatus>;
export type SweepStageValue = EnumValue<typeof SweepStage>;
export type WithdrawalStatusValue = EnumValue<typeof WithdrawalStatus>;

type Look = { key: MessageKey; intent: Intent; icon?: IconName };

/** Waiting for money is a warning, money received a success; an expired order is over, so it is plain. */
const ORDER_STATUS: Record<OrderStatusValue, Look> = {
  [OrderStatus.pending_payment]: { key: 'enum.OrderStatus.pending_payment', intent: 'warning', icon: 'time' },
  [OrderStatus.paid]: { key: 'enum.OrderStatus.paid', intent: 'success', icon: 'tick' },
  [OrderStatus.expired]: { key: 'enum.OrderStatus.expired', intent: 'none' },
};

const ORDER_TYPE: Record<OrderTypeValue, Look> = {
  [OrderType.recharge]: { key: 'enum.OrderType.recharge', intent: 'none', icon: 'bank-account' },
  [OrderType.vip]: { key: 'enum.OrderType.vip', intent: 'none', icon: 'crown' },
};

/**
 * Money coming in is green and a frozen withdrawal waits like a pending order; the other kinds are
 * told apart by their icons, so the signed, coloured amount beside them stays what the eye reads.
 */
const BILL_TYPE: Record<BillTypeValue, Look> = {
  [BillType.recharge]: { key: 'enum.BillType.recharge', intent: 'success', icon: 'bank-account' },
  [BillType.purchase]: { key: 'enum.BillType.purchase', intent: 'none', icon: 'crown' },
  [BillType.agent_share]: { key: 'enum.BillType.agent_share', intent: 'success', icon: 'pie-chart' },
  [BillType.withdrawal]: { key: 'enum.BillType.withdrawal', intent: 'warning', icon: 'export' },
  [BillType.admin_edit]: { key: 'enum.BillType.admin_edit', intent: 'none', icon: 'edit' },
  [BillType.withdrawal_refund]: { key: 'enum.BillType.withdrawal_refund', intent: 'none', icon: 'undo' },
};

/**
 * A transfer on its way is news, not a problem, so it is blue like the watcher's progress; a
 * transfer that was never ours to credit is plain, as it needs no one's attention.
 */
const DEPOSIT_STATUS: Record<DepositStatusValue, Look> = {
  [DepositStatus.confirming]: { key: 'enum.DepositStatus.confirming', intent: 'primary', icon: 'time' },
  [DepositStatus.credited]: { key: 'enum.DepositStatus.credited', intent: 'success', icon: 'tick' },
  [DepositStatus.failed]: { key: 'enum.DepositStatus.failed', intent: 'danger', icon: 'cross' },
  [DepositStatus.ignored]: { key: 'enum.DepositStatus.ignored', intent: 'none', icon: 'disable' },
};

/**
 * A sweep under way is blue like a transfer confirming, whichever step it waits on (its icon tells
 * the step: the energy to pay for, TRX on its way, the USDT on its way); swept is done, failed
 * wants an administrator's retry.
 */
const SWEEP_STAGE: Record<SweepStageValue, Look> = {
  [SweepStage.needs_gas]: { key: 'enum.SweepStage.needs_gas', intent: 'primary', icon: 'flash' },
  [SweepStage.gas_sent]: { key: 'enum.SweepStage.gas_sent', intent: 'primary', icon: 'time' },
  [SweepStage.sweeping]: { key: 'enum.SweepStage.sweeping', intent: 'primary', icon: 'exchange' },
  [SweepStage.swept]: { key: 'enum.SweepStage.swept', intent: 'success', icon: 'tick' },
  [SweepStage.failed]: { key: 'enum.SweepStage.failed', intent: 'danger', icon: 'cross' },
};

/**
 * A withdrawal waiting for review is news for the reviewer, so it is blue; paid out is done, and a
 * rejected one (its amount returned) is red so the agent reads the reason beside it.
 */
const WITHDRAWAL_STATUS: Record<WithdrawalStatusValue, Look> = {
  [WithdrawalStatus.pending_review]: {
    key: 'enum.WithdrawalStatus.pending_review',
    intent: 'primary',
    icon: 'time',
  },
  [WithdrawalStatus.approved]: { key: 'enum.WithdrawalStatus.approved', intent: 'success', icon: 'tick' },
  [WithdrawalStatus.rejected]: { key: 'enum.WithdrawalStatus.rejected', intent: 'danger', icon: 'cross' },
};

export const PAY_TYPE_LABELS: Record<PayTypeValue, MessageKey> = {
  [PayType.trc20_usdt]: 'enum.PayType.trc20_usdt',
  [PayType.balance]: 'enum.PayType.balance',
};

/** Every value of a look map as filter options, in numeric order. */
function optionsOf(looks: Record<number, Look>): Option[] {
  return Object.entries(looks)
    .map(([value, look]) => ({ value: Number(value), labelKey: look.key }))
    .sort((a, b) => a.value - b.value);
}

export const ORDER_STATUS_OPTIONS = optionsOf(ORDER_STATUS);
export const ORDER_TYPE_OPTIONS = optionsOf(ORDER_TYPE);
export const BILL_TYPE_OPTIONS = optionsOf(BILL_TYPE);
export const DEPOSIT_STATUS_OPTIONS = optionsOf(DEPOSIT_STATUS);
export const SWEEP_STAGE_OPTIONS = optionsOf(SWEEP_STAGE);
export const WITHDRAWAL_STATUS_OPTIONS = optionsOf(WITHDRAWAL_STATUS);

function LookTag({ look }: { look: Look }) {
  return (
    <Tag minimal intent={look.intent} icon={look.icon}>
      <FormattedMessage id={look.key} />
    </Tag>
  );
}

export function OrderStatusTag({ status }: { status: OrderStatusValue }) {
  return <LookTag look={ORDER_STATUS[status]} />;
}

export function OrderTypeTag({ type }: { type: OrderTypeValue }) {
  return <LookTag look={ORDER_TYPE[type]} />;
}

export function BillTypeTag({ type }: { type: BillTypeValue }) {
  return <LookTag look={BILL_TYPE[type]} />;
}

/** Where an incoming USDT transfer stands: awaiting the chain, credited, failed or not ours to credit. */
export function DepositStatusTag({ status }: { status: DepositStatusValue }) {
  return <LookTag look={DEPOSIT_STATUS[status]} />;
}

/** Where a collection sweep stands: one of its three steps under way, swept, or failed. */
export function SweepStageTag({ stage }: { stage: SweepStageValue }) {
  return <LookTag look={SWEEP_STAGE[stage]} />;
}

/** Where a withdrawal stands: waiting for review, paid out, or rejected with its amount returned. */
export function WithdrawalStatusTag({ status }: { status: WithdrawalStatusValue }) {
  return <LookTag look={WITHDRAWAL_STATUS[status]} />;
}
