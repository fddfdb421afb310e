import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { AccessStatus } from '../../contract/enums';
import { visits } from '../db/schema';
import type { Db } from '../db/store';
import { pageWindow } from '../http/paging';

/**
 * The distinct addresses that were served one code within a time range, most visits first, with
 * their visit count and last visit; one page and how many addresses in all.
 */
export async function codeAddresses(
  db: Db,
  codeId: number,
  range: { start_time: string; end_time: string },
  page: { page: number; page_size: number },
) {
  const where = and(
    eq(visits.codeId, codeId),
    eq(visits.accessStatus, AccessStatus.served),
    gte(visits.createdAt, new Date(range.start_time)),
    lte(visits.createdAt, new Date(range.end_time)),
  );
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({ ip: visits.ip, visits: count(), last: sql<string>`max(${visits.createdAt})` })
    .from(visits)
    .where(where)
    .groupBy(visits.ip)
    .orderBy(desc(count()), visits.ip)
    .limit(limit)
    .offset(offset);
  const [total] = await db
    .select({ n: sql<number>`count(distinct ${visits.ip})::int` })
    .from(visits)
    .where(where);
  return { rows, total: total?.n ?? 0 };
}
