import { z } from 'zod';
import { normaliseDecimal } from './call';
import { isStorableText, UNSTORABLE_TEXT } from './text';

/**
 * Money travels as decimal strings and sits in `numeric(20, 6)` columns: USDT has six decimals,
 * which leaves fourteen digits before the point. The contract reads amounts as text only — a JSON
 * number has already been through a float by the time anyone sees it.
 */
export const MONEY_SCALE = 6;
export const MONEY_INTEGER_DIGITS = 14;

/** `'0012.50'` → `'12.5'`, `'-0.0'` → `'0'`: one spelling per amount. */
export function canonicalMoney(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction] = (negative ? text.slice(1) : text).split('.');
  const digits = whole.replace(/^0+(?=\d)/, '');
  const value = normaliseDecimal(fraction === undefined ? digits : `${digits}.${fraction}`);
  return negative && value !== '0' ? `-${value}` : value;
}

/** Whether a canonical amount is zero; read from its text, never through a float. */
export const isZeroMoney = (canonical: string) => canonical === '0';
export const isNegativeMoney = (canonical: string) => canonical.startsWith('-');

type MoneyRule = {
  /** `positive`: more than zero (prices, recharges). `nonzero`: a signed change (admin edits). */
  sign: 'positive' | 'nonzero' | 'non_negative';
};

/**
 * An amount a caller sends: a decimal string with at most six decimals and fourteen digits before
 * the point. Each refusal has its own message, so the form can say what to change.
 */
export function moneyInput({ sign }: MoneyRule) {
  return z
    .string({ error: 'money.format' })
    .trim()
    .superRefine((text, ctx) => {
      const problem = moneyProblem(text, sign);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform(canonicalMoney);
}

/** The catalogue key of what is wrong with an amount's text, or null when it is acceptable. */
export function moneyProblem(text: string, sign: MoneyRule['sign']): string | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return 'money.format';
  const [, minus, whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > MONEY_SCALE) return 'money.too_many_decimals';
  if (whole.replace(/^0+/, '').length > MONEY_INTEGER_DIGITS) return 'money.too_large';
  const canonical = canonicalMoney(text);
  if (sign === 'positive' && (minus || isZeroMoney(canonical))) return 'money.positive';
  if (sign === 'non_negative' && minus && !isZeroMoney(canonical)) return 'money.not_negative';
  if (sign === 'nonzero' && isZeroMoney(canonical)) return 'money.nonzero';
  return null;
}

/** An amount the server answers: the database's `numeric` text, without its trailing zeros. */
export const moneyOutput = z.string().transform(canonicalMoney);

/**
 * A TRON account in Base58: `T` and 33 more characters of the Base58 alphabet. The checksum is
 * verified by the server, which has the hash function.
 */
export const tronAddressSchema = z
  .string()
  .trim()
  .regex(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, 'pay_config.address_format');

/** Longest text read as a transaction hash: 64 digits, each full-width with a space, and a prefix. */
const TX_HASH_INPUT_MAX = 256;

/**
 * The one spelling of a TRON transaction hash: 64 lower-case hex digits, no `0x`. Block
 * explorers, wallets and people write the same hash many ways — capitals, a `0x` prefix, a line
 * break from pasting, full-width digits from a Chinese input method — and each spelling that
 * reached the database as it was typed was a second chance to credit the same transfer. So the
 * text is NFKC-normalised (full-width becomes ASCII), every whitespace is dropped, it is lower-
 * cased and a leading `0x` is cut; answers null unless exactly 64 hex digits remain.
 */
export function canonicalTxHash(text: string): string | null {
  const compact = text.normalize('NFKC').replace(/\s+/g, '').toLowerCase();
  const digits = compact.startsWith('0x') ? compact.slice(2) : compact;
  return /^[0-9a-f]{64}$/.test(digits) ? digits : null;
}

/**
 * A transaction hash a caller sends (a manual credit, a withdrawal's payout), read into its one
 * spelling; anything else is refused on the field.
 */
export const txHashInput = z
  .string({ error: 'rule.tx_hash_format' })
  // Refused like every text field: the database could not store it (a NUL, half an emoji).
  .check(z.refine(isStorableText, { message: UNSTORABLE_TEXT, abort: true }))
  .max(TX_HASH_INPUT_MAX, 'rule.tx_hash_format')
  .transform((text, ctx) => {
    const hash = canonicalTxHash(text);
    if (hash !== null) return hash;
    ctx.addIssue({
      code: 'custom',
      message: text.trim() === '' ? 'rule.tx_hash_required' : 'rule.tx_hash_format',
    });
    return z.NEVER;
  });
