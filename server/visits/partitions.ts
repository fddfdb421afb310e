import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/store';

const DAY_MS = 86_400_000;

/** Day partitions exist this many days ahead, so a missed job run never sends a day to the default. */
export const PARTITION_DAYS_AHEAD = 3;

const DAY_PARTITION = /^visits_(\d{4})(\d{2})(\d{2})$/;

/** The start (UTC midnight) of the day a time falls on. */
export function utcDay(time: Date): Date {
  return new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);
}

/** `visits_20261124`: the partition of one UTC day. */
export function partitionName(day: Date): string {
  return `visits_${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

/** The UTC day a partition name stands for, or null for the default partition and anything else. */
export function partitionDay(name: string): Date | null {
  const match = DAY_PARTITION.exec(name);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
}

/**
 * What to do to the day partitions at `now`: create today's and the next days', drop the days
 * wholly older than the retention. Pure, so the rule is tested without a database.
 */
export function partitionPlan(
  existing: readonly string[],
  now: Date,
  retentionDays: number,
): { create: Date[]; drop: string[]; cutoff: Date } {
  const today = utcDay(now);
  const cutoff = new Date(today.getTime() - retentionDays * DAY_MS);
  const have = new Set(existing);
  const create = Array.from(
    { length: PARTITION_DAYS_AHEAD + 1 },
    (_, ahead) => new Date(today.getTime() + ahead * DAY_MS),
  ).filter((day) => !have.has(partitionName(day)));
  const drop = existing.filter((name) => {
    const day = partitionDay(name);
    return day !== null && day.getTime() + DAY_MS <= cutoff.getTime();
  });
  return { create, drop, cutoff };
}

async function partitionsOf(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
      where i.inhparent = 'visits'::regclass`),
  );
  return rows.map((row) => row.name);
}

/**
 * Keeps the raw visits' day partitions (ARCHITECTURE: partitioned by day, kept for a configurable
 * retention): the coming days exist before their visits arrive, and days past the retention are
 * dropped whole — rollups keep their counts. Visits the default partition caught for a day that
 * gets its partition (the server was down for days) move into it.
 */
export async function maintainVisitPartitions(db: Db, now: Date, retentionDays: number): Promise<void> {
  const plan = partitionPlan(await partitionsOf(db), now, retentionDays);
  for (const day of plan.create) await createDayPartition(db, day);
  for (const name of plan.drop) await db.execute(sql.raw(`drop table if exists "${name}"`));
  await db.execute(
    sql`delete from visits_default where created_at < ${plan.cutoff.toISOString()}::timestamptz`,
  );
}

async function createDayPartition(db: Db, day: Date): Promise<void> {
  const name = partitionName(day);
  const from = day.toISOString();
  const to = new Date(day.getTime() + DAY_MS).toISOString();
  const caught = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from visits_default
      where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz`),
  );
  if ((caught[0]?.n ?? 0) === 0) {
    await db.execute(
      sql.raw(
        `create table if not exists "${name}" partition of visits for values from ('${from}') to ('${to}')`,
      ),
    );
    return;
  }
  // The default partition holds visits of this day: they move into the new table before it joins.
  await db.execute(sql.raw(`create table "${name}" (like visits including defaults)`));
  await db.execute(
    sql.raw(
      `insert into "${name}" select * from visits_default where created_at >= '${from}' and created_at < '${to}'`,
    ),
  );
  await db.execute(
    sql.raw(`delete from visits_default where created_at >= '${from}' and created_at < '${to}'`),
  );
  await db.execute(
    sql.raw(`alter table visits attach partition "${name}" for values from ('${from}') to ('${to}')`),
  );
}
