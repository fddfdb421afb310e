import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { RotationModel } from '../../contract/enums';
import { rowsOf } from '../../server/db/rows';
import { callServer as call, type ServerProcess, startServerProcess } from '../support/server-process';
import { driveVisits } from '../support/visit-load';
import { freePort, waitFor } from '../support/wait';
import { databases, type TestDatabase } from './harness';

const postgres = databases.find((database) => database.name === 'postgres');
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!postgres) process.stdout.write('Redis outage test is SKIPPED: it needs TEST_DATABASE_URL.\n');
if (!hasRedisServer) process.stdout.write('Redis outage test is SKIPPED: no redis-server binary on PATH.\n');

const THRESHOLD = 600;

/** A throwaway Redis of this test's own, with no persistence: a restart comes back empty. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  let up = false;
  await waitFor(() => {
    const probe = createConnection(port, '127.0.0.1');
    probe.once('connect', () => {
      up = true;
      probe.destroy();
    });
    probe.once('error', () => probe.destroy());
    return up || child.exitCode !== null;
  }, 20_000);
  if (child.exitCode !== null) throw new Error('redis-server did not start');
  return child;
}

async function killRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe.skipIf(!postgres || !hasRedisServer)('a Redis outage under load', () => {
  let database: TestDatabase;
  let redis: ChildProcess | undefined;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill().catch(() => {});
    if (redis) await killRedis(redis);
    await database?.drop();
  });

  it('answers every visit, records every one and keeps the threshold once Redis returns empty', {
    timeout: 120_000,
  }, async () => {
    database = await (postgres as (typeof databases)[number]).open();
    const redisPort = await freePort();
    redis = await startRedis(redisPort);
    const shared = {
      DATABASE_URL: database.databaseUrl as string,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
      MASTER_KEY: randomBytes(32).toString('hex'),
    };
    servers.push(await startServerProcess({ ...shared, JOURNAL_NAME: 'outage-a' }));
    servers.push(await startServerProcess({ ...shared, JOURNAL_NAME: 'outage-b' }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { token } = await call(a, 'admin/register', {
      account: 'outage1',
      password: 'abc123',
      repeat_password: 'abc123',
    });
    const code = (await call(
      a,
      'qr_code_list/add',
      {
        name: 'Outage',
        rotation_model: RotationModel.sequential,
        destinations: [
          { url: 'https://limited.example/', threshold: THRESHOLD },
          { url: 'https://after.example/' },
        ],
      },
      token as string,
    )) as { id: number; file_name: string };

    const load = driveVisits([a, b], code.file_name);
    await waitFor(() => load.answered() >= 200, 60_000);
    await killRedis(redis);
    const atKill = load.answered();
    const killedAt = Date.now();
    // Visits go on without Redis for a few seconds.
    await waitFor(() => load.answered() >= atKill + 150 && Date.now() - killedAt > 3000, 60_000);
    redis = await startRedis(redisPort);
    const atRestart = load.answered();
    const restartedAt = Date.now();
    // And go on with it back, well past the processes' reconnecting and reconciling.
    await waitFor(
      () =>
        (load.locations.get('https://after.example/') ?? 0) >= 100 &&
        load.answered() >= atRestart + 300 &&
        Date.now() - restartedAt > 4000,
      60_000,
    );
    await load.stop();
    const sinceKill = load.answered() - atKill;

    expect(load.failures()).toBe(0);
    expect(load.unanswered).toBe(0);
    const limited = load.locations.get('https://limited.example/') ?? 0;
    // Counting went on from where it was: had Redis restarted from zero, the limited
    // destination would have served about `THRESHOLD` more. While degraded each process decides
    // alone, so it may overshoot by what the other served meanwhile; a timed-out command that
    // still ran may make it stop a visit or two early.
    expect(limited).toBeGreaterThanOrEqual(THRESHOLD - 5);
    expect(limited).toBeLessThanOrEqual(THRESHOLD + sinceKill);
    // Redis came back empty and holds the whole count again: the last counts the processes saw
    // before the outage, plus what each served alone. A few visits answered in the instant
    // before the kill may be missing from the base, a timed-out command that still ran counted twice.
    const details = await call(a, 'qr_code_list/details', { id: code.id }, token as string);
    const limitedId = (details.destinations as { id: number }[])[0]?.id;
    const inRedis = Number(
      spawnSync('redis-cli', [
        '-p',
        String(redisPort),
        'get',
        `${shared.REDIS_PREFIX}:dest:${limitedId}:served`,
      ])
        .stdout.toString()
        .trim(),
    );
    expect(Math.abs(inRedis - limited)).toBeLessThanOrEqual(16);

    // Every answered visit is in the database once the processes have drained their journals.
    const answered = load.answered();
    for (const server of servers) expect(await server.stop()).toBe(0);
    const [row] = rowsOf<{ count: number }>(
      await database.store.db.execute(
        sql`select count(*)::int as count from visits where code_id = ${code.id}`,
      ),
    );
    expect(row?.count).toBe(answered);

    for (const server of servers) {
      expect(server.output()).not.toContain('Unhandled error event');
      expect(server.output()).not.toContain('visit not answered');
      // The outage is stated once, not per request.
      const warnings = server.output().split('visits are decided by each process').length - 1;
      expect(warnings).toBeGreaterThanOrEqual(1);
      expect(warnings).toBeLessThanOrEqual(3);
    }
  });
});
