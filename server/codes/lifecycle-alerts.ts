import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_EXPIRING_HOURS, DEFAULT_LOW_USABLE } from '../../contract/group-qr';
import { codeAlertSettings, codes, destinations, operationLogs } from '../db/schema';
import type { Db } from '../db/store';
import { type LeasedLoop, startLeasedLoop } from '../jobs/lease';
import { noticeOf } from '../messages/notice';
import { alertOwner, type OwnerAlertDeps } from '../messages/owner-alert';
import type { CachedCode } from '../redirect/cache';
import type { WebhookEventInput } from '../webhooks/outbox';
import {
  type AlertLines,
  anyAvailable,
  canRunOut,
  codeStanding,
  type LifecycleDestination,
  type Standing,
} from './lifecycle';

export type LifecycleDeps = OwnerAlertDeps & {
  /** The platform's lines, from the configuration; an owner's own settings override them. */
  defaults?: Partial<AlertLines>;
};

/** A watched code with its destinations and what was told already. */
export type WatchedCode = {
  id: number;
  ownerId: number;
  name: string;
  fileName: string;
  lowAlertedAt: Date | null;
  emptyAlertedAt: Date | null;
  destinations: (LifecycleDestination & { expiryAlertedAt: Date | null })[];
};

export function platformLines(defaults: Partial<AlertLines> | undefined): AlertLines {
  return {
    expiringHours: defaults?.expiringHours ?? DEFAULT_EXPIRING_HOURS,
    lowUsable: defaults?.lowUsable ?? DEFAULT_LOW_USABLE,
  };
}

/** Each owner's lines: their own settings where they set one, the platform's elsewhere. */
export async function ownersLines(
  db: Db,
  ownerIds: number[],
  defaults: Partial<AlertLines> | undefined,
): Promise<Map<number, AlertLines>> {
  const platform = platformLines(defaults);
  const rows =
    ownerIds.length === 0
      ? []
      : await db.select().from(codeAlertSettings).where(inArray(codeAlertSettings.ownerId, ownerIds));
  const lines = new Map<number, AlertLines>(ownerIds.map((id) => [id, platform]));
  for (const row of rows)
    lines.set(row.ownerId, {
      expiringHours: row.expiringHours ?? platform.expiringHours,
      lowUsable: row.lowUsable ?? platform.lowUsable,
    });
  return lines;
}

/**
 * The live codes that can run out (a destination with an expiry or a threshold), with their live
 * destinations: of one owner, of some codes, or all of them for the job's round.
 */
export async function watchedCodes(
  db: Db,
  scope: { ownerId?: number; codeIds?: number[] },
): Promise<WatchedCode[]> {
  const rows = await db
    .select({
      codeId: codes.id,
      ownerId: codes.ownerId,
      name: codes.name,
      fileName: codes.fileName,
      lowAlertedAt: codes.lowAlertedAt,
      emptyAlertedAt: codes.emptyAlertedAt,
      id: destinations.id,
      enabled: destinations.enabled,
      pausedAt: destinations.pausedByScreeningAt,
      threshold: destinations.threshold,
      visits: destinations.visits,
      expiresAt: destinations.expiresAt,
      expiryAlertedAt: destinations.expiryAlertedAt,
    })
    .from(codes)
    .innerJoin(destinations, and(eq(destinations.codeId, codes.id), isNull(destinations.removedAt)))
    .where(
      and(
        isNull(codes.removedAt),
        scope.ownerId === undefined ? undefined : eq(codes.ownerId, scope.ownerId),
        scope.codeIds === undefined ? undefined : inArray(codes.id, scope.codeIds),
        sql`exists (select 1 from ${destinations} as limited where limited.code_id = ${codes.id}
          and limited.removed_at is null and (limited.expires_at is not null or limited.threshold > 0))`,
      ),
    )
    .orderBy(codes.id, destinations.sort, destinations.id);
  const byCode = new Map<number, WatchedCode>();
  for (const row of rows) {
    let code = byCode.get(row.codeId);
    if (!code) {
      code = {
        id: row.codeId,
        ownerId: row.ownerId,
        name: row.name,
        fileName: row.fileName,
        lowAlertedAt: row.lowAlertedAt,
        emptyAlertedAt: row.emptyAlertedAt,
        destinations: [],
      };
      byCode.set(row.codeId, code);
    }
    code.destinations.push({
      id: row.id,
      enabled: row.enabled,
      paused: row.pausedAt !== null,
      threshold: row.threshold,
      visits: Number(row.visits),
      expiresAt: row.expiresAt,
      expiryAlertedAt: row.expiryAlertedAt,
    });
  }
  return [...byCode.values()].filter((code) => canRunOut(code.destinations));
}

/**
 * Tells owners how their codes' destinations last (SPEC §12): a destination about to expire, a
 * code down to its last usable destinations, a code with none left. Each event is told once, on
 * whichever process claims it first: a flag is set by a conditional update and only the process
 * that set it tells; a flag is cleared once the code has enough again, so the next event is told.
 */
export function createLifecycleAlerts(deps: LifecycleDeps) {
  const { db } = deps;

  const tell = async (
    code: WatchedCode,
    key: string,
    params: Record<string, string | number>,
    event?: Pick<WebhookEventInput, 'type' | 'data'>,
  ) => {
    await alertOwner(
      deps,
      code.ownerId,
      noticeOf(key, { name: code.name, ...params }),
      false,
      event && {
        type: event.type,
        data: { code_id: code.id, name: code.name, file_name: code.fileName, ...event.data },
      },
    );
    await db.insert(operationLogs).values({
      userId: code.ownerId,
      type: 'code_attention',
      path: `code_attention/${key.slice('notice.'.length)}`,
      content: `${code.fileName}: ${JSON.stringify(params)}`,
    });
  };

  const claimCode = async (code: WatchedCode, column: 'lowAlertedAt' | 'emptyAlertedAt', now: Date) => {
    const claimed = await db
      .update(codes)
      .set({ [column]: now })
      .where(and(eq(codes.id, code.id), isNull(codes[column])))
      .returning({ id: codes.id });
    return claimed.length > 0;
  };

  const release = async (code: WatchedCode, column: 'lowAlertedAt' | 'emptyAlertedAt') => {
    if (code[column] !== null)
      await db
        .update(codes)
        .set({ [column]: null })
        .where(eq(codes.id, code.id));
  };

  async function check(code: WatchedCode, lines: AlertLines, now: Date): Promise<Standing> {
    const standing = codeStanding(code.destinations, now, lines);
    const newlyExpiring = code.destinations.filter(
      (destination) => standing.expiringSoon.includes(destination.id) && destination.expiryAlertedAt === null,
    );
    if (newlyExpiring.length > 0) {
      const claimed = await db
        .update(destinations)
        .set({ expiryAlertedAt: now })
        .where(
          and(
            inArray(
              destinations.id,
              newlyExpiring.map((destination) => destination.id),
            ),
            isNull(destinations.expiryAlertedAt),
          ),
        )
        .returning({ id: destinations.id, expiresAt: destinations.expiresAt });
      if (claimed.length > 0) {
        const first = Math.min(...claimed.map((row) => row.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY));
        const expiring = {
          count: claimed.length,
          hours: Math.max(1, Math.ceil((first - now.getTime()) / 3_600_000)),
          usable: standing.usable,
        };
        await tell(code, 'notice.destination_expiring', expiring, {
          type: 'code.destination_expiring',
          data: {
            destinations: claimed.map((row) => ({
              id: row.id,
              expires_at: row.expiresAt?.toISOString() ?? null,
            })),
            usable: standing.usable,
          },
        });
      }
    }
    if (standing.usable === 0) {
      // Running out entirely is the news; "running low" on the way there is not told after it.
      if (await claimCode(code, 'emptyAlertedAt', now)) {
        await claimCode(code, 'lowAlertedAt', now);
        // Out by thresholds alone, the code still serves its fallback destination and the rotation
        // notice (`code_ran_out`) tells the owner on the visit that gets there: not told twice.
        if (!anyAvailable(code.destinations, now))
          await tell(code, 'notice.code_empty', {}, { type: 'code.exhausted', data: { reason: 'expired' } });
      }
    } else {
      await release(code, 'emptyAlertedAt');
      if (standing.usable <= lines.lowUsable) {
        if (await claimCode(code, 'lowAlertedAt', now))
          await tell(code, 'notice.code_low', { usable: standing.usable });
      } else await release(code, 'lowAlertedAt');
    }
    return standing;
  }

  /** Checks these codes (all watched codes when none are named); answers how many were checked. */
  async function round(codeIds?: number[]): Promise<number> {
    const now = deps.now();
    const watched = await watchedCodes(db, { codeIds });
    const lines = await ownersLines(db, [...new Set(watched.map((code) => code.ownerId))], deps.defaults);
    for (const code of watched)
      await check(code, lines.get(code.ownerId) ?? platformLines(deps.defaults), now);
    return watched.length;
  }

  return { round };
}

export type LifecycleAlerts = ReturnType<typeof createLifecycleAlerts> & {
  /**
   * A visit took a destination to its threshold (a switch, or the code ran out): the code is
   * checked shortly, once the visit is written. A code that ran out keeps serving its fallback
   * and says so on every visit: only the first such visit per loaded version asks for a check.
   */
  thresholdReached(code: Pick<CachedCode, 'id' | 'loadedAt'>, exhausted: boolean): void;
  stop(): Promise<void>;
};

/** How long after a threshold is reached the code is checked: the visit writer flushes well within it. */
const SETTLE_MS = 1_500;

/**
 * The lifecycle alerts of one process: rounds every minute on the process holding the lease, and
 * checks of single codes when the redirect reports a threshold reached.
 */
export function startLifecycleAlerts(
  deps: LifecycleDeps,
  options: { run: boolean; holder: string; log: FastifyBaseLogger },
): LifecycleAlerts {
  const alerts = createLifecycleAlerts(deps);
  const loop: LeasedLoop | null = options.run
    ? startLeasedLoop({
        db: deps.db,
        name: 'code-lifecycle',
        holder: options.holder,
        everyMs: 60_000,
        now: deps.now,
        log: options.log,
        round: async () => {
          await alerts.round();
        },
      })
    : null;
  const due = new Set<number>();
  const ranOut = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  const flush = () => {
    timer = null;
    const ids = [...due];
    due.clear();
    running = alerts
      .round(ids)
      .catch((error: unknown) => options.log.error({ err: error }, 'code lifecycle check failed'));
  };
  return {
    ...alerts,
    thresholdReached(code, exhausted) {
      if (exhausted) {
        const version = `${code.id}:${code.loadedAt}`;
        if (ranOut.has(version)) return;
        // Bounded: a process serving many exhausted codes for days does not grow it without end.
        if (ranOut.size >= 10_000) ranOut.clear();
        ranOut.add(version);
      }
      due.add(code.id);
      if (!timer) {
        timer = setTimeout(flush, SETTLE_MS);
        timer.unref();
      }
    },
    async stop() {
      if (timer) clearTimeout(timer);
      await loop?.stop();
      await running;
    },
  };
}
