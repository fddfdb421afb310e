import { and, count, desc, eq, gte, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accessRecordCalls } from '../../contract/areas/access-records';
import { codes, visits } from '../db/schema';
import type { Db } from '../db/store';
import { countRows, pageWindow } from '../http/paging';
import { readConfiguration } from '../settings/configuration';
import { visitColumns } from '../statistics/visit-rows';

const timeWhere = (start?: string, end?: string) =>
  and(
    start ? gte(visits.createdAt, new Date(start)) : undefined,
    end ? lte(visits.createdAt, new Date(end)) : undefined,
  );

/**
 * One page of a code's recorded visits that are not cleared, newest first, and how many are
 * cleared. The caller checked that the code is theirs.
 */
export async function codeVisits(
  db: Db,
  filter: z.output<(typeof accessRecordCalls)['qr_code_access/inquire']['input']>,
) {
  const { code_id, ip, access_status, start_time, end_time, ...page } = filter;
  const where = and(
    eq(visits.codeId, code_id),
    isNull(visits.clearedAt),
    ip ? eq(visits.ip, ip) : undefined,
    access_status === undefined ? undefined : eq(visits.accessStatus, access_status),
    timeWhere(start_time, end_time),
  );
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select(visitColumns)
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .where(where)
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(limit)
    .offset(offset);
  const [cleared] = await db
    .select({ n: count() })
    .from(visits)
    .where(and(eq(visits.codeId, code_id), isNotNull(visits.clearedAt)));
  return { rows, total: await countRows(db, visits, where), cleared: cleared?.n ?? 0 };
}

/**
 * Hides (cleared) or shows again (not cleared) a code's recorded visits; answers how many changed.
 * Clearing keeps the rows, so an administrator can restore them.
 */
export async function setCleared(db: Db, codeId: number, cleared: boolean, now: Date): Promise<number> {
  const changed = await db
    .update(visits)
    .set({ clearedAt: cleared ? now : null })
    .where(and(eq(visits.codeId, codeId), cleared ? isNull(visits.clearedAt) : isNotNull(visits.clearedAt)))
    .returning({ id: visits.id });
  return changed.length;
}

/** Deletes recorded visits before a day of the site's time zone (of one code, or all); answers how many. */
export async function deleteVisitsBefore(db: Db, before: string, codeId?: number): Promise<number> {
  const zone = (await readConfiguration(db)).time_zone;
  const deleted = await db
    .delete(visits)
    .where(
      and(
        lt(visits.createdAt, sql`(${before}::date)::timestamp at time zone ${zone}`),
        codeId === undefined ? undefined : eq(visits.codeId, codeId),
      ),
    )
    .returning({ id: visits.id });
  return deleted.length;
}
