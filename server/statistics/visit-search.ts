import { and, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type statisticsCalls, VISITOR_COUNT_CAP } from '../../contract/areas/statistics';
import type { Actor } from '../auth/sessions';
import { blacklistedIn } from '../blacklists/ranges';
import { ownedCodes } from '../codes/repository';
import { rowsOf } from '../db/rows';
import { codes, users, visits } from '../db/schema';
import type { Db } from '../db/store';
import { pageWindow } from '../http/paging';
import type { GeoPort } from '../visits/enrich/geo';
import { num } from './rollups';
import { visitColumns, visitColumnsWithOwner } from './visit-rows';

/** Reads of the recorded visits themselves (codes with detailed logging), not of the rollups. */

const RECENT_VISITS_OF_IP = 20;

/** The caller's latest recorded visits that are not cleared, of all their codes or one. */
export async function latestVisits(db: Db, actor: Actor, codeId: number | undefined, limit: number) {
  if (codeId !== undefined) await ownedCodes(db, actor, [codeId]);
  return db
    .select(visitColumns)
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .where(
      and(
        eq(visits.ownerId, actor.userId),
        isNull(visits.clearedAt),
        codeId === undefined ? undefined : eq(visits.codeId, codeId),
      ),
    )
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(limit);
}

/**
 * The platform-wide visit explorer: one page of matching visits, newest first, and how many match
 * — counted up to a cap, so a broad search does not count millions of rows.
 */
export async function searchVisits(
  db: Db,
  filter: z.output<(typeof statisticsCalls)['visitor/inquire']['input']>,
) {
  const { limit, offset } = pageWindow(filter);
  const where = and(
    gte(visits.createdAt, new Date(filter.start_time)),
    lte(visits.createdAt, new Date(filter.end_time)),
    filter.file_name ? eq(codes.fileName, filter.file_name) : undefined,
    filter.account ? eq(users.account, filter.account) : undefined,
    filter.ip ? eq(visits.ip, filter.ip) : undefined,
    filter.carrier === undefined ? undefined : eq(visits.carrier, filter.carrier),
    filter.access_status === undefined ? undefined : eq(visits.accessStatus, filter.access_status),
    filter.in_wechat === undefined ? undefined : eq(visits.inWechat, filter.in_wechat),
    filter.bot === undefined ? undefined : eq(visits.bot, filter.bot),
  );
  const rows = await db
    .select(visitColumnsWithOwner)
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .innerJoin(users, eq(users.id, visits.ownerId))
    .where(where)
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(limit)
    .offset(offset);
  const matching = db
    .select({ id: visits.id })
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .innerJoin(users, eq(users.id, visits.ownerId))
    .where(where)
    .limit(VISITOR_COUNT_CAP + 1)
    .as('matching');
  const [counted] = await db.select({ n: count() }).from(matching);
  const total = counted?.n ?? 0;
  return { rows, total: Math.min(total, VISITOR_COUNT_CAP), capped: total > VISITOR_COUNT_CAP };
}

/**
 * Everything known about one address: where it is, whether a blacklist holds it, how many codes
 * it visited how often, and its latest recorded visits.
 */
export async function addressReport(db: Db, geo: GeoPort, ip: string) {
  const place = geo.lookup(ip);
  const blacklisted = await blacklistedIn(db, ip);
  const recent = await db
    .select(visitColumnsWithOwner)
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .innerJoin(users, eq(users.id, visits.ownerId))
    .where(eq(visits.ip, ip))
    .orderBy(desc(visits.createdAt), desc(visits.id))
    .limit(RECENT_VISITS_OF_IP);
  const [seen] = rowsOf<{ codes_visited: unknown; visits: unknown }>(
    await db.execute(
      sql`select count(*) as codes_visited, coalesce(sum(visits), 0) as visits from code_ips where ip = ${ip}`,
    ),
  );
  return {
    place,
    blacklisted,
    codesVisited: num(seen?.codes_visited),
    visits: num(seen?.visits),
    recent,
  };
}
