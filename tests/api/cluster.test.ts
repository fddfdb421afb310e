import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rotationSwitches } from '../../server/db/schema';
import { callServer as call, type ServerProcess, startServerProcess } from '../support/server-process';
import { waitFor } from '../support/wait';
import { databases, type TestDatabase } from './harness';

const redisUrl = process.env.TEST_REDIS_URL;
const postgres = databases.find((database) => database.name === 'postgres');
if (!postgres || !redisUrl) {
  process.stdout.write('Multi-process tests are SKIPPED: they need TEST_DATABASE_URL and TEST_REDIS_URL.\n');
}

const OWNER = { account: 'cluster1', password: 'abc123' };

async function ownerWithCode(server: ServerProcess, destinations: object[]) {
  const { token } = await call(server, 'admin/register', { ...OWNER, repeat_password: OWNER.password });
  const code = await call(server, 'qr_code_list/add', { name: 'Cluster', destinations }, token as string);
  return { token: token as string, code: code as { id: number; file_name: string } };
}

async function viewNumber(server: ServerProcess, token: string, id: number): Promise<number> {
  return (await call(server, 'qr_code_list/details', { id }, token)).view_number as number;
}

describe.skipIf(!postgres || !redisUrl)('several processes sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill().catch(() => {});
    await database?.drop();
  });

  it('serves exact thresholds across two processes and records each switch once', {
    timeout: 120_000,
  }, async () => {
    database = await (postgres as (typeof databases)[number]).open();
    const shared = {
      DATABASE_URL: database.databaseUrl as string,
      REDIS_URL: redisUrl as string,
      REDIS_PREFIX: `t${randomBytes(4).toString('hex')}`,
      MASTER_KEY: randomBytes(32).toString('hex'),
    };
    servers.push(await startServerProcess({ ...shared, JOURNAL_NAME: 'node-a' }));
    servers.push(await startServerProcess({ ...shared, JOURNAL_NAME: 'node-b' }));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { token, code } = await ownerWithCode(a, [
      { url: 'https://first.example/', threshold: 50 },
      { url: 'https://second.example/', threshold: 30 },
      { url: 'https://third.example/' },
    ]);

    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        fetch(`${(index % 2 === 0 ? a : b).url}/c/${code.file_name}`, { redirect: 'manual' }),
      ),
    );
    const tally: Record<string, number> = {};
    for (const response of responses) {
      const location = response.headers.get('location') as string;
      tally[location] = (tally[location] ?? 0) + 1;
    }
    expect(tally).toEqual({
      'https://first.example/': 50,
      'https://second.example/': 30,
      'https://third.example/': 20,
    });

    await expect.poll(() => viewNumber(b, token, code.id), { timeout: 10_000 }).toBe(100);
    const details = await call(a, 'qr_code_list/details', { id: code.id }, token);
    expect((details.destinations as { visits: number }[]).map((destination) => destination.visits)).toEqual([
      50, 30, 20,
    ]);
    const switches = await database.store.db
      .select()
      .from(rotationSwitches)
      .where(eq(rotationSwitches.codeId, code.id));
    expect(switches).toHaveLength(2);
  });
});

describe('a killed process', () => {
  it('loses no answered visit: after a restart every one is in the database', {
    timeout: 180_000,
  }, async () => {
    const env = { JOURNAL_NAME: 'crash-node', ADMIN_ACCOUNT: 'crashadmin', ADMIN_PASSWORD: 'Crash12345' };
    const first = await startServerProcess(env);
    const { token, code } = await ownerWithCode(first, [{ url: 'https://after.example/' }]);

    let answered = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let stopped = false;
    const worker = async () => {
      while (!stopped) {
        inFlight++;
        try {
          const response = await fetch(`${first.url}/c/${code.file_name}`, { redirect: 'manual' });
          if (response.status === 302) answered++;
        } catch {
          // The process died under this request: it was not answered.
        } finally {
          inFlight--;
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    await waitFor(() => answered >= 300, 60_000);
    inFlightAtKill = inFlight;
    const killed = first.kill();
    stopped = true;
    await killed;
    await Promise.all(workers);

    const second = await startServerProcess(env, { dataDir: first.dataDir });
    try {
      await expect
        .poll(() => viewNumber(second, token, code.id), { timeout: 20_000 })
        .toBeGreaterThanOrEqual(answered);
      const recorded = await viewNumber(second, token, code.id);
      // Every answered visit is recorded; a visit journaled in the instant before the kill, whose
      // answer never left the process, may be recorded too.
      expect(recorded).toBeGreaterThanOrEqual(answered);
      expect(recorded - answered).toBeLessThanOrEqual(inFlightAtKill);
    } finally {
      await second.stop();
    }
  });
});
