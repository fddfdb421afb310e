import { describe, expect, it } from 'vitest';
import { defaultExpiry, qrContentKind, WECHAT_GROUP_LIFETIME_MS } from '../../../contract/group-qr';
import {
  byUrgency,
  codeStanding,
  isUsable,
  type LifecycleDestination,
} from '../../../server/codes/lifecycle';

const NOW = new Date('2026-06-01T12:00:00Z');
const hours = (n: number) => new Date(NOW.getTime() + n * 3_600_000);
const destination = (patch: Partial<LifecycleDestination> = {}): LifecycleDestination => ({
  id: 1,
  enabled: true,
  paused: false,
  threshold: 0,
  visits: 0,
  expiresAt: null,
  ...patch,
});
const LINES = { expiringHours: 24, lowUsable: 1 };

describe('what a QR code holds', () => {
  it.each([
    ['https://weixin.qq.com/g/AQYAAPcbExample', 'wechat_group'],
    ['http://weixin.qq.com/g/old', 'wechat_group'],
    ['https://u.wechat.com/EExample', 'wechat_personal'],
    ['https://weixin.qq.com/r/officialAccount', 'wechat_personal'],
    ['https://work.weixin.qq.com/ca/cawcde', 'wecom'],
    ['https://weixin.qq.com.example.com/g/x', 'link'],
    ['https://shop.example.com/a', 'link'],
    ['WIFI:S:store;T:WPA;P:secret;;', 'text'],
  ])('reads %s as %s', (content, kind) => {
    expect(qrContentKind(content)).toBe(kind);
  });

  it('dates only WeChat group codes, a week after upload', () => {
    expect(defaultExpiry('wechat_group', NOW)?.getTime()).toBe(NOW.getTime() + WECHAT_GROUP_LIFETIME_MS);
    expect(defaultExpiry('wechat_personal', NOW)).toBeNull();
    expect(defaultExpiry('link', NOW)).toBeNull();
  });
});

describe('how a code stands', () => {
  it('counts a destination usable while it is on, unexpired and has room', () => {
    expect(isUsable(destination(), NOW)).toBe(true);
    expect(isUsable(destination({ enabled: false }), NOW)).toBe(false);
    expect(isUsable(destination({ paused: true }), NOW)).toBe(false);
    expect(isUsable(destination({ expiresAt: NOW }), NOW)).toBe(false);
    expect(isUsable(destination({ threshold: 200, visits: 200 }), NOW)).toBe(false);
    expect(isUsable(destination({ threshold: 200, visits: 199 }), NOW)).toBe(true);
  });

  it('is empty with none usable, low at the line, expiring when one ends within the window', () => {
    const groups = [
      destination({ id: 1, expiresAt: hours(30) }),
      destination({ id: 2, expiresAt: hours(10) }),
      destination({ id: 3, expiresAt: hours(-1) }),
    ];
    expect(codeStanding(groups, NOW, LINES)).toEqual({
      usable: 2,
      nextExpiry: hours(10),
      expiringSoon: [2],
      state: 'expiring',
    });
    expect(codeStanding(groups, hours(11), LINES)).toMatchObject({ usable: 1, state: 'low' });
    expect(codeStanding(groups, hours(31), LINES)).toMatchObject({
      usable: 0,
      state: 'empty',
      nextExpiry: null,
    });
    expect(codeStanding(groups.slice(0, 1), NOW, { expiringHours: 24, lowUsable: 0 }).state).toBeNull();
  });

  it('puts the empty first, then the low, then the soonest expiry', () => {
    const rows = [
      { id: 1, state: 'expiring' as const, nextExpiry: hours(5) },
      { id: 2, state: 'low' as const, nextExpiry: null },
      { id: 3, state: 'expiring' as const, nextExpiry: hours(2) },
      { id: 4, state: 'empty' as const, nextExpiry: null },
      { id: 5, state: 'low' as const, nextExpiry: hours(40) },
    ];
    expect([...rows].sort(byUrgency).map((row) => row.id)).toEqual([4, 5, 2, 3, 1]);
  });
});
