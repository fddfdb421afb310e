import { and, gte, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { codes, visitHours, webhookVisitMarks } from '../db/schema';
import type { Db } from '../db/store';
import { queueDeliveries, subscribersOf } from './outbox';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Counts = { visits: number; refused: number; uniqueIps: number };
const ZERO: Counts = { visits: 0, refused: 0, uniqueIps: 0 };

/** What a code's counters gained since they were marked, over the hours both cover. */
export function countsSince(now: ReadonlyMap<number, Counts>, marked: ReadonlyMap<number, Counts>): Counts {
  const gained = { ...ZERO };
  for (const [hour, counts] of now) {
    const mark = marked.get(hour) ?? ZERO;
    gained.visits += Math.max(0, counts.visits - mark.visits);
    gained.refused += Math.max(0, counts.refused - mark.refused);
    gained.uniqueIps += Math.max(0, counts.uniqueIps - mark.uniqueIps);
  }
  return gained;
}

/**
 * `visits.summary` (SPEC §12): once a minute, for each code of an owner whose endpoint asked for
 * it, the visits since the last round — read from the hourly counters the visit writer keeps,
 * less what the last round read of them. Never one request per visit, and nothing for a quiet
 * code. A code seen for the first time is only marked, so visits from before the subscription
 * are not sent. Answers how many events were queued.
 */
export async function summariseVisits(db: Db, now: Date): Promise<number> {
  const subscribers = await subscribersOf(db, 'visits.summary');
  if (subscribers.size === 0) {
    await db.delete(webhookVisitMarks);
    return 0;
  }
  const watched = await db
    .select({ id: codes.id, ownerId: codes.ownerId, name: codes.name, fileName: codes.fileName })
    .from(codes)
    .where(and(inArray(codes.ownerId, [...subscribers.keys()]), isNull(codes.removedAt)));
  const hourNow = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const hourBefore = new Date(hourNow.getTime() - HOUR_MS);
  const ids = watched.map((code) => code.id);
  const byCode = <T>(rows: (T & { codeId: number; hour: Date })[], counts: (row: T) => Counts) => {
    const map = new Map<number, Map<number, Counts>>();
    for (const row of rows) {
      const hours = map.get(row.codeId) ?? new Map<number, Counts>();
      hours.set(row.hour.getTime(), counts(row));
      map.set(row.codeId, hours);
    }
    return map;
  };
  const counted =
    ids.length === 0
      ? []
      : await db
          .select({
            codeId: visitHours.codeId,
            hour: visitHours.hour,
            visits: sql<string>`sum(${visitHours.visits})`,
            refused: sql<string>`sum(${visitHours.refused})`,
            uniqueIps: sql<string>`sum(${visitHours.uniqueIps})`,
          })
          .from(visitHours)
          .where(and(inArray(visitHours.codeId, ids), gte(visitHours.hour, hourBefore)))
          .groupBy(visitHours.codeId, visitHours.hour);
  const current = byCode(counted, (row) => ({
    visits: Number(row.visits),
    refused: Number(row.refused),
    uniqueIps: Number(row.uniqueIps),
  }));
  const marks =
    ids.length === 0
      ? []
      : await db.select().from(webhookVisitMarks).where(inArray(webhookVisitMarks.codeId, ids));
  const marked = byCode(marks, (row) => row);

  let queued = 0;
  const from = new Date(now.getTime() - MINUTE_MS);
  const newMarks: (typeof webhookVisitMarks.$inferInsert)[] = [];
  for (const code of watched) {
    const hours = current.get(code.id) ?? new Map<number, Counts>();
    const known = marked.has(code.id);
    if (known) {
      const gained = countsSince(hours, marked.get(code.id) ?? new Map());
      if (gained.visits + gained.refused > 0) {
        queued += (
          await queueDeliveries(db, subscribers.get(code.ownerId) ?? [], {
            type: 'visits.summary',
            at: now,
            data: {
              code_id: code.id,
              name: code.name,
              file_name: code.fileName,
              from: from.toISOString(),
              to: now.toISOString(),
              visits: gained.visits,
              refused: gained.refused,
              unique_ips: gained.uniqueIps,
            },
          })
        ).length;
      }
    }
    // The current hour is always marked, at zero when quiet: the code stays known.
    if (!hours.has(hourNow.getTime())) hours.set(hourNow.getTime(), ZERO);
    for (const [hour, counts] of hours) newMarks.push({ codeId: code.id, hour: new Date(hour), ...counts });
  }
  await db.transaction(async (tx) => {
    await tx.delete(webhookVisitMarks).where(lt(webhookVisitMarks.hour, hourBefore));
    // Codes no longer watched (removed, or their owner stopped asking) are forgotten.
    if (ids.length > 0) await tx.delete(webhookVisitMarks).where(notInArray(webhookVisitMarks.codeId, ids));
    else await tx.delete(webhookVisitMarks);
    for (let start = 0; start < newMarks.length; start += 1000)
      await tx
        .insert(webhookVisitMarks)
        .values(newMarks.slice(start, start + 1000))
        .onConflictDoUpdate({
          target: [webhookVisitMarks.codeId, webhookVisitMarks.hour],
          set: {
            visits: sql`excluded.visits`,
            refused: sql`excluded.refused`,
            uniqueIps: sql`excluded.unique_ips`,
          },
        });
  });
  return queued;
}
