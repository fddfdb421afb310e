import { setPriority } from 'node:os';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import type { Attached } from '../db/embedded/thread';
import { type Db, openStore } from '../db/store';
import { createSiteZone } from '../settings/site-zone';
import { type PlainError, plainError } from '../threads/plain-error';
import { createEnricher, createIp2RegionGeo } from './enrich';
import { type JournalFollower, parseJournal, type VisitRecord } from './journal';
import type { EnrichedVisit } from './rollups';
import { type VisitJournal, VisitWriter } from './writer';

/** What the main thread tells the writer thread when it starts it. */
export type WriterThreadData = {
  role: 'visit-writer';
  /** The writer thread's own connection; without it, the writer runs beside the embedded database. */
  databaseUrl?: string;
  journalName: string;
  intervalMs?: number;
  /** Owners whose written visits come back (for live events), not just how far the writing got. */
  listeners: number[];
  /** The thread's nice value (`WRITER_NICE` unless configured). */
  nice: number;
  /** The largest batch while catching up (the writer's default unless given). */
  maxBatch?: number;
};

/** Main thread → writer thread. */
export type ToWriterThread =
  /** Journal text exactly as written to the file: whole lines, in sequence order. */
  | { type: 'visits'; text: string }
  /** Write what is pending now rather than at the next tick. */
  | { type: 'drain' }
  /** From now on, send back the written visits of these owners (someone watches them live). */
  | { type: 'listeners'; owners: number[] }
  /** Write everything, close the database, and end. */
  | { type: 'stop' };

/** Writer thread → main thread. */
export type FromWriterThread =
  | { type: 'ready' }
  /** One batch is in the database: every visit up to `sequence` is written. */
  | { type: 'written'; sequence: number; count: number; visits: EnrichedVisit[] | null }
  | { type: 'error'; error: PlainError }
  | { type: 'stopped' };

type Port = Pick<MessagePort, 'postMessage' | 'on' | 'close'>;

/**
 * The writer thread: the same `VisitWriter` as in the main thread (enrichment, rollups, one
 * transaction per batch with its checkpoint), over its own PostgreSQL connection and fed with the
 * journal text the main thread wrote. The journal file itself stays with the main thread, which
 * replays it and rotates it.
 */
export async function runWriterThread(
  port: Port,
  data: WriterThreadData,
  store: { db: Db; close(): Promise<void> },
): Promise<void> {
  const post = (message: FromWriterThread) => port.postMessage(message);
  const siteZone = await createSiteZone(store.db);
  let follower: JournalFollower | null = null;
  let listeners = new Set(data.listeners);
  const feed: VisitJournal = {
    name: data.journalName,
    follow: (next) => {
      follower = next;
    },
    // The main thread hands over a bounded window of visits and keeps the rest on disk.
    readFrom: () => ({ read: () => ({ records: [], text: '', atEnd: true }) }),
    size: () => 0,
    release: () => {},
    lastSequence: 0,
  };
  const writer = new VisitWriter({
    db: store.db,
    journal: feed,
    intervalMs: data.intervalMs,
    maxBatch: data.maxBatch,
    window: Number.POSITIVE_INFINITY,
    enricher: createEnricher(createIp2RegionGeo()),
    dayOf: siteZone.dayOf,
    onError: (error) => post({ type: 'error', error: plainError(error) }),
    onWritten: (visits) => {
      // Visits nobody watches are not copied to the main thread: under load that copy and the
      // events made of it cost the thread that answers visitors.
      const watched = listeners.size === 0 ? [] : visits.filter((visit) => listeners.has(visit.record.o));
      post({
        type: 'written',
        sequence: (visits[visits.length - 1] as EnrichedVisit).record.q,
        count: visits.length,
        visits: watched.length > 0 ? watched : null,
      });
    },
  });
  await writer.start(0);
  port.on('message', (message: ToWriterThread) => {
    if (message.type === 'visits') {
      const records: VisitRecord[] = parseJournal(message.text);
      if (records.length > 0) follower?.(records, message.text);
    } else if (message.type === 'drain') {
      void writer.drain();
    } else if (message.type === 'listeners') {
      listeners = new Set(message.owners);
    } else {
      void (async () => {
        await writer.stop();
        siteZone.stop();
        await store.close();
        post({ type: 'stopped' });
        port.close();
      })();
    }
  });
  post({ type: 'ready' });
}

/**
 * The writer beside the embedded database, in the database's thread (started by `createVisitWriter`
 * through the store's `attach`). That thread gives way to the one answering visitors as a writer
 * thread does: the database's other statements are the console's, and the code cache spares the
 * redirects most of them.
 */
export const attachVisitWriter: Attached = (port, data, db) => {
  const given = data as WriterThreadData;
  yieldToAnswers(given.nice);
  return runWriterThread(port, given, { db, close: async () => {} });
};

/**
 * The writer thread yields to the thread that answers visitors (`WRITER_NICE`): on Linux the nice
 * value of `setPriority(0, …)` is the calling thread's alone.
 */
function yieldToAnswers(nice: number): void {
  if (nice === 0) return;
  try {
    setPriority(0, nice);
  } catch {
    // Not allowed here: the thread runs at the same priority, which is only slower under load.
  }
}

const data = workerData as WriterThreadData | undefined;
if (parentPort && data?.role === 'visit-writer' && data.databaseUrl) {
  yieldToAnswers(data.nice);
  const port = parentPort;
  void openStore({ databaseUrl: data.databaseUrl }).then((store) => runWriterThread(port, data, store));
}
