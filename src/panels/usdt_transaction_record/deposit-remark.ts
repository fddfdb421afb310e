import type { MessageKey } from '../../i18n/catalogues';

/**
 * The watcher's reason codes and how each reads. A remark is stored as a code with an optional
 * detail after the first colon (`lookalike_token:TXyz…`, `credited_by_hand:12`), so the server
 * writes no prose and the reader gets it in their own language.
 */
const REMARK_KEYS = {
  lookalike_token: 'usdt_transaction_record.remark.lookalike_token',
  not_a_transfer: 'usdt_transaction_record.remark.not_a_transfer',
  not_to_wallet: 'usdt_transaction_record.remark.not_to_wallet',
  malformed_amount: 'usdt_transaction_record.remark.malformed_amount',
  zero_amount: 'usdt_transaction_record.remark.zero_amount',
  receipt: 'usdt_transaction_record.remark.receipt',
  no_transfer_to_wallet: 'usdt_transaction_record.remark.no_transfer_to_wallet',
  log_mismatch: 'usdt_transaction_record.remark.log_mismatch',
  paid_late: 'usdt_transaction_record.remark.paid_late',
  credited_by_hand: 'usdt_transaction_record.remark.credited_by_hand',
} as const satisfies Record<string, MessageKey>;

export type RemarkCode = keyof typeof REMARK_KEYS;

/** A remark taken apart: nothing, a known code to word (with its detail), or text shown as it is. */
export type DepositRemark =
  | { kind: 'none' }
  | { kind: 'known'; code: RemarkCode; key: MessageKey; detail: string }
  | { kind: 'raw'; text: string };

const isRemarkCode = (code: string): code is RemarkCode => Object.hasOwn(REMARK_KEYS, code);

/**
 * Splits a remark at its first colon (a detail may hold colons of its own) and picks the catalogue
 * key of its code. A code the console does not know yet — a newer server — is shown raw rather
 * than hidden.
 */
export function depositRemark(remark: string): DepositRemark {
  const text = remark.trim();
  if (text === '') return { kind: 'none' };
  const colon = text.indexOf(':');
  const code = colon === -1 ? text : text.slice(0, colon);
  const detail = colon === -1 ? '' : text.slice(colon + 1).trim();
  return isRemarkCode(code) ? { kind: 'known', code, key: REMARK_KEYS[code], detail } : { kind: 'raw', text };
}
