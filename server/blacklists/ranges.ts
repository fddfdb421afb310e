import { desc, eq, ilike, inArray } from 'drizzle-orm';
import { ipBlacklist, visitorBlacklist } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import { matches } from '../http/ip-guard';
import { containing, selectPage } from '../http/paging';

/**
 * The two address blacklists: `ip_blacklist` keeps addresses off the console, `visitor_blacklist`
 * off the codes. Both are lists of CIDR ranges edited alike; each process's guard reloads them.
 */
export type RangeList = 'console' | 'visitor';

const TABLES = { console: ipBlacklist, visitor: visitorBlacklist } as const;

/** Blocking one's own address would lock the administrator out (or off their own codes) at once. */
function assertNotCaller(cidr: string, callerIp: string) {
  if (matches([cidr], callerIp))
    throw invalidParameter([{ path: 'cidr', messageKey: 'ip_black.self' }], 'ip_black.self');
}

/** One page of a list's ranges, newest first, by part of the range. */
export function listRanges(
  db: Db,
  list: RangeList,
  { keyword, ...page }: { keyword?: string; page: number; page_size: number },
) {
  const table = TABLES[list];
  const pattern = containing(keyword);
  return selectPage(db, table, {
    where: pattern ? ilike(table.cidr, pattern) : undefined,
    orderBy: [desc(table.id)],
    page,
  });
}

export async function addRange(
  db: Db,
  list: RangeList,
  callerIp: string,
  { cidr, remark }: { cidr: string; remark: string },
): Promise<number> {
  const table = TABLES[list];
  assertNotCaller(cidr, callerIp);
  const [row] = await db
    .insert(table)
    .values({ cidr, remark })
    .onConflictDoNothing({ target: table.cidr })
    .returning({ id: table.id });
  if (!row) throw conflict('ip_black.exists');
  return row.id;
}

export async function updateRange(
  db: Db,
  list: RangeList,
  callerIp: string,
  { id, cidr, remark }: { id: number; cidr: string; remark: string },
): Promise<void> {
  const table = TABLES[list];
  assertNotCaller(cidr, callerIp);
  const [clash] = await db.select({ id: table.id }).from(table).where(eq(table.cidr, cidr));
  if (clash && clash.id !== id) throw conflict('ip_black.exists');
  const updated = await db
    .update(table)
    .set({ cidr, remark, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (updated.length === 0) throw notFound();
}

export async function removeRanges(db: Db, list: RangeList, ids: number[]): Promise<void> {
  const table = TABLES[list];
  await db.delete(table).where(inArray(table.id, ids));
}

/** Whether an address is in each list (for the IP lookup page). */
export async function blacklistedIn(db: Db, ip: string): Promise<Record<RangeList, boolean>> {
  const [visitorRanges, consoleRanges] = await Promise.all([
    db.select({ cidr: visitorBlacklist.cidr }).from(visitorBlacklist),
    db.select({ cidr: ipBlacklist.cidr }).from(ipBlacklist),
  ]);
  return {
    visitor: matches(
      visitorRanges.map((row) => row.cidr),
      ip,
    ),
    console: matches(
      consoleRanges.map((row) => row.cidr),
      ip,
    ),
  };
}
