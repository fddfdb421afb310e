import { and, asc, eq, isNull } from 'drizzle-orm';
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
/** Owner facts (disabled, membership) are not announced on the bus; entries refresh this often. */
const TTL_MS = 10_000;
/** Unknown suffixes are remembered briefly so scanners cannot hammer the database. */
const MISS_TTL_MS = 5_000;

/**
 * Codes by entry domain and suffix. An edit on any process announces the code id on the bus and
 * every process drops its entry; counters are primed from the database when a code loads.
 */
export class CodeCache {
  private readonly entries = new Map<string, { code: CachedCode | null; at: number }>();
  private readonly keysById = new Map<number, string>();
  private readonly stop: () => void;

  constructor(
    private readonly db: Db,
    private readonly counters: Counters,
    private readonly bus: Bus,
    private readonly imageUrl: (imageId: number) => string,
  ) {
    this.stop = bus.subscribe(CHANGED, (message) => this.forget((message as { ids: number[] }).ids));
  }

  async get(domainKey: number, fileName: string, now: number): Promise<CachedCode | null> {
    const key = `${domainKey}/${fileName}`;
    const hit = this.entries.get(key);
    if (hit && now - hit.at < (hit.code ? TTL_MS : MISS_TTL_MS)) return hit.code;
    const code = await this.load(domainKey, fileName, now);
    this.entries.set(key, { code, at: now });
    if (code) this.keysById.set(code.id, key);
    return code;
  }

  /** Forgets the codes here at once, then tells the other processes. */
  changed(ids: number[]): Promise<void> {
    this.forget(ids);
    return this.bus.publish(CHANGED, { ids });
  }

  close(): void {
    this.stop();
  }

  private forget(ids: number[]) {
    for (const id of ids) {
      const key = this.keysById.get(id);
      if (key) this.entries.delete(key);
      this.keysById.delete(id);
    }
  }

  private async load(domainKey: number, fileName: string, now: number): Promise<CachedCode | null> {
    const [row] = await this.db
      .select({
        code: codes,
        disabled: users.disabled,
        memberExpireTime: users.memberExpireTime,
        scope: roles.scope,
      })
      .from(codes)
      .innerJoin(users, eq(users.id, codes.ownerId))
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(codes.domainKey, domainKey), eq(codes.fileName, fileName)))
      .limit(1);
    if (!row) return null;
    const rows = await this.db
      .select()
      .from(destinations)
      .where(and(eq(destinations.codeId, row.code.id), isNull(destinations.removedAt)))
      .orderBy(asc(destinations.sort), asc(destinations.id));
    await this.counters.prime(
      row.code.id,
      new Map(rows.map((destination) => [destination.id, destination.visits])),
      row.code.lastDestinationId,
    );
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
      destinations: rows.map((destination) => ({
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
