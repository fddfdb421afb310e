/**
 * bench/cost: the CPU time recording one visit costs, against what a bare node:http 302 costs to
 * answer, on the same machine in the same run. Visits per second per core = 10⁶ / µs per visit,
 * whatever the machine, the pinning or the number of cores: this is the figure capacity follows.
 *
 * For each database (PostgreSQL, then PGlite), seeded with BENCH_CODES codes that keep every visit
 * in detail, and each traffic (uniform random codes; Zipf-like, where a few codes take most
 * visits), wrk drives the product as fast as it answers for BENCH_SECONDS from one core, the
 * product pinned to the other. CPU is counted from the start of the load until the last answered
 * visit is in the database (the backlog `/healthz` reports is empty): the product's threads —
 * answering, visit writer (on PGlite also the database), the rest — and PostgreSQL's processes
 * working for that database (its connections, autovacuum, WAL writer, checkpointer, background
 * writer). The bare server answers the same traffic the same way, just before and just after each
 * product run; the mean of the two is the unit, so a machine whose speed drifts (the bare figure
 * moved by a quarter within an hour on the development machine) moves both sides of the ratio.
 *
 *   npm run bench:cost                      (BENCH_SECONDS=15 BENCH_CODES=100000 BENCH_CONNECTIONS=64)
 *   BENCH_TRAFFIC=zipf BENCH_DATABASES=postgres npm run bench:cost
 *   BENCH_REPEAT=3 …                        each run three times, then the median of each column
 *   BENCH_DETAIL=counts …                   codes that keep counts only (no raw visit rows)
 *   BENCH_NODE_FLAGS='--max-semi-space-size=32' …   flags for the product's node process
 */
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { type ThreadCpu, threadCpu } from '../support/cpu';
import {
  LOAD_CORE,
  requireTool,
  SERVER_CORE,
  stop,
  WARM_SECONDS,
  type WrkOptions,
  type WrkResult,
  wrk,
  wrkInBackground,
} from '../support/load';
import { watchPostgresCpu } from '../support/postgres-cpu';
import {
  backlogVisits,
  type DatabaseKind,
  onEachDatabase,
  type SeededDatabase,
  startNodeBaseline,
  startProduct,
} from '../support/product';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 1);
const DETAILED = (process.env.BENCH_DETAIL ?? 'detailed') !== 'counts';
/** How long the writer may take to catch up after the load before the run is called failed. */
const DRAIN_LIMIT_SECONDS = 600;

const TRAFFIC = {
  uniform: join(import.meta.dirname, '..', 'redirect', 'random-codes.lua'),
  zipf: join(import.meta.dirname, 'zipf-codes.lua'),
} as const;
type Traffic = keyof typeof TRAFFIC;

const chosenTraffic = (process.env.BENCH_TRAFFIC?.split(',') ?? Object.keys(TRAFFIC)) as Traffic[];
const chosenDatabases = (process.env.BENCH_DATABASES?.split(',') ?? ['postgres', 'pglite']) as DatabaseKind[];

/** µs of CPU per visit, by where it went. */
type Cost = { answering: number; writer: number; other: number; database: number; total: number };

type Measured = {
  server: string;
  traffic: Traffic;
  /** Redirects answered during the measured load. */
  answered: number;
  /** Visit rows the database gained during the measured load (a check on `answered`). */
  recorded: number;
  perSecond: number;
  secondsToDrain: number;
  cost: Cost;
  /** Write-ahead log per visit (PostgreSQL only): bytes, and the share of whole-page images in it. */
  wal: { bytesPerVisit: number; fullPageShare: number } | null;
  /** µs of CPU per answer of the bare server, the mean of its runs before and after this one. */
  bare: number;
};

function load(url: string, traffic: Traffic, seconds: number): WrkOptions {
  return {
    url,
    seconds,
    connections: CONNECTIONS,
    core: LOAD_CORE,
    script: TRAFFIC[traffic],
    env: { BENCH_CODES: String(CODES) },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every answered visit is in the database; answers the seconds it took. */
async function drained(url: string): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < DRAIN_LIMIT_SECONDS * 1000) {
    if ((await backlogVisits(url)) === 0) return (performance.now() - start) / 1000;
    await sleep(100);
  }
  throw new Error(`the backlog was not empty ${DRAIN_LIMIT_SECONDS}s after the load`);
}

/** µs of CPU per request for the bare node:http server answering the same traffic. */
async function bareCost(traffic: Traffic): Promise<{ perRequest: number; perSecond: number }> {
  const server = await startNodeBaseline(SERVER_CORE, CODES);
  try {
    wrk(load(server.url, traffic, WARM_SECONDS));
    const before = cpuOf(server.child);
    const result = wrk(load(server.url, traffic, SECONDS));
    const after = cpuOf(server.child);
    const seconds = after.main + after.niced + after.other - (before.main + before.niced + before.other);
    return { perRequest: (seconds * 1e6) / result.requests, perSecond: result.perSecond };
  } finally {
    server.child.kill('SIGKILL');
  }
}

function cpuOf(child: ChildProcess): ThreadCpu {
  const cpu = threadCpu(child.pid as number);
  if (!cpu) throw new Error('the server’s CPU time could not be read (/proc)');
  return cpu;
}

function databaseName(database: SeededDatabase): string | null {
  const url = database.env.DATABASE_URL;
  return url ? new URL(url).pathname.slice(1) : null;
}

async function productCost(
  database: SeededDatabase,
  traffic: Traffic,
  rowsBefore: number,
): Promise<Omit<Measured, 'bare'>> {
  const { child, url, output } = await startProduct({
    name: database.name,
    core: SERVER_CORE,
    env: database.env,
  });
  try {
    const warm = wrk(load(url, traffic, WARM_SECONDS));
    await drained(url);
    const name = databaseName(database);
    const postgres = name ? watchPostgresCpu(name) : null;
    postgres?.start();
    const walBefore = await database.walWritten();
    const before = cpuOf(child);
    const result: WrkResult = await wrkInBackground(load(url, traffic, SECONDS));
    const secondsToDrain = await drained(url);
    const after = cpuOf(child);
    const databaseSeconds = postgres?.stop() ?? 0;
    const walAfter = await database.walWritten();
    await stop(child);
    const recorded = (await database.recorded(RECORDED)) - rowsBefore - warm.requests;
    const perVisit = (seconds: number) => (seconds * 1e6) / result.requests;
    const cost = {
      answering: perVisit(after.main - before.main),
      writer: perVisit(after.niced - before.niced),
      other: perVisit(after.other - before.other),
      database: perVisit(databaseSeconds),
      total: 0,
    };
    cost.total = cost.answering + cost.writer + cost.other + cost.database;
    return {
      server: database.name,
      traffic,
      answered: result.requests,
      recorded,
      perSecond: result.perSecond,
      secondsToDrain,
      cost,
      wal: walPerVisit(walBefore, walAfter, result.requests),
    };
  } catch (error) {
    console.error(`${database.name} failed; it printed:\n${output().slice(-4000)}`);
    await stop(child);
    throw error;
  }
}

type WalReading = Awaited<ReturnType<SeededDatabase['walWritten']>>;

function walPerVisit(before: WalReading, after: WalReading, visits: number): Measured['wal'] {
  if (!before || !after) return null;
  const bytes = after.bytes - before.bytes;
  // A whole-page image is a page of 8 kB less what compression and holes save: about 8 kB.
  const fullPageBytes = (after.fullPages - before.fullPages) * 8192;
  return { bytesPerVisit: bytes / visits, fullPageShare: bytes > 0 ? Math.min(1, fullPageBytes / bytes) : 0 };
}

const µs = (value: number) => value.toFixed(1).padStart(9);

function line(measured: Measured): string {
  const { cost, bare } = measured;
  return [
    measured.server.padEnd(24),
    measured.traffic.padEnd(8),
    measured.perSecond.toFixed(0).padStart(8),
    String(measured.answered).padStart(9),
    String(measured.recorded).padStart(9),
    measured.secondsToDrain.toFixed(1).padStart(7),
    µs(cost.answering),
    µs(cost.writer),
    µs(cost.other),
    µs(cost.database),
    µs(cost.total),
    µs(bare),
    `${(cost.total / bare).toFixed(2)} ×`.padStart(8),
    (measured.wal ? measured.wal.bytesPerVisit.toFixed(0) : '–').padStart(7),
    (measured.wal ? `${(100 * measured.wal.fullPageShare).toFixed(0)} %` : '–').padStart(7),
  ].join(' ');
}

const HEADER = [
  'server'.padEnd(24),
  'traffic'.padEnd(8),
  'got/s'.padStart(8),
  'answered'.padStart(9),
  'recorded'.padStart(9),
  'drain s'.padStart(7),
  'answer µs'.padStart(9),
  'writer µs'.padStart(9),
  'other µs'.padStart(9),
  'db µs'.padStart(9),
  'total µs'.padStart(9),
  'bare µs'.padStart(9),
  'ratio'.padStart(8),
  'WAL B'.padStart(7),
  'pages'.padStart(7),
].join(' ');

/** With counts only there are no visit rows: the codes' view counts say what was recorded. */
const RECORDED = DETAILED ? 'rows' : 'views';

/** One product run with the bare server measured just before and just after it. */
async function costBesideBare(
  database: SeededDatabase,
  traffic: Traffic,
  rowsBefore: number,
): Promise<Measured> {
  const before = await bareCost(traffic);
  const measured = await productCost(database, traffic, rowsBefore);
  const after = await bareCost(traffic);
  return { ...measured, bare: (before.perRequest + after.perRequest) / 2 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each column's median over repeated runs (each column on its own, so a row need not be a run). */
function medianOf(runs: Measured[]): Measured {
  const first = runs[0] as Measured;
  const of = (pick: (run: Measured) => number) => median(runs.map(pick));
  const costs = Object.keys(first.cost) as (keyof Cost)[];
  return {
    ...first,
    server: `  median of ${runs.length}`,
    perSecond: of((run) => run.perSecond),
    answered: Math.round(of((run) => run.answered)),
    recorded: Math.round(of((run) => run.recorded)),
    secondsToDrain: of((run) => run.secondsToDrain),
    cost: Object.fromEntries(costs.map((key) => [key, of((run) => run.cost[key])])) as Cost,
    bare: of((run) => run.bare),
    wal: first.wal && {
      bytesPerVisit: of((run) => run.wal?.bytesPerVisit ?? 0),
      fullPageShare: of((run) => run.wal?.fullPageShare ?? 0),
    },
  };
}

async function main() {
  requireTool('wrk', 'bench:cost');
  requireTool('taskset', 'bench:cost');
  console.log(
    `bench:cost — ${CODES} codes, every visit ${DETAILED ? 'detailed' : 'counted only'}, ${SECONDS}s of load per run, ${CONNECTIONS} connections, ${REPEAT} run(s) each; CPU µs per recorded visit from the load's start until the last visit is a row.\n`,
  );
  console.log(HEADER);
  const rows: Measured[] = [];
  await onEachDatabase(
    'cost',
    CODES,
    async (database) => {
      let rowsBefore = await database.recorded(RECORDED);
      for (const traffic of chosenTraffic) {
        const runs: Measured[] = [];
        for (let run = 0; run < REPEAT; run += 1) {
          const measured = await costBesideBare(database, traffic, rowsBefore);
          rowsBefore = await database.recorded(RECORDED);
          runs.push(measured);
          console.log(line(measured));
        }
        rows.push(...runs);
        if (REPEAT > 1) console.log(line(medianOf(runs)));
      }
    },
    chosenDatabases,
    { detailed: DETAILED },
  );
  const unrecorded = rows.filter((row) => row.recorded < row.answered);
  if (unrecorded.length > 0) {
    console.error('\nSome answered visits are not in the database:', unrecorded);
    process.exit(1);
  }
}

await main();
