import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { getTableName } from 'drizzle-orm';
import type { ipBlacklist, visitorBlacklist } from '../db/schema';
import type { Db } from '../db/store';
import type { Bus } from '../ports/bus';
import { addRange } from './client-ip';

/** Whether an address is on the console blacklist; the list is cached and reloaded after a change on any process. */
export type IpGuard = {
  isBlocked(ip: string): Promise<boolean>;
  /**
   * The answer when the list is loaded, undefined while it loads: the redirect hot path asks this
   * first and so awaits nothing in the usual case.
   */
  peekBlocked(ip: string): boolean | undefined;
  /** Call after changing the blacklist: every process reloads it. */
  changed(): Promise<void>;
};

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

/**
 * A cached block list over a table of ranges: the console blacklist (`ip_blacklist`) or the
 * redirect service's visitor blacklist (`visitor_blacklist`).
 */
export function createIpGuard(
  db: Db,
  bus: Bus,
  table: typeof ipBlacklist | typeof visitorBlacklist,
): IpGuard & { stop(): void } {
  const changedChannel = `${getTableName(table)}.changed`;
  let cached: Promise<BlockList | null> | null = null;
  /** The loaded list (null when empty); undefined until `cached` has resolved. */
  let loaded: BlockList | null | undefined;
  // An empty list is null, so the usual case costs no address parsing at all.
  const load = async () => {
    const rows = await db.select({ cidr: table.cidr }).from(table);
    if (rows.length === 0) return null;
    const list = new BlockList();
    for (const row of rows) addRange(list, row.cidr);
    return list;
  };
  const forget = () => {
    cached = null;
    loaded = undefined;
  };
  const unsubscribe = bus.subscribe(changedChannel, forget);
  // Changes announced while the bus was cut off are lost: reload after it comes back.
  const stopReconnect = bus.onReconnect(forget);
  const stop = () => {
    unsubscribe();
    stopReconnect();
  };
  const loadOnce = () => {
    if (cached) return cached;
    const loading = load().then(
      (list) => {
        // A change announced while loading made this list stale already.
        if (cached === loading) loaded = list;
        return list;
      },
      (error: unknown) => {
        if (cached === loading) cached = null;
        throw error;
      },
    );
    cached = loading;
    return loading;
  };
  return {
    async isBlocked(ip) {
      const list = await loadOnce();
      return list !== null && check(list, ip);
    },
    peekBlocked(ip) {
      if (loaded === undefined) {
        void loadOnce().catch(() => undefined);
        return undefined;
      }
      return loaded !== null && check(loaded, ip);
    },
    changed: () => {
      // Here at once; the other processes when the bus brings the news.
      forget();
      return bus.publish(changedChannel, {});
    },
    stop,
  };
}
