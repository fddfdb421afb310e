import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { startWorker } from '../threads/start-worker';
import { decodeQrImage } from './qr-decode';
import { type RenderJob, renderQr } from './qr-render';

/**
 * What a picture thread does: draw a QR image, or read the QR code in an uploaded picture (a
 * phone screenshot takes about 100 ms to read: work the thread that answers visitors must not do).
 */
export type PictureWork =
  | { type: 'render'; job: RenderJob }
  | { type: 'decode'; bytes: Uint8Array; mime: string };
/** Main thread → render thread: one piece of work. */
export type RenderRequest = { id: number; work: PictureWork };
/** Render thread → main thread: the image's bytes or the picture's text, or why it failed. */
export type RenderAnswer = { id: number; result: Uint8Array | string | null } | { id: number; error: string };

/** What the pool needs of a thread (a `Worker`); tests give it fakes. */
export type RenderThread = {
  postMessage(request: RenderRequest): void;
  on(event: 'message', listener: (answer: RenderAnswer) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
};

/** Every thread is drawing and the queue is full: the caller answers 503 rather than wait. */
export class RenderQueueFull extends Error {
  constructor() {
    super('QR render queue full');
    this.name = 'RenderQueueFull';
  }
}

export type RenderPoolOptions = {
  /** Threads drawing at once. */
  threads: number;
  /** Renders that may wait for a thread, beyond those being drawn. */
  queueLimit: number;
  /** A render taking longer than this ends its thread (a hang must not hold the pool for good). */
  timeoutMs?: number;
  /** Starts one thread; the real one unless a test gives another. */
  start?: () => RenderThread;
};

/**
 * Threads for one or two renders at a time on a small machine: one core stays with the thread
 * that answers visitors. At least one, even when this process may use a single core.
 */
export function defaultRenderThreads(cores = availableParallelism()): number {
  return Math.max(1, Math.min(2, cores - 1));
}

type Task = {
  id: number;
  work: PictureWork;
  resolve: (result: Uint8Array | string | null) => void;
  reject: (error: Error) => void;
};
type Slot = { thread: RenderThread; task: Task | null; timer: NodeJS.Timeout | null };

/**
 * A small pool of render threads with a bounded queue. Threads start on the first renders (a
 * server that draws no QR image starts none) and are replaced when one dies; `close` ends them.
 */
export class RenderPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: RenderPoolOptions) {}

  /** Draws the image on a render thread; rejects with `RenderQueueFull` at once when too many wait. */
  render(job: RenderJob): Promise<Uint8Array> {
    return this.run({ type: 'render', job }, false) as Promise<Uint8Array>;
  }

  /**
   * The text of the QR code in a picture (null when none can be read), read on a render thread;
   * rejects when the picture is not one. Never refused for a full queue: a signed-in owner's
   * upload reads its pictures one after another, so each adds at most one to the queue, and an
   * owner's upload should wait its turn rather than fail because strangers asked for images.
   */
  decode(bytes: Uint8Array, mime: string): Promise<string | null> {
    return this.run({ type: 'decode', bytes, mime }, true) as Promise<string | null>;
  }

  private run(work: PictureWork, beyondQueueLimit: boolean): Promise<Uint8Array | string | null> {
    if (this.closed) return Promise.reject(new Error('QR render pool closed'));
    return new Promise((resolve, reject) => {
      const task: Task = { id: this.nextId++, work, resolve, reject };
      const idle = [...this.slots].find((slot) => slot.task === null);
      if (idle) this.assign(idle, task);
      else if (this.slots.size < this.options.threads) this.assign(this.startSlot(), task);
      else if (beyondQueueLimit || this.queue.length < this.options.queueLimit) this.queue.push(task);
      else reject(new RenderQueueFull());
    });
  }

  /** Renders waiting for a thread now. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Whether a render asked now would be taken (drawn or queued) rather than refused. */
  get accepting(): boolean {
    if (this.closed) return false;
    if (this.slots.size < this.options.threads || this.queue.length < this.options.queueLimit) return true;
    return [...this.slots].some((slot) => slot.task === null);
  }

  /** Ends every thread; renders still queued or drawing are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('QR render pool closed'));
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.task?.reject(new Error('QR render pool closed'));
      slot.task = null;
    }
    await Promise.all(slots.map((slot) => slot.thread.terminate()));
  }

  private startSlot(): Slot {
    const thread = (this.options.start ?? startRenderThread)();
    const slot: Slot = { thread, task: null, timer: null };
    this.slots.add(slot);
    thread.on('message', (answer) => {
      const task = slot.task;
      if (!task || task.id !== answer.id) return;
      this.finish(slot);
      if ('result' in answer) task.resolve(answer.result);
      else task.reject(new Error(answer.error));
      this.next(slot);
    });
    thread.on('error', (error) => this.lose(slot, error));
    thread.on('exit', (code) => this.lose(slot, new Error(`QR render thread ended (${code})`)));
    return slot;
  }

  private assign(slot: Slot, task: Task): void {
    slot.task = task;
    const { timeoutMs } = this.options;
    if (timeoutMs) {
      slot.timer = setTimeout(() => {
        this.lose(slot, new Error(`QR render took longer than ${timeoutMs} ms`));
        void slot.thread.terminate();
      }, timeoutMs);
      slot.timer.unref();
    }
    slot.thread.postMessage({ id: task.id, work: task.work });
  }

  private finish(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    slot.task = null;
  }

  private next(slot: Slot): void {
    const task = this.queue.shift();
    if (task) this.assign(slot, task);
  }

  /** A thread failed or ended: its render is refused, and a new thread takes the queue on. */
  private lose(slot: Slot, error: Error): void {
    if (!this.slots.delete(slot)) return;
    const task = slot.task;
    this.finish(slot);
    task?.reject(error);
    const waiting = this.queue.shift();
    if (waiting && !this.closed) this.assign(this.startSlot(), waiting);
  }
}

async function perform(work: PictureWork): Promise<Uint8Array | string | null> {
  return work.type === 'render' ? renderQr(work.job) : decodeQrImage(work.bytes, work.mime);
}

/** The render thread's side: does each piece of work asked for and sends its result back. */
export function answerRenders(port: Pick<MessagePort, 'on' | 'postMessage'>): void {
  port.on('message', (request: RenderRequest) => {
    perform(request.work).then(
      (result) => port.postMessage({ id: request.id, result } satisfies RenderAnswer),
      (error: unknown) =>
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? error.message : String(error),
        } satisfies RenderAnswer),
    );
  });
}

/** Starts one render thread (`./qr-render.worker`). */
function startRenderThread(): RenderThread {
  return startWorker('codes/qr-render.worker');
}
