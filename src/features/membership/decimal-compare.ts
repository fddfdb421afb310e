import { subtractMoney } from '../money/money-rules';

/**
 * -1, 0 or 1 as `a` is less than, equal to or more than `b`, read from the digits of their
 * difference: amounts have six decimals, and a float comparison of them can be wrong.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const difference = subtractMoney(a, b);
  if (!/[1-9]/.test(difference)) return 0;
  return difference.startsWith('-') ? -1 : 1;
}
