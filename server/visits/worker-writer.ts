import { EventEmitter } from 'node:events';
import type { ResourceLimits } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { journalCheckpoints } from '../db/schema';
import type { Db, Store } from '../db/store';
import { serverModule } from '../project';
import { errorFrom } from '../threads/plain-error';
import { startWorker } from '../threads/start-worker';
import type { Journal, JournalReader, VisitRecord } from './journal';
import type { EnrichedVisit } from './rollups';
import type { FromWriterThread, ToWriterThread, WriterThreadData } from './worker-thread';
import { type Backlog, type VisitWriting, WINDOW_VISITS } from './writer';

/** Journal text is handed to the thread at most this often… */
const POST_INTERVAL_MS = 50;
/** …or at once when this much is waiting. */
const POST_BYTES = 1024 * 1024;
/** Journal read back per turn of the event loop: about a thousand visits, a couple of milliseconds to parse. */
const PUMP_BYTES = 256 * 1024;
/** A writer thread that died is started again after this pause (and replays from the checkpoint). */
const RESTART_DELAY_MS = 1000;
/**
 * The writer's thread yields to the thread that answers visitors. The visits are safe in the
 * journal, so the writing may trail a burst and catch up on idle time; where there is a spare core
 * it simply runs there. The lowest priority, because at 10 it still took about a tenth of a
 * saturated core, and its time slices showed in the visitors' p99 (bench:redirect: 7.3 ms at 10,
 * 5.0 ms at 19).
 */
export const WRITER_NICE = 19;
/**
 * Beside the embedded database a batch's transaction holds the database's thread, and the
 * console's statements wait for it: batches there grow to a few thousand visits (about half a
 * second), not twenty thousand (several seconds, although faster per visit).
 */
const EMBEDDED_MAX_BATCH = 2000;

/** The writer's thread as seen from here: a worker thread, or a port into the database's thread. */
export type WriterThread = EventEmitter & {
  postMessage(message: ToWriterThread): void;
  terminate(): Promise<unknown>;
};

/** Starts a writer thread: it answers `ready` once it can write. */
export type OpenWriterThread = (data: WriterThreadData, window: number) => Promise<WriterThread>;

export type WorkerVisitWriterOptions = {
  open: OpenWriterThread;
  /** This thread's connection: reads the checkpoint when a writer thread must be started again. */
  db: Db;
  journal: Journal;
  /** How often the thread writes pending visits; a full batch is written at once. */
  intervalMs?: number;
  /** The thread's nice value; `WRITER_NICE` unless given. */
  nice?: number;
  /**
   * Visits handed to the thread and not yet written, at most (about, give or take one read of
   * the journal); the rest waits in the journal and is read back as the thread catches up.
   */
  window?: number;
  onError?(error: unknown): void;
  /** Called after each written batch (live panels). */
  onWritten?(visits: EnrichedVisit[]): void;
};

/**
 * The visit writer for PostgreSQL, run in a worker thread so that enrichment, rollups, building
 * the statements and reading their results never hold up a redirect. This thread only hands the
 * journal text it has just written to the thread (a few messages a second, however many visits)
 * and hears back how far the writing got. At most `window` visits are handed over and not yet
 * written: beyond that, and for the replay at start, the text is read back from the journal a
 * chunk at a time as the thread catches up. The journal files stay here, and finished segments
 * are deleted here once the thread has written them.
 */
export class WorkerVisitWriter implements VisitWriting {
  private worker: WriterThread | null = null;
  private ready = false;
  /** Journal text not yet handed to the thread, and the time of its first visit. */
  private outbox = '';
  private outboxSince = 0;
  private postTimer: NodeJS.Timeout | null = null;
  /** Set while visits wait on disk beyond what was handed over: they are read back from here. */
  private reader: JournalReader | null = null;
  /** The last sequence journaled, the last one handed over (or in the outbox), the last written. */
  private followed = 0;
  private queued = 0;
  private written = 0;
  /** Visits handed over (or in the outbox) and not yet written. */
  private inFlight = 0;
  /** What each message handed over: its last sequence and its oldest visit's time. */
  private posts: { last: number; since: number }[] = [];
  private waiters: { sequence: number; resolve: () => void }[] = [];
  private stopping = false;
  private stopped: (() => void) | null = null;
  private listeners: number[] = [];
  private starting: Promise<void> | null = null;
  /** Set while a thread that died waits to be started again. */
  private restartTimer: NodeJS.Timeout | null = null;
  /** Set while the next slice of the journal waits to be read back. */
  private pumpTurn: NodeJS.Immediate | null = null;
  private readonly window: number;

  constructor(private readonly options: WorkerVisitWriterOptions) {
    this.window = options.window ?? WINDOW_VISITS;
    options.journal.follow((records, text) => this.accept(records, text));
  }

  /**
   * Resolves once the thread has written what the journal held after the checkpoint. A thread that
   * cannot start (the database unreachable, its connection cut) is started again until one does.
   */
  async start(checkpoint: number): Promise<void> {
    this.starting = this.spawn(checkpoint).catch((error: unknown) => this.options.onError?.(error));
    await this.starting;
    await this.drain();
  }

  async drain(): Promise<void> {
    const target = this.followed;
    if (this.idle(target)) return;
    const done = new Promise<void>((resolve) => this.waiters.push({ sequence: target, resolve }));
    this.pump();
    this.post();
    this.send({ type: 'drain' });
    await done;
  }

  /**
   * Drains, then ends the thread. A thread that dies meanwhile is started again and replays from
   * the checkpoint first: this waits for it (the pending restart keeps the process alive).
   */
  async stop(): Promise<void> {
    await this.starting;
    await this.drain();
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = null;
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
    return Math.max(0, this.followed - this.written);
  }

  backlogStatus(): Backlog {
    const visits = this.backlog;
    const oldest = this.posts[0]?.since ?? (this.outbox === '' ? null : this.outboxSince);
    return {
      visits,
      bytes: visits > 0 ? this.options.journal.size() : 0,
      oldest_seconds:
        visits > 0 && oldest !== null ? Math.max(0, Math.round((Date.now() - oldest) / 1000)) : 0,
    };
  }

  listenFor(owners: readonly number[]): void {
    this.listeners = [...owners];
    this.send({ type: 'listeners', owners: this.listeners });
  }

  /** Everything up to `target` is written, or nothing at all waits (a stray sequence number). */
  private idle(target: number): boolean {
    return this.written >= target || (this.reader === null && this.inFlight === 0);
  }

  /** Visits just written to the journal: their text goes to the thread with the next message. */
  private accept(records: readonly VisitRecord[], text: string): void {
    const last = records[records.length - 1];
    if (!last) return;
    this.followed = Math.max(this.followed, last.q);
    // Behind: these are on disk, and are read back in turn.
    if (this.reader) return;
    if (this.inFlight + records.length > this.window) {
      this.reader = this.options.journal.readFrom(this.queued);
      return;
    }
    this.queue(text, records.length, last.q, (records[0] as VisitRecord).t);
    if (this.outbox.length >= POST_BYTES) this.post();
    else if (!this.postTimer) {
      this.postTimer = setTimeout(() => this.post(), POST_INTERVAL_MS);
      this.postTimer.unref();
    }
  }

  private queue(text: string, count: number, last: number, since: number): void {
    if (this.outbox === '') this.outboxSince = since;
    this.outbox += text;
    this.inFlight += count;
    this.queued = last;
  }

  /**
   * Reads visits back from the journal until the window is full or the reader has caught up, a
   * slice per turn of the event loop. Reading half a window (50,000 visits) at once held this
   * thread, and every visitor, for about 170 ms each time the writer got that far.
   */
  private pump(): void {
    if (!this.ready || this.pumpTurn) return;
    if (this.reader && this.inFlight < this.window) {
      const chunk = this.reader.read(PUMP_BYTES);
      const first = chunk.records[0];
      const last = chunk.records[chunk.records.length - 1];
      if (first && last) this.queue(chunk.text, chunk.records.length, last.q, first.t);
      if (chunk.atEnd) {
        // Everything on disk is handed over; what comes next arrives from the journal.
        this.reader = null;
        this.followed = Math.max(this.queued, this.written);
      }
    }
    this.post();
    this.settle();
    if (this.reader && this.inFlight < this.window)
      this.pumpTurn = setImmediate(() => {
        this.pumpTurn = null;
        this.pump();
      });
  }

  private post(): void {
    if (this.postTimer) clearTimeout(this.postTimer);
    this.postTimer = null;
    if (this.outbox === '' || !this.worker || !this.ready) return;
    this.send({ type: 'visits', text: this.outbox });
    this.posts.push({ last: this.queued, since: this.outboxSince });
    this.outbox = '';
  }

  private send(message: ToWriterThread): void {
    this.worker?.postMessage(message);
  }

  /**
   * Starts a writer thread; once it is connected, the journal after the checkpoint is read back
   * to it a window at a time. Resolves once the thread is connected; rejects if it cannot start.
   */
  private async spawn(checkpoint: number): Promise<void> {
    const { journal } = this.options;
    this.outbox = '';
    this.posts = [];
    this.inFlight = 0;
    this.written = checkpoint;
    this.queued = checkpoint;
    this.followed = Math.max(this.followed, journal.lastSequence, checkpoint);
    // Reading flushes whatever is staged: the reader gives it, and the follower's copy is ignored.
    this.reader = journal.readFrom(checkpoint);
    this.ready = false;
    const data: WriterThreadData = {
      role: 'visit-writer',
      journalName: journal.name,
      intervalMs: this.options.intervalMs,
      listeners: this.options.onWritten ? this.listeners : [],
      nice: this.options.nice ?? WRITER_NICE,
    };
    let worker: WriterThread;
    try {
      worker = await this.options.open(data, this.window);
    } catch (error) {
      this.scheduleRestart();
      throw error;
    }
    this.worker = worker;
    return new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromWriterThread) => {
        if (message.type === 'ready') {
          this.ready = true;
          this.pump();
          resolve();
        } else this.heard(message);
      });
      worker.on('error', (error) => {
        if (!this.ready) reject(error);
        else this.options.onError?.(error);
      });
      worker.on('exit', () => {
        if (this.worker !== worker) return;
        this.worker = null;
        this.ready = false;
        // Before it was ready: the error is the caller's (`start`, `restart`), which is told here
        // too in case the thread ended without one.
        reject(new Error('the visit writer thread ended before it was ready'));
        if (this.stopping) return;
        this.options.onError?.(new Error('the visit writer thread stopped; starting it again'));
        this.scheduleRestart();
      });
    });
  }

  /**
   * The timer is not unref'd: a drain or a stop waiting on the visits of a dead thread must keep
   * the process alive until a new thread has written them.
   */
  private scheduleRestart(): void {
    if (this.restartTimer || this.stopping) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      void this.restart();
    }, RESTART_DELAY_MS);
  }

  /**
   * A new thread after a crash: it replays from the checkpoint the database holds (the dead
   * thread may have committed batches it could not report). If it cannot start, the exit of the
   * failed thread (or the failed read) schedules the next attempt.
   */
  private async restart(): Promise<void> {
    if (this.stopping || this.worker) return;
    let sequence: number;
    try {
      const [row] = await this.options.db
        .select({ sequence: journalCheckpoints.sequence })
        .from(journalCheckpoints)
        .where(eq(journalCheckpoints.journal, this.options.journal.name));
      sequence = row?.sequence ?? 0;
    } catch (error) {
      this.options.onError?.(error);
      this.scheduleRestart();
      return;
    }
    try {
      await this.spawn(sequence);
      this.send({ type: 'drain' });
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  /** Resolves the drains that are done. */
  private settle(): void {
    this.waiters = this.waiters.filter((waiter) => {
      if (!this.idle(waiter.sequence)) return true;
      waiter.resolve();
      return false;
    });
  }

  private heard(message: FromWriterThread): void {
    switch (message.type) {
      case 'written': {
        this.written = Math.max(this.written, message.sequence);
        this.inFlight = Math.max(0, this.inFlight - message.count);
        while ((this.posts[0]?.last ?? Number.POSITIVE_INFINITY) <= this.written) this.posts.shift();
        if (message.visits) this.options.onWritten?.(message.visits);
        this.options.journal.release(this.written);
        // Half the window written: read the next part back from the journal.
        if (this.reader && this.inFlight <= this.window / 2) this.pump();
        this.settle();
        break;
      }
      case 'error':
        this.options.onError?.(errorFrom(message.error));
        break;
      case 'stopped':
        this.stopped?.();
        break;
    }
  }
}

/**
 * The writer thread's heap. What it holds is the window handed over (its text, the parsed visits,
 * a batch's statements) and the enrichment tables. Without a bound on the old generation V8 let
 * it grow to hundreds of megabytes of garbage while a big journal replayed; with one it collects
 * as it goes. That bound is sized by the window at about 2 kB a visit (a long referrer or user
 * agent, parsed and enriched), never below 128 MB: a window that does not fit ends the thread,
 * which is started again and fails the same way, so the bound errs on the generous side.
 *
 * The young generation is larger than V8's default (semi-spaces of 32 MB, not 16): every visit
 * the thread handles is a few short-lived objects, and with the default V8 ran a scavenge every
 * few hundred visits, on helper threads the benchmark counts as "other". bench:cost on
 * PostgreSQL, uniform traffic: "other" went from 16–19 to 9–12 µs a visit.
 */
export function writerResourceLimits(window: number): ResourceLimits {
  return {
    maxOldGenerationSizeMb: Math.max(WRITER_HEAP_MIN_MB, 64 + Math.ceil((window * 2048) / (1024 * 1024))),
    maxYoungGenerationSizeMb: WRITER_YOUNG_GENERATION_MB,
  };
}
const WRITER_HEAP_MIN_MB = 128;
/** Two semi-spaces and the space for large new objects, of 32 MB each. */
const WRITER_YOUNG_GENERATION_MB = 96;

/** A writer thread (`./worker-thread`) with its own connection to the database at `databaseUrl`. */
export function writerThreadOn(databaseUrl: string): OpenWriterThread {
  return async (data, window) =>
    startWorker('visits/worker-thread', { ...data, databaseUrl } satisfies WriterThreadData, {
      resourceLimits: writerResourceLimits(window),
    });
}

/**
 * The writer beside the embedded database, in its thread (`attachVisitWriter`), through the port
 * `attach` answers. The port closing is that writer's end, as a thread's exit is.
 */
export function writerBesideDatabase(attach: NonNullable<Store['attach']>): OpenWriterThread {
  return async (data) => {
    const module = serverModule('visits/worker-thread');
    const port = await attach(module, 'attachVisitWriter', { ...data, maxBatch: EMBEDDED_MAX_BATCH });
    const thread = new EventEmitter() as WriterThread;
    port.on('message', (message) => thread.emit('message', message));
    port.on('close', () => thread.emit('exit', 0));
    thread.postMessage = (message) => port.postMessage(message);
    thread.terminate = async () => port.close();
    return thread;
  };
}
