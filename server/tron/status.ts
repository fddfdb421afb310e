import { and, count, desc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import { DepositStatus } from '../../contract/enums';
import { chainCursors, tronWallets, usdtTransfers } from '../db/schema';
import type { Db } from '../db/store';
import { DEFAULT_TIMING } from './timing';

/**
 * How the watcher stands, from what it wrote: the address read longest ago (late beyond the slow
 * round is lag), the newest error, how many deposits await confirmation.
 */
export async function watcherStatus(db: Db, configured: boolean, now: Date) {
  const [addresses, hot, oldest, failing, confirming] = await Promise.all([
    db.select({ n: count() }).from(tronWallets).where(eq(tronWallets.deleted, false)),
    db.select({ n: count() }).from(chainCursors).where(gt(chainCursors.hotUntil, now)),
    db
      .select({ polledAt: sql<Date | null>`min(${chainCursors.polledAt})`.mapWith(chainCursors.polledAt) })
      .from(chainCursors)
      .innerJoin(
        tronWallets,
        and(eq(tronWallets.base58, chainCursors.address), eq(tronWallets.deleted, false)),
      ),
    db
      .select({ address: chainCursors.address, error: chainCursors.lastError })
      .from(chainCursors)
      .where(and(ne(chainCursors.lastError, ''), isNotNull(chainCursors.errorAt)))
      .orderBy(desc(chainCursors.errorAt))
      .limit(1),
    db.select({ n: count() }).from(usdtTransfers).where(eq(usdtTransfers.status, DepositStatus.confirming)),
  ]);
  const oldestPoll = oldest[0]?.polledAt ?? null;
  const lateMs = oldestPoll ? now.getTime() - oldestPoll.getTime() - DEFAULT_TIMING.slowEveryMs : 0;
  return {
    configured,
    addresses: addresses[0]?.n ?? 0,
    hot_addresses: hot[0]?.n ?? 0,
    oldest_poll: oldestPoll,
    lag_seconds: Math.max(0, Math.floor(lateMs / 1000)),
    last_error: failing[0]?.error ?? '',
    last_error_address: failing[0]?.address ?? '',
    confirming: confirming[0]?.n ?? 0,
  };
}
