import { describe, expect, it } from 'vitest';
import { isRunning, type Membership, purchasePlan } from '../../../src/features/membership/purchase-plan';

const NOW = new Date('2026-11-20T08:00:00.000Z');
const PRO = { 'zh-CN': '专业版', 'en-US': 'Professional', 'sw-KE': 'Kitaalamu' };
const limits = { max_codes: 300, max_domains: 10, detailed_log: true, retention_days: 90 };

const member = (fields: Partial<Membership>): Membership => ({
  combo_id: 2,
  combo_name: PRO,
  expire_time: '2026-12-02T08:00:00.000Z',
  active: true,
  limits,
  used_codes: 0,
  used_domains: 0,
  ...fields,
});

const free = member({ combo_id: null, combo_name: null, expire_time: null, active: false });

describe('purchasePlan', () => {
  it('extends the running package from its end when the same one is bought', () => {
    expect(purchasePlan(member({}), { id: 2, days: 30 }, NOW)).toEqual({
      kind: 'extends',
      from: '2026-12-02T08:00:00.000Z',
      until: '2027-01-01T08:00:00.000Z',
    });
  });

  it('starts another package now and names the running one it replaces', () => {
    expect(purchasePlan(member({}), { id: 3, days: 90 }, NOW)).toEqual({
      kind: 'starts',
      until: '2027-02-18T08:00:00.000Z',
      replaces: PRO,
    });
  });

  it('starts now, replacing nothing, on the free tier', () => {
    expect(purchasePlan(free, { id: 2, days: 30 }, NOW)).toEqual({
      kind: 'starts',
      until: '2026-12-20T08:00:00.000Z',
      replaces: null,
    });
  });

  it('starts the same package afresh once it has ended', () => {
    const ended = member({ expire_time: '2026-11-19T08:00:00.000Z', active: false });
    expect(purchasePlan(ended, { id: 2, days: 30 }, NOW)).toEqual({
      kind: 'starts',
      until: '2026-12-20T08:00:00.000Z',
      replaces: null,
    });
  });

  it('trusts the clock over a stale `active` (a page left open past the end)', () => {
    const stale = member({ expire_time: '2026-11-20T07:59:59.000Z', active: true });
    expect(isRunning(stale, NOW)).toBe(false);
    expect(purchasePlan(stale, { id: 2, days: 30 }, NOW).kind).toBe('starts');
  });
});
