import { BlockList, isIP } from 'node:net';

/**
 * Which addresses the outbound guard refuses: anything that is not a public unicast address.
 * An IPv6 address that carries an IPv4 one (IPv4-compatible, IPv4-mapped, IPv4-translated,
 * NAT64, 6to4) reaches, or may be made to reach, that IPv4 address, so it is judged by the
 * address it carries: `2002:7f00:1::1` is loopback, `2002:808:808::1` is public.
 */

// Two lists: a BlockList matches IPv4 addresses against IPv6 rules too (as `::ffff:a.b.c.d`).
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Reserved; the forms in it that carry an IPv4 address (`::1` carries 0.0.0.1) are judged by that.
  ['::', 8],
  // NAT64 for local use (RFC 8215): translated by the operator's own gateway, to anything.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo: the IPv4 addresses inside are obfuscated and the route goes through a relay.
  ['2001::', 32],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a zone index ignored). */
function ipv6Groups(address: string): number[] {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const dottedQuad = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
const allZero = (groups: number[]) => groups.every((group) => group === 0);

/**
 * The IPv4 address an IPv6 address carries, or null when it carries none: IPv4-compatible
 * (`::/96`), IPv4-mapped (`::ffff:0:0/96`), IPv4-translated (`::ffff:0:0:0/96`), NAT64's
 * well-known prefix (`64:ff9b::/96`) and 6to4 (`2002::/16`, the address in groups two and three).
 */
export function embeddedIPv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const groups = ipv6Groups(address);
  const [g0, g1, g2, , g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0x2002) return dottedQuad(g1 ?? 0, g2 ?? 0);
  const lastTwo = dottedQuad(g6, g7);
  if (allZero(groups.slice(0, 6))) return lastTwo;
  if (allZero(groups.slice(0, 5)) && g5 === 0xffff) return lastTwo;
  if (allZero(groups.slice(0, 4)) && g4 === 0xffff && g5 === 0) return lastTwo;
  if (g0 === 0x64 && g1 === 0xff9b && allZero(groups.slice(2, 6))) return lastTwo;
  return null;
}

/** Whether an address is anything but a public unicast one; text that is no address counts as not public. */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return NOT_PUBLIC_V4.check(address, 'ipv4');
  const carried = embeddedIPv4(address);
  if (carried !== null) return NOT_PUBLIC_V4.check(carried, 'ipv4');
  return NOT_PUBLIC_V6.check(address.replace(/%.*$/, ''), 'ipv6');
}
