import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { AccessStatus } from '../../contract/enums';
import { arrayParam } from '../db/arrays';
import { journalCheckpoints } from '../db/schema';
import type { Db } from '../db/store';
import { Journal, type VisitRecord } from './journal';

const HOUR_MS = 3_600_000;
const BATCH_LIMIT = 1000;
const ROTATE_BYTES = 64 * 1024 * 1024;

export type VisitWriterOptions = {
  db: Db;
  journal: Journal;
  /** How often pending visits are written; a full batch is written at once. */
  intervalMs?: number;
  onError?(error: unknown): void;
  /** Called after each written batch (tests wait on it; live panels may too). */
  onWritten?(records: VisitRecord[]): void;
};

/**
 * Moves journaled visits into the database in small batches: visit rows (for detailed codes),
 * hourly rollups per code and destination, distinct addresses, code and destination counters and
 * rotation switches — all in one transaction with the checkpoint, so each visit is written
 * exactly once, even across crashes and replays.
 */
export class VisitWriter {
  private pending: VisitRecord[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> | null = null;
  private readonly intervalMs: number;

  constructor(private readonly options: VisitWriterOptions) {
    this.intervalMs = options.intervalMs ?? 100;
  }

  /** Loads the visits that were journaled but not yet written (a crash or a hard stop). */
  async start(checkpoint: number): Promise<void> {
    this.pending.push(...this.options.journal.readAfter(checkpoint));
    await this.drain();
    this.timer = setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  add(record: VisitRecord): void {
    this.pending.push(record);
    if (this.pending.length >= BATCH_LIMIT) void this.flush();
  }

  /** Writes everything pending, one batch after another. */
  async drain(): Promise<void> {
    while (this.pending.length > 0) await this.flush();
    await this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.drain();
  }

  get backlog(): number {
    return this.pending.length;
  }

  private flush(): Promise<void> {
    this.flushing ??= this.writeOneBatch().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async writeOneBatch(): Promise<void> {
    const batch = this.pending.slice(0, BATCH_LIMIT);
    if (batch.length === 0) return;
    try {
      await writeBatch(this.options.db, this.options.journal.name, batch);
      this.pending.splice(0, batch.length);
      this.options.onWritten?.(batch);
      if (this.pending.length === 0 && this.options.journal.size() > ROTATE_BYTES)
        this.options.journal.rotate();
    } catch (error) {
      // The visits stay pending and in the journal; the next tick tries again.
      this.options.onError?.(error);
    }
  }
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
): Promise<{ journal: Journal; checkpoint: number }> {
  const [row] = await db.select().from(journalCheckpoints).where(eq(journalCheckpoints.journal, name));
  if (!row) {
    const path = join(directory, `${name}.jsonl`);
    if (existsSync(path)) {
      const aside = `${path}.orphan-${Date.now()}`;
      renameSync(path, aside);
      onOrphan(aside);
    }
    await db.insert(journalCheckpoints).values({ journal: name, sequence: 0 }).onConflictDoNothing();
  }
  const checkpoint = row?.sequence ?? 0;
  return { journal: new Journal(directory, name, checkpoint), checkpoint };
}

type HourKey = string;
type HourRow = {
  codeId: number;
  destinationId: number;
  ownerId: number;
  hour: Date;
  visits: number;
  refused: number;
  bots: number;
  uniqueIps: number;
};

const hourKey = (codeId: number, destinationId: number | null, time: number): HourKey =>
  `${codeId}:${destinationId ?? 0}:${Math.floor(time / HOUR_MS) * HOUR_MS}`;

/**
 * One batch in one transaction. Each statement takes its rows as arrays (`unnest`), so a batch of
 * a thousand visits is a handful of statements with a handful of parameters: building them costs
 * the request thread almost nothing.
 */
export async function writeBatch(db: Db, journalName: string, batch: VisitRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    const detailed = batch.filter((record) => record.lg);
    if (detailed.length > 0) await insertVisits(tx, detailed);

    const served = batch.filter((record) => record.s === AccessStatus.served && record.d !== null);
    const newAddresses = await countNewAddresses(tx, served);

    const hours = new Map<HourKey, HourRow>();
    for (const record of batch) {
      const key = hourKey(record.c, record.d, record.t);
      const entry = hours.get(key) ?? {
        codeId: record.c,
        destinationId: record.d ?? 0,
        ownerId: record.o,
        hour: new Date(Math.floor(record.t / HOUR_MS) * HOUR_MS),
        visits: 0,
        refused: 0,
        bots: 0,
        uniqueIps: 0,
      };
      if (record.s === AccessStatus.served) entry.visits += 1;
      else entry.refused += 1;
      if (record.b) entry.bots += 1;
      hours.set(key, entry);
    }
    for (const [key, count] of newAddresses.byHour) {
      const entry = hours.get(key);
      if (entry) entry.uniqueIps += count;
    }
    await upsertHours(tx, [...hours.values()]);
    await addCounts(tx, served, newAddresses.byCode);

    const switches = batch.filter((record) => record.sw !== undefined && record.d !== null);
    if (switches.length > 0) {
      await tx.execute(sql`insert into rotation_switches (code_id, owner_id, from_destination_id, to_destination_id, exhausted, created_at)
        select * from unnest(${arrayParam(
          switches.map((record) => record.c),
          'int',
        )}, ${arrayParam(
          switches.map((record) => record.o),
          'int',
        )},
          ${arrayParam(
            switches.map((record) => record.sw ?? null),
            'int',
          )}, ${arrayParam(
            switches.map((record) => record.d),
            'int',
          )},
          ${arrayParam(
            switches.map((record) => record.x ?? false),
            'bool',
          )}, ${arrayParam(
            switches.map((record) => new Date(record.t)),
            'timestamptz',
          )})`);
    }

    const sequence = Math.max(...batch.map((record) => record.q));
    await tx.execute(sql`insert into journal_checkpoints (journal, sequence) values (${journalName}, ${sequence})
      on conflict (journal) do update set sequence = excluded.sequence, updated_at = now()`);
  });
}

async function insertVisits(tx: Db, records: VisitRecord[]) {
  const column = <T extends string | number | boolean | Date | null>(pick: (record: VisitRecord) => T) =>
    records.map(pick);
  await tx.execute(sql`insert into visits (code_id, destination_id, owner_id, created_at, ip, user_agent, referrer, access_status, in_wechat, bot, scanned)
    select * from unnest(${arrayParam(
      column((record) => record.c),
      'int',
    )}, ${arrayParam(
      column((record) => record.d),
      'int',
    )},
      ${arrayParam(
        column((record) => record.o),
        'int',
      )}, ${arrayParam(
        column((record) => new Date(record.t)),
        'timestamptz',
      )},
      ${arrayParam(
        column((record) => record.ip),
        'text',
      )}, ${arrayParam(
        column((record) => record.ua),
        'text',
      )},
      ${arrayParam(
        column((record) => record.r),
        'text',
      )}, ${arrayParam(
        column((record) => record.s),
        'smallint',
      )},
      ${arrayParam(
        column((record) => record.w),
        'bool',
      )}, ${arrayParam(
        column((record) => record.b),
        'bool',
      )},
      ${arrayParam(
        column((record) => record.sc),
        'bool',
      )})`);
}

async function upsertHours(tx: Db, rows: HourRow[]) {
  if (rows.length === 0) return;
  const column = <T extends number | Date>(pick: (row: HourRow) => T) => rows.map(pick);
  await tx.execute(sql`insert into visit_hours (code_id, destination_id, owner_id, hour, visits, refused, bots, unique_ips)
    select * from unnest(${arrayParam(
      column((row) => row.codeId),
      'int',
    )}, ${arrayParam(
      column((row) => row.destinationId),
      'int',
    )},
      ${arrayParam(
        column((row) => row.ownerId),
        'int',
      )}, ${arrayParam(
        column((row) => row.hour),
        'timestamptz',
      )},
      ${arrayParam(
        column((row) => row.visits),
        'bigint',
      )}, ${arrayParam(
        column((row) => row.refused),
        'bigint',
      )},
      ${arrayParam(
        column((row) => row.bots),
        'bigint',
      )}, ${arrayParam(
        column((row) => row.uniqueIps),
        'bigint',
      )})
    on conflict (code_id, destination_id, hour) do update set visits = visit_hours.visits + excluded.visits,
      refused = visit_hours.refused + excluded.refused, bots = visit_hours.bots + excluded.bots,
      unique_ips = visit_hours.unique_ips + excluded.unique_ips`);
}

/** Upserts the addresses of served visits and counts those seen for the first time, per code and per hour. */
async function countNewAddresses(tx: Db, served: VisitRecord[]) {
  const byCodeIp = new Map<
    string,
    { codeId: number; ip: string; visits: number; first: VisitRecord; last: number }
  >();
  for (const record of served) {
    const key = `${record.c}\u0000${record.ip}`;
    const entry = byCodeIp.get(key) ?? {
      codeId: record.c,
      ip: record.ip,
      visits: 0,
      first: record,
      last: record.t,
    };
    entry.visits += 1;
    if (record.t < entry.first.t) entry.first = record;
    entry.last = Math.max(entry.last, record.t);
    byCodeIp.set(key, entry);
  }
  const byCode = new Map<number, number>();
  const byHour = new Map<HourKey, number>();
  if (byCodeIp.size === 0) return { byCode, byHour };
  const entries = [...byCodeIp.values()];
  // xmax is 0 for a row this statement inserted, not for one it updated.
  const result = await tx.execute(sql`insert into code_ips (code_id, ip, visits, first_visit, last_visit)
    select * from unnest(${arrayParam(
      entries.map((entry) => entry.codeId),
      'int',
    )}, ${arrayParam(
      entries.map((entry) => entry.ip),
      'text',
    )},
      ${arrayParam(
        entries.map((entry) => entry.visits),
        'bigint',
      )}, ${arrayParam(
        entries.map((entry) => new Date(entry.first.t)),
        'timestamptz',
      )},
      ${arrayParam(
        entries.map((entry) => new Date(entry.last)),
        'timestamptz',
      )})
    on conflict (code_id, ip) do update set visits = code_ips.visits + excluded.visits,
      last_visit = greatest(code_ips.last_visit, excluded.last_visit)
    returning code_id, ip, (xmax = 0) as inserted`);
  for (const row of rowsOf<{ code_id: number; ip: string; inserted: boolean }>(result)) {
    if (!row.inserted) continue;
    byCode.set(row.code_id, (byCode.get(row.code_id) ?? 0) + 1);
    const { first } = byCodeIp.get(`${row.code_id}\u0000${row.ip}`) as { first: VisitRecord };
    const key = hourKey(first.c, first.d, first.t);
    byHour.set(key, (byHour.get(key) ?? 0) + 1);
  }
  return { byCode, byHour };
}

/** Adds the batch's served visits and new addresses to the codes and destinations, one statement each. */
async function addCounts(tx: Db, served: VisitRecord[], newAddresses: Map<number, number>) {
  const perCode = new Map<number, { visits: number; last: number }>();
  const perDestination = new Map<number, number>();
  for (const record of served) {
    const destinationId = record.d as number;
    const code = perCode.get(record.c) ?? { visits: 0, last: destinationId };
    code.visits += 1;
    code.last = destinationId;
    perCode.set(record.c, code);
    perDestination.set(destinationId, (perDestination.get(destinationId) ?? 0) + 1);
  }
  if (perCode.size > 0) {
    const ids = [...perCode.keys()];
    await tx.execute(sql`update codes as c set view_number = c.view_number + v.visits,
      ip_view_number = c.ip_view_number + v.addresses, last_destination_id = v.last
      from unnest(${arrayParam(ids, 'int')}, ${arrayParam(
        ids.map((id) => perCode.get(id)?.visits ?? 0),
        'bigint',
      )},
        ${arrayParam(
          ids.map((id) => newAddresses.get(id) ?? 0),
          'bigint',
        )}, ${arrayParam(
          ids.map((id) => perCode.get(id)?.last ?? null),
          'int',
        )})
        as v(id, visits, addresses, last) where c.id = v.id`);
  }
  if (perDestination.size > 0) {
    const ids = [...perDestination.keys()];
    await tx.execute(sql`update destinations as d set visits = d.visits + v.visits
      from unnest(${arrayParam(ids, 'int')}, ${arrayParam(
        ids.map((id) => perDestination.get(id) ?? 0),
        'bigint',
      )}) as v(id, visits)
      where d.id = v.id`);
  }
}

/** Rows of a raw query: PGlite answers `{rows}`, postgres-js an array. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
