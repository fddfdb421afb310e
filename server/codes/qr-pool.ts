import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { startWorker } from '../threads/start-worker';
import { type RenderJob, renderQr } from './qr-render';

/** Main thread → render thread: one image to draw. */
export type RenderRequest = { id: number; job: RenderJob };
/** Render thread → main thread: its bytes, or why it failed. */
export type RenderAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

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
  job: RenderJob;
  resolve: (bytes: Uint8Array) => void;
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
    if (this.closed) return Promise.reject(new Error('QR render pool closed'));
    return new Promise((resolve, reject) => {
      const task: Task = { id: this.nextId++, job, resolve, reject };
      const idle = [...this.slots].find((slot) => slot.task === null);
      if (idle) this.assign(idle, task);
      else if (this.slots.size < this.options.threads) this.assign(this.startSlot(), task);
      else if (this.queue.length < this.options.queueLimit) this.queue.push(task);
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
      if ('bytes' in answer) task.resolve(answer.bytes);
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
    slot.thread.postMessage({ id: task.id, job: task.job });
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

/** The render thread's side: draws each image asked for and sends its bytes back. */
export function answerRenders(port: Pick<MessagePort, 'on' | 'postMessage'>): void {
  port.on('message', (request: RenderRequest) => {
    renderQr(request.job).then(
      (bytes) => port.postMessage({ id: request.id, bytes } satisfies RenderAnswer),
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
