import { OrderStatus, OrderType } from '../../../contract/enums';
import { addDecimal } from '../accounts/account-rules';

/*
 * Pure rules of the money pages, kept apart from the widgets so unit tests reach them directly.
 * Amounts stay decimal strings throughout: nothing here passes money through a float.
 */

/** What the credit rule reads of an order. */
type CreditCandidate = { type: number; status: number; expire_time: string | null };

/**
 * Whether an administrator may credit an order by hand: a recharge still waiting for its money.
 * The server marks an order past its expiry `expired`; the expiry is read here too, so a list
 * loaded before the moment passed does not offer what the server would refuse.
 */
export function isCreditable(order: CreditCandidate, now = Date.now()): boolean {
  return (
    order.type === OrderType.recharge &&
    order.status === OrderStatus.pending_payment &&
    (order.expire_time === null || new Date(order.expire_time).getTime() > now)
  );
}

/** `-x` of a decimal string, spelled as the server spells amounts (`'0'` has no sign). */
export function negateMoney(amount: string): string {
  if (amount.startsWith('-')) return amount.slice(1);
  return /[1-9]/.test(amount) ? `-${amount}` : amount;
}

/**
 * `a - b`, exactly: how far a balance stands from the sum of its ledger (`'100' - '99.5'` is
 * `'0.5'`; a negative difference means the ledger holds more than the balance).
 */
export function subtractMoney(a: string, b: string): string {
  return addDecimal(a, negateMoney(b));
}

/**
 * What an agent receives of a withdrawal: the amount asked for, less the fee kept for the payout's
 * network cost (`'100' − '1.5'` is `'98.5'`), worked out digit for digit.
 */
export function withdrawalReceives({ amount, fee }: { amount: string; fee: string }): string {
  return subtractMoney(amount, fee);
}

/**
 * The exact sum of decimal strings (`['0.1', '0.2']` is `'0.3'`, nothing is `'0'`): a range's
 * purchases or shares added digit for digit, as the server adds them.
 */
export function sumMoney(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => addDecimal(sum, amount), '0');
}
