import { describe, expect, it } from 'vitest';
import { Disabled } from '../../../contract/enums';
import { shareOfPurchase, sharesOfPurchase } from '../../../server/agents/share';

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

describe('the shares of a purchase over two levels', () => {
  const first = { id: 7, shareRatio: '0.1', disabled: Disabled.no };
  const upper = { id: 3, shareRatio: '0.2', disabled: Disabled.no };

  it('pays only the superior while the second level is off (ratio 0)', () => {
    expect(sharesOfPurchase('30', { superior: first, upper }, '0')).toEqual([
      { agentId: 7, level: 1, ratio: '0.1', amount: '3' },
    ]);
  });

  it('pays the superior’s superior at the configured ratio, not their own', () => {
    expect(sharesOfPurchase('30', { superior: first, upper }, '0.05')).toEqual([
      { agentId: 7, level: 1, ratio: '0.1', amount: '3' },
      { agentId: 3, level: 2, ratio: '0.05', amount: '1.5' },
    ]);
  });

  it('pays no second level to a disabled upper agent, one with ratio 0, or when there is none', () => {
    expect(
      sharesOfPurchase('30', { superior: first, upper: { ...upper, disabled: Disabled.yes } }, '0.05'),
    ).toHaveLength(1);
    expect(
      sharesOfPurchase('30', { superior: first, upper: { ...upper, shareRatio: '0' } }, '0.05'),
    ).toHaveLength(1);
    expect(sharesOfPurchase('30', { superior: first, upper: null }, '0.05')).toHaveLength(1);
    expect(sharesOfPurchase('30', { superior: null, upper: null }, '0.05')).toEqual([]);
  });

  it('pays the second level even when the first earns nothing', () => {
    expect(sharesOfPurchase('30', { superior: { ...first, shareRatio: '0' }, upper }, '0.05')).toEqual([
      { agentId: 3, level: 2, ratio: '0.05', amount: '1.5' },
    ]);
  });

  it('never pays out more than the price over both levels', () => {
    const shares = sharesOfPurchase('10', { superior: { ...first, shareRatio: '0.9' }, upper }, '0.5');
    expect(shares.map((share) => share.amount)).toEqual(['9', '1']);
    expect(sharesOfPurchase('10', { superior: { ...first, shareRatio: '1' }, upper }, '0.5')).toHaveLength(1);
  });
});
