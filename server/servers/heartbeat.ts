import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { serverRowSchema } from '../../contract/areas/servers';
import { jobLeases, serverHeartbeats } from '../db/schema';
import type { Db } from '../db/store';

/** How often a process beats; three missed beats and it is shown as down. */
export const BEAT_MS = 10_000;
const MISSED_BEATS = 3;

type ServerRow = z.infer<typeof serverRowSchema>;
/** What a beat says beyond who the process is. */
export type BeatState = Omit<
  ServerRow,
  'name' | 'host' | 'port' | 'version' | 'started_at' | 'beat_at' | 'up'
>;

export type HeartbeatDeps = {
  db: Db;
  identity: { name: string; host: string; port: number; version: string; startedAt: Date };
  /** The lease holders of this process (its job loops): the jobs it is the elected node of. */
  holders: readonly string[];
  now: () => Date;
  log: FastifyBaseLogger;
  /** Everything else a beat reports, read at the beat; `redirectsPerSecond` from the count answered. */
  answered(): number;
  measure(): Omit<BeatState, 'jobs' | 'redirects_per_second'>;
};

/** Redirects per second between two readings of the answered count. */
export function ratePerSecond(
  before: { count: number; at: number },
  after: { count: number; at: number },
): number {
  const seconds = (after.at - before.at) / 1000;
  return seconds > 0 ? Math.round(((after.count - before.count) / seconds) * 10) / 10 : 0;
}

/** Beats now and every `BEAT_MS`; a beat that fails is logged and the next one tries again. */
export function startHeartbeat(deps: HeartbeatDeps) {
  let last = { count: deps.answered(), at: deps.now().getTime() };

  async function beat() {
    const now = deps.now();
    const reading = { count: deps.answered(), at: now.getTime() };
    const jobs = await deps.db
      .select({ name: jobLeases.name })
      .from(jobLeases)
      .where(and(inArray(jobLeases.holder, [...deps.holders]), gt(jobLeases.expiresAt, now)));
    const state: BeatState = {
      ...deps.measure(),
      jobs: jobs.map((job) => job.name).sort(),
      redirects_per_second: ratePerSecond(last, reading),
    };
    last = reading;
    const { name, host, port, version, startedAt } = deps.identity;
    await deps.db
      .insert(serverHeartbeats)
      .values({ name, host, port, version, startedAt, beatAt: now, state })
      .onConflictDoUpdate({
        target: serverHeartbeats.name,
        set: { host, port, version, startedAt, beatAt: now, state },
      });
  }

  const safely = () =>
    beat().catch((error: unknown) => deps.log.warn({ err: error }, 'heartbeat not written'));
  const first = safely();
  const timer = setInterval(safely, BEAT_MS);
  timer.unref();
  return {
    beat,
    async stop() {
      clearInterval(timer);
      await first;
    },
  };
}

/** Every process that ever beat, newest start first; `up` while its last beat is recent. */
export async function serverList(db: Db, now: Date): Promise<ServerRow[]> {
  const rows = await db.select().from(serverHeartbeats).orderBy(asc(serverHeartbeats.name));
  const staleBefore = now.getTime() - MISSED_BEATS * BEAT_MS;
  return rows.map((row) => ({
    ...(row.state as BeatState),
    name: row.name,
    host: row.host,
    port: row.port,
    version: row.version,
    started_at: row.startedAt.toISOString(),
    beat_at: row.beatAt.toISOString(),
    up: row.beatAt.getTime() >= staleBefore,
  }));
}

/** A process gone for a day is no longer listed. */
export async function forgetGoneServers(db: Db, now: Date): Promise<void> {
  await db.delete(serverHeartbeats).where(lt(serverHeartbeats.beatAt, new Date(now.getTime() - 86_400_000)));
}
