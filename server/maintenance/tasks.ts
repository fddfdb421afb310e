import { and, asc, eq, gt, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MAINTENANCE_TASKS, MaintenanceTask } from '../../contract/areas/maintenance';
import { daysBetween } from '../../contract/areas/statistics';
import { DomainVerification } from '../../contract/enums';
import { rowsOf } from '../db/rows';
import { asyncOperations, domains, visits } from '../db/schema';
import type { Db } from '../db/store';
import type { DomainMonitor } from '../domains/monitor';
import { recordProof } from '../domains/own-domains';
import type { ControlDeps } from '../domains/verification';
import { removeExportFile } from '../exports/access-export';
import { checkLedger } from '../money/history';
import { addDays } from '../statistics/days';
import { siteZone } from '../statistics/scope';
import type { Enricher } from '../visits/enrich';

/** A line of a run's log or its outcome: a catalogue key with its values, translated when written. */
export type Said = { key: string; values?: Record<string, string | number> };

/** What a task may use while it runs. */
export type TaskContext = {
  db: Db;
  now(): Date;
  /** Aborted when the process stops; a task looks at it between steps. */
  signal: AbortSignal;
  say(key: string, values?: Said['values']): void;
  /** Records how far the task is (`done` of `total` steps) and what it said meanwhile. */
  progress(done: number, total: number): Promise<void>;
  enricher: Enricher;
  monitor: DomainMonitor;
  controlDeps: ControlDeps;
  dataDir: string;
};

/** A task's own finding that counts as a failure (the ledger does not add up), not a crash. */
export class TaskFailure extends Error {
  constructor(readonly said: Said) {
    super(said.key);
  }
}

type Params<T extends MaintenanceTask> = z.output<(typeof MAINTENANCE_TASKS)[T]>;
type TaskRun<T extends MaintenanceTask> = (params: Params<T>, ctx: TaskContext) => Promise<Said>;

function stopIfAsked(ctx: TaskContext): void {
  if (ctx.signal.aborted) throw new TaskFailure({ key: 'script.stopped_with_server' });
}

const TALLY = ['visits', 'refused', 'bots', 'unique_ips', 'desktop', 'wechat'] as const;

/**
 * One day's totals again from the hours that fall in it in the site's time zone. Each day is
 * replaced in a transaction of its own; the visit writer adds to both tables in one transaction,
 * so a day rebuilt while visits arrive stays exact. Exact for zones a whole hour from UTC.
 */
async function rebuildDay(db: Db, zone: string, day: string): Promise<{ codes: number; differed: number }> {
  return db.transaction(async (tx) => {
    const start = sql`(${day}::date)::timestamp at time zone ${zone}`;
    const end = sql`(${addDays(day, 1)}::date)::timestamp at time zone ${zone}`;
    const sums = sql.join(
      TALLY.map((column) => sql`sum(${sql.identifier(column)})::bigint as ${sql.identifier(column)}`),
      sql`, `,
    );
    const differs = sql.join(
      TALLY.map(
        (column) => sql`old.${sql.identifier(column)} is distinct from fresh.${sql.identifier(column)}`,
      ),
      sql` or `,
    );
    const [counted] = rowsOf<{ codes: number | string; differed: number | string }>(
      await tx.execute(sql`
        with fresh as (
          select code_id, max(owner_id) as owner_id, ${sums} from visit_hours
          where hour >= ${start} and hour < ${end} group by code_id
        ), old as (select * from visit_days where day = ${day}::date)
        select count(fresh.code_id) as codes,
               count(*) filter (where fresh.code_id is null or old.code_id is null or ${differs}) as differed
        from fresh full join old on old.code_id = fresh.code_id`),
    );
    await tx.execute(sql`delete from visit_days where day = ${day}::date`);
    const columns = sql.join(
      TALLY.map((column) => sql.identifier(column)),
      sql`, `,
    );
    await tx.execute(sql`
      insert into visit_days (code_id, owner_id, day, ${columns})
      select code_id, max(owner_id), ${day}::date, ${sums} from visit_hours
      where hour >= ${start} and hour < ${end} group by code_id`);
    return { codes: Number(counted?.codes ?? 0), differed: Number(counted?.differed ?? 0) };
  });
}

const rebuildDayTotals: TaskRun<'rebuild_day_totals'> = async ({ start_date, end_date }, ctx) => {
  const zone = await siteZone(ctx.db);
  const total = daysBetween(start_date, end_date);
  let differedDays = 0;
  for (let index = 0; index < total; index++) {
    stopIfAsked(ctx);
    const day = addDays(start_date, index);
    const { codes, differed } = await rebuildDay(ctx.db, zone, day);
    if (differed > 0) differedDays += 1;
    ctx.say('script.log.day_rebuilt', { day, codes, differed });
    await ctx.progress(index + 1, total);
  }
  return { key: 'script.done.rebuild_day_totals', values: { days: total, differed: differedDays, zone } };
};

const ENRICH_BATCH = 1000;

/** The recorded visits of one UTC day, a thousand at a time in id order, each batch one transaction. */
const reenrichVisits: TaskRun<'reenrich_visits'> = async ({ date }, ctx) => {
  const start = new Date(`${date}T00:00:00Z`);
  const end = new Date(start.getTime() + 86_400_000);
  const inDay = and(gte(visits.createdAt, start), lt(visits.createdAt, end));
  const [{ count } = { count: 0 }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(visits)
    .where(inDay);
  let afterId = 0;
  let done = 0;
  while (done < count) {
    stopIfAsked(ctx);
    const batch = await ctx.db
      .select({ id: visits.id, createdAt: visits.createdAt, ip: visits.ip, userAgent: visits.userAgent })
      .from(visits)
      .where(and(inDay, gt(visits.id, afterId)))
      .orderBy(asc(visits.id))
      .limit(ENRICH_BATCH);
    if (batch.length === 0) break;
    await ctx.db.transaction(async (tx) => {
      for (const visit of batch) {
        const found = ctx.enricher.enrich(visit.ip, visit.userAgent);
        await tx
          .update(visits)
          .set({
            country: found.country,
            province: found.province,
            city: found.city,
            carrier: found.carrier,
            os: found.os,
            browser: found.browser,
            device: found.device,
            model: found.model,
          })
          .where(and(eq(visits.id, visit.id), eq(visits.createdAt, visit.createdAt)));
      }
    });
    afterId = batch[batch.length - 1]?.id ?? afterId;
    done += batch.length;
    ctx.say('script.log.visits_enriched', { done, total: count });
    await ctx.progress(done, count);
  }
  return { key: 'script.done.reenrich_visits', values: { visits: done, date } };
};

const VISIT_ROLLUP_TABLES = ['visit_hours', 'visit_days', 'visit_facets', 'visit_profile_days', 'code_ips'];

/** The day partitions of the visits table (and its default partition), then the rollups. */
async function visitTables(db: Db): Promise<string[]> {
  const partitions = rowsOf<{ name: string }>(
    await db.execute(sql`select child.relname as name from pg_inherits
      join pg_class child on child.oid = pg_inherits.inhrelid
      join pg_class parent on parent.oid = pg_inherits.inhparent
      where parent.relname = 'visits' order by child.relname`),
  );
  const names = partitions.map((row) => row.name);
  return [...(names.length > 0 ? names : ['visits']), ...VISIT_ROLLUP_TABLES];
}

const vacuumVisits: TaskRun<'vacuum_visits'> = async ({ analyse_only }, ctx) => {
  const tables = await visitTables(ctx.db);
  for (const [index, table] of tables.entries()) {
    stopIfAsked(ctx);
    // Names come from the catalogue above, never from the caller; VACUUM cannot run in a transaction.
    await ctx.db.execute(
      analyse_only ? sql`analyze ${sql.identifier(table)}` : sql`vacuum (analyze) ${sql.identifier(table)}`,
    );
    ctx.say(analyse_only ? 'script.log.table_analysed' : 'script.log.table_vacuumed', { table });
    await ctx.progress(index + 1, tables.length);
  }
  return { key: 'script.done.vacuum_visits', values: { tables: tables.length } };
};

const dropOldExports: TaskRun<'drop_old_exports'> = async ({ older_than_days }, ctx) => {
  const before = new Date(ctx.now().getTime() - older_than_days * 86_400_000);
  const old = await ctx.db
    .select({ id: asyncOperations.id, title: asyncOperations.title, filePath: asyncOperations.filePath })
    .from(asyncOperations)
    .where(and(isNotNull(asyncOperations.finishedAt), lt(asyncOperations.finishedAt, before)))
    .orderBy(asc(asyncOperations.id));
  for (const [index, operation] of old.entries()) {
    stopIfAsked(ctx);
    removeExportFile(ctx.dataDir, operation.filePath);
    await ctx.db.delete(asyncOperations).where(eq(asyncOperations.id, operation.id));
    ctx.say('script.log.export_dropped', { id: operation.id, title: operation.title });
    await ctx.progress(index + 1, old.length);
  }
  return { key: 'script.done.drop_old_exports', values: { exports: old.length, days: older_than_days } };
};

/** The money invariant, as the ledger page and the scheduled job check it, with each account named. */
const checkLedgerTask: TaskRun<'check_ledger'> = async (_params, ctx) => {
  const { users_checked: accounts, mismatches } = await checkLedger(ctx.db);
  for (const row of mismatches) {
    ctx.say('script.log.ledger_differs', {
      account: row.account,
      id: row.user_id,
      balance: row.balance,
      ledger: row.ledger_sum,
    });
  }
  await ctx.progress(1, 1);
  if (mismatches.length > 0) {
    throw new TaskFailure({
      key: 'script.done.ledger_differs',
      values: { differing: mismatches.length, accounts },
    });
  }
  return { key: 'script.done.check_ledger', values: { accounts } };
};

const CHECK_BATCH = 20;

/**
 * Every domain still waiting for its proof looked at again (however old), then every verified one
 * checked by the monitor, twenty at a time like "check now".
 */
const reverifyDomains: TaskRun<'reverify_domains'> = async (_params, ctx) => {
  const waiting = await ctx.db
    .select({ id: domains.id, host: domains.host, verifyToken: domains.verifyToken })
    .from(domains)
    .where(and(ne(domains.verification, DomainVerification.verified), ne(domains.verifyToken, '')))
    .orderBy(asc(domains.id));
  const verified = await ctx.db
    .select({ id: domains.id, host: domains.host })
    .from(domains)
    .where(eq(domains.verification, DomainVerification.verified))
    .orderBy(asc(domains.id));
  const total = waiting.length + verified.length;
  let done = 0;
  let proven = 0;
  for (const domain of waiting) {
    stopIfAsked(ctx);
    const problems = await recordProof(ctx.db, ctx.controlDeps, domain, ctx.now());
    if (!problems) proven += 1;
    ctx.say(problems ? 'script.log.domain_unproven' : 'script.log.domain_proven', { host: domain.host });
    await ctx.progress(++done, total);
  }
  for (let index = 0; index < verified.length; index += CHECK_BATCH) {
    stopIfAsked(ctx);
    const batch = verified.slice(index, index + CHECK_BATCH);
    const checked = await ctx.monitor.checkNow(batch.map((domain) => domain.id));
    for (const result of checked) {
      const host = batch.find((domain) => domain.id === result.id)?.host ?? String(result.id);
      ctx.say('script.log.domain_checked', { host, status: result.status });
    }
    done += batch.length;
    await ctx.progress(done, total);
  }
  return {
    key: 'script.done.reverify_domains',
    values: { waiting: waiting.length, proven, checked: verified.length },
  };
};

/** The catalogue: each task's code, by the name the contract gives it. */
export const TASK_RUNS: { [T in MaintenanceTask]: TaskRun<T> } = {
  rebuild_day_totals: rebuildDayTotals,
  reenrich_visits: reenrichVisits,
  vacuum_visits: vacuumVisits,
  drop_old_exports: dropOldExports,
  check_ledger: checkLedgerTask,
  reverify_domains: reverifyDomains,
};
