import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncOperationStatus } from '../../contract/enums';
import { rowsOf } from '../../server/db/rows';
import { asyncOperations, loginThrottles, operationLogs, visits } from '../../server/db/schema';
import { housekeepingJobs } from '../../server/jobs/housekeeping';
import { runJobOnce } from '../../server/jobs/scheduler';
import { databases, type TestDatabase } from './harness';

const job = (name: string) =>
  housekeepingJobs.find((entry) => entry.name === name) as (typeof housekeepingJobs)[number];

describe.each(databases)('housekeeping jobs on $name', ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => database?.drop());

  it('keeps raw visits in day partitions: made ahead, caught rows moved in, old days dropped whole', async () => {
    const { db } = database.store;
    const partitions = async () =>
      rowsOf<{ name: string }>(
        await db.execute(sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = 'visits'::regclass order by 1`),
      ).map((row) => row.name);
    const visit = (createdAt: string, ip: string) => ({
      codeId: 1,
      ownerId: 1,
      createdAt: new Date(createdAt),
      ip,
      accessStatus: 1,
    });
    // Nothing covers these days yet: the default partition catches them.
    await db
      .insert(visits)
      .values([
        visit('2026-06-01T10:00:00Z', '10.0.0.1'),
        visit('2026-06-02T23:59:59Z', '10.0.0.2'),
        visit('2025-01-01T00:00:00Z', '10.0.0.3'),
      ]);
    expect(await runJobOnce(db, job('visit_partitions'), new Date('2026-06-02T08:00:00Z'))).toBe(true);
    expect(await partitions()).toEqual(
      expect.arrayContaining(['visits_20260602', 'visits_20260603', 'visits_20260605', 'visits_default']),
    );
    const where = async (ip: string) =>
      rowsOf<{ partition: string }>(
        await db.execute(sql`select tableoid::regclass::text as partition from visits where ip = ${ip}`),
      )[0]?.partition;
    expect(await where('10.0.0.2')).toBe('visits_20260602');
    expect(await where('10.0.0.1')).toBe('visits_default');
    // Past the 180-day retention: deleted from the default partition.
    expect(await where('10.0.0.3')).toBeUndefined();

    // Half a year later the June days are past the retention and go whole; newer ones stay.
    await db.insert(visits).values(visit('2026-12-01T00:00:00Z', '10.0.0.4'));
    await runJobOnce(db, job('visit_partitions'), new Date('2026-12-01T08:00:00Z'));
    const after = await partitions();
    expect(after).not.toContain('visits_20260602');
    expect(after).toContain('visits_20261201');
    expect(await where('10.0.0.1')).toBeUndefined();
    expect(await where('10.0.0.4')).toBe('visits_20261201');
  });

  it('deletes operation logs past the configured retention only', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const day = 86_400_000;
    await database.store.db.insert(operationLogs).values([
      { type: 't', path: 't/a', content: 'old', createdAt: new Date(now.getTime() - 181 * day) },
      { type: 't', path: 't/b', content: 'recent', createdAt: new Date(now.getTime() - 179 * day) },
    ]);
    expect(await runJobOnce(database.store.db, job('operation_log_retention'), now)).toBe(true);
    const left = await database.store.db.select().from(operationLogs);
    expect(left.map((row) => row.content)).toEqual(['recent']);
  });

  it('drops sign-in failure streaks older than any delay and window', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const streak = { kind: 'address', source: '1.1.1.1', failures: 3 };
    await database.store.db.insert(loginThrottles).values([
      { ...streak, account: 'old', firstFailureAt: at(15), lastFailureAt: at(15) },
      { ...streak, account: 'recent', firstFailureAt: at(13), lastFailureAt: at(13) },
    ]);
    await runJobOnce(database.store.db, job('login_lockout_cleanup'), now);
    expect((await database.store.db.select().from(loginThrottles)).map((row) => row.account)).toEqual([
      'recent',
    ]);
  });

  it('marks exports that have run for hours as interrupted, in their owner’s language', async () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const base = { ownerId: 1, kind: 'access_export', title: 'x', params: { locale: 'en-US' } };
    await database.store.db.insert(asyncOperations).values([
      { ...base, title: 'stale', createdAt: new Date(now.getTime() - 7 * 3_600_000) },
      { ...base, title: 'running', createdAt: new Date(now.getTime() - 60_000) },
    ]);
    await runJobOnce(database.store.db, job('abandoned_exports'), now);
    const rows = await database.store.db.select().from(asyncOperations).orderBy(asyncOperations.id);
    expect(rows.map((row) => [row.title, row.status, row.message])).toEqual([
      [
        'stale',
        AsyncOperationStatus.abnormal,
        'The job was interrupted by a server restart; please start the export again',
      ],
      ['running', AsyncOperationStatus.in_progress, ''],
    ]);
  });
});
