/**
 * bench/overload: a node killed under a backlog, and its restart. Starts the product on
 * PostgreSQL with 100 codes (detailed logging) pinned to one core, drives random redirects with wrk
 * from the other core for BENCH_SECONDS — faster than the writer thread, which yields to the
 * answering thread on the same core, stores them, so a backlog builds in the journal — then kills
 * it (SIGKILL) and prints the journal on disk and the memory at the kill. It then starts the
 * product again on the same journal and prints how long until `/healthz` answers 200, how long
 * until the backlog is written, the peak memory meanwhile, and the visits counted in the database
 * against the redirects wrk saw answered.
 *
 *   npm run bench:overload                 (BENCH_SECONDS=60 BENCH_CODES=100 BENCH_CONNECTIONS=64)
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rows';
import { openStore } from '../../server/db/store';
import { freePort, waitFor } from '../../tests/support/wait';
import { freshDatabase } from '../support/database';
import { LOAD_CORE, pinned, requireTool, SERVER_CORE, stop, waitForOutput, wrk } from '../support/load';
import { memoryMb } from '../support/memory';
import { seedCodes } from '../support/seed-codes';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CODES = Number(process.env.BENCH_CODES ?? 100);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const LUA = join(import.meta.dirname, '..', 'redirect', 'random-codes.lua');
const MB = 1024 * 1024;

type Health = { status: number; visits: number; bytes: number };

/** Bytes of every file in a folder (the journal's segments). */
function folderBytes(directory: string): number {
  return readdirSync(directory).reduce((sum, file) => sum + statSync(join(directory, file)).size, 0);
}

async function health(url: string): Promise<Health | null> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json()) as { backlog?: { visits: number; bytes: number } };
    return { status: response.status, visits: body.backlog?.visits ?? 0, bytes: body.backlog?.bytes ?? 0 };
  } catch {
    return null;
  }
}

/** The product on the server core, with its output collected. */
function product(port: number, env: Record<string, string>): ChildProcess {
  return pinned(SERVER_CORE, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    REDIS_URL: '',
    JOURNAL_NAME: 'bench-overload',
    ...env,
  });
}

async function main(): Promise<void> {
  for (const tool of ['wrk', 'taskset']) requireTool(tool, 'bench/overload');
  console.log(
    `bench/overload: ${CODES} codes, ${SECONDS}s of load, ${CONNECTIONS} connections; server on core ${SERVER_CORE}, wrk on core ${LOAD_CORE}\n`,
  );
  const database = await freshDatabase('overload');
  const store = await openStore({ databaseUrl: database.url });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-overload-'));
  const journalDir = join(dataDir, 'journal');
  try {
    await seedCodes(store, CODES);
    const env = {
      DATABASE_URL: database.url,
      MASTER_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
    };
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;

    const first = product(port, env);
    const firstOutput = await waitForOutput(first, 'codes cached', 'code cache not warmed');
    await waitFor(
      () => firstOutput().includes('Live-code console is ready') || first.exitCode !== null,
      180_000,
    );
    const load = wrk({
      url,
      seconds: SECONDS,
      connections: CONNECTIONS,
      core: LOAD_CORE,
      script: LUA,
      env: { BENCH_CODES: String(CODES) },
    });
    const atKill = await health(url);
    const rssAtKill = memoryMb(first.pid, 'VmRSS');
    const peakBeforeKill = memoryMb(first.pid, 'VmHWM');
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    const journalBytes = folderBytes(journalDir);
    console.log(
      `load:    ${load.requests} redirects answered in ${SECONDS}s (${load.perSecond.toFixed(0)}/s, p50 ${load.p50.toFixed(2)} ms, p99 ${load.p99.toFixed(2)} ms, ${load.errors} errors)`,
    );
    console.log(
      `kill:    backlog ${atKill?.visits ?? '?'} visits; journal ${(journalBytes / MB).toFixed(0)} MB on disk; RSS ${rssAtKill.toFixed(0)} MB (peak ${peakBeforeKill.toFixed(0)} MB)`,
    );

    const started = performance.now();
    const second = product(port, env);
    const secondOutput = await waitForOutput(second, 'Live-code console is ready');
    let first200: Health | null = null;
    while (!first200) {
      const now = await health(url);
      if (now?.status === 200) first200 = now;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const healthySeconds = (performance.now() - started) / 1000;
    let backlog = first200.visits;
    while (backlog > 0) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      backlog = (await health(url))?.visits ?? backlog;
      if (second.exitCode !== null) throw new Error(`the restarted product stopped:\n${secondOutput()}`);
    }
    const writtenSeconds = (performance.now() - started) / 1000;
    const peakReplay = memoryMb(second.pid, 'VmHWM');
    const rssAfter = memoryMb(second.pid, 'VmRSS');
    await stop(second);
    const [counts] = rowsOf<{ counted: number; rows: number }>(
      await store.db.execute(sql`select (select coalesce(sum(view_number), 0) from codes)::bigint as counted,
        (select count(*) from visits)::bigint as rows`),
    );
    const counted = Number(counts?.counted);
    console.log(
      `restart: healthy (/healthz 200) after ${healthySeconds.toFixed(1)} s with ${first200.visits} visits (${(first200.bytes / MB).toFixed(0)} MB) waiting; backlog 0 after ${writtenSeconds.toFixed(1)} s; peak RSS ${peakReplay.toFixed(0)} MB, ${rssAfter.toFixed(0)} MB once written`,
    );
    console.log(
      `counted: ${counted} visits in the database (${Number(counts?.rows)} visit rows) vs ${load.requests} answered by wrk: ${counted - load.requests >= 0 ? '+' : ''}${counted - load.requests} (0 … ${CONNECTIONS}: wrk does not count the answers in flight when it stops)`,
    );
  } finally {
    await store.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
