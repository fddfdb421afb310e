import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MaintenanceRunStatus } from '../../contract/enums';
import { asyncOperations, maintenanceRuns, users, visitDays } from '../../server/db/schema';
import { TASK_RUNS } from '../../server/maintenance/tasks';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('maintenance tasks on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const run = async (task: string, params: Record<string, unknown> = {}) => {
    const answer = await server.call('script/run', { task, params }, { token: root });
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data.id as number;
  };
  /** The run once it has finished (the task goes on after `script/run` answered). */
  const finished = async (id: number) => {
    for (;;) {
      const detail = (await server.call('script/detail', { id }, { token: root })).body.data;
      if (detail.status !== MaintenanceRunStatus.running) return detail;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('lists the fixed catalogue to administrators and refuses customers', async () => {
    const answer = await server.call('script/inquire', { page: 1, page_size: 20 }, { token: root });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.tasks.map((task: { task: string }) => task.task)).toEqual([
      'rebuild_day_totals',
      'reenrich_visits',
      'vacuum_visits',
      'drop_old_exports',
      'check_ledger',
      'reverify_domains',
    ]);
    await createUser(database.store, {
      account: 'maint_customer',
      password: 'Passw0rd!',
      roleKey: 'default',
    });
    const customer = await server.login('maint_customer', 'Passw0rd!');
    for (const [path, input] of [
      ['script/inquire', { page: 1, page_size: 20 }],
      ['script/run', { task: 'check_ledger', params: {} }],
      ['script/detail', { id: 1 }],
    ] as const) {
      expect((await server.call(path, input, { token: customer })).httpStatus).toBe(403);
    }
  });

  it('checks typed parameters and never takes an unknown task', async () => {
    const reversed = await server.call(
      'script/run',
      { task: 'rebuild_day_totals', params: { start_date: '2026-11-20', end_date: '2026-11-01' } },
      { token: root, locale: 'en-US' },
    );
    expect(reversed.httpStatus).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('end_date');
    const unknown = await server.call('script/run', { task: 'drop table', params: {} }, { token: root });
    expect(unknown.httpStatus).toBe(400);
    const wrongType = await server.call(
      'script/run',
      { task: 'drop_old_exports', params: { older_than_days: 'all' } },
      { token: root },
    );
    expect(wrongType.httpStatus).toBe(400);
  });

  it('finds a balance that differs from its ledger, names the account and fails the run', async () => {
    const clean = await finished(await run('check_ledger'));
    expect(clean).toMatchObject({ status: MaintenanceRunStatus.succeeded, progress: 100 });

    const id = await createUser(database.store, {
      account: 'maint_drift',
      password: 'Passw0rd!',
      roleKey: 'default',
    });
    await database.store.db.update(users).set({ balance: '1.5' }).where(eq(users.id, id));
    const drift = await finished(await run('check_ledger'));
    expect(drift.status).toBe(MaintenanceRunStatus.failed);
    expect(drift.log.join('\n')).toContain('maint_drift');
    expect(drift.message).not.toBe('');
    await database.store.db.update(users).set({ balance: '0' }).where(eq(users.id, id));
  });

  it('rebuilds daily totals from the hourly rows they are made of', async () => {
    const { file_name, id: codeId } = (
      await server.call(
        'qr_code_list/add',
        { name: 'Totals', destinations: [{ url: 'https://example.org/' }] },
        { token: root },
      )
    ).body.data;
    for (let visit = 0; visit < 3; visit++)
      await fetch(`${server.url}/c/${file_name}`, { redirect: 'manual' });
    await server.app.visits.drain();
    const [day] = await database.store.db.select().from(visitDays).where(eq(visitDays.codeId, codeId));
    expect(day?.visits).toBe(3);
    await database.store.db.update(visitDays).set({ visits: 999 }).where(eq(visitDays.codeId, codeId));

    const done = await finished(
      await run('rebuild_day_totals', { start_date: day?.day, end_date: day?.day }),
    );
    expect(done.status, done.message).toBe(MaintenanceRunStatus.succeeded);
    const [rebuilt] = await database.store.db.select().from(visitDays).where(eq(visitDays.codeId, codeId));
    expect(rebuilt?.visits).toBe(3);
    expect(done.log).toHaveLength(1);
  });

  it('runs one of each task at a time, and lets a run whose process died be started again', async () => {
    const stale = new Date(Date.now() - 10 * 60_000);
    const [held] = await database.store.db
      .insert(maintenanceRuns)
      .values({
        task: 'vacuum_visits',
        params: {},
        startedBy: 1,
        holder: 'other-node',
        startedAt: new Date(),
        beatAt: new Date(),
      })
      .returning();
    const refused = await server.call('script/run', { task: 'vacuum_visits', params: {} }, { token: root });
    expect(refused.httpStatus).toBe(409);

    await database.store.db
      .update(maintenanceRuns)
      .set({ beatAt: stale })
      .where(eq(maintenanceRuns.id, held?.id ?? 0));
    const again = await finished(await run('vacuum_visits', { analyse_only: true }));
    expect(again.status, again.message).toBe(MaintenanceRunStatus.succeeded);
    expect(again.log.length).toBeGreaterThan(0);
    const [abandoned] = await database.store.db
      .select()
      .from(maintenanceRuns)
      .where(eq(maintenanceRuns.id, held?.id ?? 0));
    expect(abandoned?.status).toBe(MaintenanceRunStatus.failed);
  });

  it('shows a task that throws as failed with its message, and runs it again', async () => {
    const spy = vi.spyOn(TASK_RUNS, 'vacuum_visits').mockRejectedValueOnce(new Error('disk is full'));
    const failed = await finished(await run('vacuum_visits'));
    expect(failed.status).toBe(MaintenanceRunStatus.failed);
    expect(failed.message).toContain('disk is full');
    spy.mockRestore();
    const rerun = await finished(await run('vacuum_visits', failed.params));
    expect(rerun.status, rerun.message).toBe(MaintenanceRunStatus.succeeded);

    const overview = (
      await server.call('script/inquire', { task: 'vacuum_visits', page: 1, page_size: 2 }, { token: root })
    ).body.data;
    expect(overview.total).toBeGreaterThanOrEqual(3);
    expect(overview.list[0].id).toBe(rerun.id);
    expect(overview.tasks.find((task: { task: string }) => task.task === 'vacuum_visits').last.id).toBe(
      rerun.id,
    );
  });

  it('drops export files finished longer ago than asked, and keeps newer ones', async () => {
    const long = new Date(Date.now() - 40 * 86_400_000);
    const [old, recent] = await database.store.db
      .insert(asyncOperations)
      .values([
        { ownerId: 1, kind: 'access', title: 'old', status: 2, params: {}, finishedAt: long },
        { ownerId: 1, kind: 'access', title: 'recent', status: 2, params: {}, finishedAt: new Date() },
      ])
      .returning({ id: asyncOperations.id });
    const done = await finished(await run('drop_old_exports', { older_than_days: 30 }));
    expect(done.status, done.message).toBe(MaintenanceRunStatus.succeeded);
    const left = await database.store.db
      .select({ id: asyncOperations.id })
      .from(asyncOperations)
      .where(sql`${asyncOperations.id} in (${old?.id}, ${recent?.id})`);
    expect(left.map((row) => row.id)).toEqual([recent?.id]);
  });
});
