import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncOperationStatus } from '../../contract/enums';
import { asyncOperations, loginFailures, loginLocks, operationLogs } from '../../server/db/schema';
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

  it('drops ended lockouts and old failures', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    await database.store.db.insert(loginLocks).values([
      { subject: 'ip:1.1.1.1', lockedUntil: new Date(now.getTime() - 1000) },
      { subject: 'ip:2.2.2.2', lockedUntil: new Date(now.getTime() + 60_000) },
    ]);
    await database.store.db.insert(loginFailures).values([
      { subject: 'account:x', createdAt: new Date(now.getTime() - 8 * 86_400_000) },
      { subject: 'account:y', createdAt: now },
    ]);
    await runJobOnce(database.store.db, job('login_lockout_cleanup'), now);
    expect((await database.store.db.select().from(loginLocks)).map((row) => row.subject)).toEqual([
      'ip:2.2.2.2',
    ]);
    expect((await database.store.db.select().from(loginFailures)).map((row) => row.subject)).toEqual([
      'account:y',
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
