import { BlockList, isIP, isIPv6 } from 'node:net';

/** Adds `1.2.3.4`, `10.0.0.0/8`, `2001:db8::1` or `2001:db8::/32` to a block list. */
export function addRange(list: BlockList, range: string): void {
  const [address = '', prefix] = range.split('/');
  const type = isIPv6(address) ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

/** `1.2.3.4`, `2001:db8::1`, `10.0.0.0/8` or `2001:db8::/32`. */
export function isAddressOrRange(text: string): boolean {
  const [address = '', prefix, extra] = text.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** Node reports IPv4 clients of a dual-stack socket as `::ffff:a.b.c.d`. */
export function plainAddress(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * Works out the visitor's address. Behind trusted load balancers it is the right-most
 * `X-Forwarded-For` entry that is not itself a trusted proxy: entries further left were written
 * by the client and prove nothing.
 */
/** Whether an address is one of the trusted proxies (`TRUST_PROXY`). */
function trustedProxy(trusted: readonly string[]): (ip: string) => boolean {
  const proxies = new BlockList();
  for (const range of trusted) addRange(proxies, range);
  return (ip) => {
    const family = isIP(ip);
    return family !== 0 && proxies.check(ip, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Whether a request reached us over HTTPS: on a TLS socket of our own, or through a trusted proxy
 * that says so in `X-Forwarded-Proto` (anyone else could write that header).
 */
export function createIsSecure(trusted: readonly string[]) {
  const isProxy = trustedProxy(trusted);
  return (socket: { encrypted?: boolean; remoteAddress?: string }, forwardedProto?: string | string[]) => {
    if (socket.encrypted) return true;
    if (trusted.length === 0 || !isProxy(plainAddress(socket.remoteAddress ?? ''))) return false;
    const proto = Array.isArray(forwardedProto) ? forwardedProto[0] : forwardedProto;
    return proto?.split(',')[0]?.trim().toLowerCase() === 'https';
  };
}

export function createClientIp(trusted: readonly string[]) {
  if (trusted.length === 0) return (socketAddress: string | undefined) => plainAddress(socketAddress ?? '');
  const isProxy = trustedProxy(trusted);
  return (socketAddress: string | undefined, forwardedFor?: string | string[]) => {
    let ip = plainAddress(socketAddress ?? '');
    if (!isProxy(ip) || forwardedFor === undefined) return ip;
    const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = plainAddress((hops[index] ?? '').trim());
      if (isIP(hop) === 0) break;
      ip = hop;
      if (!isProxy(hop)) break;
    }
    return ip;
  };
}
