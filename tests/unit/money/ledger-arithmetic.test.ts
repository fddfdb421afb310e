import { describe, expect, it } from 'vitest';
import { canonicalMoney, moneyProblem } from '../../../contract/money';
import {
  addMoney,
  compareMoney,
  MAX_MONEY,
  multiplyMoney,
  nextBalance,
  subtractMoney,
  sumMoney,
} from '../../../server/money/decimal';
import { clampToRetention, nextExpiry } from '../../../server/money/membership';
import { isTronAddress } from '../../../server/money/tron-address';

describe('money arithmetic', () => {
  it('adds what floats get wrong, exactly', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.3');
    expect(subtractMoney('0.3', '0.1')).toBe('0.2');
    expect(sumMoney(Array.from({ length: 10 }, () => '0.1'))).toBe('1');
    expect(addMoney('99999999999999.999998', '0.000001')).toBe('99999999999999.999999');
    expect(sumMoney([])).toBe('0');
  });

  it('cuts a share down to six decimals, never up', () => {
    expect(multiplyMoney('10', '0.3333333')).toBe('3.333333');
    expect(multiplyMoney('0.000001', '0.5')).toBe('0');
    expect(multiplyMoney('30', '0.15')).toBe('4.5');
  });

  it('compares amounts of any scale', () => {
    expect(compareMoney('10', '10.000000')).toBe(0);
    expect(compareMoney('9.999999', '10')).toBe(-1);
    expect(compareMoney('100000000000000', '99999999999999.999999')).toBe(1);
  });

  it('refuses a balance below zero or beyond its column, and allows exactly zero and the maximum', () => {
    expect(nextBalance('30', '-30')).toEqual({ after: '0' });
    expect(nextBalance('30', '-30.000001')).toEqual({ refusal: 'negative' });
    expect(nextBalance('0', MAX_MONEY)).toEqual({ after: MAX_MONEY });
    expect(nextBalance(MAX_MONEY, '0.000001')).toEqual({ refusal: 'too_large' });
  });
});

describe('amount text', () => {
  it('names what is wrong with an amount', () => {
    expect(moneyProblem('12.5', 'positive')).toBeNull();
    expect(moneyProblem('12.1234567', 'positive')).toBe('money.too_many_decimals');
    // Trailing zeros are not precision: 1.5000000 is 1.5.
    expect(moneyProblem('1.5000000', 'positive')).toBeNull();
    expect(moneyProblem('0', 'positive')).toBe('money.positive');
    expect(moneyProblem('-1', 'positive')).toBe('money.positive');
    expect(moneyProblem('-1', 'nonzero')).toBeNull();
    expect(moneyProblem('0.000', 'nonzero')).toBe('money.nonzero');
    expect(moneyProblem('-0', 'non_negative')).toBeNull();
    expect(moneyProblem('1e5', 'positive')).toBe('money.format');
    expect(moneyProblem('١٢', 'positive')).toBe('money.format');
    expect(moneyProblem('123456789012345', 'positive')).toBe('money.too_large');
    expect(moneyProblem('00012345678901234.5', 'positive')).toBeNull();
  });

  it('spells each amount one way', () => {
    expect(canonicalMoney('0012.500000')).toBe('12.5');
    expect(canonicalMoney('-0.000')).toBe('0');
    expect(canonicalMoney('-3.10')).toBe('-3.1');
    expect(canonicalMoney('100')).toBe('100');
  });
});

describe('membership', () => {
  const now = new Date('2026-11-25T00:00:00Z');
  const day = 86_400_000;

  it('extends the running package from its end', () => {
    const running = { comboId: 1, expireTime: new Date(now.getTime() + 5 * day) };
    expect(nextExpiry(running, { id: 1, days: 30 }, now)).toEqual(new Date(now.getTime() + 35 * day));
  });

  it('starts another package now, replacing what ran', () => {
    const running = { comboId: 1, expireTime: new Date(now.getTime() + 5 * day) };
    expect(nextExpiry(running, { id: 2, days: 30 }, now)).toEqual(new Date(now.getTime() + 30 * day));
  });

  it('starts now after an ended membership or a trial without a package', () => {
    expect(
      nextExpiry({ comboId: 1, expireTime: new Date(now.getTime() - day) }, { id: 1, days: 7 }, now),
    ).toEqual(new Date(now.getTime() + 7 * day));
    expect(
      nextExpiry({ comboId: null, expireTime: new Date(now.getTime() + day) }, { id: 1, days: 7 }, now),
    ).toEqual(new Date(now.getTime() + 7 * day));
  });
});

describe('retention', () => {
  const start = new Date('2026-10-26T00:00:00Z');

  it('moves a query that asks for older visits, or for all of them, to the retention start', () => {
    expect(clampToRetention({ code_id: 1 } as { code_id: number; start_time?: string }, start)).toEqual({
      code_id: 1,
      start_time: start.toISOString(),
    });
    expect(clampToRetention({ start_time: '2020-01-01T00:00:00Z' }, start).start_time).toBe(
      start.toISOString(),
    );
  });

  it('leaves a later start, and an account nothing limits, alone', () => {
    const later = { start_time: '2026-11-20T00:00:00Z' };
    expect(clampToRetention(later, start)).toBe(later);
    expect(clampToRetention({ code_id: 1 } as { code_id: number; start_time?: string }, null)).toEqual({
      code_id: 1,
    });
  });
});

describe('TRON addresses', () => {
  it('accepts real addresses and refuses a typo, another prefix or another alphabet', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(false);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60')).toBe(false);
    expect(isTronAddress('')).toBe(false);
  });
});
