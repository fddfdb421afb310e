import { describe, expect, it } from 'vitest';
import { createClientIp, isAddressOrRange } from '../../server/http/client-ip';

describe('the visitor’s address', () => {
  it('ignores X-Forwarded-For unless the socket is a trusted proxy', () => {
    const direct = createClientIp([]);
    expect(direct('::ffff:203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    const behindProxy = createClientIp(['10.0.0.0/8']);
    expect(behindProxy('198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
  });

  it('takes the right-most address that is not a trusted proxy', () => {
    const clientIp = createClientIp(['10.0.0.0/8', '127.0.0.1']);
    expect(clientIp('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.1.1')).toBe('203.0.113.9');
    expect(clientIp('::ffff:10.0.0.5', ['203.0.113.9'])).toBe('203.0.113.9');
    expect(clientIp('10.0.0.5', 'garbage, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientIp('10.0.0.5', 'garbage')).toBe('10.0.0.5');
    expect(clientIp('10.0.0.5', undefined)).toBe('10.0.0.5');
  });

  it('accepts addresses and CIDR ranges only', () => {
    for (const good of ['10.0.0.1', '10.0.0.0/8', '2001:db8::/32', '::1'])
      expect(isAddressOrRange(good)).toBe(true);
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '2001:db8::/129', ''])
      expect(isAddressOrRange(bad)).toBe(false);
  });
});
