import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second in /proc's counters (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const SAMPLE_MS = 200;

type Sample = { first: number; last: number; ours: boolean };

/** CPU seconds a process has used so far and its command line; null once it is gone. */
function processCpu(pid: string): { seconds: number; command: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (!stat.includes('(postgres)')) return null;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\u0000', ' ');
    return { seconds, command };
  } catch {
    return null;
  }
}

/**
 * Whether a PostgreSQL process works for the measured database: its own connections (their
 * titles name the database), the autovacuum workers that clean up after them, and the server's
 * shared helpers (WAL writer, checkpointer, background writer), which write every database's
 * changes. Connections to other databases (tests, other tools) are left out.
 */
function worksFor(command: string, database: string): boolean {
  if (command.includes(` ${database} `) || command.endsWith(` ${database}`)) return true;
  if (/autovacuum worker|walwriter|checkpointer|background writer|autovacuum launcher/.test(command))
    return true;
  return false;
}

/**
 * Watches the CPU time PostgreSQL spends for one database, from `start()` to `stop()`: every
 * process is read every 200 ms, so a short-lived autovacuum worker is counted too (up to its
 * last reading). Linux only; answers 0 where /proc cannot be read.
 */
export function watchPostgresCpu(database: string) {
  const samples = new Map<string, Sample>();
  let timer: NodeJS.Timeout | null = null;

  const read = (initial: boolean) => {
    let pids: string[];
    try {
      pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const pid of pids) {
      const found = processCpu(pid);
      if (!found) continue;
      const known = samples.get(pid);
      if (known) known.last = found.seconds;
      // A process first seen after the start used all its time within the watch.
      else
        samples.set(pid, {
          first: initial ? found.seconds : 0,
          last: found.seconds,
          ours: worksFor(found.command, database),
        });
    }
  };

  return {
    start() {
      read(true);
      timer = setInterval(() => read(false), SAMPLE_MS);
    },
    /** The CPU seconds spent for the database since `start`. */
    stop(): number {
      if (timer) clearInterval(timer);
      read(false);
      let seconds = 0;
      for (const sample of samples.values()) if (sample.ours) seconds += sample.last - sample.first;
      return seconds;
    },
  };
}
