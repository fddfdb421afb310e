/**
 * bench/qr-flood: do large QR images stall redirects? Starts the product (embedded PGlite, or a
 * fresh database on the PostgreSQL server of DATABASE_URL when it is set) with codes and a
 * 1024 px JPEG logo in the owner's library, pinned to one core, and drives random
 * `GET /c/<suffix>` with wrk from the other core: first alone, then while a separate process
 * floods it with QR images — large PNGs with the logo, each a different size and margin, so
 * none comes from the cache — from one address (the limit per address answers), then from
 * thousands of addresses behind a trusted proxy (the render queue answers). It prints the
 * redirects' req/s, p50 and p99 in each phase, p99 against p99 alone (target ≤ 2), what the QR
 * requests were answered and how fast, and the answering thread's CPU time per redirect.
 *
 *   npm run bench:qr-flood       (BENCH_SECONDS=10 BENCH_CODES=10000 BENCH_CONNECTIONS=64
 *                                 BENCH_FLOOD_CONNECTIONS=16 BENCH_FLOOD_RATE=200)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { qrImagePath } from '../../server/codes/links';
import { openStore, type Store } from '../../server/db/store';
import { saveUpload } from '../../server/uploads/library';
import { createLocalStores } from '../../server/uploads/storage';
import { freePort, waitFor } from '../../tests/support/wait';
import {
  LOAD_CORE,
  pinned,
  requireTool,
  SERVER_CORE,
  stop,
  type WrkResult,
  waitForOutput,
  wrk,
} from '../support/load';
import { seedCodes } from '../support/seed-codes';
import type { FloodPlan, FloodResult } from './flood';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CODES = Number(process.env.BENCH_CODES ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 16);
/**
 * QR requests a second in the flood: each asks a render of about 50 ms (1024 px with the logo),
 * so 200 a second ask five times what two whole cores could draw. 0: every connection asks again
 * as soon as it has its answer — then the flood is mostly one of quick refusals, and measures how
 * many requests of any kind the answering thread can turn away.
 */
const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 200);
/** Codes whose images the flood asks for. */
const FLOODED_CODES = 20;
const REDIRECTS = join(import.meta.dirname, '../redirect/random-codes.lua');

type Phase = {
  name: string;
  redirects: WrkResult;
  flood?: FloodResult;
  /** CPU time of the answering (main) thread per redirect answered, in microseconds. */
  mainMicrosPerRedirect: number;
};

/** CPU seconds (user + system) one thread of a process has used so far. */
function threadCpuSeconds(pid: number, thread: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A photo-like 1024 px JPEG (smooth colours with grain): the largest picture a logo may be. */
function photoJpeg(): Buffer {
  const side = 1024;
  const data = Buffer.alloc(side * side * 4);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const at = (y * side + x) * 4;
      const grain = Math.floor(Math.random() * 24);
      data[at] = (x / 4 + grain) & 255;
      data[at + 1] = (y / 4 + grain) & 255;
      data[at + 2] = ((x + y) / 8 + grain) & 255;
      data[at + 3] = 255;
    }
  }
  return jpeg.encode({ data, width: side, height: side }, 85).data;
}

/** Codes, and the logo in their owner's library; answers the signed image paths and the logo's id. */
async function prepare(store: Store, dataDir: string, masterKey: Buffer) {
  const seeded = await seedCodes(store, CODES);
  const logo = await saveUpload(store.db, createLocalStores(join(dataDir, 'uploads')), {
    ownerId: seeded.ownerId,
    name: 'logo',
    bytes: photoJpeg(),
  });
  const paths = seeded.codes.slice(0, FLOODED_CODES).map(({ codeId }) => qrImagePath(masterKey, codeId));
  return { paths, logoId: logo.id };
}

/** The flood process, pinned next to wrk; resolves once it floods, then with its figures. */
async function startFlood(plan: FloodPlan): Promise<{ started: Promise<void>; done: Promise<FloodResult> }> {
  const child: ChildProcess = spawn(
    'taskset',
    [
      '-c',
      LOAD_CORE,
      process.execPath,
      '--import',
      'tsx',
      join(import.meta.dirname, 'flood.ts'),
      JSON.stringify(plan),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let errors = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    errors += String(chunk);
  });
  const started = waitFor(() => errors.includes('flooding') || child.exitCode !== null, 30_000);
  const done = new Promise<FloodResult>((resolve, reject) =>
    child.once('exit', () => {
      try {
        resolve(JSON.parse(output) as FloodResult);
      } catch {
        reject(new Error(`the flood failed:\n${errors}`));
      }
    }),
  );
  return { started, done };
}

async function phase(
  name: string,
  server: { pid: number; url: string },
  flood?: Omit<FloodPlan, 'seconds' | 'connections' | 'rate'>,
): Promise<Phase> {
  const running = flood
    ? await startFlood({ ...flood, seconds: SECONDS + 2, connections: FLOOD_CONNECTIONS, rate: FLOOD_RATE })
    : null;
  await running?.started;
  const before = threadCpuSeconds(server.pid, server.pid);
  const redirects = wrk({
    url: server.url,
    seconds: SECONDS,
    connections: CONNECTIONS,
    core: LOAD_CORE,
    script: REDIRECTS,
    env: { BENCH_CODES: String(CODES) },
  });
  const main = threadCpuSeconds(server.pid, server.pid) - before;
  return {
    name,
    redirects,
    mainMicrosPerRedirect: (main / redirects.requests) * 1e6,
    ...(running ? { flood: await running.done } : {}),
  };
}

function table(database: string, phases: Phase[]): void {
  const alone = phases[0] as Phase;
  console.log(`\n${database}`);
  console.log(
    `${'phase'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'×alone'.padStart(7)} ${'µs main/r'.padStart(9)}   QR answers (status × count; p50 / p99 ms)`,
  );
  for (const row of phases) {
    const { redirects, flood } = row;
    const answers = flood
      ? `${Object.entries(flood.statuses)
          .map(([status, count]) => `${status} × ${count}`)
          .join(', ')}; ${flood.p50.toFixed(0)} / ${flood.p99.toFixed(0)}`
      : '–';
    console.log(
      [
        row.name.padEnd(30),
        redirects.perSecond.toFixed(0).padStart(8),
        redirects.p50.toFixed(2).padStart(8),
        redirects.p99.toFixed(2).padStart(8),
        (redirects.p99 / alone.redirects.p99).toFixed(2).padStart(7),
        row.mainMicrosPerRedirect.toFixed(1).padStart(9),
        ` ${answers}`,
      ].join(' '),
    );
  }
  const worst = Math.max(...phases.slice(1).map((row) => row.redirects.p99 / alone.redirects.p99));
  console.log(`\nTarget: redirect p99 under a flood ≤ 2 × p99 alone — worst ${worst.toFixed(2)} ×`);
}

async function main(): Promise<void> {
  for (const tool of ['wrk', 'taskset']) requireTool(tool, 'bench/qr-flood');
  const onPostgres = Boolean(process.env.DATABASE_URL);
  console.log(
    `bench/qr-flood: ${CODES} codes, ${SECONDS}s per phase, redirects on ${CONNECTIONS} connections, QR flood on ${FLOOD_CONNECTIONS} (${FLOOD_RATE > 0 ? `${FLOOD_RATE}/s` : 'flat out'}); server on core ${SERVER_CORE}, wrk and the flood on core ${LOAD_CORE}`,
  );
  const masterKey = randomBytes(32);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-qr-flood-'));
  // A database of its own on the given server, dropped afterwards; the embedded one otherwise.
  process.env.BENCH_DATABASE_URL ??= process.env.DATABASE_URL;
  const database = onPostgres ? await (await import('../support/database')).freshDatabase('qrflood') : null;
  const store = await openStore(database ? { databaseUrl: database.url } : { dataDir });
  const { paths, logoId } = await prepare(store, dataDir, masterKey);
  // PGlite admits one process at a time.
  await store.close();

  const port = await freePort();
  const child = pinned(SERVER_CORE, process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    REDIS_URL: '',
    DATABASE_URL: database?.url ?? '',
    DATA_DIR: dataDir,
    MASTER_KEY: masterKey.toString('hex'),
    JOURNAL_NAME: 'bench-qr-flood',
    // The crowd of the last phase comes through a proxy on this machine.
    TRUST_PROXY: '127.0.0.1',
  });
  try {
    const output = await waitForOutput(child, 'codes cached', 'code cache not warmed');
    await waitFor(() => output().includes('Live-code console is ready') || child.exitCode !== null, 180_000);
    const server = { pid: child.pid as number, url: `http://127.0.0.1:${port}` };
    const base = server.url;
    wrk({
      url: base,
      seconds: 3,
      connections: CONNECTIONS,
      core: LOAD_CORE,
      script: REDIRECTS,
      env: { BENCH_CODES: String(CODES) },
    });
    const phases = [
      await phase('redirects alone', server),
      await phase('+ QR flood, one address', server, { base, paths, logoId, spread: false }),
      await phase('+ QR flood, many addresses', server, { base, paths, logoId, spread: true }),
    ];
    table(onPostgres ? 'product on PostgreSQL' : 'product on PGlite', phases);
  } finally {
    await stop(child);
    await database?.drop();
  }
}

void main();
