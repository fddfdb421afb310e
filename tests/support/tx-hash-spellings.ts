import { createHash } from 'node:crypto';
import fc from 'fast-check';

const HEX_DIGITS = [...'0123456789abcdef'];

/** A canonical hash of its own for each label, so a test names its transfers (`txHashOf('tx-1')`). */
export const txHashOf = (label: string) => createHash('sha256').update(label).digest('hex');

/** A canonical transaction hash: 64 lower-case hex digits. */
export const canonicalHashArbitrary = fc
  .array(fc.constantFrom(...HEX_DIGITS), { minLength: 64, maxLength: 64 })
  .map((digits) => digits.join(''));

/** The full-width form of an ASCII character (`a` → `ａ`, `7` → `７`), as an East Asian keyboard types it. */
const fullWidth = (char: string) => String.fromCharCode((char.codePointAt(0) as number) + 0xfee0);

/** Whitespace a pasted hash picks up: spaces, tabs, line breaks, the ideographic and no-break spaces. */
const WHITESPACE = [' ', '\t', '\n', '\u3000', '\u00a0'];

/**
 * Every way a person or a block explorer may write one hash: each digit in either case and
 * half- or full-width, with or without a `0x`/`0X` prefix (full-width too), and whitespace around
 * it and between its digits.
 */
export function spellingArbitrary(hash: string): fc.Arbitrary<string> {
  const digit = (char: string) =>
    fc
      .record({
        upper: fc.boolean(),
        wide: fc.boolean(),
        after: fc.oneof({ weight: 5, arbitrary: fc.constant('') }, fc.constantFrom(...WHITESPACE)),
      })
      .map(({ upper, wide, after }) => {
        const cased = upper ? char.toUpperCase() : char;
        return (wide ? fullWidth(cased) : cased) + after;
      });
  return fc
    .record({
      around: fc.constantFrom('', ...WHITESPACE),
      prefix: fc.constantFrom('', '0x', '0X', '０ｘ', '０Ｘ'),
      digits: fc.tuple(...[...hash].map(digit)),
    })
    .map(({ around, prefix, digits }) => `${around}${prefix}${digits.join('')}${around}`);
}

/** One hash and a few spellings of it. */
export const hashSpellingsArbitrary = (count: { min: number; max: number }) =>
  canonicalHashArbitrary.chain((hash) =>
    fc.record({
      hash: fc.constant(hash),
      spellings: fc.array(spellingArbitrary(hash), { minLength: count.min, maxLength: count.max }),
    }),
  );
