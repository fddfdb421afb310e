import { describe, expect, it } from 'vitest';
import {
  type ForwardRule,
  forwardOf,
  httpsFirst,
  policyHeaders,
  sortRules,
} from '../../../server/redirect/policy';

const none = { httpsOnly: false, hstsMaxAge: 0, referrerPolicy: '' };
const strict = { httpsOnly: true, hstsMaxAge: 31_536_000, referrerPolicy: 'no-referrer' };

describe('a domain’s no-hijack policy', () => {
  it('adds no header when there is no policy', () => {
    expect(policyHeaders(none, true)).toBeUndefined();
  });

  it('sends HSTS only over HTTPS, and the referrer policy always', () => {
    expect(policyHeaders(strict, true)).toEqual({
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000',
    });
    expect(policyHeaders(strict, false)).toEqual({ 'referrer-policy': 'no-referrer' });
  });

  it('sends plain HTTP to HTTPS first, with the whole address', () => {
    expect(httpsFirst(strict, false, 'qr.example.com', '/abc?x=1')).toBe('https://qr.example.com/abc?x=1');
    expect(httpsFirst(strict, true, 'qr.example.com', '/abc')).toBeNull();
    expect(httpsFirst(none, false, 'qr.example.com', '/abc')).toBeNull();
  });
});

describe('forwarding rules', () => {
  const rules: ForwardRule[] = sortRules([
    { prefix: '/', target: 'https://shop.example.org/', status: 302, keepPath: false },
    { prefix: '/promo', target: 'https://promo.example.org/landing', status: 301, keepPath: true },
    { prefix: '/promo/summer', target: 'https://summer.example.org/', status: 302, keepPath: false },
  ]);

  it('takes the longest matching prefix', () => {
    expect(forwardOf(rules, '/promo/summer/day1', '')).toEqual({
      status: 302,
      location: 'https://summer.example.org/',
    });
    expect(forwardOf(rules, '/elsewhere', '')).toEqual({
      status: 302,
      location: 'https://shop.example.org/',
    });
  });

  it('matches a prefix at a path boundary only', () => {
    expect(forwardOf(rules, '/promotions', '')?.location).toBe('https://shop.example.org/');
    expect(forwardOf(rules, '/promo', '')?.location).toBe('https://promo.example.org/landing');
  });

  it('keeps the rest of the path and the query when asked', () => {
    expect(forwardOf(rules, '/promo/a/b', 'utm=x&k=1')).toEqual({
      status: 301,
      location: 'https://promo.example.org/landing/a/b?utm=x&k=1',
    });
  });

  it('forwards nothing without a matching rule', () => {
    expect(forwardOf(rules.slice(0, 2), '/other', '')).toBeNull();
    expect(forwardOf([], '/', '')).toBeNull();
  });
});
