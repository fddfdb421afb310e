/**
 * bench/redirect: the redirect hot path under load, against the machine's and the runtime's
 * ceilings. Starts the product on PostgreSQL (and then on PGlite) with 100k codes, waits until
 * its code cache is warm, drives random `GET /c/<suffix>` with wrk for a fixed time — the server pinned to one core, wrk to the other —
 * and prints requests/s, p50/p99 and visits in the database after drain against redirects
 * answered. The same load runs against a bare node:http 302 server and, when installed, nginx.
 * Also printed: the server's CPU time (all threads) per answered request — steadier than req/s
 * on a shared machine — and how long the product took to stop, i.e. to write the visits it had
 * not written yet when the load ended.
 *
 *   npm run bench:redirect                 (BENCH_SECONDS=15 BENCH_CODES=100000 BENCH_CONNECTIONS=64)
 *
 * BENCH_NODE_FLAGS passes flags to the product's node, e.g. `--cpu-prof --cpu-prof-dir=prof` to
 * see where its time goes under this load.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitFor } from '../../tests/support/wait';
import {
  LOAD_CORE,
  pinned as pinnedOn,
  requireTool,
  SERVER_CORE,
  stop,
  type WrkResult,
  wrk as wrkOn,
} from '../support/load';
import { onEachDatabase, type SeededDatabase, startNodeBaseline, startProduct } from '../support/product';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const LUA = join(import.meta.dirname, 'random-codes.lua');

type Row = {
  name: string;
  result: WrkResult;
  /** CPU time of the server process (all its threads) per answered request, in microseconds. */
  cpuPerRequest?: number;
  /**
   * The same for the thread that answers (the main thread) alone: what an answer costs, without
   * the visit writer's thread that fills the core's idle moments.
   */
  answerCpuPerRequest?: number;
  recorded?: number;
  /** Seconds the product took to stop after the run: writing the visits it had not written yet. */
  drainSeconds?: number;
};

/** wrk from the load core, each request to a random code of the seeded ones. */
function wrk(url: string, seconds: number): WrkResult {
  return wrkOn({
    url,
    seconds,
    connections: CONNECTIONS,
    core: LOAD_CORE,
    script: LUA,
    env: { BENCH_CODES: String(CODES) },
  });
}

/** A process on the server core. */
function pinned(command: string, args: string[], env: Record<string, string>): ChildProcess {
  return pinnedOn(SERVER_CORE, command, args, env);
}

/** CPU seconds (user + system) a process (every thread) or one of its threads has used so far. */
function cpuSeconds(pid: number | undefined, thread?: number): number {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the line, counted in clock ticks (100 per second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** wrk against a pinned server, with the server's CPU time per answered request. */
function measured(
  child: ChildProcess,
  url: string,
  seconds: number,
): Pick<Row, 'result' | 'cpuPerRequest' | 'answerCpuPerRequest'> {
  // taskset execs the server, so the child's pid is the server's, and its main thread's id too.
  const before = { all: cpuSeconds(child.pid), main: cpuSeconds(child.pid, child.pid) };
  const result = wrk(url, seconds);
  const perRequest = (used: number) => (used / result.requests) * 1e6;
  return {
    result,
    cpuPerRequest: perRequest(cpuSeconds(child.pid) - before.all),
    answerCpuPerRequest: perRequest(cpuSeconds(child.pid, child.pid) - before.main),
  };
}

async function benchProduct(database: SeededDatabase): Promise<Row> {
  const { name } = database;
  const { child, url, output } = await startProduct({
    name,
    core: SERVER_CORE,
    env: database.env,
  });
  let warm: WrkResult;
  try {
    warm = wrk(url, 5);
  } catch (error) {
    console.error(`${name} did not answer; it printed:\n${output().slice(-4000)}`);
    throw error;
  }
  const run = measured(child, url, SECONDS);
  const stopping = performance.now();
  await stop(child); // SIGTERM drains every journaled visit into the database.
  const drainSeconds = (performance.now() - stopping) / 1000;
  return { name, ...run, drainSeconds, recorded: (await database.recorded('views')) - warm.requests };
}

async function benchNode(): Promise<Row> {
  const { child, url } = await startNodeBaseline(SERVER_CORE, CODES);
  wrk(url, 3);
  const run = measured(child, url, SECONDS);
  await stop(child);
  return { name: 'bare node:http 302', ...run };
}

async function benchNginx(): Promise<Row | null> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!nginx) return null;
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 4096; }
http { access_log off; server { listen 127.0.0.1:${port}; location / { add_header cache-control no-store always; return 302 https://example.com$uri; } } }\n`,
  );
  const child = pinned(nginx, ['-c', join(dir, 'nginx.conf'), '-p', dir], {});
  await waitFor(() => existsSync(join(dir, 'nginx.pid')), 10_000);
  const url = `http://127.0.0.1:${port}`;
  wrk(url, 3);
  const result = wrk(url, SECONDS);
  await stop(child);
  return { name: 'nginx return 302', result };
}

function line(row: Row, node: Row, nginx: Row | null): string {
  const { result } = row;
  const cells = [
    row.name.padEnd(26),
    result.perSecond.toFixed(0).padStart(9),
    result.p50.toFixed(2).padStart(8),
    result.p99.toFixed(2).padStart(8),
    (result.perSecond / node.result.perSecond).toFixed(2).padStart(7),
    nginx ? (result.perSecond / nginx.result.perSecond).toFixed(2).padStart(8) : '       –',
    (result.p99 / node.result.p99).toFixed(2).padStart(8),
    row.cpuPerRequest === undefined ? '       –' : row.cpuPerRequest.toFixed(1).padStart(8),
    row.answerCpuPerRequest === undefined ? '        –' : row.answerCpuPerRequest.toFixed(1).padStart(9),
    String(result.requests).padStart(9),
    row.recorded === undefined ? '        –' : String(row.recorded).padStart(9),
    row.drainSeconds === undefined ? '       –' : row.drainSeconds.toFixed(1).padStart(8),
  ];
  return cells.join(' ');
}

async function main(): Promise<void> {
  for (const tool of ['wrk', 'taskset']) requireTool(tool, 'bench/redirect');
  console.log(
    `bench/redirect: ${CODES} codes, ${SECONDS}s per run, ${CONNECTIONS} connections; server on core ${SERVER_CORE}, wrk on core ${LOAD_CORE}\n`,
  );
  const rows = await onEachDatabase('redirect', CODES, benchProduct);
  const node = await benchNode();
  const nginx = await benchNginx();
  console.log(
    `${'run'.padEnd(26)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'×node'.padStart(7)} ${'×nginx'.padStart(8)} ${'p99/node'.padStart(8)} ${'µs CPU/r'.padStart(8)} ${'µs main/r'.padStart(9)} ${'answered'.padStart(9)} ${'recorded'.padStart(9)} ${'stop s'.padStart(8)}`,
  );
  for (const row of [...rows, node, ...(nginx ? [nginx] : [])]) console.log(line(row, node, nginx));
  const product = rows[0] as Row;
  console.log(
    `\nTargets (product on PostgreSQL): throughput ≥ 0.70 × node: ${(product.result.perSecond / node.result.perSecond).toFixed(2)}; p99 ≤ 3 × node: ${(product.result.p99 / node.result.p99).toFixed(2)}; recorded − answered: ${(product.recorded ?? 0) - product.result.requests} (0 … ${2 * CONNECTIONS}: wrk drops up to ${CONNECTIONS} in-flight answers at the end of each of its two runs, warm-up and measured)`,
  );
}

void main();
