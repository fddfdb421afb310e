import { and, asc, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import { codes, destinations, roles, users } from '../db/schema';
import type { Db } from '../db/store';
import type { Bus } from '../ports/bus';
import type { Counters } from '../ports/counters';
import type { Candidate } from './rotation';

export type CachedDestination = Candidate & {
  url: string | null;
  imageUrl: string | null;
  title: string;
  expiresAt: number | null;
};

/** Everything the hot path needs about one code, loaded once and kept in memory. */
export type CachedCode = {
  id: number;
  ownerId: number;
  name: string;
  removed: boolean;
  status: number;
  accessMode: number;
  restrictionVisit: number;
  jumpType: number;
  rotationModel: number;
  detailedLog: boolean;
  destinations: CachedDestination[];
  owner: { disabled: boolean; memberExpireTime: number | null; exempt: boolean };
  loadedAt: number;
};

const CHANGED = 'codes.changed';
const OWNER_CHANGED = 'codes.owner_changed';
/**
 * Entries are dropped on every announced change (codes and owners); the age limit is only a
 * safety net for changes made outside the calls, such as a restored backup.
 */
const TTL_MS = 5 * 60_000;
/** Unknown suffixes are remembered briefly so scanners cannot hammer the database. */
const MISS_TTL_MS = 5_000;
/** Codes loaded per query when warming the cache at start. */
const WARM_BATCH = 5000;

type CodeRow = {
  code: typeof codes.$inferSelect;
  disabled: number;
  memberExpireTime: Date | null;
  scope: string;
};

/**
 * Codes by entry domain and suffix. An edit on any process announces the code (or its owner) on
 * the bus and every process drops the entries; counters are primed from the database when a
 * code loads. At start the live codes are loaded in bulk, so the first visit of a long-tail code
 * needs no query either.
 */
export class CodeCache {
  private readonly entries = new Map<string, { code: CachedCode | null; at: number }>();
  private readonly keysById = new Map<number, string>();
  private readonly idsByOwner = new Map<number, Set<number>>();
  private readonly stops: (() => void)[];

  constructor(
    private readonly db: Db,
    private readonly counters: Counters,
    private readonly bus: Bus,
    private readonly imageUrl: (imageId: number) => string,
  ) {
    this.stops = [
      bus.subscribe(CHANGED, (message) => this.forget((message as { ids: number[] }).ids)),
      bus.subscribe(OWNER_CHANGED, (message) =>
        this.forgetOwners((message as { ownerIds: number[] }).ownerIds),
      ),
    ];
  }

  async get(domainKey: number, fileName: string, now: number): Promise<CachedCode | null> {
    const key = `${domainKey}/${fileName}`;
    const hit = this.entries.get(key);
    if (hit && now - hit.at < (hit.code ? TTL_MS : MISS_TTL_MS)) return hit.code;
    const [code = null] = await this.load(
      and(eq(codes.domainKey, domainKey), eq(codes.fileName, fileName)),
      1,
      now,
    );
    if (!code) this.entries.set(key, { code: null, at: now });
    return code;
  }

  /** Loads up to `limit` live codes, newest first; answers how many. */
  async warm(limit: number, now = Date.now()): Promise<number> {
    let loaded = 0;
    // Ids are 32-bit serials: start above the largest.
    let below = 2_147_483_647;
    while (loaded < limit) {
      const batch = await this.load(
        and(isNull(codes.removedAt), lt(codes.id, below)),
        Math.min(WARM_BATCH, limit - loaded),
        now,
      );
      if (batch.length === 0) break;
      loaded += batch.length;
      below = Math.min(...batch.map((code) => code.id));
    }
    return loaded;
  }

  /** Forgets the codes here at once, then tells the other processes. */
  changed(ids: number[]): Promise<void> {
    this.forget(ids);
    return this.bus.publish(CHANGED, { ids });
  }

  /** An owner was disabled, re-enabled or changed role: their codes are loaded afresh everywhere. */
  ownersChanged(ownerIds: number[]): Promise<void> {
    this.forgetOwners(ownerIds);
    return this.bus.publish(OWNER_CHANGED, { ownerIds });
  }

  close(): void {
    for (const stop of this.stops) stop();
  }

  private forget(ids: number[]) {
    for (const id of ids) {
      const key = this.keysById.get(id);
      if (key) this.entries.delete(key);
      this.keysById.delete(id);
    }
  }

  private forgetOwners(ownerIds: number[]) {
    for (const ownerId of ownerIds) {
      this.forget([...(this.idsByOwner.get(ownerId) ?? [])]);
      this.idsByOwner.delete(ownerId);
    }
  }

  /** Codes matching a condition, newest first, with their destinations, cached and primed. */
  private async load(where: SQL | undefined, limit: number, now: number): Promise<CachedCode[]> {
    const rows: CodeRow[] = await this.db
      .select({
        code: codes,
        disabled: users.disabled,
        memberExpireTime: users.memberExpireTime,
        scope: roles.scope,
      })
      .from(codes)
      .innerJoin(users, eq(users.id, codes.ownerId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(where)
      .orderBy(desc(codes.id))
      .limit(limit);
    if (rows.length === 0) return [];
    const destinationRows = await this.db
      .select()
      .from(destinations)
      .where(
        and(
          inArray(
            destinations.codeId,
            rows.map((row) => row.code.id),
          ),
          isNull(destinations.removedAt),
        ),
      )
      .orderBy(asc(destinations.sort), asc(destinations.id));
    const byCode = new Map<number, (typeof destinations.$inferSelect)[]>();
    for (const destination of destinationRows) {
      const list = byCode.get(destination.codeId) ?? [];
      list.push(destination);
      byCode.set(destination.codeId, list);
    }
    const loaded: CachedCode[] = [];
    for (const row of rows) {
      const list = byCode.get(row.code.id) ?? [];
      await this.counters.prime(
        row.code.id,
        new Map(list.map((destination) => [destination.id, destination.visits])),
        row.code.lastDestinationId,
      );
      const code = this.toCached(row, list, now);
      const key = `${row.code.domainKey}/${row.code.fileName}`;
      this.entries.set(key, { code, at: now });
      this.keysById.set(code.id, key);
      const owned = this.idsByOwner.get(code.ownerId) ?? new Set();
      owned.add(code.id);
      this.idsByOwner.set(code.ownerId, owned);
      loaded.push(code);
    }
    return loaded;
  }

  private toCached(row: CodeRow, list: (typeof destinations.$inferSelect)[], now: number): CachedCode {
    return {
      id: row.code.id,
      ownerId: row.code.ownerId,
      name: row.code.name,
      removed: row.code.removedAt !== null,
      status: row.code.status,
      accessMode: row.code.accessMode,
      restrictionVisit: row.code.restrictionVisit,
      jumpType: row.code.jumpType,
      rotationModel: row.code.rotationModel,
      detailedLog: row.code.openLog === 2,
      destinations: list.map((destination) => ({
        id: destination.id,
        threshold: destination.threshold,
        weight: destination.weight,
        available: destination.enabled,
        fallback: destination.fallback,
        url: destination.url,
        imageUrl: destination.imageId === null ? null : this.imageUrl(destination.imageId),
        title: destination.title,
        expiresAt: destination.expiresAt?.getTime() ?? null,
      })),
      owner: {
        disabled: row.disabled === 2,
        memberExpireTime: row.memberExpireTime?.getTime() ?? null,
        // Administrators' codes do not expire (SPEC §4).
        exempt: row.scope === 'platform',
      },
      loadedAt: now,
    };
  }
}

/** Destinations that may serve at this moment: enabled and not past their expiry. */
export function candidatesAt(code: CachedCode, now: number): Candidate[] {
  return code.destinations.map((destination) => ({
    id: destination.id,
    threshold: destination.threshold,
    weight: destination.weight,
    fallback: destination.fallback,
    available: destination.available && (destination.expiresAt === null || destination.expiresAt > now),
  }));
}

/** A membership with no end date never expires; administrators' codes never expire. */
export function membershipExpired(code: CachedCode, now: number): boolean {
  return !code.owner.exempt && code.owner.memberExpireTime !== null && code.owner.memberExpireTime <= now;
}
