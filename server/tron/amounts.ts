import { canonicalMoney, MONEY_INTEGER_DIGITS, MONEY_SCALE } from '../../contract/money';

/** Tether's USDT on TRON counts in millionths, as TRX counts in sun. */
export const USDT_DECIMALS = 6;
export const TRX_DECIMALS = 6;

/**
 * A token's integer value in token units, exactly: `12500000n` with 6 decimals is `12.5`. Answers
 * null for a value with a fraction finer than a ledger amount holds or beyond what a ledger amount
 * holds — such a transfer is recorded as ignored, never rounded.
 */
export function tokenAmount(units: bigint, decimals: number): string | null {
  if (units < 0n || !Number.isInteger(decimals) || decimals < 0 || decimals > 77) return null;
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  if (fraction.length > MONEY_SCALE) return null;
  if (whole.replace(/^0+/, '').length > MONEY_INTEGER_DIGITS) return null;
  return canonicalMoney(fraction ? `${whole}.${fraction}` : whole);
}

/** A money amount back in the token's integer units: `12.5` with 6 decimals is `12500000n`. */
export function tokenUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = canonicalMoney(amount).split('.');
  if (fraction.length > decimals) throw new Error(`${amount} has more decimals than the token`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** A TronGrid `value`: an unsigned decimal integer as text, or null for anything else. */
export function parseDecimalUnits(value: unknown): bigint | null {
  return typeof value === 'string' && /^[0-9]{1,78}$/.test(value) ? BigInt(value) : null;
}

/** An event log's data word: 64 hex digits, an unsigned 256-bit integer; null for anything else. */
export function parseHexWord(word: unknown): bigint | null {
  return typeof word === 'string' && /^[0-9a-fA-F]{64}$/.test(word) ? BigInt(`0x${word}`) : null;
}
