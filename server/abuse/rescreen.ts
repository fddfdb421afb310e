import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ScreeningState, ScreenMatch, ScreenRuleKind, ScreenVerdict } from '../../contract/enums';
import { codes, destinations, screenResults, screenRules, users } from '../db/schema';
import type { Db } from '../db/store';
import { anyContaining, selectJoinedPage } from '../http/paging';
import { startLeasedLoop } from '../jobs/lease';
import { screenTarget } from './screen-rules';
import {
  type AddressVerdict,
  readScreeningSettings,
  recordResults,
  type ScreeningDeps,
  screenAddress,
  screeningPlan,
  verdictColumns,
} from './screening';

/**
 * The scheduled re-screen of live destinations, "re-screen now" and releases. A destination that
 * turns out blocked is paused (`paused_by_screening_at`): the redirect treats it as disabled and
 * nothing else about it changes, so a release restores it exactly. Its owner is told.
 */

/** A destination a re-screen paused, as its owner is told about it. */
export type PausedDestination = {
  destinationId: number;
  codeId: number;
  codeName: string;
  ownerId: number;
  verdict: AddressVerdict;
};

export type RescreenDeps = ScreeningDeps & {
  /** Every process's redirect cache forgets these codes. */
  codesChanged(ids: number[]): Promise<void>;
  /** Tells the owner (never awaited by a redirect). */
  onPaused(paused: PausedDestination): Promise<void>;
};

/** Destinations screened per scheduled round, and at once. */
const ROUND_BATCH = 200;
const CONCURRENCY = 4;
/** An address the provider could not answer about is asked again after this long. */
const UNCHECKED_RETRY_MS = 15 * 60_000;

const SCREENED = {
  id: destinations.id,
  url: destinations.url,
  codeId: destinations.codeId,
  pausedAt: destinations.pausedByScreeningAt,
  lastVerdict: destinations.screenVerdict,
  codeName: codes.name,
  ownerId: codes.ownerId,
};
type ScreenedRow = {
  id: number;
  url: string | null;
  codeId: number;
  pausedAt: Date | null;
  lastVerdict: number | null;
  codeName: string;
  ownerId: number;
};

const live = and(isNull(destinations.removedAt), isNull(codes.removedAt), isNotNull(destinations.url));

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  }
  return results;
}

/**
 * Screens these destinations, keeps each verdict on the destination and in the history (a clean
 * address that was clean before only moves its time, so the history holds what changed), and
 * pauses the ones found blocked.
 */
async function screenDestinations(
  deps: RescreenDeps,
  rows: ScreenedRow[],
  options: { fresh: boolean },
): Promise<{ destinationId: number; verdict: (typeof ScreenVerdict)[keyof typeof ScreenVerdict] }[]> {
  if (rows.length === 0) return [];
  const plan = await screeningPlan(deps);
  const paused: PausedDestination[] = [];
  const screened = await inBatches(rows, CONCURRENCY, async (row) => {
    const verdict = await screenAddress(deps, plan, row.url ?? '', options);
    if (!verdict) return null;
    const at = deps.now();
    const pauses = verdict.verdict === ScreenVerdict.blocked && row.pausedAt === null;
    await deps.db
      .update(destinations)
      .set({ ...verdictColumns(verdict, at), ...(pauses ? { pausedByScreeningAt: at } : {}) })
      .where(eq(destinations.id, row.id));
    const unchanged = verdict.verdict === ScreenVerdict.clean && row.lastVerdict === ScreenVerdict.clean;
    if (!unchanged) {
      const entry = { verdict, destinationId: row.id, codeId: row.codeId, ownerId: row.ownerId };
      await recordResults(deps.db, [{ ...entry, trigger: 'rescreen' }], at);
    }
    if (pauses) {
      paused.push({
        destinationId: row.id,
        codeId: row.codeId,
        codeName: row.codeName,
        ownerId: row.ownerId,
        verdict,
      });
    }
    return { destinationId: row.id, verdict: verdict.verdict };
  });
  if (paused.length > 0) {
    await deps.codesChanged([...new Set(paused.map((entry) => entry.codeId))]);
    for (const entry of paused) await deps.onPaused(entry);
  }
  return screened.filter((entry) => entry !== null);
}

/** One scheduled round: the live destinations whose turn has come, the longest-waiting first. */
export async function runRescreenRound(deps: RescreenDeps): Promise<number> {
  const settings = await readScreeningSettings(deps.db);
  if (settings.rescreen_hours === 0) return 0;
  const now = deps.now().getTime();
  const dueBefore = new Date(now - settings.rescreen_hours * 3_600_000);
  const retryBefore = new Date(now - UNCHECKED_RETRY_MS);
  const due = await deps.db
    .select(SCREENED)
    .from(destinations)
    .innerJoin(codes, eq(codes.id, destinations.codeId))
    .where(
      and(
        live,
        isNull(destinations.pausedByScreeningAt),
        or(
          isNull(destinations.screenedAt),
          lt(destinations.screenedAt, dueBefore),
          and(
            eq(destinations.screenVerdict, ScreenVerdict.unchecked),
            lt(destinations.screenedAt, retryBefore),
          ),
        ),
      ),
    )
    .orderBy(sql`${destinations.screenedAt} asc nulls first`, asc(destinations.id))
    .limit(ROUND_BATCH);
  await screenDestinations(deps, due, { fresh: false });
  return due.length;
}

/** "Re-screen now": the provider is asked afresh; unknown or removed destinations are left out. */
export async function rescreenNow(deps: RescreenDeps, ids: number[]) {
  const rows = await deps.db
    .select(SCREENED)
    .from(destinations)
    .innerJoin(codes, eq(codes.id, destinations.codeId))
    .where(and(live, inArray(destinations.id, ids)));
  return screenDestinations(deps, rows, { fresh: true });
}

/**
 * Serves paused destinations again, as an administrator's decision kept in the history; with
 * `allowHost`, their hosts join the allowlist so the next re-screen does not pause them again.
 */
export async function releaseDestinations(
  deps: Pick<RescreenDeps, 'db' | 'now' | 'codesChanged'>,
  ids: number[],
  adminId: number,
  allowHost: boolean,
): Promise<void> {
  const rows = await deps.db
    .select(SCREENED)
    .from(destinations)
    .innerJoin(codes, eq(codes.id, destinations.codeId))
    .where(and(inArray(destinations.id, ids), isNotNull(destinations.pausedByScreeningAt)));
  if (rows.length === 0) return;
  const at = deps.now();
  const hosts = new Set<string>();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(destinations)
      .set({ pausedByScreeningAt: null })
      .where(
        inArray(
          destinations.id,
          rows.map((row) => row.id),
        ),
      );
    const entries = rows.map((row) => {
      const host = screenTarget(row.url ?? '')?.host ?? '';
      if (host) hosts.add(host);
      const verdict = {
        host,
        url: row.url ?? '',
        verdict: ScreenVerdict.clean,
        source: 'admin',
        reason: '',
        byRule: false,
      };
      return { verdict, destinationId: row.id, codeId: row.codeId, ownerId: row.ownerId, decidedBy: adminId };
    });
    await recordResults(
      tx,
      entries.map((entry) => ({ ...entry, trigger: 'release' as const })),
      at,
    );
    if (allowHost && hosts.size > 0) {
      await tx
        .insert(screenRules)
        .values(
          [...hosts].map((value) => ({
            kind: ScreenRuleKind.allow,
            matchType: ScreenMatch.host,
            value,
            note: 'released from screening',
            createdBy: adminId,
          })),
        )
        .onConflictDoNothing();
    }
  });
  await deps.codesChanged([...new Set(rows.map((row) => row.codeId))]);
}

/** The destinations the admin page lists: paused, or not checked, live ones; newest first. */
export async function listFlagged(
  db: Db,
  filter: { state?: number; keyword?: string; page: number; page_size: number },
) {
  const paused = isNotNull(destinations.pausedByScreeningAt);
  const unchecked = and(
    isNull(destinations.pausedByScreeningAt),
    eq(destinations.screenVerdict, ScreenVerdict.unchecked),
  );
  const where = and(
    live,
    filter.state === ScreeningState.paused
      ? paused
      : filter.state === ScreeningState.unchecked
        ? unchecked
        : or(paused, unchecked),
    anyContaining(filter.keyword, [destinations.url, codes.name, codes.fileName, users.account]),
  );
  return selectJoinedPage(db, {
    fields: {
      destinationId: destinations.id,
      codeId: codes.id,
      codeName: codes.name,
      fileName: codes.fileName,
      ownerId: codes.ownerId,
      ownerAccount: users.account,
      url: destinations.url,
      verdict: destinations.screenVerdict,
      source: destinations.screenSource,
      reason: destinations.screenReason,
      screenedAt: destinations.screenedAt,
      pausedAt: destinations.pausedByScreeningAt,
    },
    from: destinations,
    join: (query) =>
      query.innerJoin(codes, eq(codes.id, destinations.codeId)).innerJoin(users, eq(users.id, codes.ownerId)),
    where,
    orderBy: [
      sql`coalesce(${destinations.pausedByScreeningAt}, ${destinations.screenedAt}) desc nulls last`,
      desc(destinations.id),
    ],
    page: filter,
  });
}

/** Every verdict about one destination, newest first. */
export function destinationHistory(db: Db, destinationId: number, limit = 100) {
  return db
    .select()
    .from(screenResults)
    .where(eq(screenResults.destinationId, destinationId))
    .orderBy(desc(screenResults.checkedAt), desc(screenResults.id))
    .limit(limit);
}

export type DestinationScreening = {
  round(): Promise<number>;
  rescreenNow(ids: number[]): ReturnType<typeof rescreenNow>;
  release(ids: number[], adminId: number, allowHost: boolean): Promise<void>;
  stop(): Promise<void>;
};

/** The re-screen of one process: scheduled rounds on whichever process holds the lease. */
export function createDestinationScreening(
  deps: RescreenDeps,
  options: { run: boolean; holder: string; log: FastifyBaseLogger },
): DestinationScreening {
  const loop = options.run
    ? startLeasedLoop({
        db: deps.db,
        name: 'destination-rescreen',
        holder: options.holder,
        everyMs: 60_000,
        now: deps.now,
        log: options.log,
        round: async () => {
          await runRescreenRound(deps);
        },
      })
    : null;
  return {
    round: () => runRescreenRound(deps),
    rescreenNow: (ids) => rescreenNow(deps, ids),
    release: (ids, adminId, allowHost) => releaseDestinations(deps, ids, adminId, allowHost),
    stop: async () => {
      await loop?.stop();
    },
  };
}
