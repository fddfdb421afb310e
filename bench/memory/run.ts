/**
 * bench/memory: what the server holds, idle on an empty database, and at most while it starts.
 * Starts the server as `npm start` does (its setup steps, then its last command with the same
 * flags and environment) on a new data folder with the embedded PGlite, then on a new PostgreSQL
 * database, and once more on PGlite from the TypeScript sources under tsx (as the tests and
 * `dev:server` run it). Each time it samples the process from /proc every 100 ms until `/healthz`
 * answers and `BENCH_IDLE_SECONDS` more have passed, then prints the resident size then (idle)
 * and the peak (the process's own, VmHWM, or with the process it started to make a new data folder,
 * the two together), and where the idle memory is, told from the shapes of its mappings. PGlite is started a second time on its folder (a restart, the usual start).
 * PostgreSQL's own processes are not counted. A new data folder is made by a process of its own
 * that ends before the server opens it: its peak is also printed on a line of its own.
 *
 *   npm run bench:memory                   (BENCH_IDLE_SECONDS=10)
 */
import { execSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../../tests/support/server-process';
import { freePort } from '../../tests/support/wait';
import { freshDatabase } from '../support/database';
import { stop } from '../support/load';
import { descendants, type MemoryKinds, memoryMb, residentByKind } from '../support/memory';

const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const SAMPLE_MS = 100;
/** The budget for the embedded default on a small machine. */
const TARGET = { idle: 300, peak: 450 };

type Measured = {
  name: string;
  idle: number;
  peak: number;
  /** The highest peak of a process the server started (the initialiser of a new data folder). */
  childPeak: number;
  /**
   * The most the server and the processes it started held together: the server's resident size at
   * each sample plus its children's peaks so far (a peak between two samples is not missed).
   */
  treePeak: number;
  seconds: number;
  kinds: MemoryKinds | null;
};

type Command = { env: Record<string, string>; args: string[] };

/**
 * `npm start` read from package.json: every step but the last runs as it is (the builds), and the
 * last, `[NAME=value …] node <args>`, is the server.
 */
function npmStart(): { setup: string[]; server: Command } {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
  const steps = scripts.start.split('&&').map((step) => step.trim());
  const words = (steps.pop() ?? '').split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name = '', ...value] = (words.shift() as string).split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node') throw new Error(`npm start's last step is not node: ${scripts.start}`);
  return { setup: steps, server: { env, args: words } };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function healthy(url: string): Promise<boolean> {
  return fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** Starts the server, samples it until it has idled, and stops it. */
async function measure(name: string, command: Command, env: Record<string, string>): Promise<Measured> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, output } = spawnServer(command.args, { ...command.env, PORT: String(port), ...env });
  const pid = child.pid as number;
  const started = performance.now();
  const childPeaks = new Map<number, number>();
  let treePeak = 0;
  const sampleChildren = () => {
    const children = descendants(pid);
    for (const descendant of children) {
      const peak = memoryMb(descendant, 'VmHWM');
      if (!Number.isNaN(peak)) childPeaks.set(descendant, peak);
    }
    const alive = children.reduce((sum, child) => sum + (childPeaks.get(child) ?? 0), 0);
    treePeak = Math.max(treePeak, (memoryMb(pid, 'VmRSS') || 0) + alive);
  };
  try {
    let answeredAt: number | null = null;
    while (answeredAt === null || performance.now() - answeredAt < IDLE_SECONDS * 1000) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output()}`);
      if (performance.now() - started > 300_000) throw new Error(`${name} did not answer:\n${output()}`);
      sampleChildren();
      if (answeredAt === null && (await healthy(url))) answeredAt = performance.now();
      await sleep(SAMPLE_MS);
    }
    return {
      name,
      idle: memoryMb(pid, 'VmRSS'),
      peak: Math.max(memoryMb(pid, 'VmHWM'), treePeak),
      childPeak: Math.max(0, ...childPeaks.values()),
      treePeak,
      seconds: ((answeredAt ?? started) - started) / 1000,
      kinds: residentByKind(pid),
    };
  } finally {
    await stop(child);
  }
}

const mb = (value: number) => value.toFixed(0).padStart(8);

function print(rows: Measured[]): void {
  console.log(
    `${'database'.padEnd(34)}${'idle MB'.padStart(8)}${'peak MB'.padStart(9)}  target (idle / peak)  answered after`,
  );
  for (const row of rows) {
    const target = row.name.startsWith('PGlite') ? `≤ ${TARGET.idle} / ≤ ${TARGET.peak}` : '–';
    console.log(
      `${row.name.padEnd(34)}${mb(row.idle)} ${mb(row.peak)}  ${target.padEnd(20)}  ${row.seconds.toFixed(1)} s`,
    );
  }
  console.log('\nidle memory by kind (MB)');
  console.log(
    `${''.padEnd(34)}${'JS heaps'.padStart(9)}${'PGlite'.padStart(8)}${'malloc'.padStart(8)}${'code'.padStart(8)}${'other'.padStart(8)}`,
  );
  for (const { name, kinds } of rows) {
    if (!kinds) continue;
    const { jsHeaps, wasm, native, code, other } = kinds;
    console.log(`${name.padEnd(34)} ${mb(jsHeaps)}${mb(wasm)}${mb(native)}${mb(code)}${mb(other)}`);
  }
  for (const row of rows.filter((measured) => measured.childPeak > 0))
    console.log(
      `\n${row.name}: the new data folder was made by a process of its own, peak ${row.childPeak.toFixed(0)} MB, ended before the server opened it; the server and it held at most ${row.treePeak.toFixed(0)} MB together`,
    );
}

async function main(): Promise<void> {
  const { setup, server } = npmStart();
  for (const step of setup) execSync(step, { stdio: 'inherit' });
  const masterKey = randomBytes(32).toString('hex');
  const folders: string[] = [];
  const folder = () => {
    const created = mkdtempSync(join(tmpdir(), 'bench-memory-'));
    folders.push(created);
    return created;
  };
  const rows: Measured[] = [];
  try {
    const embedded = { DATA_DIR: folder(), DATABASE_URL: '' };
    rows.push(await measure('PGlite (npm start)', server, embedded));
    rows.push(await measure('PGlite, restarted (npm start)', server, embedded));
    const database = await freshDatabase('memory');
    try {
      rows.push(
        await measure('PostgreSQL (npm start)', server, {
          DATA_DIR: folder(),
          DATABASE_URL: database.url,
          MASTER_KEY: masterKey,
        }),
      );
    } finally {
      await database.drop();
    }
    const fromSource = { env: {}, args: ['--import', 'tsx', 'server/main.ts'] };
    rows.push(
      await measure('PGlite (sources under tsx)', fromSource, { DATA_DIR: folder(), DATABASE_URL: '' }),
    );
  } finally {
    for (const created of folders) rmSync(created, { recursive: true, force: true });
  }
  print(rows);
}

await main();
