import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  MAINTENANCE_TASK_NAMES,
  type MaintenanceTask,
  type RunInput,
} from '../../contract/areas/maintenance';
import { type Locale, MaintenanceRunStatus } from '../../contract/enums';
import { maintenanceRuns, users } from '../db/schema';
import type { Db } from '../db/store';
import type { DomainMonitor } from '../domains/monitor';
import type { ControlDeps } from '../domains/verification';
import { conflict, notFound } from '../http/errors';
import { countRows, pageWindow } from '../http/paging';
import { translate } from '../i18n';
import type { Enricher } from '../visits/enrich';
import { type Said, TASK_RUNS, type TaskContext, TaskFailure } from './tasks';

/** The running process touches its run this often; a run untouched for six beats lost its process. */
const BEAT_MS = 10_000;
const ABANDONED_AFTER_MS = 6 * BEAT_MS;
/** A log keeps its newest lines: a task over a year of days says a line a day. */
const MAX_LOG_LINES = 500;

export type MaintenanceDeps = {
  db: Db;
  now(): Date;
  log: FastifyBaseLogger;
  /** This process's name, written on the runs it holds. */
  holder: string;
  dataDir: string;
  enricher: Enricher;
  monitor: DomainMonitor;
  controlDeps: ControlDeps;
};

export type Maintenance = {
  /** Starts a task and answers its run's id at once; the run goes on in this process. */
  start(input: RunInput, starter: { userId: number; locale: Locale }): Promise<number>;
  /** Ends the runs of this process (they are recorded as stopped) and waits for them. */
  stop(): Promise<void>;
};

/** Runs whose process stopped beating are failed, so the task may be started again. */
async function failAbandoned(db: Db, now: Date, locale: Locale): Promise<void> {
  await db
    .update(maintenanceRuns)
    .set({
      status: MaintenanceRunStatus.failed,
      message: translate(locale, 'script.abandoned'),
      finishedAt: now,
    })
    .where(
      and(
        eq(maintenanceRuns.status, MaintenanceRunStatus.running),
        lt(maintenanceRuns.beatAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    );
}

export function createMaintenance(deps: MaintenanceDeps): Maintenance {
  const { db } = deps;
  const running = new Map<number, { abort: AbortController; done: Promise<void> }>();

  async function execute(id: number, input: RunInput, locale: Locale, signal: AbortSignal) {
    const pending: string[] = [];
    const write = async (set: Partial<typeof maintenanceRuns.$inferInsert>) => {
      const lines = pending.splice(0);
      await db
        .update(maintenanceRuns)
        .set({
          ...set,
          beatAt: deps.now(),
          ...(lines.length > 0
            ? {
                log: sql`(select coalesce(jsonb_agg(line order by n), '[]'::jsonb) from (
                  select line, n from jsonb_array_elements(${maintenanceRuns.log} || ${JSON.stringify(lines)}::jsonb)
                    with ordinality as lines(line, n) order by n desc limit ${MAX_LOG_LINES}) newest)`,
              }
            : {}),
        })
        .where(eq(maintenanceRuns.id, id));
    };
    const ctx: TaskContext = {
      db,
      now: deps.now,
      signal,
      say: (key, values) => pending.push(translate(locale, key, values)),
      progress: (done, total) =>
        write({ progress: total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 100 }),
      enricher: deps.enricher,
      monitor: deps.monitor,
      controlDeps: deps.controlDeps,
      dataDir: deps.dataDir,
    };
    const beat = setInterval(() => {
      write({}).catch((error: unknown) =>
        deps.log.warn({ err: error, runId: id }, 'maintenance beat not written'),
      );
    }, BEAT_MS);
    beat.unref();
    const finish = (status: number, said: Said, progress?: number) =>
      write({ status, progress, message: translate(locale, said.key, said.values), finishedAt: deps.now() });
    try {
      const run = TASK_RUNS[input.task] as (params: unknown, context: TaskContext) => Promise<Said>;
      const outcome = await run(input.params, ctx);
      await finish(MaintenanceRunStatus.succeeded, outcome, 100);
    } catch (error) {
      const said =
        error instanceof TaskFailure
          ? error.said
          : {
              key: 'script.crashed',
              values: { message: error instanceof Error ? error.message : String(error) },
            };
      if (!(error instanceof TaskFailure))
        deps.log.error({ err: error, runId: id }, 'maintenance task failed');
      await finish(MaintenanceRunStatus.failed, said);
    } finally {
      clearInterval(beat);
    }
  }

  return {
    async start(input, starter) {
      const now = deps.now();
      await failAbandoned(db, now, starter.locale);
      const [run] = await db
        .insert(maintenanceRuns)
        .values({
          task: input.task,
          params: input.params,
          startedBy: starter.userId,
          holder: deps.holder,
          startedAt: now,
          beatAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: maintenanceRuns.id });
      if (!run) throw conflict('script.already_running');
      const abort = new AbortController();
      const done = execute(run.id, input, starter.locale, abort.signal)
        .catch((error: unknown) =>
          deps.log.error({ err: error, runId: run.id }, 'maintenance run not recorded'),
        )
        .finally(() => running.delete(run.id));
      running.set(run.id, { abort, done });
      return run.id;
    },
    async stop() {
      for (const { abort } of running.values()) abort.abort();
      await Promise.all([...running.values()].map((run) => run.done));
    },
  };
}

const RUN_COLUMNS = {
  id: maintenanceRuns.id,
  task: maintenanceRuns.task,
  params: maintenanceRuns.params,
  status: maintenanceRuns.status,
  progress: maintenanceRuns.progress,
  message: maintenanceRuns.message,
  started_by: sql<string>`coalesce(${users.account}, '')`,
  started_at: maintenanceRuns.startedAt,
  finished_at: maintenanceRuns.finishedAt,
};

type RunRow = { task: string; params: unknown } & Record<string, unknown>;
const asRun = <Row extends RunRow>(row: Row) => ({
  ...row,
  task: row.task as MaintenanceTask,
  params: row.params as Record<string, unknown>,
});

/** The catalogue with each task's newest run, and one page of runs (of one task or all). */
export async function maintenanceOverview(
  db: Db,
  now: Date,
  locale: Locale,
  filter: { task?: MaintenanceTask; page: number; page_size: number },
) {
  await failAbandoned(db, now, locale);
  const where = filter.task ? eq(maintenanceRuns.task, filter.task) : undefined;
  const { limit, offset } = pageWindow(filter);
  const [rows, total, newest] = await Promise.all([
    db
      .select(RUN_COLUMNS)
      .from(maintenanceRuns)
      .leftJoin(users, eq(users.id, maintenanceRuns.startedBy))
      .where(where)
      .orderBy(desc(maintenanceRuns.id))
      .limit(limit)
      .offset(offset),
    countRows(db, maintenanceRuns, where),
    db
      .selectDistinctOn([maintenanceRuns.task], RUN_COLUMNS)
      .from(maintenanceRuns)
      .leftJoin(users, eq(users.id, maintenanceRuns.startedBy))
      .orderBy(maintenanceRuns.task, desc(maintenanceRuns.id)),
  ]);
  const last = new Map(newest.map((row) => [row.task, asRun(row)]));
  return {
    tasks: MAINTENANCE_TASK_NAMES.map((task) => {
      const run = last.get(task) ?? null;
      return { task, running: run?.status === MaintenanceRunStatus.running, last: run };
    }),
    list: rows.map(asRun),
    total,
  };
}

export async function maintenanceRun(db: Db, id: number) {
  const [row] = await db
    .select({ ...RUN_COLUMNS, log: maintenanceRuns.log })
    .from(maintenanceRuns)
    .leftJoin(users, eq(users.id, maintenanceRuns.startedBy))
    .where(eq(maintenanceRuns.id, id));
  if (!row) throw notFound();
  return asRun(row);
}
