import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { waitFor } from '../../tests/support/wait';

/**
 * The server under test runs on one core and wrk on the other: on the 2-core machine the figures
 * then compare a core's worth of work, whatever else the operating system schedules.
 */
export const SERVER_CORE = '0';
export const LOAD_CORE = '1';
/** A fresh process answers slower until JIT-compiled: load it this long before measuring. */
export const WARM_SECONDS = 3;

/** What wrk reports of one run; latencies in milliseconds. */
export type WrkResult = { requests: number; perSecond: number; p50: number; p99: number; errors: number };

/** Exits with the package to install when a tool the benchmark drives is missing. */
export function requireTool(tool: string, bench: string): void {
  try {
    execFileSync('which', [tool], { stdio: 'ignore' });
  } catch {
    console.error(`${bench} needs ${tool} (apt-get install ${tool === 'taskset' ? 'util-linux' : tool})`);
    process.exit(1);
  }
}

/** Milliseconds from a wrk latency such as `1.23ms`, `850.00us` or `1.02s`. */
export function toMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** One wrk run: one thread on the given core. */
export type WrkOptions = {
  url: string;
  seconds: number;
  connections: number;
  core: string;
  script?: string;
  env?: Record<string, string>;
};

function wrkArguments(options: WrkOptions): string[] {
  return [
    '-c',
    options.core,
    'wrk',
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--latency',
    ...(options.script ? ['-s', options.script] : []),
    options.url,
  ];
}

function wrkResult(output: string): WrkResult {
  const errors =
    Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0) +
    [...output.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce(
      (sum, match) => sum + Number(match[2]),
      0,
    );
  return {
    requests: Number(/(\d+) requests in/.exec(output)?.[1] ?? Number.NaN),
    perSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    // Anchored: the thread statistics above also end in percentages such as `90.50%`.
    p50: toMs(/^\s+50%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    p99: toMs(/^\s+99%\s+(\S+)/m.exec(output)?.[1] ?? ''),
    errors,
  };
}

/** wrk with one thread on the given core, its figures parsed from its report. */
export function wrk(options: WrkOptions): WrkResult {
  const output = execFileSync('taskset', wrkArguments(options), {
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  return wrkResult(output);
}

/** The same run without blocking: the benchmark can watch the server while wrk drives it. */
export async function wrkInBackground(options: WrkOptions): Promise<WrkResult> {
  const { stdout } = await promisify(execFile)('taskset', wrkArguments(options), {
    encoding: 'utf8',
    env: { ...process.env, ...options.env },
  });
  return wrkResult(stdout);
}

/** A process started on one core (taskset execs it: the child's pid is the program's). */
export function pinned(
  core: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): ChildProcess {
  return spawn('taskset', ['-c', core, command, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Waits until the child prints one of the texts; answers everything it prints, then and later. */
export async function waitForOutput(child: ChildProcess, ...texts: string[]): Promise<() => string> {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  await waitFor(() => texts.some((text) => output.includes(text)) || child.exitCode !== null, 180_000);
  if (child.exitCode !== null) throw new Error(`did not start:\n${output}`);
  return () => output;
}

/** SIGTERM, then waits for the exit (the product drains its journaled visits first). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
