/**
 * bench/sustained: the highest redirect rate the product keeps up with, every visit written.
 * bench/redirect measures how fast the product answers; the visit writer may still fall behind,
 * and then the journal's backlog grows without bound. Here wrk drives random `GET /c/<suffix>`
 * at a fixed rate (paced from Lua) from one core against the product pinned to the other, on
 * PostgreSQL and then on PGlite, 100k codes with detailed logging. A rate is sustained when wrk
 * reached it, nothing failed, the backlog `/healthz` reports (sampled every second) is empty again
 * within 2 s of the load's end, and the database holds a visit row for every answered redirect.
 * The rate is found by steps (doubling from 0.2 × the bare node:http baseline's ceiling, then
 * bisecting), the product restarted for each step. Each step also prints the share of the
 * server's core its threads used (answering / visit writer — on PGlite the database's thread,
 * which runs the writer — / the rest, mostly the runtime's helpers), and the bare server's share
 * at the first step's rate is printed beside its ceiling: where the core goes at a given rate.
 *
 *   npm run bench:sustained                (BENCH_SECONDS=60 BENCH_CODES=100000 BENCH_CONNECTIONS=64)
 */
import { join } from 'node:path';
import { type CoreShares, coreShares, threadCpu } from '../support/cpu';
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
import {
  backlogVisits,
  onEachDatabase,
  type SeededDatabase,
  startNodeBaseline,
  startProduct,
} from '../support/product';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const MAX_LOAD = join(import.meta.dirname, '..', 'redirect', 'random-codes.lua');
const PACED_LOAD = join(import.meta.dirname, 'paced-codes.lua');
const MAX_STEPS = 6;
/** wrk may fall this far short of the asked rate (its clock and ours differ a little). */
const RATE_TOLERANCE = 0.03;
/** A backlog empty this soon after the load ends was a queue the writer keeps up with, not a debt. */
const EMPTY_WITHIN_SECONDS = 2;
/** How long the backlog is watched after the load, to print how far behind a failed step was. */
const EMPTY_WATCH_SECONDS = 30;
/** Steps stop once the sustained and the failed rate are this close (a share of the baseline's rate). */
const PRECISION = 0.025;

type Step = {
  asked: number;
  result: WrkResult;
  /** The largest backlog sampled during the measured run; null when `/healthz` never answered. */
  maxBacklog: number | null;
  /** Seconds from the load's end until the backlog was empty; null when not within the watch. */
  secondsToEmpty: number | null;
  /** Redirects wrk saw answered (warm-up and measured run) and visit rows written for this step. */
  answered: number;
  recorded: number;
  /** The product's threads' shares of its core during the measured run; null if unreadable. */
  cpu: CoreShares | null;
  failures: string[];
};

type Outcome = { name: string; steps: Step[]; sustained: Step | null };

function paced(url: string, rate: number, seconds: number): WrkOptions {
  return {
    url,
    seconds,
    connections: CONNECTIONS,
    core: LOAD_CORE,
    script: PACED_LOAD,
    env: { BENCH_CODES: String(CODES), BENCH_RATE: String(rate) },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples the backlog every second until `running` settles; answers the largest sample. */
async function largestBacklog(url: string, running: Promise<unknown>): Promise<number | null> {
  let done = false;
  const settled = running.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  let largest: number | null = null;
  while (!done) {
    const visits = await backlogVisits(url);
    if (visits !== null) largest = Math.max(largest ?? 0, visits);
    await Promise.race([sleep(1000), settled]);
  }
  return largest;
}

async function secondsToEmpty(url: string): Promise<number | null> {
  const start = performance.now();
  while (performance.now() - start < EMPTY_WATCH_SECONDS * 1000) {
    if ((await backlogVisits(url)) === 0) return (performance.now() - start) / 1000;
    await sleep(100);
  }
  return null;
}

function failuresOf(step: Omit<Step, 'failures'>): string[] {
  const { asked, result, secondsToEmpty: empty, answered, recorded } = step;
  const failures: string[] = [];
  if (result.perSecond < asked * (1 - RATE_TOLERANCE)) failures.push('rate not reached');
  if (result.errors > 0) failures.push(`${result.errors} errors`);
  if (empty === null || empty > EMPTY_WITHIN_SECONDS) failures.push('backlog not empty');
  // wrk does not count the answers in flight when each of its two runs ends: up to one per connection.
  const unrecorded = answered - recorded;
  if (unrecorded > 0 || unrecorded < -2 * CONNECTIONS) failures.push('visits not recorded');
  return failures;
}

/** One step: the product started afresh, warmed and driven at `rate`, then stopped and counted. */
async function runStep(database: SeededDatabase, rate: number, recordedBefore: number): Promise<Step> {
  const { child, url, output } = await startProduct({
    name: database.name,
    core: SERVER_CORE,
    env: database.env,
  });
  try {
    const warm = await wrkInBackground(paced(url, rate, WARM_SECONDS));
    const cpuBefore = threadCpu(child.pid as number);
    const running = wrkInBackground(paced(url, rate, SECONDS));
    const maxBacklog = await largestBacklog(url, running);
    const result = await running;
    const cpuAfter = threadCpu(child.pid as number);
    const empty = await secondsToEmpty(url);
    await stop(child); // SIGTERM drains every journaled visit into the database.
    const measuredStep = {
      asked: rate,
      result,
      maxBacklog,
      secondsToEmpty: empty,
      answered: warm.requests + result.requests,
      recorded: (await database.recorded('rows')) - recordedBefore,
      cpu: cpuBefore && cpuAfter ? coreShares(cpuBefore, cpuAfter, SECONDS) : null,
    };
    return { ...measuredStep, failures: failuresOf(measuredStep) };
  } catch (error) {
    console.error(`${database.name} failed at ${rate}/s; it printed:\n${output().slice(-4000)}`);
    await stop(child);
    throw error;
  }
}

/** The next rate to try: doubling until a step fails (at most the baseline's), then bisecting. */
function nextRate(sustained: number | null, failed: number | null, ceiling: number): number | null {
  const step = Math.max(100, ceiling * PRECISION);
  if (failed === null)
    return sustained === null || sustained >= ceiling ? null : roundRate(Math.min(2 * sustained, ceiling));
  if (sustained === null) return failed / 2 < step ? null : roundRate(failed / 2);
  return failed - sustained <= step ? null : roundRate((sustained + failed) / 2);
}

function roundRate(rate: number): number {
  return Math.max(100, Math.round(rate / 100) * 100);
}

function stepLine(step: Step): string {
  const cells = [
    String(step.asked).padStart(9),
    step.result.perSecond.toFixed(0).padStart(9),
    step.result.p50.toFixed(2).padStart(8),
    step.result.p99.toFixed(2).padStart(8),
    (step.maxBacklog === null ? '–' : String(step.maxBacklog)).padStart(11),
    (step.secondsToEmpty === null ? `>${EMPTY_WATCH_SECONDS}` : step.secondsToEmpty.toFixed(1)).padStart(8),
    String(step.answered).padStart(9),
    String(step.recorded).padStart(9),
    cpuCell(step.cpu).padStart(15),
    ` ${step.failures.length === 0 ? 'sustained' : step.failures.join(', ')}`,
  ];
  return cells.join(' ');
}

/** `answering/writer/other`: percent of the server's core each kind of thread used. */
function cpuCell(cpu: CoreShares | null): string {
  if (!cpu) return '–';
  return [cpu.main, cpu.niced, cpu.other].map((share) => share.toFixed(0)).join('/');
}

const STEP_HEADER = `${'asked/s'.padStart(9)} ${'got/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max backlog'.padStart(11)} ${'empty s'.padStart(8)} ${'answered'.padStart(9)} ${'recorded'.padStart(9)} ${'cpu % a/w/o'.padStart(15)}  result`;

async function searchRate(database: SeededDatabase, ceiling: number): Promise<Outcome> {
  console.log(`\n${database.name}\n${STEP_HEADER}`);
  const steps: Step[] = [];
  let sustained: Step | null = null;
  let failed: number | null = null;
  let recorded = 0;
  let rate: number | null = roundRate(0.2 * ceiling);
  while (rate !== null && steps.length < MAX_STEPS) {
    const step = await runStep(database, rate, recorded);
    recorded += step.recorded;
    steps.push(step);
    console.log(stepLine(step));
    // Each rate tried lies above the highest sustained one and below the lowest failed one.
    if (step.failures.length > 0) failed = rate;
    else sustained = step;
    rate = nextRate(sustained?.asked ?? null, failed, ceiling);
  }
  return { name: database.name, steps, sustained };
}

function summaryLine(outcome: Outcome, node: WrkResult): string {
  const best = outcome.sustained;
  if (!best)
    return `${outcome.name.padEnd(26)} none sustained (lowest tried: ${outcome.steps.at(-1)?.asked}/s)`;
  return [
    outcome.name.padEnd(26),
    String(best.asked).padStart(11),
    (best.asked / node.perSecond).toFixed(2).padStart(7),
    best.result.p99.toFixed(2).padStart(8),
    (best.result.p99 / node.p99).toFixed(2).padStart(8),
  ].join(' ');
}

/**
 * The bare server's share of its core at the first step's paced rate: paced requests come one at
 * a time, each with its own wake-up, read and write, and cost more than at full speed, where they
 * come in bunches. The product's steps print the same shares.
 */
async function bareAtFirstStep(pid: number, url: string, rate: number): Promise<void> {
  const before = threadCpu(pid);
  const result = await wrkInBackground(paced(url, rate, SECONDS));
  const after = threadCpu(pid);
  const share = before && after ? `${coreShares(before, after, SECONDS).main.toFixed(0)} %` : '–';
  console.log(`bare node:http 302 paced at ${result.perSecond.toFixed(0)} req/s: ${share} of its core`);
}

function minutes(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

async function main(): Promise<void> {
  const started = performance.now();
  for (const tool of ['wrk', 'taskset']) requireTool(tool, 'bench/sustained');
  console.log(
    `bench/sustained: ${CODES} codes (detailed logging), ${SECONDS}s per step after ${WARM_SECONDS}s at the same rate, ${CONNECTIONS} connections, at most ${MAX_STEPS} steps per database; server on core ${SERVER_CORE}, wrk on core ${LOAD_CORE}`,
  );

  const baseline = await startNodeBaseline(SERVER_CORE, CODES);
  const maxLoad = {
    connections: CONNECTIONS,
    core: LOAD_CORE,
    script: MAX_LOAD,
    env: { BENCH_CODES: String(CODES) },
  };
  wrk({ ...maxLoad, url: baseline.url, seconds: 3 });
  const node = wrk({ ...maxLoad, url: baseline.url, seconds: SECONDS });
  console.log(
    `bare node:http 302 at full speed: ${node.perSecond.toFixed(0)} req/s, p50 ${node.p50.toFixed(2)} ms, p99 ${node.p99.toFixed(2)} ms`,
  );
  await bareAtFirstStep(baseline.child.pid as number, baseline.url, roundRate(0.2 * node.perSecond));
  await stop(baseline.child);

  const outcomes = await onEachDatabase('sustained', CODES, (database) =>
    searchRate(database, node.perSecond),
  );

  console.log(
    `\n${'run'.padEnd(26)} ${'sustained/s'.padStart(11)} ${'×node'.padStart(7)} ${'p99 ms'.padStart(8)} ${'p99/node'.padStart(8)}`,
  );
  console.log(
    `${'bare node:http 302 (max)'.padEnd(26)} ${node.perSecond.toFixed(0).padStart(11)} ${'1.00'.padStart(7)} ${node.p99.toFixed(2).padStart(8)} ${'1.00'.padStart(8)}`,
  );
  for (const outcome of outcomes) console.log(summaryLine(outcome, node));
  console.log(
    `\nSustained: wrk reached the rate (−${RATE_TOLERANCE * 100}% at most) without errors, the backlog was empty ≤ ${EMPTY_WITHIN_SECONDS}s after the load, visit rows − answered within 0 … ${2 * CONNECTIONS}. Total runtime ${minutes(performance.now() - started)}.`,
  );
}

void main();
