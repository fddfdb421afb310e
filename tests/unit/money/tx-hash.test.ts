import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { canonicalTxHash, txHashInput } from '../../../contract/money';
import { canonicalHashArbitrary, spellingArbitrary } from '../../support/tx-hash-spellings';

const HASH = '3b0c45a1d9e8f7c6b5a4938271605f4e3d2c1b0a99887766554433221100ffee';

describe('a transaction hash made canonical', () => {
  it('reads the spellings people and explorers use as the one hash', () => {
    for (const spelling of [
      HASH,
      HASH.toUpperCase(),
      `0x${HASH}`,
      `0X${HASH.toUpperCase()}`,
      `  ${HASH}\n`,
      `0x ${HASH.slice(0, 32)} ${HASH.slice(32)}`,
      `３ｂ０ｃ４５${HASH.slice(6)}`,
      `０ｘ${HASH}`,
      `\u3000${HASH}\u00a0`,
    ]) {
      expect(canonicalTxHash(spelling), JSON.stringify(spelling)).toBe(HASH);
    }
  });

  it('refuses what is not 64 hex digits once made canonical', () => {
    for (const text of [
      '',
      '   ',
      'abc',
      '0x',
      HASH.slice(1),
      `${HASH}0`,
      `0x0x${HASH}`,
      `${HASH.slice(0, 63)}g`,
      `x0${HASH}`,
      `${HASH}0x`,
      `\u200b${HASH}`,
      `-${HASH}`,
    ]) {
      expect(canonicalTxHash(text), JSON.stringify(text)).toBeNull();
    }
  });

  it.prop([canonicalHashArbitrary.chain((hash) => fc.tuple(fc.constant(hash), spellingArbitrary(hash)))])(
    'gives every spelling of one hash (case, 0x, whitespace, full width) the same value',
    ([hash, spelling]) => {
      expect(canonicalTxHash(spelling)).toBe(hash);
    },
  );

  it.prop([fc.string({ unit: 'grapheme', maxLength: 80 })])(
    'answers 64 lower-case hex digits or nothing, and is its own fixed point',
    (text) => {
      const hash = canonicalTxHash(text);
      if (hash === null) return;
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(canonicalTxHash(hash)).toBe(hash);
    },
  );

  it.prop([fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEFxX \t'), maxLength: 80 })])(
    'refuses anything that is not 64 hex digits after the prefix, whitespace and case are set aside',
    (text) => {
      const digits = text.replace(/\s+/g, '').toLowerCase().replace(/^0x/, '');
      expect(canonicalTxHash(text) !== null).toBe(/^[0-9a-f]{64}$/.test(digits));
    },
  );
});

describe('a transaction hash a caller sends', () => {
  it('arrives canonical, or is refused on the field with its own message', () => {
    expect(txHashInput.parse(`0X${HASH.toUpperCase()}`)).toBe(HASH);
    const blank = txHashInput.safeParse('  ');
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['rule.tx_hash_required']);
    const wrong = txHashInput.safeParse('abc');
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['rule.tx_hash_format']);
    expect(txHashInput.safeParse(42).error?.issues.map((issue) => issue.message)).toEqual([
      'rule.tx_hash_format',
    ]);
    expect(txHashInput.safeParse(' '.repeat(300) + HASH).success).toBe(false);
  });
});
