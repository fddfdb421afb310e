import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import type { Db } from '../../server/db/store';
import { Journal, type VisitRecord } from '../../server/visits/journal';
import type { EnrichedVisit } from '../../server/visits/rollups';
import { WorkerVisitWriter, writerThreadOn } from '../../server/visits/worker-writer';
import { openJournal, VisitWriter, type VisitWriting, writeBatch } from '../../server/visits/writer';
import { waitFor } from '../support/wait';
import { databases } from './harness';

const visit = {
  c: 1,
  d: 1,
  o: 1,
  t: Date.UTC(2026, 0, 1),
  ip: '1.2.3.4',
  ua: '',
  r: '',
  s: 1,
  w: false,
  b: false,
  sc: false,
  lg: false,
};

describe.each(databases)('the visit journal on $name', ({ open }) => {
  it('moves aside a journal that belongs to another database instead of replaying it', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'lc-journal-'));
    const stray = new Journal(directory, 'node-x', 0);
    stray.append(visit);
    stray.append(visit);
    stray.close();

    const database = await open();
    try {
      const moved: string[] = [];
      const { journal, checkpoint } = await openJournal(database.store.db, directory, 'node-x', (path) =>
        moved.push(path),
      );
      expect(checkpoint).toBe(0);
      expect(moved).toHaveLength(1);
      expect(existsSync(moved[0] as string)).toBe(true);
      expect(journal.readAfter(0)).toEqual([]);
      journal.close();
      expect(readdirSync(directory).some((name) => name.includes('.orphan-'))).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it('replays journaled visits that were not written yet, exactly once', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'lc-journal-'));
    const database = await open();
    try {
      const first = await openJournal(database.store.db, directory, 'node-y', () => {});
      // Visits journaled, then the process dies before the batch writer ran.
      for (let index = 0; index < 5; index++) first.journal.append({ ...visit, ip: `10.0.0.${index}` });
      first.journal.close();

      const second = await openJournal(database.store.db, directory, 'node-y', () => {});
      const writer = new VisitWriter({ db: database.store.db, journal: second.journal });
      await writer.start(second.checkpoint);
      await writer.stop();
      second.journal.close();

      const third = await openJournal(database.store.db, directory, 'node-y', () => {});
      expect(third.checkpoint).toBe(5);
      expect(third.journal.readAfter(third.checkpoint)).toEqual([]);
      third.journal.close();
    } finally {
      await database.drop();
    }
  });

  it('writes a batch tried again (its commit answer lost) once', async () => {
    const database = await open();
    try {
      const { db } = database.store;
      const { journal, checkpoint } = await openJournal(db, freshDirectory(), 'node-z', () => {});
      const batches: EnrichedVisit[][] = [];
      const writer = new VisitWriter({ db, journal, onWritten: (visits) => batches.push(visits) });
      await writer.start(checkpoint);
      for (let index = 1; index <= 3; index++) journal.stage(detailed(`10.0.0.${index}`));
      journal.flush();
      await writer.drain();
      expect(await visitRows(db)).toBe(3);
      // The same batch again, as after a commit whose answer never came back.
      for (const batch of batches) await writeBatch(db, 'node-z', batch);
      expect(await visitRows(db)).toBe(3);
      const [hours] = rowsOf<{ n: unknown }>(await db.execute(sql`select sum(visits) as n from visit_hours`));
      expect(Number(hours?.n)).toBe(3);
      await writer.stop();
      journal.close();
    } finally {
      await database.drop();
    }
  });
});

const freshDirectory = () => mkdtempSync(join(tmpdir(), 'lc-journal-'));
const detailed = (ip: string): VisitRecord => ({ q: 0, ...visit, ip, lg: true });

async function visitRows(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from visits`));
  return Number(row?.n);
}

/** A crash's backlog: 300 visits journaled in small segments, reopened for a writer to start on. */
async function journalWithBacklog(db: Db, name: string) {
  const directory = freshDirectory();
  const first = await openJournal(db, directory, name, () => {}, { segmentBytes: 4096 });
  for (let index = 0; index < 300; index++)
    first.journal.append(detailed(`10.1.${index >> 8}.${index & 255}`));
  first.journal.close();
  return { directory, ...(await openJournal(db, directory, name, () => {}, { segmentBytes: 4096 })) };
}

/**
 * Starts a writer with a window of 20 on that backlog while 200 more visits arrive, sampling how
 * many it holds (`held`); then each visit is written once, the backlog is empty, no more than the
 * window and one read of the journal (64 kB of short lines) was ever held, and written segments are
 * gone (only the current file and at most one finished one remain).
 */
async function replayWithinWindow(
  db: Db,
  backlog: Awaited<ReturnType<typeof journalWithBacklog>>,
  writer: VisitWriting,
  held: () => number,
  afterStart: () => void = () => {},
): Promise<void> {
  const { directory, journal, checkpoint } = backlog;
  let most = 0;
  const watch = setInterval(() => {
    most = Math.max(most, held());
  }, 1);
  const started = writer.start(checkpoint);
  expect(writer.backlog).toBe(300);
  afterStart();
  for (let index = 0; index < 200; index++) journal.append(detailed(`10.2.${index >> 8}.${index & 255}`));
  await started;
  await writer.drain();
  clearInterval(watch);
  expect(await visitRows(db)).toBe(500);
  expect(writer.backlogStatus()).toEqual({ visits: 0, bytes: 0, oldest_seconds: 0 });
  expect(most).toBeLessThanOrEqual(20 + 600);
  expect(readdirSync(directory).length).toBeLessThanOrEqual(2);
  await writer.stop();
  journal.close();
}

describe('the journal file', () => {
  it('writes staged visits in one write and tells its follower what reached the file', () => {
    const journal = new Journal(freshDirectory(), 'node-s', 0);
    const heard: { sequences: number[]; text: string }[] = [];
    journal.follow((records, text) => heard.push({ sequences: records.map((record) => record.q), text }));
    journal.stage(detailed('10.0.0.1'));
    journal.stage(detailed('10.0.0.2'));
    expect(readFileSync(journal.path, 'utf8')).toBe('');
    journal.flush();
    const text = readFileSync(journal.path, 'utf8');
    expect(
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).q),
    ).toEqual([1, 2]);
    expect(heard).toEqual([{ sequences: [1, 2], text }]);
    journal.close();
  });

  it('rolls to a new segment as it grows, reads across segments in chunks, and deletes written ones', () => {
    const directory = freshDirectory();
    const journal = new Journal(directory, 'node-r', 0, { segmentBytes: 500 });
    for (let index = 1; index <= 20; index++) journal.append({ ...visit, ip: `10.0.0.${index}` });
    const files = () => readdirSync(directory).sort();
    expect(files().length).toBeGreaterThan(3);
    expect(files()).toContain('node-r.jsonl');

    // A reader keeps its place while the journal rolls under it, and never gives a visit twice.
    const reader = journal.readFrom(0);
    const read: number[] = [];
    const chunk = reader.read(1);
    read.push(...chunk.records.map((record) => record.q));
    for (let index = 21; index <= 30; index++) journal.append({ ...visit, ip: `10.0.1.${index}` });
    for (;;) {
      const next = reader.read(1);
      read.push(...next.records.map((record) => record.q));
      if (next.atEnd) break;
    }
    expect(read).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));

    const before = files().length;
    journal.release(15);
    expect(files().length).toBeLessThan(before);
    expect(journal.readAfter(15).map((record) => record.q)).toEqual(
      Array.from({ length: 15 }, (_, index) => index + 16),
    );
    journal.close();

    // A restart finds the segments, numbers on, and drops those the checkpoint covers.
    const again = new Journal(directory, 'node-r', 20, { segmentBytes: 500 });
    expect(again.append({ ...visit }).q).toBe(31);
    expect(again.readAfter(20).map((record) => record.q)).toEqual(
      Array.from({ length: 11 }, (_, index) => index + 21),
    );
    again.close();
  });

  it('does not let a line cut short by a crash swallow the next visit', () => {
    const directory = freshDirectory();
    const first = new Journal(directory, 'node-c', 0);
    first.append({ ...visit });
    first.close();
    appendFileSync(join(directory, 'node-c.jsonl'), '{"q":2,"c":1,"d"');
    const second = new Journal(directory, 'node-c', 0);
    second.append({ ...visit, ip: '10.9.9.9' });
    expect(second.readAfter(0).map((record) => [record.q, record.ip])).toEqual([
      [1, '1.2.3.4'],
      [2, '10.9.9.9'],
    ]);
    second.close();
  });
});

describe.each(databases)('the visit writer on $name', ({ open }) => {
  it('follows the journal, and ignores a visit handed over again', async () => {
    const database = await open();
    try {
      const { journal, checkpoint } = await openJournal(
        database.store.db,
        freshDirectory(),
        'node-f',
        () => {},
      );
      const writer = new VisitWriter({ db: database.store.db, journal });
      await writer.start(checkpoint);
      const record = journal.append(detailed('10.0.0.1'));
      writer.add(record);
      journal.stage(detailed('10.0.0.2'));
      journal.flush();
      expect(writer.backlog).toBe(2);
      await writer.drain();
      expect(await visitRows(database.store.db)).toBe(2);
      await writer.stop();
      journal.close();
    } finally {
      await database.drop();
    }
  });
});

describe.each(databases)('the visit writer under a backlog on $name', ({ open }) => {
  it('keeps at most its window in memory, reads the rest back from the journal, and writes each visit once', {
    timeout: 60_000,
  }, async () => {
    const database = await open();
    try {
      const { db } = database.store;
      const backlog = await journalWithBacklog(db, 'node-b');
      const writer = new VisitWriter({ db, journal: backlog.journal, batchLimit: 10, window: 20 });
      await replayWithinWindow(
        db,
        backlog,
        writer,
        () => (writer as unknown as { pending: unknown[] }).pending.length,
        () => expect(writer.backlogStatus().bytes).toBeGreaterThan(0),
      );
    } finally {
      await database.drop();
    }
  });
});

const postgres = databases.find((database) => database.name === 'postgres');

describe.skipIf(!postgres)('the visit writer thread on PostgreSQL', () => {
  it('replays, follows the journal, reports each batch and drains', { timeout: 60_000 }, async () => {
    const database = await (postgres as (typeof databases)[number]).open();
    try {
      const directory = freshDirectory();
      const { db } = database.store;
      const first = await openJournal(db, directory, 'node-w', () => {});
      // Journaled before a crash: the thread replays them.
      first.journal.append(detailed('10.0.0.1'));
      first.journal.append(detailed('10.0.0.2'));
      first.journal.close();

      const { journal, checkpoint } = await openJournal(db, directory, 'node-w', () => {});
      const written: EnrichedVisit[] = [];
      const errors: unknown[] = [];
      const writer = new WorkerVisitWriter({
        open: writerThreadOn(database.databaseUrl as string),
        db,
        journal,
        onError: (error) => errors.push(error),
        onWritten: (visits) => written.push(...visits),
      });
      // Someone watches the owner live: the written visits come back for the live events.
      writer.listenFor([visit.o]);
      await writer.start(checkpoint);
      expect(await visitRows(db)).toBe(2);

      for (let index = 3; index <= 5; index++) journal.stage(detailed(`10.0.0.${index}`));
      journal.flush();
      await writer.drain();
      expect(writer.backlog).toBe(0);
      expect(await visitRows(db)).toBe(5);
      expect(written.map((visit) => visit.record.q)).toEqual([1, 2, 3, 4, 5]);
      expect(written[0]?.day).toBe('2026-01-01');

      // Nobody watches any more: visits are written, but not sent back across threads.
      writer.listenFor([]);
      journal.stage(detailed('10.0.0.6'));
      journal.flush();
      await writer.drain();
      expect(await visitRows(db)).toBe(6);
      expect(written).toHaveLength(5);
      await writer.stop();
      journal.close();
      expect(errors).toEqual([]);

      const again = await openJournal(db, directory, 'node-w', () => {});
      expect(again.checkpoint).toBe(6);
      again.journal.close();
    } finally {
      await database.drop();
    }
  });

  it('hands the thread at most its window and reads the rest back from the journal, each visit once', {
    timeout: 60_000,
  }, async () => {
    const database = await (postgres as (typeof databases)[number]).open();
    try {
      const { db } = database.store;
      const backlog = await journalWithBacklog(db, 'node-v');
      const writer = new WorkerVisitWriter({
        open: writerThreadOn(database.databaseUrl as string),
        db,
        journal: backlog.journal,
        window: 20,
      });
      await replayWithinWindow(
        db,
        backlog,
        writer,
        () => (writer as unknown as { inFlight: number }).inFlight,
      );
    } finally {
      await database.drop();
    }
  });

  it('reads a large backlog back a slice per turn of the event loop, never all at once', {
    timeout: 60_000,
  }, async () => {
    const database = await (postgres as (typeof databases)[number]).open();
    try {
      const { db } = database.store;
      const directory = freshDirectory();
      const first = await openJournal(db, directory, 'node-s', () => {});
      // About 1.7 MB of journal: several slices of 256 kB.
      const ua = `Mozilla/5.0 ${'x'.repeat(300)}`;
      for (let index = 0; index < 4000; index++)
        first.journal.append({ ...detailed(`10.3.${index >> 8}.${index & 255}`), ua });
      first.journal.close();
      const { journal, checkpoint } = await openJournal(db, directory, 'node-s', () => {});
      // Each read back is noted with the turn of the event loop it ran in.
      let turn = 0;
      let ticker: NodeJS.Immediate | null = null;
      const tick = () => {
        turn += 1;
        ticker = setImmediate(tick);
      };
      tick();
      const reads: { turn: number; bytes: number }[] = [];
      const readFrom = journal.readFrom.bind(journal);
      journal.readFrom = (after) => {
        const reader = readFrom(after);
        return {
          read(maxBytes) {
            const chunk = reader.read(maxBytes);
            if (chunk.records.length > 0) reads.push({ turn, bytes: chunk.text.length });
            return chunk;
          },
        };
      };
      const writer = new WorkerVisitWriter({
        open: writerThreadOn(database.databaseUrl as string),
        db,
        journal,
      });
      await writer.start(checkpoint);
      if (ticker) clearImmediate(ticker);
      expect(await visitRows(db)).toBe(4000);
      expect(reads.length).toBeGreaterThanOrEqual(5);
      expect(new Set(reads.map((read) => read.turn)).size).toBe(reads.length);
      // A slice is 256 kB, plus at most one more read (64 kB) to finish its last line.
      expect(Math.max(...reads.map((read) => read.bytes))).toBeLessThanOrEqual(320 * 1024);
      await writer.stop();
      journal.close();
    } finally {
      await database.drop();
    }
  });

  it('starts a new thread when its thread dies, and writes each visit once', {
    timeout: 60_000,
  }, async () => {
    const database = await (postgres as (typeof databases)[number]).open();
    try {
      const { db } = database.store;
      const { journal, checkpoint } = await openJournal(db, freshDirectory(), 'node-d', () => {});
      const errors: unknown[] = [];
      const writer = new WorkerVisitWriter({
        open: writerThreadOn(database.databaseUrl as string),
        db,
        journal,
        onError: (error) => errors.push(error),
      });
      await writer.start(checkpoint);
      journal.append(detailed('10.0.0.1'));
      await writer.drain();
      // The thread dies (as after a fatal error in it) with a visit handed to it and not written.
      const thread = (writer as unknown as { worker: import('node:worker_threads').Worker }).worker;
      journal.append(detailed('10.0.0.2'));
      await thread.terminate();
      journal.append(detailed('10.0.0.3'));
      await writer.drain();
      expect(await visitRows(db)).toBe(3);
      expect(errors.map((error) => (error as Error).message)).toContain(
        'the visit writer thread stopped; starting it again',
      );
      await writer.stop();
      journal.close();
    } finally {
      await database.drop();
    }
  });

  it('does not report a stop done before a thread killed meanwhile is replaced and has written', {
    timeout: 60_000,
  }, async () => {
    const database = await (postgres as (typeof databases)[number]).open();
    try {
      const { db } = database.store;
      const { journal, checkpoint } = await openJournal(db, freshDirectory(), 'node-k', () => {});
      const writer = new WorkerVisitWriter({
        open: writerThreadOn(database.databaseUrl as string),
        db,
        journal,
      });
      const threadOf = () =>
        (writer as unknown as { worker: import('node:worker_threads').Worker | null }).worker;
      // Killed before it is even ready: a new one is started all the same.
      const started = writer.start(checkpoint);
      journal.append(detailed('10.0.0.1'));
      await waitFor(() => threadOf() !== null, 5_000);
      await threadOf()?.terminate();
      journal.append(detailed('10.0.0.2'));
      await started;
      expect(await visitRows(db)).toBe(2);
      // Killed with visits handed to it, then stopped at once: the stop waits for the new thread.
      journal.append(detailed('10.0.0.3'));
      await threadOf()?.terminate();
      journal.append(detailed('10.0.0.4'));
      await writer.stop();
      expect(await visitRows(db)).toBe(4);
      expect(writer.backlog).toBe(0);
      journal.close();
    } finally {
      await database.drop();
    }
  });
});
