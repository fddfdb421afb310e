import { describe, expect, it } from 'vitest';
import { ipBlacklist } from '../../../server/db/schema';
import type { Db } from '../../../server/db/store';
import { createIpGuard } from '../../../server/http/ip-guard';
import { type Bus, createMemoryBus } from '../../../server/ports/bus';

/** A database that answers the blacklist query from a list the test changes, counting the reads. */
function fakeDb(ranges: string[]) {
  const reads = { count: 0 };
  const db = {
    select: () => ({
      from: async () => {
        reads.count += 1;
        return ranges.map((cidr) => ({ cidr }));
      },
    }),
  } as unknown as Db;
  return { db, reads };
}

/** A bus whose reconnection the test triggers, as Redis coming back would. */
function reconnectingBus(): Bus & { reconnect(): void } {
  const listeners = new Set<() => void>();
  return {
    ...createMemoryBus(),
    onReconnect(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reconnect: () => {
      for (const listener of listeners) listener();
    },
  };
}

describe('the IP blacklist guard', () => {
  it('reloads its list when the bus comes back, since changes announced meanwhile were lost', async () => {
    const ranges: string[] = [];
    const { db, reads } = fakeDb(ranges);
    const bus = reconnectingBus();
    const guard = createIpGuard(db, bus, ipBlacklist);
    expect(await guard.isBlocked('203.0.113.7')).toBe(false);

    // Another process blocks the address while this one's bus is cut off: no news arrives.
    ranges.push('203.0.113.0/24');
    expect(await guard.isBlocked('203.0.113.7')).toBe(false);

    bus.reconnect();
    expect(await guard.isBlocked('203.0.113.7')).toBe(true);
    expect(reads.count).toBe(2);

    guard.stop();
    bus.reconnect();
    expect(await guard.isBlocked('203.0.113.7')).toBe(true);
    expect(reads.count).toBe(2);
  });
});
