import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/store';

export type Job = {
  name: string;
  everyMs: number;
  run(db: Db, now: Date): Promise<void>;
};

/** A stable advisory-lock number per job name. */
function lockId(name: string): number {
  let hash = 0;
  for (const character of name) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) | 0;
  return hash;
}

/**
 * Runs one job if no other process is running it right now: the job holds a transaction-level
 * advisory lock, so with several processes on one database each tick runs once.
 */
export async function runJobOnce(db: Db, job: Job, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${lockId(job.name)}) as locked`,
    )) as unknown;
    const rows = Array.isArray(result) ? result : (result as { rows: { locked: boolean }[] }).rows;
    if (!rows[0]?.locked) return false;
    await job.run(tx, now);
    return true;
  });
}

/** Starts the periodic jobs; answers a function that stops them (waiting for none). */
export function startJobs(db: Db, jobs: Job[], log: FastifyBaseLogger): () => void {
  const timers = jobs.map((job) => {
    const timer = setInterval(() => {
      runJobOnce(db, job, new Date()).catch((error: unknown) =>
        log.error({ err: error, job: job.name }, 'job failed'),
      );
    }, job.everyMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
