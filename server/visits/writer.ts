import { eq, sql } from 'drizzle-orm';
import { AccessStatus } from '../../contract/enums';
import {
  codeIps,
  codes,
  destinations,
  journalCheckpoints,
  rotationSwitches,
  visitHours,
  visits,
} from '../db/schema';
import type { Db } from '../db/store';
import type { Journal, VisitRecord } from './journal';

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

/** The last sequence of a journal already in the database. */
export async function readCheckpoint(db: Db, journal: string): Promise<number> {
  const [row] = await db.select().from(journalCheckpoints).where(eq(journalCheckpoints.journal, journal));
  return row?.sequence ?? 0;
}

type HourKey = string;

export async function writeBatch(db: Db, journalName: string, batch: VisitRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    const detailed = batch.filter((record) => record.lg);
    if (detailed.length > 0) {
      await tx.insert(visits).values(
        detailed.map((record) => ({
          codeId: record.c,
          destinationId: record.d,
          ownerId: record.o,
          createdAt: new Date(record.t),
          ip: record.ip,
          userAgent: record.ua,
          referrer: record.r,
          accessStatus: record.s,
          inWechat: record.w,
          bot: record.b,
          scanned: record.sc,
        })),
      );
    }

    const served = batch.filter((record) => record.s === AccessStatus.served && record.d !== null);
    const newAddresses = await countNewAddresses(tx, served);

    const hours = new Map<
      HourKey,
      {
        codeId: number;
        destinationId: number;
        ownerId: number;
        hour: Date;
        visits: number;
        refused: number;
        bots: number;
        uniqueIps: number;
      }
    >();
    for (const record of batch) {
      const hour = new Date(Math.floor(record.t / HOUR_MS) * HOUR_MS);
      const destinationId = record.d ?? 0;
      const key = `${record.c}:${destinationId}:${hour.getTime()}`;
      const entry = hours.get(key) ?? {
        codeId: record.c,
        destinationId,
        ownerId: record.o,
        hour,
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
    await tx
      .insert(visitHours)
      .values([...hours.values()])
      .onConflictDoUpdate({
        target: [visitHours.codeId, visitHours.destinationId, visitHours.hour],
        set: {
          visits: sql`${visitHours.visits} + excluded.visits`,
          refused: sql`${visitHours.refused} + excluded.refused`,
          bots: sql`${visitHours.bots} + excluded.bots`,
          uniqueIps: sql`${visitHours.uniqueIps} + excluded.unique_ips`,
        },
      });

    await addCounts(tx, served, newAddresses.byCode);

    const switches = batch.filter((record) => record.sw !== undefined && record.d !== null);
    if (switches.length > 0) {
      await tx.insert(rotationSwitches).values(
        switches.map((record) => ({
          codeId: record.c,
          ownerId: record.o,
          fromDestinationId: record.sw ?? null,
          toDestinationId: record.d as number,
          exhausted: record.x ?? false,
          createdAt: new Date(record.t),
        })),
      );
    }

    const sequence = Math.max(...batch.map((record) => record.q));
    await tx
      .insert(journalCheckpoints)
      .values({ journal: journalName, sequence })
      .onConflictDoUpdate({ target: journalCheckpoints.journal, set: { sequence, updatedAt: new Date() } });
  });
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
  const rows = await tx
    .insert(codeIps)
    .values(
      [...byCodeIp.values()].map((entry) => ({
        codeId: entry.codeId,
        ip: entry.ip,
        visits: entry.visits,
        firstVisit: new Date(entry.first.t),
        lastVisit: new Date(entry.last),
      })),
    )
    .onConflictDoUpdate({
      target: [codeIps.codeId, codeIps.ip],
      set: {
        visits: sql`${codeIps.visits} + excluded.visits`,
        lastVisit: sql`greatest(${codeIps.lastVisit}, excluded.last_visit)`,
      },
    })
    // xmax is 0 for a row this statement inserted, not for one it updated.
    .returning({ codeId: codeIps.codeId, ip: codeIps.ip, inserted: sql<boolean>`(xmax = 0)` });
  for (const row of rows) {
    if (!row.inserted) continue;
    byCode.set(row.codeId, (byCode.get(row.codeId) ?? 0) + 1);
    const { first } = byCodeIp.get(`${row.codeId}\u0000${row.ip}`) as { first: VisitRecord };
    const hourKey = `${first.c}:${first.d ?? 0}:${Math.floor(first.t / HOUR_MS) * HOUR_MS}`;
    byHour.set(hourKey, (byHour.get(hourKey) ?? 0) + 1);
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
    const rows = [...perCode].map(([id, code]) =>
      integerRow(id, code.visits, newAddresses.get(id) ?? 0, code.last),
    );
    await tx.execute(sql`update codes as c set view_number = c.view_number + v.visits,
      ip_view_number = c.ip_view_number + v.addresses, last_destination_id = v.last
      from (values ${sql.raw(rows.join(','))}) as v(id, visits, addresses, last) where c.id = v.id`);
  }
  if (perDestination.size > 0) {
    const rows = [...perDestination].map(([id, count]) => integerRow(id, count));
    await tx.execute(sql`update destinations as d set visits = d.visits + v.visits
      from (values ${sql.raw(rows.join(','))}) as v(id, visits) where d.id = v.id`);
  }
}

/** A VALUES row of integers; each value is checked to be one, so inlining it is safe. */
function integerRow(...values: number[]): string {
  for (const value of values) if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return `(${values.join(',')})`;
}
