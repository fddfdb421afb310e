import { renameSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction as PgliteTransactionClient } from '@electric-sql/pglite';
import { eq, is, sql } from 'drizzle-orm';
import { PgliteTransaction } from 'drizzle-orm/pglite/session';
import type postgres from 'postgres';
import { FACET_NAMES } from '../../contract/areas/statistics';
import { AccessStatus, Carrier } from '../../contract/enums';
import { type ArrayType, arrayParam, copyLine } from '../db/arrays';
import { rowsOf } from '../db/rows';
import { ALL_CODES, journalCheckpoints } from '../db/schema';
import type { Db } from '../db/store';
import type { Enricher, Enrichment } from './enrich';
import { Journal, type JournalReader, journalFiles, type VisitRecord } from './journal';
import {
  addFirstVisits,
  type DayRow,
  dimensionRows,
  type EnrichedVisit,
  type FacetRow,
  type HourRow,
  type Profile,
  type ProfileDayRow,
  perCodeProfiles,
  profileKey,
  tallyBatch,
} from './rollups';

/** What a visit is recorded with when nothing is known about it. */
const BARE: Enrichment = {
  country: '',
  province: '',
  city: '',
  isp: '',
  carrier: Carrier.other,
  inChina: false,
  os: '',
  browser: '',
  vendor: '',
  model: '',
  device: '',
  desktop: false,
  wechat: false,
  bot: false,
};

/** Visits per batch (one transaction) while caught up, unless the options say otherwise. */
const BATCH_LIMIT = 1000;
/** Visits per batch at most while catching up on a backlog, unless the options say otherwise. */
const MAX_BATCH = 20_000;
/** Visits a writer keeps in memory at most unless told otherwise; the rest waits on disk. */
export const WINDOW_VISITS = 100_000;

export type VisitWriterOptions = {
  db: Db;
  /** The journal to follow: every visit written to it is written to the database. */
  journal: VisitJournal;
  /** How often pending visits are written; a full batch is written at once. */
  intervalMs?: number;
  /** Visits per batch while caught up; 1000 unless given. */
  batchLimit?: number;
  /** Visits per batch at most while a backlog is written; 20,000 unless given. */
  maxBatch?: number;
  /**
   * Visits kept in memory at most (about, give or take one read of the journal). When more are
   * waiting, the writer reads them back from the journal as it catches up: memory stays flat
   * however long a burst lasts. 100,000 unless given.
   */
  window?: number;
  onError?(error: unknown): void;
  /** Called after each written batch (tests wait on it; live panels too). */
  onWritten?(visits: EnrichedVisit[]): void;
  /** Location, carrier and device of a visit; without it visits are recorded bare. */
  enricher?: Enricher;
  /** Statistics days are days of the site's time zone; UTC without it. */
  dayOf?(ms: number): string;
};

/**
 * What the writer needs of the journal. In the writer thread it is a feed of what the main thread
 * journaled, with nothing on disk to read back (the main thread owns the files and bounds what it
 * hands over).
 */
export type VisitJournal = Pick<
  Journal,
  'name' | 'follow' | 'readFrom' | 'size' | 'release' | 'lastSequence'
>;

/** What is journaled and not yet in the database (`/healthz`, the log). */
export type Backlog = {
  visits: number;
  /** The journal's bytes on disk while visits wait: whole segments, so up to one segment more. */
  bytes: number;
  /** The age of the oldest visit waiting (0 when none waits). */
  oldest_seconds: number;
};

/** The visit writer as the app and the tests see it, in this thread or in a worker thread. */
export type VisitWriting = {
  /** Writes the visits journaled after the checkpoint (a crash or a hard stop), then keeps up. */
  start(checkpoint: number): Promise<void>;
  /** Resolves once every visit journaled before the call is in the database. */
  drain(): Promise<void>;
  /** Drains, then stops writing. */
  stop(): Promise<void>;
  /** Visits journaled and not yet in the database. */
  readonly backlog: number;
  /** The backlog in visits, bytes and age. */
  backlogStatus(): Backlog;
  /**
   * The owners someone watches live: only their written visits need to reach `onWritten` (the
   * writer thread then sends no others across). Others may still arrive; the caller filters too.
   */
  listenFor(owners: readonly number[]): void;
};

/**
 * Moves journaled visits into the database in small batches: visit rows (for detailed codes),
 * hourly rollups per code and destination, distinct addresses, code and destination counters and
 * rotation switches — all in one transaction with the checkpoint, so each visit is written
 * exactly once, even across crashes and replays.
 */
export class VisitWriter implements VisitWriting {
  /** The oldest visits not yet written, in sequence order, at most about `window` of them. */
  private pending: VisitRecord[] = [];
  /** Set while visits wait on disk beyond `pending`: they are read back from here in turn. */
  private reader: JournalReader | null = null;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  /** The highest sequence number in `pending` or written. */
  private lastTaken = 0;
  /** The highest sequence number the journal reported. */
  private lastJournaled = 0;
  /** The highest sequence number written. */
  private written = 0;
  /** When the first visit left to disk was made: the age of the backlog while `pending` is empty. */
  private waitingSince: number | null = null;
  private stopping = false;
  private readonly intervalMs: number;
  private readonly batchLimit: number;
  private readonly maxBatch: number;
  /** The size of the batch being written or last written: it grows while there is a backlog. */
  private batchSize: number;
  private readonly window: number;

  constructor(private readonly options: VisitWriterOptions) {
    this.intervalMs = options.intervalMs ?? 100;
    this.batchLimit = options.batchLimit ?? BATCH_LIMIT;
    this.maxBatch = Math.max(options.maxBatch ?? MAX_BATCH, this.batchLimit);
    this.batchSize = this.batchLimit;
    this.window = Math.max(options.window ?? WINDOW_VISITS, this.batchLimit);
    options.journal.follow((records) => this.take(records));
  }

  /**
   * Writes what the journal holds after the checkpoint (left by a crash or a hard stop), read
   * back from disk a window at a time, then keeps up. Resolves once that replay is written; the
   * caller need not wait for it: visits journaled meanwhile queue behind it.
   */
  async start(checkpoint: number): Promise<void> {
    const { journal } = this.options;
    this.written = Math.max(this.written, checkpoint);
    this.lastTaken = checkpoint;
    this.lastJournaled = Math.max(this.lastJournaled, journal.lastSequence, checkpoint);
    // Whatever was handed over already is on disk too: the reader gives it again, in order.
    this.pending = [];
    this.reader = journal.readFrom(checkpoint);
    this.refill();
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
    await this.drain();
  }

  /**
   * Hands over a journaled visit. Visits written to the followed journal arrive by themselves, so
   * one handed over already (by its sequence number) is ignored.
   */
  add(record: VisitRecord): void {
    this.take([record]);
  }

  /** Visits just written to the journal, in sequence order. */
  private take(records: readonly VisitRecord[]): void {
    const last = records[records.length - 1];
    if (!last) return;
    this.lastJournaled = Math.max(this.lastJournaled, last.q);
    // Behind: these are on disk, and are read back in turn.
    if (this.reader) return;
    for (const record of records) {
      if (record.q <= this.lastTaken) continue;
      if (this.pending.length >= this.window) {
        this.reader = this.options.journal.readFrom(this.lastTaken);
        this.waitingSince = record.t;
        break;
      }
      this.pending.push(record);
      this.lastTaken = record.q;
    }
    if (this.pending.length >= this.batchLimit) void this.flush();
  }

  /** Reads visits back from the journal until the window is full or the reader has caught up. */
  private refill(): void {
    while (this.reader && this.pending.length < this.window) {
      const chunk = this.reader.read();
      for (const record of chunk.records) {
        if (record.q <= this.lastTaken) continue;
        this.pending.push(record);
        this.lastTaken = record.q;
      }
      if (chunk.atEnd) {
        // Everything on disk is in `pending` now; what comes next arrives from the journal.
        this.reader = null;
        this.waitingSince = null;
        this.lastJournaled = Math.max(this.lastTaken, this.written);
      }
    }
  }

  async drain(): Promise<void> {
    const target = this.lastJournaled;
    while (this.written < target && (this.pending.length > 0 || this.reader)) await this.flush();
    await this.flushing;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.drain();
  }

  get backlog(): number {
    return this.pending.length + (this.reader ? Math.max(0, this.lastJournaled - this.lastTaken) : 0);
  }

  backlogStatus(): Backlog {
    const visits = this.backlog;
    const oldest = this.pending[0]?.t ?? this.waitingSince;
    return {
      visits,
      bytes: visits > 0 ? this.options.journal.size() : 0,
      oldest_seconds:
        visits > 0 && oldest !== null ? Math.max(0, Math.round((Date.now() - oldest) / 1000)) : 0,
    };
  }

  /** In this thread every written batch is at hand already: the caller's filter is enough. */
  listenFor(): void {}

  private enrich(record: VisitRecord): EnrichedVisit {
    const enrichment = this.options.enricher?.enrich(record.ip, record.ua, record.b) ?? BARE;
    const day = this.options.dayOf?.(record.t) ?? new Date(record.t).toISOString().slice(0, 10);
    return { record, enrichment, day, bot: record.b || enrichment.bot };
  }

  private flush(): Promise<void> {
    this.flushing ??= this.writeOneBatch().then((wrote) => {
      this.flushing = null;
      // Behind, batches follow each other (each lets the event loop turn between its statements).
      if (wrote && !this.stopping && (this.reader || this.pending.length >= this.batchLimit))
        setImmediate(() => void this.flush());
    });
    return this.flushing;
  }

  /** Answers whether a batch was written. */
  private async writeOneBatch(): Promise<boolean> {
    this.batchSize = nextBatchSize(
      this.batchSize,
      { pending: this.pending.length, readingBack: this.reader !== null },
      { batchLimit: this.batchLimit, maxBatch: this.maxBatch },
    );
    if (this.pending.length < this.batchSize) this.refill();
    const records = this.pending.slice(0, this.batchSize);
    if (records.length === 0) return false;
    try {
      const batch = records.map((record) => this.enrich(record));
      await writeBatch(this.options.db, this.options.journal.name, batch);
      this.pending.splice(0, batch.length);
      this.written = (records[records.length - 1] as VisitRecord).q;
      this.options.onWritten?.(batch);
      this.options.journal.release(this.written);
      return true;
    } catch (error) {
      // The visits stay pending and in the journal; the next tick tries again.
      this.options.onError?.(error);
      return false;
    }
  }
}

/**
 * The size of the next batch. Caught up, batches stay at `batchLimit`, so that visits reach the
 * statistics soon after they happen. Behind (more pending than one batch, or visits waiting on
 * disk), each batch is twice the last, up to `maxBatch`: a transaction's fixed costs (round trips,
 * the commit) are then shared by more visits, and visits to the same code fold into the same
 * rollup rows. Caught up again, it falls back at once. It grows step by step rather than at once
 * so that a short burst does not become one long transaction.
 */
export function nextBatchSize(
  previous: number,
  backlog: { pending: number; readingBack: boolean },
  limits: { batchLimit: number; maxBatch: number },
): number {
  const behind = backlog.readingBack || backlog.pending > limits.batchLimit;
  if (!behind) return limits.batchLimit;
  return Math.min(limits.maxBatch, Math.max(limits.batchLimit, previous * 2));
}

/**
 * Opens this process's journal against its database. A database that has never seen the journal
 * (no checkpoint row) did not receive its visits: a journal file left from another database is
 * moved aside rather than replayed into the wrong one. Answers the journal and the last sequence
 * already written.
 */
export async function openJournal(
  db: Db,
  directory: string,
  name: string,
  onOrphan: (path: string) => void,
  options: { segmentBytes?: number } = {},
): Promise<{ journal: Journal; checkpoint: number }> {
  const [row] = await db.select().from(journalCheckpoints).where(eq(journalCheckpoints.journal, name));
  if (!row) {
    for (const path of journalFiles(directory, name)) {
      const aside = `${path}.orphan-${Date.now()}`;
      renameSync(path, aside);
      onOrphan(aside);
    }
    await db.insert(journalCheckpoints).values({ journal: name, sequence: 0 }).onConflictDoNothing();
  }
  const checkpoint = row?.sequence ?? 0;
  return { journal: new Journal(directory, name, checkpoint, options), checkpoint };
}

/**
 * One batch in one transaction. Visit rows go in with COPY; each other statement takes its rows as
 * arrays (`unnest`), so a batch of any size is a handful of statements with a handful of parameters.
 */
export async function writeBatch(db: Db, journalName: string, given: EnrichedVisit[]): Promise<void> {
  const tallied = tallyBatch(given);
  const profileIds = await profileIdsOf(db, perCodeProfiles(tallied));
  await db.transaction(async (tx) => {
    const done = await lockCheckpoint(tx, journalName);
    const batch = done > 0 ? given.filter((visit) => visit.record.q > done) : given;
    if (batch.length === 0) return;
    const detailed = batch.filter((visit) => visit.record.lg);
    if (detailed.length > 0) await copyVisits(tx, detailed);
    await nextTurn();

    const served = batch.filter((visit) => visit.record.s === AccessStatus.served && visit.record.d !== null);
    const newAddresses = await countNewAddresses(tx, served);
    await nextTurn();

    // Tried again after a lost commit answer: only what the checkpoint leaves out is counted.
    const rollups = batch.length === given.length ? tallied : tallyBatch(batch);
    addFirstVisits(rollups, newAddresses.firstVisits);
    await upsertHours(tx, [...rollups.hours.values()]);
    await nextTurn();
    await upsertDays(tx, [...rollups.days.values()]);
    await nextTurn();
    const dimensions = dimensionRows(rollups);
    await upsertFacets(tx, dimensions.facets);
    await nextTurn();
    await upsertProfileDays(tx, dimensions.profileDays, profileIds);
    await nextTurn();
    await addCounts(
      tx,
      served.map((visit) => visit.record),
      newAddresses.byCode,
    );
    await nextTurn();
    await insertSwitches(
      tx,
      batch.map((visit) => visit.record).filter((record) => record.sw !== undefined && record.d !== null),
    );

    const sequence = batch.reduce((highest, visit) => Math.max(highest, visit.record.q), 0);
    await tx.execute(sql`insert into journal_checkpoints (journal, sequence) values (${journalName}, ${sequence})
      on conflict (journal) do update set sequence = excluded.sequence, updated_at = now()`);
  });
}

/** Profile ids by key, per database. Profiles are never deleted, so an id once known stays right. */
const knownProfiles = new WeakMap<Db, Map<string, number>>();
/** Ids remembered per database at most; past it they are forgotten and asked for again. */
const KNOWN_PROFILES_LIMIT = 200_000;

/**
 * The ids of a batch's combinations of dimensions, adding those never met before. This runs
 * before the batch's transaction, in statements of its own: a profile is a fact about the world,
 * not part of a count, so one left by a batch that then failed is simply there for the next. Two
 * writers adding the same profile at once both find the one that was committed.
 */
async function profileIdsOf(db: Db, profiles: Map<string, Profile>): Promise<Map<string, number>> {
  let known = knownProfiles.get(db);
  if (!known) {
    known = new Map();
    knownProfiles.set(db, known);
  }
  let missing = [...profiles].filter(([key]) => !known.has(key)).map(([, profile]) => profile);
  if (missing.length === 0) return known;
  if (known.size + missing.length > KNOWN_PROFILES_LIMIT) {
    // Forgetting the others too: every profile of this batch is asked for again.
    known.clear();
    missing = [...profiles.values()];
  }
  const column = columns(missing);
  const values = sql.join(
    FACET_NAMES.map((name) => column((profile) => profile[name], 'text')),
    sql`, `,
  );
  const names = sql.join(
    FACET_NAMES.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(
    sql`insert into visit_profiles (${names}) select * from unnest(${values}) on conflict do nothing`,
  );
  const matches = sql.join(
    FACET_NAMES.map((name) => sql`p.${sql.identifier(name)} = v.${sql.identifier(name)}`),
    sql` and `,
  );
  const found = rowsOf<Profile & { id: number }>(
    await db.execute(
      sql`select p.* from visit_profiles p join unnest(${values}) as v(${names}) on ${matches}`,
    ),
  );
  for (const row of found) known.set(profileKey(row), row.id);
  return known;
}

/**
 * Locks the journal's checkpoint row for this transaction and answers what it says is written.
 * A commit whose answer was lost (a connection cut at that moment) looks like a failure, and the
 * batch is tried again; a thread that died after committing is followed by one that starts from
 * the checkpoint it read. Visits up to the checkpoint are left out, so each is written once
 * however often it is tried.
 *
 * The same statement has joins go by index for this transaction: the counters of a batch's codes
 * and destinations are updated through a join with the batch's ids, and the planner prices a
 * thousand primary-key lookups above one pass over the whole table and picks a hash join, which
 * reads every code (and every destination) on each batch: 18 of 20 ms with 100k codes, growing
 * with the platform.
 */
async function lockCheckpoint(tx: Db, journalName: string): Promise<number> {
  const [held] = rowsOf<{ sequence: number | string | null }>(
    await tx.execute(sql`select set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true),
      (select sequence from journal_checkpoints where journal = ${journalName} for update) as sequence`),
  );
  return Number(held?.sequence ?? 0);
}

/**
 * Lets the event loop take a turn between the statements of a batch. In-process PGlite answers
 * without waiting on anything, so a whole transaction would otherwise run as one unbroken stretch
 * of microtasks and hold up every visitor for its length; over a network it costs nothing.
 */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Column arrays of `unnest`: one array per column, one element per row. */
function columns<Row>(rows: readonly Row[]) {
  return <T extends string | number | boolean | Date | null>(pick: (row: Row) => T, type: ArrayType) =>
    arrayParam(rows.map(pick), type);
}

/** Streams `COPY … FROM` text into a table (`visits (code_id, …)`) on the transaction's own connection. */
type CopyInto = (target: string, text: string) => Promise<void>;

/**
 * Drizzle has no COPY: it goes to the driver's client the transaction holds, which takes the rows
 * its own way — postgres.js as a stream, PGlite as a blob it reads as the file `/dev/blob`.
 */
function copyInto(tx: Db): CopyInto {
  const { client } = (tx as unknown as { session: { client: unknown } }).session;
  if (is(tx, PgliteTransaction)) {
    const pglite = client as PgliteTransactionClient;
    return async (target, text) => {
      await pglite.query(`copy ${target} from '/dev/blob'`, [], { blob: new Blob([text]) });
    };
  }
  const reserved = client as postgres.Sql;
  return async (target, text) => {
    await pipeline(Readable.from([text]), await reserved.unsafe(`copy ${target} from stdin`).writable());
  };
}

/**
 * The raw visits, by COPY: one stream of text the server parses row by row, where `insert … select
 * from unnest` builds and parses nineteen arrays first.
 */
async function copyVisits(tx: Db, visits: EnrichedVisit[]): Promise<void> {
  let text = '';
  for (const { record, enrichment, bot } of visits) {
    text += copyLine([
      record.c,
      record.d,
      record.o,
      new Date(record.t),
      record.ip,
      record.ua,
      record.r,
      record.s,
      record.w,
      bot,
      record.sc,
      enrichment.country,
      enrichment.province,
      enrichment.city,
      enrichment.carrier,
      enrichment.os,
      enrichment.browser,
      enrichment.device,
      enrichment.model,
    ]);
  }
  await copyInto(tx)(
    `visits (code_id, destination_id, owner_id, created_at, ip, user_agent, referrer, access_status,
      in_wechat, bot, scanned, country, province, city, carrier, os, browser, device, model)`,
    text,
  );
}

async function insertSwitches(tx: Db, switches: VisitRecord[]): Promise<void> {
  if (switches.length === 0) return;
  const column = columns(switches);
  await tx.execute(sql`insert into rotation_switches (code_id, owner_id, from_destination_id, to_destination_id, exhausted, created_at)
    select * from unnest(${column((record) => record.c, 'int')}, ${column((record) => record.o, 'int')},
      ${column((record) => record.sw ?? null, 'int')}, ${column((record) => record.d, 'int')},
      ${column((record) => record.x ?? false, 'bool')}, ${column((record) => new Date(record.t), 'timestamptz')})`);
}

async function upsertHours(tx: Db, rows: HourRow[]) {
  if (rows.length === 0) return;
  const column = columns(rows);
  await tx.execute(sql`insert into visit_hours (code_id, destination_id, owner_id, hour, visits, refused, bots, unique_ips, desktop, wechat)
    select * from unnest(${column((row) => row.codeId, 'int')}, ${column((row) => row.destinationId, 'int')},
      ${column((row) => row.ownerId, 'int')}, ${column((row) => row.hour, 'timestamptz')},
      ${column((row) => row.visits, 'bigint')}, ${column((row) => row.refused, 'bigint')},
      ${column((row) => row.bots, 'bigint')}, ${column((row) => row.uniqueIps, 'bigint')},
      ${column((row) => row.desktop, 'bigint')}, ${column((row) => row.wechat, 'bigint')})
    on conflict (code_id, destination_id, hour) do update set visits = visit_hours.visits + excluded.visits,
      refused = visit_hours.refused + excluded.refused, bots = visit_hours.bots + excluded.bots,
      unique_ips = visit_hours.unique_ips + excluded.unique_ips, desktop = visit_hours.desktop + excluded.desktop,
      wechat = visit_hours.wechat + excluded.wechat`);
}

async function upsertDays(tx: Db, rows: DayRow[]) {
  if (rows.length === 0) return;
  const column = columns(rows);
  await tx.execute(sql`insert into visit_days (code_id, owner_id, day, visits, refused, bots, unique_ips, desktop, wechat)
    select * from unnest(${column((row) => row.codeId, 'int')}, ${column((row) => row.ownerId, 'int')},
      ${column((row) => row.day, 'date')}, ${column((row) => row.visits, 'bigint')},
      ${column((row) => row.refused, 'bigint')}, ${column((row) => row.bots, 'bigint')},
      ${column((row) => row.uniqueIps, 'bigint')}, ${column((row) => row.desktop, 'bigint')},
      ${column((row) => row.wechat, 'bigint')})
    on conflict (code_id, day) do update set visits = visit_days.visits + excluded.visits,
      refused = visit_days.refused + excluded.refused, bots = visit_days.bots + excluded.bots,
      unique_ips = visit_days.unique_ips + excluded.unique_ips, desktop = visit_days.desktop + excluded.desktop,
      wechat = visit_days.wechat + excluded.wechat`);
}

async function upsertFacets(tx: Db, rows: FacetRow[]) {
  if (rows.length === 0) return;
  const column = columns(rows);
  await tx.execute(sql`insert into visit_facets (code_id, owner_id, day, facet, value, visits)
    select ${ALL_CODES}, * from unnest(${column((row) => row.ownerId, 'int')},
      ${column((row) => row.day, 'date')}, ${column((row) => row.facet, 'smallint')},
      ${column((row) => row.value, 'text')}, ${column((row) => row.visits, 'bigint')})
    on conflict (owner_id, code_id, day, facet, value) do update set visits = visit_facets.visits + excluded.visits`);
}

async function upsertProfileDays(tx: Db, rows: ProfileDayRow[], profileIds: Map<string, number>) {
  if (rows.length === 0) return;
  const column = columns(rows);
  const idOf = (row: ProfileDayRow) => {
    const id = profileIds.get(row.profile);
    // Every profile of the batch was looked up or added before its transaction began.
    if (id === undefined) throw new Error('a profile of the batch has no id');
    return id;
  };
  await tx.execute(sql`insert into visit_profile_days (code_id, owner_id, day, profile_id, visits)
    select * from unnest(${column((row) => row.codeId, 'int')}, ${column((row) => row.ownerId, 'int')},
      ${column((row) => row.day, 'date')}, ${column(idOf, 'int')}, ${column((row) => row.visits, 'bigint')})
    on conflict (owner_id, code_id, day, profile_id) do update set visits = visit_profile_days.visits + excluded.visits`);
}

/** Upserts the addresses of served visits and answers the first visits of addresses new to their code. */
async function countNewAddresses(tx: Db, served: EnrichedVisit[]) {
  const byCodeIp = new Map<string, { first: EnrichedVisit; visits: number; last: number }>();
  for (const visit of served) {
    const { record } = visit;
    const key = `${record.c}\u0000${record.ip}`;
    const entry = byCodeIp.get(key);
    if (!entry) {
      byCodeIp.set(key, { first: visit, visits: 1, last: record.t });
      continue;
    }
    entry.visits += 1;
    if (record.t < entry.first.record.t) entry.first = visit;
    if (record.t > entry.last) entry.last = record.t;
  }
  const byCode = new Map<number, number>();
  const firstVisits: EnrichedVisit[] = [];
  if (byCodeIp.size === 0) return { byCode, firstVisits };
  const entries = [...byCodeIp.values()];
  const column = columns(entries);
  // xmax is 0 for a row this statement inserted, not for one it updated.
  const result = await tx.execute(sql`insert into code_ips (code_id, ip, visits, first_visit, last_visit)
    select * from unnest(${column((entry) => entry.first.record.c, 'int')}, ${column((entry) => entry.first.record.ip, 'text')},
      ${column((entry) => entry.visits, 'bigint')}, ${column((entry) => new Date(entry.first.record.t), 'timestamptz')},
      ${column((entry) => new Date(entry.last), 'timestamptz')})
    on conflict (code_id, ip) do update set visits = code_ips.visits + excluded.visits,
      last_visit = greatest(code_ips.last_visit, excluded.last_visit)
    returning code_id, ip, (xmax = 0) as inserted`);
  for (const row of rowsOf<{ code_id: number; ip: string; inserted: boolean }>(result)) {
    if (!row.inserted) continue;
    byCode.set(row.code_id, (byCode.get(row.code_id) ?? 0) + 1);
    const entry = byCodeIp.get(`${row.code_id}\u0000${row.ip}`);
    if (entry) firstVisits.push(entry.first);
  }
  return { byCode, firstVisits };
}

/**
 * Adds the batch's served visits and new addresses to the codes and destinations, one statement
 * each. The ids go in sorted: the join then walks the primary key in order, and writers of
 * several processes lock the rows they share in the same order rather than into a deadlock.
 */
async function addCounts(tx: Db, served: VisitRecord[], newAddresses: Map<number, number>) {
  const perCode = new Map<number, { visits: number; last: number }>();
  const perDestination = new Map<number, number>();
  for (const record of served) {
    const destinationId = record.d as number;
    const code = perCode.get(record.c);
    if (code) {
      code.visits += 1;
      code.last = destinationId;
    } else perCode.set(record.c, { visits: 1, last: destinationId });
    perDestination.set(destinationId, (perDestination.get(destinationId) ?? 0) + 1);
  }
  if (perCode.size > 0) {
    const ids = [...perCode.keys()].sort(byNumber);
    const counts = ids.map((id) => perCode.get(id) as { visits: number; last: number });
    await tx.execute(sql`update codes as c set view_number = c.view_number + v.visits,
      ip_view_number = c.ip_view_number + v.addresses, last_destination_id = v.last
      from unnest(${arrayParam(ids, 'int')}, ${arrayParam(
        counts.map((count) => count.visits),
        'bigint',
      )}, ${arrayParam(
        ids.map((id) => newAddresses.get(id) ?? 0),
        'bigint',
      )}, ${arrayParam(
        counts.map((count) => count.last),
        'int',
      )}) as v(id, visits, addresses, last) where c.id = v.id`);
  }
  if (perDestination.size > 0) {
    const ids = [...perDestination.keys()].sort(byNumber);
    await tx.execute(sql`update destinations as d set visits = d.visits + v.visits
      from unnest(${arrayParam(ids, 'int')}, ${arrayParam(
        ids.map((id) => perDestination.get(id) ?? 0),
        'bigint',
      )}) as v(id, visits)
      where d.id = v.id`);
  }
}

const byNumber = (a: number, b: number) => a - b;
