import { INVITATION_CODE_PATTERN, LETTERS_AND_DIGITS, LIMITS } from '../../../contract/rules';
import type { MessageKey } from '../../i18n/catalogues';

/**
 * The checks of the account dialogs, run before the call so each mistake gets its own sentence;
 * the server runs the same rules again. Each answers a catalogue key or null.
 */

/** A new password: letters and digits, long enough; blank is fine where it means "the default". */
export function checkNewPassword(password: string, blankAllowed = false): MessageKey | null {
  if (password === '') return blankAllowed ? null : 'rule.password_required';
  if (password.length < LIMITS.passwordMinLength) return 'rule.password_too_short';
  if (!LETTERS_AND_DIGITS.test(password)) return 'rule.password_letters_digits';
  return null;
}

export function checkAccount(account: string): MessageKey | null {
  if (account.trim() === '') return 'rule.account_required';
  if (account.trim().length < LIMITS.accountMinLength) return 'rule.account_too_short';
  return null;
}

const NON_NEGATIVE_DECIMAL = /^\d+(\.\d+)?$/;
const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/** SPEC §7: a share ratio is a number ≥ 0; one message for "not a number" and "negative" alike. */
export function checkShareRatio(text: string): MessageKey | null {
  return NON_NEGATIVE_DECIMAL.test(text.trim()) ? null : 'rule.share_ratio';
}

export const INVITATION_CODE_MIN = 4;
export const INVITATION_CODE_MAX = 32;

export function checkInvitationCode(code: string): MessageKey | null {
  const trimmed = code.trim();
  if (!INVITATION_CODE_PATTERN.test(trimmed)) return 'register.code_format';
  if (trimmed.length < INVITATION_CODE_MIN || trimmed.length > INVITATION_CODE_MAX)
    return 'account.code_length';
  return null;
}

type Decimal = { units: bigint; scale: number };

function parseDecimal(text: string): Decimal {
  const [whole = '0', fraction = ''] = text.trim().replace(/^\+/, '').split('.');
  const negative = whole.startsWith('-');
  const digits = `${whole.replace('-', '')}${fraction}`;
  const units = BigInt(digits === '' ? '0' : digits);
  return { units: negative ? -units : units, scale: fraction.length };
}

/** `a + b` for decimal strings, exactly (balances are never floats): `'10.1' + '-0.3'` is `'9.8'`. */
export function addDecimal(a: string, b: string): string {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  const scale = Math.max(left.scale, right.scale);
  const sum =
    left.units * 10n ** BigInt(scale - left.scale) + right.units * 10n ** BigInt(scale - right.scale);
  const negative = sum < 0n;
  const digits = (negative ? -sum : sum).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

export function isNegativeDecimal(text: string): boolean {
  return /^-/.test(text) && /[1-9]/.test(text);
}

/**
 * A balance change: a signed decimal, not zero, that does not take the balance below zero. Answers
 * the problem, or the balance it would leave.
 */
export function checkBalanceChange(
  amount: string,
  balance: string,
): { error: MessageKey } | { result: string } {
  const text = amount.trim();
  if (!SIGNED_DECIMAL.test(text)) return { error: 'account.amount_format' };
  if (!/[1-9]/.test(text)) return { error: 'user.amount_nonzero' };
  const result = addDecimal(balance, text);
  return isNegativeDecimal(result) ? { error: 'user.balance_negative' } : { result };
}

/** A date-time from the picker (local, with its offset) as the ISO UTC instant the server reads. */
export function toUtcIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
