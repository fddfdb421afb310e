import { type SQL, sql } from 'drizzle-orm';
import type { AnalyticsSnippet } from '../../contract/analytics';
import { SuspensionTarget } from '../../contract/enums';
import { arrayParam } from '../db/arrays';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/store';
import { hasEnded } from '../money/membership-state';
import type { Bus } from '../ports/bus';
import type { Counters } from '../ports/counters';
import { imagePath } from '../uploads/library';
import type { PageResponse } from './pages';
import type { Candidate } from './rotation';

export type CachedDestination = Candidate & {
  url: string | null;
  imageUrl: string | null;
  title: string;
  expiresAt: number | null;
  /**
   * The answer of a plain 302 to this destination, made on its first visit and reused: it
   * depends on nothing but the URL, and the hot path then builds no object per visit.
   */
  redirect?: PageResponse;
};

/** Everything the hot path needs about one code, loaded once and kept in memory. */
export type CachedCode = {
  id: number;
  ownerId: number;
  name: string;
  /** The suffix, for the report link of the suspended page. */
  fileName: string;
  removed: boolean;
  status: number;
  accessMode: number;
  restrictionVisit: number;
  jumpType: number;
  rotationModel: number;
  detailedLog: boolean;
  destinations: CachedDestination[];
  /**
   * The destinations as rotation sees them when none can expire: they then never change while
   * the code is cached, so `candidatesAt` answers this list instead of building one per visit.
   */
  steadyCandidates: Candidate[] | null;
  owner: { disabled: boolean; memberExpireTime: number | null; exempt: boolean };
  /** The owner's analytics snippet while it is on (`js_config`); loaded with the code, so a visit reads nothing more. */
  analytics: AnalyticsSnippet | null;
  /**
   * What a visitor sees when no destination is usable (SPEC §12): the owner's message (empty: the
   * platform's words) and contact picture, loaded with the code so that page needs no query either.
   */
  fallback: { message: string; imageUrl: string | null };
  /**
   * Until when an administrator's suspension of the code, its owner or its entry domain holds
   * (epoch ms; Infinity: until lifted; 0: none). Held as a time, so an expiry takes effect with
   * no reload; adding or lifting one drops the code on every process.
   */
  suspendedUntil: number;
  loadedAt: number;
};

/** Announced with the ids of codes whose cached facts are stale; their QR images follow it too. */
export const CODES_CHANGED = 'codes.changed';
const OWNER_CHANGED = 'codes.owner_changed';
/**
 * Entries are dropped on every announced change (codes and owners); the age limit is only a
 * safety net for changes made outside the calls, such as a restored backup.
 */
const TTL_MS = 5 * 60_000;
/** Unknown suffixes are remembered briefly so scanners cannot hammer the database. */
const MISS_TTL_MS = 5_000;
/**
 * Codes loaded per query when warming the cache at start: small enough that building one batch
 * holds up the visits being answered meanwhile for only a few milliseconds.
 */
const WARM_BATCH = 5000;

type Entry = { code: CachedCode | null; at: number };
/** A code asked for and not cached, and the visits waiting for it. */
type Miss = {
  domainKey: number;
  fileName: string;
  promise: Promise<CachedCode | null>;
  resolve(code: CachedCode | null): void;
  reject(error: unknown): void;
};
/** A code just loaded, with the key it is cached under. */
type Loaded = { code: CachedCode; domainKey: number; fileName: string };

/** A code as the cache query answers it: only the fields the hot path reads, times as epoch ms. */
type CodeRow = {
  id: number;
  owner_id: number;
  name: string;
  file_name: string;
  domain_key: number;
  removed: boolean;
  status: number;
  access_mode: number;
  restriction_visit: number;
  jump_type: number;
  rotation_model: number;
  open_log: number;
  last_destination_id: number | null;
  disabled: number;
  member_expire_ms: number | null;
  scope: string;
  analytics: { provider: AnalyticsSnippet['provider']; site_id: string } | null;
  /** -1: a suspension without expiry; null: none. */
  suspended_until_ms: number | null;
  fallback_message: string;
  fallback_image: { storage_key: string; mime: string } | null;
  destinations: DestinationRow[];
};

type DestinationRow = {
  id: number;
  url: string | null;
  image: { storage_key: string; mime: string } | null;
  title: string;
  threshold: number;
  weight: number;
  enabled: boolean;
  fallback: boolean;
  /** Paused by screening: never served, not even as the last resort. */
  paused: boolean;
  expires_ms: number | null;
  visits: number;
};

/**
 * Codes by entry domain and suffix. An edit on any process announces the code (or its owner) on
 * the bus and every process drops the entries; counters are primed from the database when a
 * code loads. At start the live codes are loaded in bulk, so the first visit of a long-tail code
 * needs no query either.
 */
export class CodeCache {
  /** Entries by domain key, then suffix: a lookup builds no key string. */
  private readonly entries = new Map<number, Map<string, Entry>>();
  private readonly keysById = new Map<number, { domainKey: number; fileName: string }>();
  private readonly idsByOwner = new Map<number, Set<number>>();
  /** Codes asked for and not cached, by `domainKey/fileName`, until the next load of them all. */
  private readonly missing = new Map<string, Miss>();
  /** Codes being loaded now, by the same key: another visit of one waits for the same load. */
  private readonly loading = new Map<string, Miss>();
  private readonly stops: (() => void)[];

  constructor(
    private readonly db: Db,
    private readonly counters: Counters,
    private readonly bus: Bus,
  ) {
    this.stops = [
      bus.subscribe(CODES_CHANGED, (message) => this.forget((message as { ids: number[] }).ids)),
      bus.subscribe(OWNER_CHANGED, (message) =>
        this.forgetOwners((message as { ownerIds: number[] }).ownerIds),
      ),
      // Changes announced while the bus was cut off never arrived: every code loads afresh (and
      // primes the counters again, which also refills a Redis that came back empty).
      bus.onReconnect(() => this.forgetAll()),
    ];
  }

  /**
   * The cached answer without waiting: the code, null for a suffix known to be unknown, or
   * undefined when it must be loaded (`get`). The hot path asks this first and so awaits nothing
   * for a cached code.
   */
  peek(domainKey: number, fileName: string, now: number): CachedCode | null | undefined {
    const hit = this.entries.get(domainKey)?.get(fileName);
    if (hit && now - hit.at < (hit.code ? TTL_MS : MISS_TTL_MS)) return hit.code;
    return undefined;
  }

  /**
   * The code, loading it if needed. Codes missing at the same moment (a burst of first visits
   * right after a start, while the cache still warms) are loaded together, one query for all of
   * them, and simultaneous visits of one code share its load.
   */
  get(domainKey: number, fileName: string, now: number): Promise<CachedCode | null> {
    const cached = this.peek(domainKey, fileName, now);
    if (cached !== undefined) return Promise.resolve(cached);
    const key = `${domainKey}/${fileName}`;
    const waiting = this.missing.get(key) ?? this.loading.get(key);
    if (waiting) return waiting.promise;
    let resolve!: (code: CachedCode | null) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<CachedCode | null>((ok, fail) => {
      resolve = ok;
      reject = fail;
    });
    if (this.missing.size === 0) setImmediate(() => void this.loadMissing(now));
    this.missing.set(key, { domainKey, fileName, promise, resolve, reject });
    return promise;
  }

  /** One query for every code asked for since the last one. */
  private async loadMissing(now: number): Promise<void> {
    const asked = [...this.missing.values()];
    for (const [key, miss] of this.missing) this.loading.set(key, miss);
    this.missing.clear();
    try {
      const loaded = await this.load(
        sql`(codes.domain_key, codes.file_name) in (select * from unnest(${arrayParam(
          asked.map((miss) => miss.domainKey),
          'int',
        )}, ${arrayParam(
          asked.map((miss) => miss.fileName),
          'text',
        )}))`,
        asked.length,
        now,
      );
      // By the keys this load answered: another load may have replaced the entries meanwhile.
      const found = new Map(loaded.map((entry) => [`${entry.domainKey}/${entry.fileName}`, entry.code]));
      for (const miss of asked) {
        const code = found.get(`${miss.domainKey}/${miss.fileName}`);
        if (code) miss.resolve(code);
        else {
          this.entriesOf(miss.domainKey).set(miss.fileName, { code: null, at: now });
          miss.resolve(null);
        }
      }
    } catch (error) {
      for (const miss of asked) miss.reject(error);
    } finally {
      for (const miss of asked) this.loading.delete(`${miss.domainKey}/${miss.fileName}`);
    }
  }

  /** Name and suffix of a cached code (every code just visited is cached), for live events. */
  describe(id: number): { name: string; fileName: string } | null {
    const key = this.keysById.get(id);
    const code = key && this.entries.get(key.domainKey)?.get(key.fileName)?.code;
    if (!key || !code) return null;
    return { name: code.name, fileName: key.fileName };
  }

  /** Loads up to `limit` live codes, newest first; answers how many. */
  async warm(limit: number, now = Date.now()): Promise<number> {
    let loaded = 0;
    // Ids are 32-bit serials: start above the largest.
    let below = 2_147_483_647;
    while (loaded < limit) {
      const batch = await this.load(
        sql`codes.removed_at is null and codes.id < ${below}`,
        Math.min(WARM_BATCH, limit - loaded),
        now,
      );
      if (batch.length === 0) break;
      loaded += batch.length;
      // Newest first: the last code of a batch has the smallest id.
      below = (batch[batch.length - 1] as Loaded).code.id;
    }
    return loaded;
  }

  /** Forgets the codes here at once, then tells the other processes. */
  changed(ids: number[]): Promise<void> {
    this.forget(ids);
    return this.bus.publish(CODES_CHANGED, { ids });
  }

  /** An owner was disabled, re-enabled or changed role: their codes are loaded afresh everywhere. */
  ownersChanged(ownerIds: number[]): Promise<void> {
    this.forgetOwners(ownerIds);
    return this.bus.publish(OWNER_CHANGED, { ownerIds });
  }

  close(): void {
    for (const stop of this.stops) stop();
  }

  private entriesOf(domainKey: number): Map<string, Entry> {
    let byName = this.entries.get(domainKey);
    if (!byName) {
      byName = new Map();
      this.entries.set(domainKey, byName);
    }
    return byName;
  }

  private forget(ids: number[]) {
    for (const id of ids) {
      const key = this.keysById.get(id);
      if (key) this.entries.get(key.domainKey)?.delete(key.fileName);
      this.keysById.delete(id);
    }
  }

  private forgetAll() {
    this.entries.clear();
    this.keysById.clear();
    this.idsByOwner.clear();
  }

  private forgetOwners(ownerIds: number[]) {
    for (const ownerId of ownerIds) {
      this.forget([...(this.idsByOwner.get(ownerId) ?? [])]);
      this.idsByOwner.delete(ownerId);
    }
  }

  /**
   * Codes matching a condition on `codes`, newest first, with their destinations, cached and
   * primed. One query; each code comes back as one JSON text with only the fields the hot path
   * reads (times as epoch milliseconds), so reading a hundred thousand codes at start is one
   * `JSON.parse` each rather than a driver's work per column, and both drivers answer alike.
   */
  private async load(where: SQL, limit: number, now: number): Promise<Loaded[]> {
    const rows = rowsOf<{ code: string }>(
      await this.db.execute(sql`select json_build_object('id', codes.id, 'owner_id', codes.owner_id,
        'name', codes.name, 'file_name', codes.file_name, 'domain_key', codes.domain_key,
        'removed', codes.removed_at is not null, 'status', codes.status, 'access_mode', codes.access_mode,
        'restriction_visit', codes.restriction_visit, 'jump_type', codes.jump_type,
        'rotation_model', codes.rotation_model, 'open_log', codes.open_log,
        'last_destination_id', codes.last_destination_id, 'disabled', users.disabled,
        'fallback_message', codes.fallback_message,
        'fallback_image', (select json_build_object('storage_key', images.storage_key, 'mime', images.mime)
          from images where images.id = codes.fallback_image_id and images.owner_id = codes.owner_id),
        'member_expire_ms', extract(epoch from users.member_expire_time) * 1000, 'scope', roles.scope,
        'analytics', (select json_build_object('provider', analytics_snippets.provider,
            'site_id', analytics_snippets.site_id) from analytics_snippets
          where analytics_snippets.owner_id = codes.owner_id and analytics_snippets.enabled),
        'suspended_until_ms', (select case when bool_or(suspensions.expires_at is null) then -1
            else max(extract(epoch from suspensions.expires_at) * 1000) end
          from suspensions where suspensions.lifted_at is null and (
            (suspensions.target_type = ${SuspensionTarget.user} and suspensions.target_id = codes.owner_id)
            or (suspensions.target_type = ${SuspensionTarget.code} and suspensions.target_id = codes.id)
            or (suspensions.target_type = ${SuspensionTarget.domain} and suspensions.target_id = codes.domain_key))),
        'destinations', coalesce((select json_agg(json_build_object('id', destinations.id,
            'url', destinations.url, 'title', destinations.title,
            'image', (select json_build_object('storage_key', images.storage_key, 'mime', images.mime)
              from images where images.id = destinations.image_id),
            'threshold', destinations.threshold, 'weight', destinations.weight,
            'enabled', destinations.enabled, 'fallback', destinations.fallback,
            'paused', destinations.paused_by_screening_at is not null,
            'expires_ms', extract(epoch from destinations.expires_at) * 1000, 'visits', destinations.visits)
            order by destinations.sort, destinations.id)
          from destinations where destinations.code_id = codes.id and destinations.removed_at is null), '[]')
        )::text as code
        from codes join users on users.id = codes.owner_id join roles on roles.id = users.role_id
        where ${where} order by codes.id desc limit ${limit}`),
    );
    if (rows.length === 0) return [];
    const parsed = rows.map((row) => JSON.parse(row.code) as CodeRow);
    await this.counters.prime(
      parsed.map((row) => ({
        codeId: row.id,
        served: new Map(row.destinations.map((destination) => [destination.id, Number(destination.visits)])),
        lastDestinationId: row.last_destination_id,
      })),
    );
    const loaded: Loaded[] = [];
    for (const row of parsed) {
      const code = this.toCached(row, now);
      this.entriesOf(row.domain_key).set(row.file_name, { code, at: now });
      this.keysById.set(code.id, { domainKey: row.domain_key, fileName: row.file_name });
      const owned = this.idsByOwner.get(code.ownerId);
      if (owned) owned.add(code.id);
      else this.idsByOwner.set(code.ownerId, new Set([code.id]));
      loaded.push({ code, domainKey: row.domain_key, fileName: row.file_name });
    }
    return loaded;
  }

  private toCached(row: CodeRow, now: number): CachedCode {
    const destinations: CachedDestination[] = row.destinations.map((destination) => ({
      id: destination.id,
      threshold: destination.threshold,
      weight: destination.weight,
      available: destination.enabled && !destination.paused,
      fallback: destination.fallback,
      // Rotation may still land on it when nothing else is available: with no address, the
      // visitor gets the "not found" page rather than an address screening stopped.
      url: destination.paused ? null : destination.url,
      imageUrl:
        destination.image === null || destination.paused
          ? null
          : imagePath({ storageKey: destination.image.storage_key, mime: destination.image.mime }),
      title: destination.title,
      expiresAt: destination.expires_ms === null ? null : Math.floor(destination.expires_ms),
    }));
    const code: CachedCode = {
      id: row.id,
      ownerId: row.owner_id,
      name: row.name,
      fileName: row.file_name,
      removed: row.removed,
      status: row.status,
      accessMode: row.access_mode,
      restrictionVisit: row.restriction_visit,
      jumpType: row.jump_type,
      rotationModel: row.rotation_model,
      detailedLog: row.open_log === 2,
      destinations,
      steadyCandidates: null,
      owner: {
        disabled: row.disabled === 2,
        memberExpireTime: row.member_expire_ms === null ? null : Math.floor(row.member_expire_ms),
        // Administrators' codes do not expire (SPEC §4).
        exempt: row.scope === 'platform',
      },
      analytics: row.analytics && { provider: row.analytics.provider, siteId: row.analytics.site_id },
      fallback: {
        message: row.fallback_message ?? '',
        imageUrl: row.fallback_image
          ? imagePath({ storageKey: row.fallback_image.storage_key, mime: row.fallback_image.mime })
          : null,
      },
      suspendedUntil: suspendedUntil(row.suspended_until_ms),
      loadedAt: now,
    };
    if (destinations.every((destination) => destination.expiresAt === null))
      code.steadyCandidates = candidatesAt(code, now);
    return code;
  }
}

/** Whether any destination may serve at all (thresholds aside): else the visitor gets the fallback page. */
export function anyAvailable(candidates: readonly Candidate[]): boolean {
  for (const candidate of candidates) if (candidate.available) return true;
  return false;
}

/** Destinations that may serve at this moment: enabled and not past their expiry. */
export function candidatesAt(code: CachedCode, now: number): Candidate[] {
  if (code.steadyCandidates) return code.steadyCandidates;
  return code.destinations.map((destination) => ({
    id: destination.id,
    threshold: destination.threshold,
    weight: destination.weight,
    fallback: destination.fallback,
    available: destination.available && (destination.expiresAt === null || destination.expiresAt > now),
  }));
}

function suspendedUntil(ms: number | null): number {
  if (ms === null) return 0;
  return ms < 0 ? Number.POSITIVE_INFINITY : Math.floor(Number(ms));
}

/** Whether a suspension of the code, its owner or its entry domain holds at this moment. */
export function isSuspended(code: CachedCode, now: number): boolean {
  return code.suspendedUntil > now;
}

/**
 * Whether the owner's membership has ended, by the rule the pages show (`membershipState`): no end
 * date never ends. Administrators' codes never expire.
 */
export function membershipExpired(code: CachedCode, now: number): boolean {
  return !code.owner.exempt && hasEnded(code.owner.memberExpireTime, now);
}
