import { describe, expect, it } from 'vitest';
import { type AccessFacts, isWeChat, resolveAccess } from '../../../server/redirect/access';

const open: AccessFacts = {
  blacklisted: false,
  code: { removed: false, status: 1, accessMode: 1, restrictionVisit: 1 },
  owner: { disabled: false, membershipExpired: false },
  visitor: { inWeChat: false, scanned: false },
};

const withCode = (code: Partial<NonNullable<AccessFacts['code']>>): AccessFacts => ({
  ...open,
  code: { ...(open.code as NonNullable<AccessFacts['code']>), ...code },
});

describe('resolveAccess', () => {
  it('serves an open code', () => {
    expect(resolveAccess(open)).toEqual({ status: 1 });
  });

  it.each([
    ['a blacklisted visitor', { ...open, blacklisted: true }, 5, 'blocked'],
    ['an unknown code', { ...open, code: null }, 6, 'not_found'],
    ['a removed code', withCode({ removed: true }), 6, 'not_found'],
    ['a disabled owner', { ...open, owner: { disabled: true, membershipExpired: false } }, 6, 'not_found'],
    ['a suspended code', { ...open, suspended: true }, 7, 'suspended'],
    ['a suspended closed code', { ...withCode({ status: 2 }), suspended: true }, 7, 'suspended'],
    ['a closed code', withCode({ status: 2 }), 3, 'closed'],
    ['an expired membership', { ...open, owner: { disabled: false, membershipExpired: true } }, 4, 'expired'],
    ['WeChat-only outside WeChat', withCode({ restrictionVisit: 2 }), 2, 'wechat_only'],
    ['scan-only without the marker', withCode({ accessMode: 2 }), 2, 'scan_only'],
  ])('refuses %s', (_name, facts, status, page) => {
    expect(resolveAccess(facts)).toEqual({ status, page });
  });

  it('applies the rules in SPEC order', () => {
    const everything: AccessFacts = {
      blacklisted: true,
      code: { removed: true, status: 2, accessMode: 2, restrictionVisit: 2 },
      owner: { disabled: true, membershipExpired: true },
      visitor: { inWeChat: false, scanned: false },
    };
    expect(resolveAccess(everything).status).toBe(5);
    expect(resolveAccess({ ...everything, blacklisted: false }).status).toBe(6);
    const closedAndExpired = {
      ...withCode({ status: 2, accessMode: 2, restrictionVisit: 2 }),
      owner: { disabled: false, membershipExpired: true },
    };
    expect(resolveAccess(closedAndExpired).status).toBe(3);
    expect(
      resolveAccess({
        ...closedAndExpired,
        code: { ...closedAndExpired.code, status: 1 } as AccessFacts['code'],
      }).status,
    ).toBe(4);
    const gated = withCode({ accessMode: 2, restrictionVisit: 2 });
    expect(resolveAccess(gated)).toMatchObject({ page: 'wechat_only' });
    expect(resolveAccess({ ...gated, visitor: { inWeChat: true, scanned: false } })).toMatchObject({
      page: 'scan_only',
    });
    expect(resolveAccess({ ...gated, visitor: { inWeChat: true, scanned: true } })).toEqual({ status: 1 });
  });
});

describe('isWeChat', () => {
  it('recognises the WeChat browser', () => {
    expect(
      isWeChat(
        'Mozilla/5.0 (iPhone) AppleWebKit/605 Mobile/15E148 MicroMessenger/8.0.40(0x18002831) NetType/WIFI',
      ),
    ).toBe(true);
    expect(isWeChat('Mozilla/5.0 (Windows NT 10.0) Chrome/120')).toBe(false);
  });
});
