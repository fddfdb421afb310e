import { eq, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LeasedJob } from '../../contract/enums';
import { jobLeases } from '../db/schema';
import type { Db } from '../db/store';

/**
 * Takes or keeps a named lease for this process: it is renewed by its holder and taken over by
 * another only once it expired. Jobs that call out (a chain, a DNS server, Telegram) hold a lease
 * rather than a lock inside a transaction, so a slow outside service never holds a connection.
 */
export async function holdLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + leaseMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: or(eq(jobLeases.holder, holder), lt(jobLeases.expiresAt, now)),
    })
    .returning({ holder: jobLeases.holder });
  return rows[0]?.holder === holder;
}

export type LeasedLoop = { stop(): Promise<void> };

/**
 * Runs `round` every `everyMs` while this process holds the lease `name` (a lease lasts
 * `leaseRounds` rounds, so a dead holder gives way soon and a slow round keeps it). A failed round
 * is logged and the next one waits longer — by `backoff` (the last wait and the error), or twice as
 * long each time up to `maxBackoffMs`: never a tight loop. Never throws.
 */
export function startLeasedLoop(options: {
  db: Db;
  name: LeasedJob;
  holder: string;
  everyMs: number;
  leaseRounds?: number;
  maxBackoffMs?: number;
  now: () => Date;
  log: FastifyBaseLogger;
  round: () => Promise<void>;
  backoff?: (lastWaitMs: number, error: unknown) => number;
}): LeasedLoop {
  let stopped = false;
  let waitMs = 0;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const leaseMs = options.everyMs * (options.leaseRounds ?? 5);
  const maxBackoffMs = options.maxBackoffMs ?? 10 * 60_000;
  const backoff =
    options.backoff ?? ((last: number) => Math.min(Math.max(options.everyMs, last) * 2, maxBackoffMs));

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = once();
    }, ms);
    timer.unref();
  };

  async function once() {
    try {
      if (await holdLease(options.db, options.name, options.holder, options.now(), leaseMs)) {
        await options.round();
      }
      waitMs = 0;
    } catch (error) {
      waitMs = backoff(waitMs, error);
      options.log.warn({ err: error, job: options.name, waitMs }, 'job round failed; backing off');
    }
    schedule(waitMs || options.everyMs);
  }

  schedule(0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
