import type { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { journalCheckpoints } from '../db/schema';
import type { Db } from '../db/store';
import { startWorker } from '../threads/start-worker';
import { type Journal, ROTATE_BYTES, type VisitRecord } from './journal';
import type { EnrichedVisit } from './rollups';
import type { FromWriterThread, ToWriterThread, WriterThreadData } from './worker-thread';
import type { VisitWriting } from './writer';

/** Journal text is handed to the thread at most this often… */
const POST_INTERVAL_MS = 50;
/** …or at once when this much is waiting. */
const POST_BYTES = 1024 * 1024;
/** A writer thread that died is started again after this pause (and replays from the checkpoint). */
const RESTART_DELAY_MS = 1000;

export type WorkerVisitWriterOptions = {
  /** The writer thread opens its own connection to this database. */
  databaseUrl: string;
  /** This thread's connection: reads the checkpoint when a writer thread must be started again. */
  db: Db;
  journal: Journal;
  /** How often the thread writes pending visits; a full batch is written at once. */
  intervalMs?: number;
  onError?(error: unknown): void;
  /** Called after each written batch (live panels). */
  onWritten?(visits: EnrichedVisit[]): void;
};

/**
 * The visit writer for PostgreSQL, run in a worker thread so that enrichment, rollups, building
 * the statements and reading their results never hold up a redirect. This thread only hands the
 * journal text it has just written to the thread (a few messages a second, however many visits)
 * and hears back how far the writing got. The journal file stays here: the replay at start reads
 * it, and it is rotated here once the thread has written all of it.
 */
export class WorkerVisitWriter implements VisitWriting {
  private worker: Worker | null = null;
  /** Journal text not yet handed to the thread. */
  private outbox = '';
  private postTimer: NodeJS.Timeout | null = null;
  /** The last sequence handed over by the journal, and the last one the thread has written. */
  private followed = 0;
  private written = 0;
  private pending = 0;
  private waiters: { sequence: number; resolve: () => void }[] = [];
  private stopping = false;
  private stopped: (() => void) | null = null;
  private listeners: number[] = [];

  constructor(private readonly options: WorkerVisitWriterOptions) {
    options.journal.follow((records, text) => this.accept(records, text));
  }

  async start(checkpoint: number): Promise<void> {
    await this.spawn(checkpoint);
    await this.drain();
  }

  async drain(): Promise<void> {
    const target = this.followed;
    if (this.written >= target) return;
    const done = new Promise<void>((resolve) => this.waiters.push({ sequence: target, resolve }));
    this.post();
    this.send({ type: 'drain' });
    await done;
  }

  async stop(): Promise<void> {
    await this.drain();
    this.stopping = true;
    const worker = this.worker;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      this.stopped = resolve;
      worker.once('exit', () => resolve());
      this.send({ type: 'stop' });
    });
    await worker.terminate();
    this.worker = null;
  }

  get backlog(): number {
    return this.pending;
  }

  listenFor(owners: readonly number[]): void {
    this.listeners = [...owners];
    this.send({ type: 'listeners', owners: this.listeners });
  }

  /** Visits just written to the journal: their text goes to the thread with the next message. */
  private accept(records: readonly VisitRecord[], text: string): void {
    this.outbox += text;
    this.pending += records.length;
    this.followed = (records[records.length - 1] as VisitRecord).q;
    if (this.outbox.length >= POST_BYTES) this.post();
    else if (!this.postTimer) {
      this.postTimer = setTimeout(() => this.post(), POST_INTERVAL_MS);
      this.postTimer.unref();
    }
  }

  private post(): void {
    if (this.postTimer) clearTimeout(this.postTimer);
    this.postTimer = null;
    if (this.outbox === '' || !this.worker) return;
    this.send({ type: 'visits', text: this.outbox });
    this.outbox = '';
  }

  private send(message: ToWriterThread): void {
    this.worker?.postMessage(message);
  }

  /**
   * Starts a writer thread and hands it every visit journaled after the checkpoint. Resolves once
   * the thread is connected; rejects if it cannot start.
   */
  private spawn(checkpoint: number): Promise<void> {
    const { journal } = this.options;
    // Reading flushes whatever is staged: that text reaches the outbox, and the replay covers it.
    const replay = journal.readAfter(checkpoint);
    this.outbox = replay.map((record) => `${JSON.stringify(record)}\n`).join('');
    this.written = checkpoint;
    this.pending = replay.length;
    this.followed = Math.max(this.followed, replay[replay.length - 1]?.q ?? checkpoint);
    const data: WriterThreadData = {
      role: 'visit-writer',
      databaseUrl: this.options.databaseUrl,
      journalName: journal.name,
      intervalMs: this.options.intervalMs,
      listeners: this.options.onWritten ? this.listeners : [],
    };
    const worker = startThread(data);
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      let ready = false;
      worker.on('message', (message: FromWriterThread) => {
        if (message.type === 'ready') {
          ready = true;
          this.post();
          resolve();
        } else this.heard(message);
      });
      worker.on('error', (error) => {
        if (!ready) reject(error);
        else this.options.onError?.(error);
      });
      worker.on('exit', () => {
        if (this.worker !== worker) return;
        this.worker = null;
        if (!ready || this.stopping) return;
        this.options.onError?.(new Error('the visit writer thread stopped; starting it again'));
        setTimeout(() => void this.restart(), RESTART_DELAY_MS).unref();
      });
    });
  }

  /** A new thread after a crash: it replays from the checkpoint the database holds. */
  private async restart(): Promise<void> {
    if (this.stopping) return;
    try {
      const [row] = await this.options.db
        .select({ sequence: journalCheckpoints.sequence })
        .from(journalCheckpoints)
        .where(eq(journalCheckpoints.journal, this.options.journal.name));
      await this.spawn(row?.sequence ?? 0);
      this.send({ type: 'drain' });
    } catch (error) {
      this.options.onError?.(error);
      setTimeout(() => void this.restart(), RESTART_DELAY_MS).unref();
    }
  }

  private heard(message: FromWriterThread): void {
    switch (message.type) {
      case 'written': {
        this.written = Math.max(this.written, message.sequence);
        this.pending = Math.max(0, this.pending - message.count);
        if (message.visits) this.options.onWritten?.(message.visits);
        this.waiters = this.waiters.filter((waiter) => {
          if (waiter.sequence > this.written) return true;
          waiter.resolve();
          return false;
        });
        // Everything journaled is in the database: the file can start afresh.
        const { journal } = this.options;
        if (this.written >= this.followed && this.outbox === '' && journal.size() > ROTATE_BYTES)
          journal.rotate();
        break;
      }
      case 'error': {
        const error = new Error(message.error.message);
        error.name = message.error.name;
        if (message.error.stack) error.stack = message.error.stack;
        this.options.onError?.(error);
        break;
      }
      case 'stopped':
        this.stopped?.();
        break;
    }
  }
}

/** Starts the writer thread (`./worker-thread`). */
function startThread(data: WriterThreadData): Worker {
  return startWorker(import.meta.url, 'worker-thread', data);
}
