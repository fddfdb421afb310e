import { and, count, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { AbuseSignal } from '../../contract/areas/abuse-report';
import { rowsOf } from '../db/rows';
import { codes, users, visitDays } from '../db/schema';
import type { Db } from '../db/store';
import { readConfiguration } from '../settings/configuration';
import { dayIn } from '../settings/site-zone';
import { SIGNAL_RULES, signalsOf } from './signals';

const DAY_MS = 86_400_000;

/** Owner edits that replace a code's destinations; their logged input starts with the code's id. */
const DESTINATION_EDITS = ['qr_code_list/update', 'qr_code_list/update_url'];

/**
 * The signals of each of these codes (all of them owned by someone), read in a handful of
 * queries whatever the number of codes, so a page of the queue costs the same as one report.
 */
export async function signalsOfCodes(
  db: Db,
  codeIds: readonly number[],
  now: Date,
): Promise<Map<number, AbuseSignal[]>> {
  const ids = [...new Set(codeIds)];
  const result = new Map<number, AbuseSignal[]>();
  if (ids.length === 0) return result;
  const [traffic, ranges, changes, owners] = await Promise.all([
    botTraffic(db, ids, now),
    recentAddresses(db, ids, now),
    destinationEdits(db, ids, now),
    ownerActivity(db, ids),
  ]);
  for (const id of ids) {
    const owner = owners.get(id);
    if (!owner) continue;
    const visits = traffic.get(id);
    result.set(
      id,
      signalsOf(
        {
          visits: visits?.visits ?? 0,
          bots: visits?.bots ?? 0,
          recentIps: ranges.get(id) ?? [],
          changesLastDay: changes.get(id) ?? 0,
          ownerCreatedAt: owner.createdAt,
          ownerCodes: owner.codes,
        },
        now,
      ),
    );
  }
  return result;
}

/** Served and bot visits of the last `botDays` site days, today included. */
async function botTraffic(db: Db, ids: number[], now: Date) {
  const zone = (await readConfiguration(db)).time_zone;
  const since = dayIn(zone, now.getTime() - (SIGNAL_RULES.botDays - 1) * DAY_MS);
  const rows = await db
    .select({ codeId: visitDays.codeId, visits: sum(visitDays.visits), bots: sum(visitDays.bots) })
    .from(visitDays)
    .where(and(inArray(visitDays.codeId, ids), gte(visitDays.day, since)))
    .groupBy(visitDays.codeId);
  return new Map(rows.map((row) => [row.codeId, { visits: Number(row.visits), bots: Number(row.bots) }]));
}

/** The addresses of each code's latest detailed visits of the last week. */
async function recentAddresses(db: Db, ids: number[], now: Date) {
  const since = new Date(now.getTime() - SIGNAL_RULES.botDays * DAY_MS);
  const rows = rowsOf<{ code_id: number; ip: string }>(
    await db.execute(sql`
      select code_id, ip from (
        select code_id, ip, row_number() over (partition by code_id order by created_at desc) as rank
        from visits
        where code_id in (${sql.join(ids, sql`, `)}) and created_at >= ${since.toISOString()}
      ) latest
      where rank <= ${SIGNAL_RULES.rangeSample}`),
  );
  const byCode = new Map<number, string[]>();
  for (const row of rows) {
    const codeId = Number(row.code_id);
    byCode.set(codeId, [...(byCode.get(codeId) ?? []), row.ip]);
  }
  return byCode;
}

/**
 * Destination edits per code in the last 24 hours, from the operation log (the only record of
 * them: a destination's URL may be changed in place). A `log_config` that excludes the
 * `qr_code_list` type leaves this signal silent.
 */
async function destinationEdits(db: Db, ids: number[], now: Date) {
  const since = new Date(now.getTime() - DAY_MS);
  const rows = rowsOf<{ code_id: number; edits: number }>(
    await db.execute(sql`
      select code_id, count(*) as edits from (
        select substring(content from '^[{]"id":([0-9]+)[,}]') as code_id
        from operation_logs
        where type = 'qr_code_list' and path in (${sql.join(DESTINATION_EDITS, sql`, `)})
          and created_at >= ${since.toISOString()}
      ) edits
      where code_id in (${sql.join(ids.map(String), sql`, `)})
      group by code_id`),
  );
  return new Map(rows.map((row) => [Number(row.code_id), Number(row.edits)]));
}

/** For each code: when its owner's account was made and how many codes it has made. */
async function ownerActivity(db: Db, ids: number[]) {
  const owned = await db
    .select({ codeId: codes.id, ownerId: codes.ownerId })
    .from(codes)
    .where(inArray(codes.id, ids));
  const ownerIds = [...new Set(owned.map((row) => row.ownerId))];
  if (ownerIds.length === 0) return new Map<number, { createdAt: Date; codes: number }>();
  const owners = await db
    .select({ id: users.id, createdAt: users.createdAt, codes: count(codes.id) })
    .from(users)
    .leftJoin(codes, eq(codes.ownerId, users.id))
    .where(inArray(users.id, ownerIds))
    .groupBy(users.id, users.createdAt);
  const byOwner = new Map(owners.map((owner) => [owner.id, owner]));
  return new Map(
    owned.flatMap((row) => {
      const owner = byOwner.get(row.ownerId);
      return owner ? [[row.codeId, { createdAt: owner.createdAt, codes: owner.codes }] as const] : [];
    }),
  );
}
