import { and, eq, isNull } from 'drizzle-orm';
import { codes, destinations } from '../db/schema';
import type { Db } from '../db/store';
import { noticeOf } from '../messages/notice';
import { sendNotice } from '../messages/service';
import type { CachedCode } from '../redirect/cache';
import { crossedWarningLine } from '../redirect/rotation';

/**
 * Tells an owner, once, that a code's destination passed 80% of its threshold or that every
 * threshold is used up and the fallback is serving (SPEC §4: a printed code never goes dead
 * silently). "Once" holds across processes: the flag is set with a conditional update and only
 * the process that set it sends the message.
 */
export function createServeNotices(db: Db, onError: (error: unknown) => void) {
  const send = (ownerId: number, key: string, values: Record<string, string | number>) =>
    sendNotice(db, [ownerId], noticeOf(key, values));

  const exhausted = async (code: CachedCode) => {
    const claimed = await db
      .update(codes)
      .set({ exhaustedNotifiedAt: new Date() })
      .where(and(eq(codes.id, code.id), isNull(codes.exhaustedNotifiedAt)))
      .returning({ id: codes.id });
    if (claimed.length > 0) await send(code.ownerId, 'notice.code_exhausted', { name: code.name });
  };

  const nearlyFull = async (code: CachedCode, destinationId: number, threshold: number) => {
    const claimed = await db
      .update(destinations)
      .set({ warnedAt: new Date() })
      .where(and(eq(destinations.id, destinationId), isNull(destinations.warnedAt)))
      .returning({ id: destinations.id });
    if (claimed.length > 0)
      await send(code.ownerId, 'notice.destination_nearly_full', { name: code.name, threshold });
  };

  // A code keeps serving its fallback after it ran out: only its first such visit per loaded
  // version asks the database, not every one.
  const askedForExhaustion = new Set<string>();

  return (code: CachedCode, destinationId: number, servedAfter: number, isExhausted: boolean): void => {
    const version = `${code.id}:${code.loadedAt}`;
    if (isExhausted && !askedForExhaustion.has(version)) {
      askedForExhaustion.add(version);
      void exhausted(code).catch(onError);
    }
    const threshold =
      code.destinations.find((destination) => destination.id === destinationId)?.threshold ?? 0;
    if (!isExhausted && crossedWarningLine(threshold, servedAfter))
      void nearlyFull(code, destinationId, threshold).catch(onError);
  };
}
