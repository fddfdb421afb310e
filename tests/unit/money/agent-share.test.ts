import { describe, expect, it } from 'vitest';
import { Disabled } from '../../../contract/enums';
import { shareOfPurchase } from '../../../server/agents/share';

const agent = (shareRatio: string, disabled: number = Disabled.no) => ({ id: 7, shareRatio, disabled });

describe('an agent’s share of a purchase', () => {
  it.each([
    ['30', '0.1', '3'],
    ['30', '0.1000', '3'],
    ['10.000001', '0.3333', '3.333'],
    ['0.1', '0.2', '0.02'],
    ['99999999999999.999999', '1', '99999999999999.999999'],
    ['19.99', '0.0001', '0.001999'],
  ])('of %s at %s is %s, cut down to six decimals', (price, ratio, share) => {
    expect(shareOfPurchase(price, agent(ratio))).toBe(share);
  });

  it('is never rounded up', () => {
    // 0.000009 × 0.5 = 0.0000045: the half millionth is the platform's.
    expect(shareOfPurchase('0.000009', agent('0.5'))).toBe('0.000004');
  });

  it('is nothing without a superior, for a disabled one, at ratio 0, or when it cuts to zero', () => {
    expect(shareOfPurchase('30', null)).toBeNull();
    expect(shareOfPurchase('30', agent('0.1', Disabled.yes))).toBeNull();
    expect(shareOfPurchase('30', agent('0'))).toBeNull();
    expect(shareOfPurchase('0.000002', agent('0.1'))).toBeNull();
  });
});
