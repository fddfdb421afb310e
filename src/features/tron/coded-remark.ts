import type { MessageKey } from '../../i18n/catalogues';

/**
 * The chain pages' remarks (a deposit's, a sweep's) are stored as a code with an optional detail
 * after the first colon (`lookalike_token:TXyz…`, `sweep:OUT_OF_ENERGY`), so the server writes no
 * prose and the reader gets it in their own language. Each page names its codes' catalogue keys.
 */
export type RemarkKeys<Code extends string> = Readonly<Record<Code, MessageKey>>;

/** A remark taken apart: nothing, a known code to word (with its detail), or text shown as it is. */
export type CodedRemark<Code extends string> =
  | { kind: 'none' }
  | { kind: 'known'; code: Code; key: MessageKey; detail: string }
  | { kind: 'raw'; text: string };

/**
 * Splits a remark at its first colon (a detail may hold colons of its own) and picks the catalogue
 * key of its code. A code the console does not know yet — a newer server — is shown raw rather
 * than hidden; an inherited property name (`constructor`) is no code.
 */
export function readCodedRemark<Code extends string>(
  keys: RemarkKeys<Code>,
  remark: string,
): CodedRemark<Code> {
  const text = remark.trim();
  if (text === '') return { kind: 'none' };
  const colon = text.indexOf(':');
  const code = colon === -1 ? text : text.slice(0, colon);
  const detail = colon === -1 ? '' : text.slice(colon + 1).trim();
  if (!Object.hasOwn(keys, code)) return { kind: 'raw', text };
  const known = code as Code;
  return { kind: 'known', code: known, key: keys[known], detail };
}
