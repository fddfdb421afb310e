import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { embeddedIPv4, isNonPublicAddress } from '../../../server/net/public-address';

describe('which addresses are not public', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd00::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '64:ff9b:1::a00:1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '::1:0:7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-address',
    '',
  ])('%s is refused', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['1.1.1.1', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:1.1.1.1'])(
    '%s is public',
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );
});

describe('an IPv6 address that carries an IPv4 one', () => {
  it.each([
    ['IPv4-compatible, hexadecimal', '::7f00:1'],
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-compatible, written out', '0:0:0:0:0:0:7f00:1'],
    ['IPv4-mapped, hexadecimal', '::ffff:7f00:1'],
    ['IPv4-mapped, upper case', '::FFFF:A9FE:A9FE'],
    ['IPv4-translated (SIIT)', '::ffff:0:7f00:1'],
    ['IPv4-translated, dotted', '::ffff:0:169.254.169.254'],
    ['NAT64', '64:ff9b::7f00:1'],
    ['NAT64, dotted', '64:ff9b::10.0.0.1'],
    ['6to4', '2002:7f00:1::1'],
    ['6to4 of the metadata address', '2002:a9fe:a9fe::'],
    ['6to4 of a private network', '2002:c0a8:101:ffff:ffff:ffff:ffff:ffff'],
  ])('is refused when what it carries is not public: %s (%s)', (_form, address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each([
    ['IPv4-compatible', '::808:808'],
    ['IPv4-mapped', '::ffff:808:808'],
    ['IPv4-translated (SIIT)', '::ffff:0:808:808'],
    ['NAT64', '64:ff9b::808:808'],
    ['NAT64, dotted', '64:ff9b::1.1.1.1'],
    ['6to4', '2002:0808:0808::1'],
  ])('is public when what it carries is public: %s (%s)', (_form, address) => {
    expect(isNonPublicAddress(address)).toBe(false);
  });

  /** Every way an IPv6 address may carry the IPv4 address `v`, in hexadecimal and dotted spelling. */
  const embeddings = (v: string, suffix: string): string[] => {
    const [a = 0, b = 0, c = 0, d = 0] = v.split('.').map(Number);
    const high = ((a << 8) | b).toString(16);
    const low = ((c << 8) | d).toString(16);
    return [
      `::${high}:${low}`,
      `::${v}`,
      `::ffff:${high}:${low}`,
      `::ffff:${v}`,
      `::ffff:0:${high}:${low}`,
      `::ffff:0:${v}`,
      `64:ff9b::${high}:${low}`,
      `64:ff9b::${v}`,
      `2002:${high}:${low}:${suffix}`,
    ];
  };

  it('is allowed exactly when the IPv4 address it carries is allowed, in every form', () => {
    const suffix = fc
      .array(fc.integer({ min: 0, max: 0xffff }), { minLength: 5, maxLength: 5 })
      .map((groups) => groups.map((group) => group.toString(16)).join(':'));
    fc.assert(
      fc.property(fc.ipV4(), suffix, (v, rest) => {
        const expected = isNonPublicAddress(v);
        for (const address of embeddings(v, rest))
          expect(isNonPublicAddress(address), address).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('names the IPv4 address it carries, and none for other IPv6 addresses', () => {
    expect(embeddedIPv4('::7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::ffff:0:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIPv4('64:ff9b::c0a8:101')).toBe('192.168.1.1');
    expect(embeddedIPv4('2002:7f00:1::1')).toBe('127.0.0.1');
    expect(embeddedIPv4('::')).toBe('0.0.0.0');
    expect(embeddedIPv4('2606:4700:4700::1111')).toBeNull();
    expect(embeddedIPv4('::1:0:7f00:1')).toBeNull();
    expect(embeddedIPv4('127.0.0.1')).toBeNull();
  });

  it('is judged by what it carries on every special IPv4 range', () => {
    for (const v of ['127.0.0.1', '10.0.0.1', '169.254.169.254', '192.168.0.1', '100.64.0.1', '0.0.0.0'])
      for (const address of embeddings(v, '0:0:0:0:1'))
        expect(isNonPublicAddress(address), address).toBe(true);
  });
});
