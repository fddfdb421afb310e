import { describe, expect, it } from 'vitest';
import {
  addressRange,
  frequentChanges,
  mostlyBots,
  newAccountBurst,
  oneAddressRange,
  SIGNAL_RULES,
  signalsOf,
} from '../../../server/abuse/signals';

const NOW = new Date('2026-05-10T00:00:00Z');
const DAY_MS = 86_400_000;

describe('abuse signals', () => {
  it('flags mostly bots only with enough visits', () => {
    expect(mostlyBots(50, 40)).toBe(true);
    expect(mostlyBots(50, 39)).toBe(false);
    expect(mostlyBots(49, 49)).toBe(false);
    expect(mostlyBots(0, 0)).toBe(false);
  });

  it('groups IPv4 by /24 and IPv6 by /48', () => {
    expect(addressRange('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressRange('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
    expect(addressRange('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(addressRange('2001:0db8:abcd:ffff:0:0:0:2')).toBe('2001:db8:abcd::/48');
    expect(addressRange('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(addressRange('not an address')).toBe('not an address');
  });

  it('flags one address range at 80% of enough visits', () => {
    const crowd = (inRange: number, others: number) => [
      ...Array.from({ length: inRange }, (_, index) => `198.51.100.${index % 250}`),
      ...Array.from({ length: others }, (_, index) => `10.${index}.0.1`),
    ];
    expect(oneAddressRange(crowd(16, 4))).toBe(true);
    expect(oneAddressRange(crowd(15, 5))).toBe(false);
    expect(oneAddressRange(crowd(19, 0))).toBe(false);
    expect(oneAddressRange([])).toBe(false);
  });

  it('flags frequent destination changes and new accounts making many codes', () => {
    expect(frequentChanges(SIGNAL_RULES.changesPerDay)).toBe(true);
    expect(frequentChanges(SIGNAL_RULES.changesPerDay - 1)).toBe(false);
    const young = new Date(NOW.getTime() - 6 * DAY_MS);
    const old = new Date(NOW.getTime() - 8 * DAY_MS);
    expect(newAccountBurst(young, 50, NOW)).toBe(true);
    expect(newAccountBurst(young, 49, NOW)).toBe(false);
    expect(newAccountBurst(old, 500, NOW)).toBe(false);
  });

  it('lists every signal that holds, and none for an ordinary code', () => {
    const ordinary = {
      visits: 200,
      bots: 10,
      recentIps: ['203.0.113.1', '198.51.100.2'],
      changesLastDay: 1,
      ownerCreatedAt: new Date(NOW.getTime() - 400 * DAY_MS),
      ownerCodes: 3,
    };
    expect(signalsOf(ordinary, NOW)).toEqual([]);
    expect(
      signalsOf(
        {
          visits: 100,
          bots: 90,
          recentIps: Array.from({ length: 30 }, () => '203.0.113.5'),
          changesLastDay: 12,
          ownerCreatedAt: NOW,
          ownerCodes: 80,
        },
        NOW,
      ),
    ).toEqual(['mostly_bots', 'one_address_range', 'frequent_changes', 'new_account_burst']);
  });
});
