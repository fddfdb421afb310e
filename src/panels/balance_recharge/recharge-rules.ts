import type { CallOutput } from '../../../contract/calls';
import { type EnumValue, OrderStatus } from '../../../contract/enums';
import { canonicalMoney } from '../../../contract/money';
import { compareDecimal } from '../../features/membership/decimal-compare';
import { moneyFieldProblem } from '../../features/membership/money-check';
import type { MessageKey } from '../../i18n/catalogues';

export type PayConfig = CallOutput<'pay_config/inquire'>;
export type RechargeOrder = CallOutput<'balance_recharge/inquire'>['list'][number];

/** A refusal of an amount: the catalogue key and the bound it broke, for the sentence. */
export type AmountProblem = { key: MessageKey; values?: Record<string, string> };

/**
 * What is wrong with a recharge amount before it is sent: not an amount, or outside the bounds of
 * one order. The bounds are compared as decimal text, never as floats.
 */
export function rechargeAmountProblem(
  text: string,
  { min_recharge, max_recharge }: Pick<PayConfig, 'min_recharge' | 'max_recharge'>,
): AmountProblem | null {
  const problem = moneyFieldProblem(text, 'positive');
  if (problem) return { key: problem };
  const amount = canonicalMoney(text.trim());
  if (compareDecimal(amount, min_recharge) < 0)
    return { key: 'money.below_minimum', values: { min: min_recharge } };
  if (compareDecimal(amount, max_recharge) > 0)
    return { key: 'money.above_ceiling', values: { max: max_recharge } };
  return null;
}

/** Round amounts offered with one click; only those one order may take are shown. */
const QUICK_AMOUNTS = ['10', '50', '100', '200', '500', '1000', '5000'] as const;
const MAX_QUICK = 5;

/** The quick amounts within the bounds; the minimum itself when no round amount fits. */
export function quickAmounts({
  min_recharge,
  max_recharge,
}: Pick<PayConfig, 'min_recharge' | 'max_recharge'>) {
  const fitting = QUICK_AMOUNTS.filter(
    (amount) => compareDecimal(amount, min_recharge) >= 0 && compareDecimal(amount, max_recharge) <= 0,
  ).slice(0, MAX_QUICK);
  return fitting.length > 0 ? fitting : [min_recharge];
}

/** How long until an order expires, in milliseconds; never below zero. */
export function remainingMs(expireTime: string, now: number): number {
  return Math.max(0, Date.parse(expireTime) - now);
}

/**
 * A countdown as a clock shows it: `mm:ss`, or `h:mm:ss` from an hour on (orders may last up to
 * a day). Seconds are rounded up, so `00:00` is shown only once the order has actually expired.
 */
export function countdownText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

type OrderStatusValue = EnumValue<typeof OrderStatus>;

/**
 * The status to show: a pending order whose time ran out is expired, even before the server is
 * asked again (it answers `expired` for such orders too).
 */
export function shownStatus(
  order: { status: OrderStatusValue; expire_time: string | null },
  now: number,
): OrderStatusValue {
  if (order.status !== OrderStatus.pending_payment || !order.expire_time) return order.status;
  return remainingMs(order.expire_time, now) > 0 ? order.status : OrderStatus.expired;
}

/** Where the order just opened stands on its card. */
export type OrderPhase = 'awaiting_payment' | 'confirming' | 'paid' | 'expired';

/**
 * The phase of the order just opened: paid once the socket said it was credited; confirming once
 * a transfer expected to pay it was seen — even past its expiry, as a transfer seen in time still
 * pays it ("paid late"); otherwise waiting for payment until its time runs out.
 */
export function orderPhase(
  { expireTime, seen, paid }: { expireTime: string; seen: boolean; paid: boolean },
  now: number,
): OrderPhase {
  if (paid) return 'paid';
  if (seen) return 'confirming';
  return remainingMs(expireTime, now) > 0 ? 'awaiting_payment' : 'expired';
}

/** A TRON block comes every 3 seconds. */
const TRON_BLOCK_SECONDS = 3;

/** About how many minutes the confirmations take, for "about N min"; never less than one. */
export function confirmationMinutes(confirmations: number): number {
  return Math.max(1, Math.ceil((confirmations * TRON_BLOCK_SECONDS) / 60));
}
