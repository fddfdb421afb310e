import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accessRecordCalls } from '../../contract/areas/access-records';
import { LIMITS } from '../../contract/rules';
import { arrayParam } from '../db/arrays';
import { rowsOf } from '../db/rows';
import { codes, users } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter, notFound } from '../http/errors';

const DAY_MS = 86_400_000;
/**
 * The page offers 7 days back in the visitor's own time zone; a day more here covers any zone's
 * midnight without letting anyone reach further back.
 */
export const ENQUIRY_REACH_MS = (LIMITS.accessLogDaysBack + 1) * DAY_MS;

/** Whether an enquiry starting at this time reaches no further back than the page allows. */
export function withinEnquiryReach(start: Date, now: Date): boolean {
  return start.getTime() >= now.getTime() - ENQUIRY_REACH_MS;
}

/** Constant-time comparison of a given key with a stored (opened) one. */
function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The codes of this suffix whose owner's query key is the given one. */
async function codesUnlockedBy(db: Db, open: (sealed: string) => string, fileName: string, key: string) {
  const candidates = await db
    .select({ id: codes.id, ownerId: codes.ownerId, sealedKey: users.queryKey })
    .from(codes)
    .innerJoin(users, eq(users.id, codes.ownerId))
    .where(and(eq(codes.fileName, fileName), isNull(codes.removedAt)));
  return candidates
    .filter((candidate) => candidate.sealedKey !== '' && sameKey(key, open(candidate.sealedKey)))
    .map((candidate) => candidate.id);
}

/** The latest visit of one address, with what all its visits add up to. */
export type AddressVisit = {
  ip: string;
  ip_count: unknown;
  wechat_count: unknown;
  platforms: string[] | null;
  created_at: string | Date;
  country: string;
  province: string;
  city: string;
  referrer: string;
  user_agent: string;
  access_status: number;
  os: string;
  model: string;
  device: string;
  carrier: number;
  in_wechat: boolean;
};

/**
 * The public access-log page: for whoever holds the owner's query key, the latest visit of each
 * asked address to the code (the order of the range is the schema's check; its reach is checked
 * here because it depends on the clock).
 */
export async function enquireAddresses(
  db: Db,
  open: (sealed: string) => string,
  enquiry: z.output<(typeof accessRecordCalls)['qr_code_access/public_enquiry']['input']>,
  now: Date,
): Promise<AddressVisit[]> {
  const { key, file_name, ip_list } = enquiry;
  const start = new Date(enquiry.start_time);
  const end = new Date(enquiry.end_time);
  if (!withinEnquiryReach(start, now))
    throw invalidParameter(
      [{ path: 'start_time', messageKey: 'access_log.range_too_old' }],
      'access_log.range_too_old',
    );
  const codeIds = await codesUnlockedBy(db, open, file_name, key);
  // One answer for an unknown suffix and a wrong key: the page must not reveal which suffixes exist.
  if (codeIds.length === 0) throw notFound('access_log.key_wrong');
  // The row shows the latest visit, and counts every visit of the address whatever its user agent.
  return rowsOf<AddressVisit>(
    await db.execute(sql`with asked as (
        select ip, created_at, country, province, city, referrer, user_agent, access_status, os, model, device,
          carrier, in_wechat
        from visits
        where code_id = any(${arrayParam(codeIds, 'int')}) and ip = any(${arrayParam(ip_list, 'text')})
          and created_at >= ${start.toISOString()}::timestamptz and created_at <= ${end.toISOString()}::timestamptz
          and cleared_at is null),
      totals as (
        select ip, count(*) as ip_count, count(*) filter (where in_wechat) as wechat_count,
          array_agg(distinct os) filter (where os <> '') as platforms
        from asked group by ip)
      select distinct on (asked.ip) asked.ip, totals.ip_count, totals.wechat_count, totals.platforms, created_at,
        country, province, city, referrer, user_agent, access_status, os, model, device, carrier, in_wechat
      from asked join totals on totals.ip = asked.ip
      order by asked.ip, created_at desc`),
  );
}
