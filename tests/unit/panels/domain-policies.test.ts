import { describe, expect, it } from 'vitest';
import { domainPolicySchema, MAX_HSTS_SECONDS } from '../../../contract/areas/domain-policies';
import { LOCALES } from '../../../contract/enums';
import { forwardOf } from '../../../server/redirect/policy';
import { intlFor } from '../../../src/core/i18n/intl';
import { forwardExample } from '../../../src/panels/forward/forward-example';
import { HSTS_PRESETS, hstsPreset, hstsText } from '../../../src/panels/no_hijack/hsts';

describe('HSTS lengths', () => {
  it('offers off first and only lengths the contract accepts, two years at most', () => {
    expect(HSTS_PRESETS[0]?.seconds).toBe(0);
    expect(HSTS_PRESETS.at(-1)?.seconds).toBe(MAX_HSTS_SECONDS);
    for (const { seconds } of HSTS_PRESETS) {
      expect(
        domainPolicySchema.safeParse({ https_only: true, hsts_max_age: seconds, referrer_policy: '' })
          .success,
      ).toBe(true);
    }
  });

  it('names a preset by its label and any other length in days or seconds', () => {
    const intl = intlFor('en-US');
    expect(hstsPreset(31_536_000)?.labelKey).toBe('policy_ui.hsts_year');
    expect(hstsPreset(30 * 86_400)).toBeUndefined();
    expect(hstsText(intl, 0)).toBe('Off');
    expect(hstsText(intl, 30 * 86_400)).toBe('30 days');
    expect(hstsText(intl, 3600)).toBe('3,600 seconds');
  });

  it('words every length in every language', () => {
    for (const locale of LOCALES) {
      const intl = intlFor(locale);
      expect(hstsText(intl, 7 * 86_400)).toMatch(/7/);
      expect(hstsText(intl, 90)).toMatch(/90/);
    }
  });
});

describe('the forwarding example', () => {
  const rules = [
    { path_prefix: '/promo', target_url: 'https://shop.example.com/sale', keep_path: true },
    { path_prefix: '/promo/', target_url: 'https://shop.example.com/sale/', keep_path: true },
    { path_prefix: '/', target_url: 'https://shop.example.com/?from=lp', keep_path: true },
    { path_prefix: '/app', target_url: 'https://apps.example.com/id1', keep_path: false },
    { path_prefix: '/x', target_url: 'http://legacy.example.com', keep_path: true },
  ];

  it('sends the example request exactly where the redirect engine sends it', () => {
    for (const rule of rules) {
      const example = forwardExample(rule);
      expect(example, rule.path_prefix).not.toBeNull();
      const [path, query = ''] = (example?.request ?? '').split('?');
      const engine = forwardOf(
        [{ prefix: rule.path_prefix, target: rule.target_url, status: 302, keepPath: rule.keep_path }],
        path ?? '',
        query ? `?${query}` : '',
      );
      expect(example?.location, rule.path_prefix).toBe(engine?.location);
    }
  });

  it('keeps the rest of the path and the query only when asked', () => {
    expect(
      forwardExample({ path_prefix: '/promo', target_url: 'https://target.example/', keep_path: true }),
    ).toEqual({ request: '/promo/a?x=1', location: 'https://target.example/a?x=1' });
    expect(
      forwardExample({ path_prefix: '/promo', target_url: 'https://target.example/', keep_path: false }),
    ).toEqual({ request: '/promo/a?x=1', location: 'https://target.example/' });
  });

  it('shows nothing while the prefix or the target cannot work', () => {
    const target = 'https://target.example/';
    expect(forwardExample({ path_prefix: 'promo', target_url: target, keep_path: true })).toBeNull();
    expect(forwardExample({ path_prefix: '/a b', target_url: target, keep_path: true })).toBeNull();
    expect(forwardExample({ path_prefix: '/a', target_url: 'target.example', keep_path: true })).toBeNull();
    expect(
      forwardExample({ path_prefix: '/a', target_url: 'javascript:alert(1)', keep_path: true }),
    ).toBeNull();
  });
});
