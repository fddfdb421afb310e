/**
 * bench/backlog-latency: whether writing a backlog of visits holds up the visitors being answered.
 * On each database (PostgreSQL, then the embedded PGlite) with 100k codes (detailed logging), the
 * product answers a light, fixed rate of random redirects for `BENCH_SECONDS` twice: once with
 * nothing waiting to be written, once just after a burst at full speed has left a large backlog
 * that the writer is busy with. The ratio of the two p99 latencies is the figure: near 1 when a
 * batch never stalls the thread that answers.
 *
 *   npm run bench:backlog-latency   (BENCH_SECONDS=10 BENCH_RATE=2000 BENCH_BURST_SECONDS=10)
 */
import { join } from 'node:path';
import {
  LOAD_CORE,
  requireTool,
  SERVER_CORE,
  stop,
  type WrkResult,
  wrk,
  wrkInBackground,
} from '../support/load';
import { backlogVisits, onEachDatabase, type SeededDatabase, startProduct } from '../support/product';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 2000);
const BURST_SECONDS = Number(process.env.BENCH_BURST_SECONDS ?? 10);
const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const CONNECTIONS = 64;
const PACED = join(import.meta.dirname, '..', 'sustained', 'paced-codes.lua');
const FLAT_OUT = join(import.meta.dirname, '..', 'redirect', 'random-codes.lua');

type Outcome = {
  name: string;
  quiet: WrkResult;
  busy: WrkResult;
  /** Visits waiting when the measured run under a backlog began, and when it ended (null: no answer). */
  backlogAtStart: number | null;
  backlogAtEnd: number | null;
};

async function until(condition: () => Promise<boolean>, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!(await condition()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200));
}

function atLightRate(url: string) {
  return wrkInBackground({
    url,
    seconds: SECONDS,
    connections: CONNECTIONS,
    core: LOAD_CORE,
    script: PACED,
    env: { BENCH_CODES: String(CODES), BENCH_RATE: String(RATE) },
  });
}

async function measure(database: SeededDatabase): Promise<Outcome> {
  const { child, url } = await startProduct({ name: database.name, core: SERVER_CORE, env: database.env });
  try {
    await atLightRate(url); // warm-up: a fresh process answers slower until compiled
    await until(async () => (await backlogVisits(url)) === 0, 60);
    const quiet = await atLightRate(url);
    await until(async () => (await backlogVisits(url)) === 0, 60);
    wrk({
      url,
      seconds: BURST_SECONDS,
      connections: CONNECTIONS,
      core: LOAD_CORE,
      script: FLAT_OUT,
      env: { BENCH_CODES: String(CODES) },
    });
    const backlogAtStart = await backlogVisits(url);
    const busy = await atLightRate(url);
    const backlogAtEnd = await backlogVisits(url);
    return { name: database.name, quiet, busy, backlogAtStart, backlogAtEnd };
  } finally {
    await stop(child);
  }
}

function line(outcome: Outcome): string {
  const { quiet, busy } = outcome;
  return [
    outcome.name.padEnd(26),
    quiet.p50.toFixed(2).padStart(8),
    quiet.p99.toFixed(2).padStart(8),
    busy.p50.toFixed(2).padStart(8),
    busy.p99.toFixed(2).padStart(8),
    (busy.p99 / quiet.p99).toFixed(2).padStart(8),
    `${outcome.backlogAtStart ?? '–'} → ${outcome.backlogAtEnd ?? '–'}`.padStart(22),
    String(quiet.errors + busy.errors).padStart(7),
  ].join(' ');
}

async function main(): Promise<void> {
  for (const tool of ['wrk', 'taskset']) requireTool(tool, 'bench:backlog-latency');
  console.log(
    `bench/backlog-latency: ${CODES} codes (detailed logging), ${RATE} redirects/s for ${SECONDS}s without and then with a backlog left by ${BURST_SECONDS}s at full speed; server on core ${SERVER_CORE}, wrk on core ${LOAD_CORE}`,
  );
  const outcomes = await onEachDatabase('backlog_latency', CODES, measure);
  console.log(
    `\n${'run'.padEnd(26)} ${'quiet p50'.padStart(8)} ${'p99'.padStart(8)} ${'busy p50'.padStart(8)} ${'p99'.padStart(8)} ${'p99 ×'.padStart(8)} ${'backlog start → end'.padStart(22)} ${'errors'.padStart(7)}`,
  );
  for (const outcome of outcomes) console.log(line(outcome));
  console.log(
    '\nLatencies in ms. "p99 ×" is the p99 while the writer works through the backlog over the p99 with nothing to write.',
  );
}

void main();
