import Decimal from 'decimal.js';
import { canonicalMoney, MONEY_INTEGER_DIGITS, MONEY_SCALE } from '../../contract/money';

/**
 * Exact decimal arithmetic for money. Forty significant digits hold any `numeric(20, 6)` sum
 * without rounding; where a result must be cut to six places (a share of a price), it is cut
 * down, never up, so the platform never pays out a fraction it did not receive.
 */
const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_DOWN, toExpNeg: -40, toExpPos: 40 });

/** The largest amount a `numeric(20, 6)` column holds. */
export const MAX_MONEY = `${'9'.repeat(MONEY_INTEGER_DIGITS)}.${'9'.repeat(MONEY_SCALE)}`;

const text = (value: Decimal) => canonicalMoney(value.toFixed(MONEY_SCALE, Decimal.ROUND_DOWN));

export const addMoney = (a: string, b: string): string => text(new Money(a).plus(b));
export const subtractMoney = (a: string, b: string): string => text(new Money(a).minus(b));
export const negateMoney = (a: string): string => text(new Money(a).negated());
/** `a × b`, cut down to six decimals. */
export const multiplyMoney = (a: string, b: string): string => text(new Money(a).times(b));
export const compareMoney = (a: string, b: string): -1 | 0 | 1 => new Money(a).comparedTo(b) as -1 | 0 | 1;
export const sumMoney = (amounts: readonly string[]): string =>
  text(amounts.reduce((total, amount) => total.plus(amount), new Money(0)));

/**
 * The balance after a change, or why it cannot happen: a balance is never below zero and never
 * beyond what its column holds.
 */
export function nextBalance(
  before: string,
  change: string,
): { after: string } | { refusal: 'negative' | 'too_large' } {
  const after = new Money(before).plus(change);
  if (after.isNegative() && !after.isZero()) return { refusal: 'negative' };
  if (after.greaterThan(MAX_MONEY)) return { refusal: 'too_large' };
  return { after: text(after) };
}
