import { describe, expect, it } from 'vitest';
import { compareDecimal } from '../../../src/features/membership/decimal-compare';
import { purchaseCost } from '../../../src/features/membership/purchase-plan';

describe('compareDecimal', () => {
  it.each([
    ['10', '10', 0],
    ['10.000000', '10', 0],
    ['0.3', '0.1', 1],
    ['99.999999', '100', -1],
    ['100', '99.999999', 1],
    ['0.000001', '0', 1],
    ['12345678901234.5', '12345678901234.49', 1],
    ['0', '0.000001', -1],
  ] as const)('%s against %s is %i', (a, b, expected) => {
    expect(compareDecimal(a, b)).toBe(expected);
  });

  it('is exact where floats are not', () => {
    // A float sum of 0.1 and 0.2 prints as below: as text it is above 0.3, as it should be.
    expect(compareDecimal('0.30000000000000004', '0.3')).toBe(1);
    expect(compareDecimal('0.3', '0.300000')).toBe(0);
  });
});

describe('purchaseCost', () => {
  it('answers the balance left when the balance covers the price', () => {
    expect(purchaseCost('86.5', '29.9')).toEqual({ affordable: true, balanceAfter: '56.6' });
    expect(purchaseCost('99', '99')).toEqual({ affordable: true, balanceAfter: '0' });
    expect(purchaseCost('100.000001', '0.000001')).toEqual({ affordable: true, balanceAfter: '100' });
  });

  it('answers how much is missing when it does not', () => {
    expect(purchaseCost('86.5', '99')).toEqual({ affordable: false, shortBy: '12.5' });
    expect(purchaseCost('0', '9.9')).toEqual({ affordable: false, shortBy: '9.9' });
    expect(purchaseCost('98.999999', '99')).toEqual({ affordable: false, shortBy: '0.000001' });
  });
});
