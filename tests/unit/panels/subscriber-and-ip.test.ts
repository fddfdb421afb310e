import { describe, expect, it } from 'vitest';
import { rangeInfo } from '../../../src/features/ip-blacklists/ip-range';
import {
  checkSubscriberDefaults,
  ratioValue,
} from '../../../src/panels/subscriber_config_default/subscriber-rules';

describe('subscriber defaults', () => {
  it('asks for a share ratio ≥ 0 with the one rule message, whatever is wrong', () => {
    expect(checkSubscriberDefaults({ share_ratio: '0.15' })).toEqual({});
    expect(checkSubscriberDefaults({ share_ratio: '0' })).toEqual({});
    expect(checkSubscriberDefaults({ share_ratio: ' 2 ' })).toEqual({});
    for (const bad of ['-1', '-0.5', 'abc', '', '1.', '.5', '1e3', undefined]) {
      expect(checkSubscriberDefaults({ share_ratio: bad }), String(bad)).toEqual({
        share_ratio: 'rule.share_ratio',
      });
    }
  });

  it('reads a ratio for the percentage beside it', () => {
    expect(ratioValue('0.15')).toBe(0.15);
    expect(ratioValue('x')).toBeNull();
  });
});

describe('IP blacklist ranges', () => {
  it('tells single addresses from ranges and counts IPv4 addresses', () => {
    expect(rangeInfo('203.0.113.7')).toEqual({ family: 4, prefix: null, addresses: 1 });
    expect(rangeInfo('203.0.113.7/32')).toEqual({ family: 4, prefix: null, addresses: 1 });
    expect(rangeInfo('10.0.0.0/8')).toEqual({ family: 4, prefix: 8, addresses: 16_777_216 });
    expect(rangeInfo('192.168.1.0/24')).toEqual({ family: 4, prefix: 24, addresses: 256 });
    expect(rangeInfo('0.0.0.0/0')).toEqual({ family: 4, prefix: 0, addresses: 4_294_967_296 });
  });

  it('does not count IPv6 ranges', () => {
    expect(rangeInfo('2001:db8::/32')).toEqual({ family: 6, prefix: 32, addresses: null });
    expect(rangeInfo('2001:db8::1')).toEqual({ family: 6, prefix: null, addresses: null });
    expect(rangeInfo('2001:db8::1/128')).toEqual({ family: 6, prefix: null, addresses: null });
  });
});
