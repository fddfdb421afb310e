import { setPriority } from 'node:os';
import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { openStore } from '../db/store';
import { createSiteZone } from '../settings/site-zone';
import { createEnricher, createIp2RegionGeo } from './enrich';
import { type JournalFollower, parseJournal, type VisitRecord } from './journal';
import type { EnrichedVisit } from './rollups';
import { type VisitJournal, VisitWriter } from './writer';

/** What the main thread tells the writer thread when it starts it. */
export type WriterThreadData = {
  role: 'visit-writer';
  databaseUrl: string;
  journalName: string;
  intervalMs?: number;
  /** Owners whose written visits come back (for live events), not just how far the writing got. */
  listeners: number[];
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
  | { type: 'error'; error: { name: string; message: string; stack?: string } }
  | { type: 'stopped' };

type Port = Pick<MessagePort, 'postMessage' | 'on' | 'close'>;

/**
 * The writer thread: the same `VisitWriter` as in the main thread (enrichment, rollups, one
 * transaction per batch with its checkpoint), over its own PostgreSQL connection and fed with the
 * journal text the main thread wrote. The journal file itself stays with the main thread, which
 * replays it and rotates it.
 */
export async function runWriterThread(port: Port, data: WriterThreadData): Promise<void> {
  const post = (message: FromWriterThread) => port.postMessage(message);
  const store = await openStore({ databaseUrl: data.databaseUrl });
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

/** Errors cross threads as plain data: their class and extra fields do not survive anyway. */
function plainError(error: unknown): { name: string; message: string; stack?: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { name: 'Error', message: String(error) };
}

/**
 * The writer thread yields to the thread that answers visitors: on Linux the nice value of
 * `setPriority(0, …)` is the calling thread's alone. The visits are safe in the journal, so the
 * writing may trail a burst and catch up on idle time; where there is a spare core it simply runs
 * there. The lowest priority, because at 10 it still took about a tenth of a saturated core, and
 * its time slices showed in the visitors' p99 (bench:redirect: 7.3 ms at 10, 5.0 ms at 19).
 */
const WRITER_NICE = 19;

const data = workerData as WriterThreadData | undefined;
if (parentPort && data?.role === 'visit-writer') {
  try {
    setPriority(0, WRITER_NICE);
  } catch {
    // Not allowed here: the thread runs at the same priority, which is only slower under load.
  }
  void runWriterThread(parentPort, data);
}
