import { describe, expect, it } from 'vitest';
import { membershipStateSchema } from '../../../contract/membership';
import { hasEnded, membershipPackageOf, membershipState } from '../../../server/money/membership-state';
import { type CachedCode, membershipExpired } from '../../../server/redirect/cache';

const NOW = new Date('2026-11-20T08:00:00.000Z');
const PRO = { id: 2, name: { 'zh-CN': '专业版', 'en-US': 'Professional', 'sw-KE': 'Kitaalamu' } };
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** What the redirect decides for a customer's code whose owner's membership ends at `expire`. */
const codesStop = (expire: Date | null) =>
  membershipExpired(
    { owner: { disabled: false, memberExpireTime: expire?.getTime() ?? null, exempt: false } } as CachedCode,
    NOW.getTime(),
  );

describe('membershipState', () => {
  it('is none without an expiry, even with a package left on the account', () => {
    expect(membershipState(null, null, NOW)).toEqual({ state: 'none' });
    expect(membershipState(PRO, null, NOW)).toEqual({ state: 'none' });
  });

  it('is active until an expiry still ahead, with the package or without one (a trial)', () => {
    expect(membershipState(PRO, at(1), NOW)).toEqual({
      state: 'active',
      until: '2026-11-20T08:00:00.001Z',
      package: PRO,
    });
    expect(membershipState(null, at(86_400_000), NOW)).toEqual({
      state: 'active',
      until: '2026-11-21T08:00:00.000Z',
      package: null,
    });
  });

  it('is expired from the instant of the expiry on, naming the package that ended', () => {
    expect(membershipState(PRO, at(0), NOW)).toEqual({
      state: 'expired',
      at: '2026-11-20T08:00:00.000Z',
      package: PRO,
    });
    expect(membershipState(null, at(-1), NOW)).toEqual({
      state: 'expired',
      at: '2026-11-20T07:59:59.999Z',
      package: null,
    });
  });

  it('answers what the contract’s schema reads back unchanged', () => {
    for (const state of [
      membershipState(null, null, NOW),
      membershipState(PRO, at(1), NOW),
      membershipState(PRO, at(0), NOW),
    ]) {
      expect(membershipStateSchema.parse(state)).toEqual(state);
    }
  });
});

describe('the redirect and the pages agree', () => {
  it('stops the codes exactly when the state turns expired, and never without an expiry', () => {
    for (const expire of [null, at(-1), at(0), at(1), at(86_400_000)]) {
      const state = membershipState(PRO, expire, NOW).state;
      expect(codesStop(expire), `${expire?.toISOString() ?? 'no expiry'}`).toBe(state === 'expired');
    }
  });

  it('lets administrators’ codes answer whatever their expiry', () => {
    const admin = {
      owner: { disabled: false, memberExpireTime: at(-1).getTime(), exempt: true },
    } as CachedCode;
    expect(membershipExpired(admin, NOW.getTime())).toBe(false);
  });

  it('ends at the instant itself', () => {
    expect(hasEnded(NOW.getTime(), NOW.getTime())).toBe(true);
    expect(hasEnded(NOW.getTime() + 1, NOW.getTime())).toBe(false);
    expect(hasEnded(null, NOW.getTime())).toBe(false);
  });
});

describe('membershipPackageOf', () => {
  it('names a package a join found, and none when it found nothing', () => {
    expect(membershipPackageOf(2, PRO.name)).toEqual(PRO);
    expect(membershipPackageOf(null, null)).toBeNull();
  });
});
