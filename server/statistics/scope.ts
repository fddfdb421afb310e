import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../auth/sessions';
import { ownedCodes, ownersGroup } from '../codes/repository';
import { ALL_CODES } from '../db/schema';
import type { Db } from '../db/store';
import { readConfiguration } from '../settings/configuration';
import { dayIn } from '../settings/site-zone';

/** A rollup condition that reads every owner's rows (the platform-wide statistics). */
export const EVERYONE = sql`true`;

/** The site's time zone: statistics count calendar days and hours there. */
export async function siteZone(db: Db): Promise<string> {
  return (await readConfiguration(db)).time_zone;
}

/** The site's time zone and today's date there. */
export async function siteToday(db: Db, now: Date): Promise<{ zone: string; today: string }> {
  const zone = await siteZone(db);
  return { zone, today: dayIn(zone, now.getTime()) };
}

/** What a code statistic may be narrowed to: one code, or one group, of the caller. */
export type CodeScopeFilter = { code_id?: number; group_id?: number };

/**
 * Which dimension rows a statistic reads: the owner-wide totals per value (`visit_facets`, code
 * 0), or the combinations counted per code (`visit_profile_days`) of the codes `where` picks.
 */
export type FacetScope = { ownerWide: boolean; where: SQL };

/**
 * Which rollup rows a statistic reads: the caller's codes, or one code and/or one group of theirs
 * (each checked: another owner's id is 404 or 400, as everywhere, even beside one of the caller's
 * own). `facets` addresses the owner-wide rows when no code or group is asked for.
 */
export async function scopeOf(
  db: Db,
  actor: Actor,
  filter: CodeScopeFilter,
): Promise<{ rollups: SQL; facets: FacetScope }> {
  const owner = sql`owner_id = ${actor.userId}`;
  const narrowed: SQL[] = [owner];
  if (filter.code_id !== undefined) {
    await ownedCodes(db, actor, [filter.code_id]);
    narrowed.push(sql`code_id = ${filter.code_id}`);
  }
  if (filter.group_id !== undefined) {
    await ownersGroup(db, actor.userId, filter.group_id);
    narrowed.push(
      sql`code_id in (select id from codes where owner_id = ${actor.userId} and group_id = ${filter.group_id})`,
    );
  }
  if (narrowed.length === 1)
    return { rollups: owner, facets: { ownerWide: true, where: sql`${owner} and code_id = ${ALL_CODES}` } };
  const rows = sql.join(narrowed, sql` and `);
  return { rollups: rows, facets: { ownerWide: false, where: rows } };
}
