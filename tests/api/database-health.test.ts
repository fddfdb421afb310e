import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type LockWait = { blocked_pid: number; blocking_pid: number; relation: string; blocking_state: string };
type Statement = { pid: number; sql: string; seconds: number };

describe.each(databases)('database health on $name', ({ name, open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;

  const ok = async (path: string, input: unknown) => {
    const answer = await server.call(path, input, { token: root, locale: 'en-US' });
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  /** Asks again until the answer holds what is looked for: backends wait on their own time. */
  const eventually = async <T>(probe: () => Promise<T | undefined>): Promise<T> => {
    for (let tries = 0; tries < 100; tries++) {
      const found = await probe();
      if (found !== undefined) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('timed out waiting');
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('says whether the database is the embedded one, and refuses a backend that is not there', async () => {
    const locks = await ok('mysql_lock/inquire', {});
    expect(locks).toEqual({ embedded: name === 'pglite', list: [] });
    const slow = await ok('mysql_time_consuming/inquire', { min_seconds: 60 });
    expect(slow.embedded).toBe(name === 'pglite');
    const gone = await server.call(
      'mysql_time_consuming/cancel',
      { pid: 2_000_000_000 },
      { token: root, locale: 'en-US' },
    );
    expect(gone.httpStatus).toBe(404);
    expect(gone.body.message).toBe('That backend is no longer there');
  });

  it.skipIf(name !== 'postgres')(
    'shows a real lock wait with its blocker, cancels the blocker’s statement and ends an idle blocker',
    async () => {
      const url = database.databaseUrl as string;
      const clients = [0, 1].map(() => postgres(url, { max: 2, onnotice: () => {} }));
      const [first, second] = clients as [postgres.Sql, postgres.Sql];
      try {
        await first`create table if not exists health_probe (id int)`;
        const holder = await first.reserve();
        const waiter = await second.reserve();
        const pidOf = async (sql: postgres.ReservedSql) =>
          Number((await sql`select pg_backend_pid() as pid`)[0]?.pid);
        const [holderPid, waiterPid] = [await pidOf(holder), await pidOf(waiter)];

        // The holder takes the table and sleeps in its transaction; the waiter wants the table.
        await holder`begin`;
        await holder`lock table health_probe in access exclusive mode`;
        const sleeping = holder`select pg_sleep(60)`.then(
          () => 'finished',
          (error: Error) => error.message,
        );
        const waiting = waiter`select count(*) from health_probe`.then(() => 'read');

        const wait = await eventually(async () =>
          ((await ok('mysql_lock/inquire', {})).list as LockWait[]).find(
            (row) => row.blocked_pid === waiterPid,
          ),
        );
        expect(wait).toMatchObject({ blocking_pid: holderPid, relation: 'health_probe' });
        const statements = (await ok('mysql_time_consuming/inquire', { min_seconds: 0 })).list as Statement[];
        expect(statements.find((row) => row.pid === holderPid)?.sql).toContain('pg_sleep');

        // Cancelling the blocker's statement fails its transaction; the lock goes with it.
        expect(await ok('mysql_time_consuming/cancel', { pid: holderPid })).toEqual({ done: true });
        expect(await sleeping).toContain('canceling statement');
        await holder`rollback`;
        expect(await waiting).toBe('read');

        // A transaction left open holds its lock with no statement to cancel: the backend is ended.
        await holder`begin`;
        await holder`lock table health_probe in access exclusive mode`;
        const waitingAgain = waiter`select count(*) from health_probe`.then(() => 'read');
        const idle = await eventually(async () =>
          ((await ok('mysql_lock/inquire', {})).list as LockWait[]).find(
            (row) => row.blocked_pid === waiterPid,
          ),
        );
        expect(idle.blocking_state).toBe('idle in transaction');
        expect(await ok('mysql_time_consuming/terminate', { pid: holderPid })).toEqual({ done: true });
        expect(await waitingAgain).toBe('read');
        holder.release();
        waiter.release();
      } finally {
        await Promise.all(clients.map((client) => client.end({ timeout: 1 })));
      }
    },
  );
});
