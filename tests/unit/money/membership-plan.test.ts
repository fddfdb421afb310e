import { describe, expect, it } from 'vitest';
import {
  type Membership,
  purchasePlan,
  runningPackage,
} from '../../../src/features/membership/purchase-plan';

const NOW = new Date('2026-11-20T08:00:00.000Z');
const PRO = { 'zh-CN': '专业版', 'en-US': 'Professional', 'sw-KE': 'Kitaalamu' };
const limits = { max_codes: 300, max_domains: 10, detailed_log: true, retention_days: 90 };

/** The buy page's membership as the server answers it for a state. */
const member = (state: Membership['state']): Membership => ({
  state,
  combo_id: state.state === 'none' ? null : (state.package?.id ?? null),
  combo_name: state.state === 'none' ? null : (state.package?.name ?? null),
  expire_time: state.state === 'active' ? state.until : state.state === 'expired' ? state.at : null,
  active: state.state === 'active' && state.package !== null,
  limits,
  used_codes: 0,
  used_domains: 0,
});

const running = member({ state: 'active', until: '2026-12-02T08:00:00.000Z', package: { id: 2, name: PRO } });
const free = member({ state: 'none' });

describe('purchasePlan', () => {
  it('extends the running package from its end when the same one is bought', () => {
    expect(purchasePlan(running, { id: 2, days: 30 }, NOW)).toEqual({
      kind: 'extends',
      from: '2026-12-02T08:00:00.000Z',
      until: '2027-01-01T08:00:00.000Z',
    });
  });

  it('starts another package now and names the running one it replaces', () => {
    expect(purchasePlan(running, { id: 3, days: 90 }, NOW)).toEqual({
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
    const ended = member({ state: 'expired', at: '2026-11-19T08:00:00.000Z', package: { id: 2, name: PRO } });
    expect(purchasePlan(ended, { id: 2, days: 30 }, NOW)).toEqual({
      kind: 'starts',
      until: '2026-12-20T08:00:00.000Z',
      replaces: null,
    });
  });

  it('trusts the clock over a stale `active` (a page left open past the end)', () => {
    const stale = member({
      state: 'active',
      until: '2026-11-20T07:59:59.000Z',
      package: { id: 2, name: PRO },
    });
    expect(runningPackage(stale, NOW)).toBeNull();
    expect(purchasePlan(stale, { id: 2, days: 30 }, NOW).kind).toBe('starts');
  });

  it('starts a package now during a trial, which has no package to extend or replace', () => {
    const trial = member({ state: 'active', until: '2026-11-27T08:00:00.000Z', package: null });
    expect(purchasePlan(trial, { id: 2, days: 30 }, NOW)).toEqual({
      kind: 'starts',
      until: '2026-12-20T08:00:00.000Z',
      replaces: null,
    });
  });
});
