import { readdirSync, readFileSync } from 'node:fs';

/** A figure for each kind of thread of a process: its main thread, its niced threads and the rest. */
type ByThreadKind = { main: number; niced: number; other: number };
/** CPU seconds each kind of thread has used so far. */
export type ThreadCpu = ByThreadKind;
/** Percent of one core each kind of thread used over a stretch of time. */
export type CoreShares = ByThreadKind;

/** Clock ticks per second in /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time of each kind of thread of `pid` so far, read from /proc (Linux). The product's visit
 * writer is its niced thread (JOURNAL_WRITER_NICE); "other" is mostly the runtime's helpers
 * (garbage collection, libuv). Null when the process is gone.
 */
export function threadCpu(pid: number): ThreadCpu | null {
  const used: ThreadCpu = { main: 0, niced: 0, other: 0 };
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  for (const task of tasks) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8');
    } catch {
      continue; // the thread ended between the listing and the read
    }
    // Fields after the command name, which is in parentheses and may hold spaces: utime is the
    // 14th field of the line, stime the 15th and nice the 19th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const kind = task === String(pid) ? 'main' : Number(fields[16]) > 0 ? 'niced' : 'other';
    used[kind] += seconds;
  }
  return used;
}

/** Each kind's share of one core between two readings `seconds` apart, in percent. */
export function coreShares(before: ThreadCpu, after: ThreadCpu, seconds: number): CoreShares {
  const share = (kind: keyof ByThreadKind) => (100 * (after[kind] - before[kind])) / seconds;
  return { main: share('main'), niced: share('niced'), other: share('other') };
}
