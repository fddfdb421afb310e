import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { ipBlacklist } from '../db/schema';
import type { Db } from '../db/store';
import type { Bus } from '../ports/bus';

const CHANGED = 'ip_black.changed';

/** Whether an address is on the console blacklist; the list is cached and reloaded after a change on any process. */
export type IpGuard = {
  isBlocked(ip: string): Promise<boolean>;
  /** Call after changing the blacklist: every process reloads it. */
  changed(): Promise<void>;
};

/** Adds `1.2.3.4`, `10.0.0.0/8`, `2001:db8::1` or `2001:db8::/32` to a block list. */
export function addRange(list: BlockList, range: string): void {
  const [address = '', prefix] = range.split('/');
  const type = isIPv6(address) ? 'ipv6' : 'ipv4';
  if (prefix === undefined) list.addAddress(address, type);
  else list.addSubnet(address, Number(prefix), type);
}

export function matches(ranges: string[], ip: string): boolean {
  const list = new BlockList();
  for (const range of ranges) addRange(list, range);
  return check(list, ip);
}

function check(list: BlockList, ip: string): boolean {
  // Node reports IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d.
  const plain = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(plain)) return list.check(plain, 'ipv4');
  if (isIPv6(plain)) return list.check(plain, 'ipv6');
  return false;
}

export function createIpGuard(db: Db, bus: Bus): IpGuard & { stop(): void } {
  let cached: Promise<BlockList> | null = null;
  const load = async () => {
    const list = new BlockList();
    for (const row of await db.select({ cidr: ipBlacklist.cidr }).from(ipBlacklist)) addRange(list, row.cidr);
    return list;
  };
  const stop = bus.subscribe(CHANGED, () => {
    cached = null;
  });
  return {
    async isBlocked(ip) {
      cached ??= load().catch((error: unknown) => {
        cached = null;
        throw error;
      });
      return check(await cached, ip);
    },
    changed: () => bus.publish(CHANGED, {}),
    stop,
  };
}
