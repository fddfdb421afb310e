import { MessageChannel, type MessagePort, type Worker } from 'node:worker_threads';
import { errorFrom } from '../../threads/plain-error';
import type { FromDatabase, RowMode, ToDatabase } from './protocol';

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
/** `blob` is the file `/dev/blob` of a `COPY … FROM` (it crosses to the database's thread as is). */
type QueryOptions = { rowMode?: RowMode; blob?: Blob };

/** What drizzle's pglite driver calls on its client, and on the client of a transaction. */
export type Queryable = {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results>;
};

/** Distributes a message without its id to every message type that has one. */
type Request = ToDatabase extends infer M ? (M extends { id: number } ? Omit<M, 'id'> : never) : never;

/**
 * The embedded database as seen from the thread that answers requests: the PGlite client drizzle
 * expects (`query`, `transaction`), each call a message to the database's thread and back.
 */
export class EmbeddedClient implements Queryable {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private failure: Error | null = null;

  constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (message: FromDatabase) => {
      if (!('id' in message)) return;
      const call = this.waiting.get(message.id);
      this.waiting.delete(message.id);
      if (message.ok) call?.resolve(message.result);
      else call?.reject(errorFrom(message.error));
    });
    worker.on('exit', () => this.fail(new Error('the embedded database thread has ended')));
    worker.on('error', (error) => this.fail(error));
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results> {
    return this.call({ type: 'query', sql, params, ...forwarded(options) }) as Promise<Results>;
  }

  /**
   * A transaction holds the database: statements from elsewhere wait for its end in the
   * database's thread, as they did in PGlite's own queue.
   */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = (await this.call({ type: 'begin' })) as number;
    const scoped: Queryable = {
      query: (sql, params = [], options = {}) =>
        this.call({ type: 'query', sql, params, ...forwarded(options), tx }) as Promise<Results>,
    };
    let result: T;
    try {
      result = await work(scoped);
    } catch (error) {
      await this.call({ type: 'end', tx, commit: false }).catch(() => {});
      throw error;
    }
    await this.call({ type: 'end', tx, commit: true });
    return result;
  }

  /**
   * Runs `exported` of `module` beside the database (see `Attached`), talking over the port
   * this answers; resolves once it has started.
   */
  async attach(module: string, exported: string, data: unknown): Promise<MessagePort> {
    const { port1, port2 } = new MessageChannel();
    await this.call({ type: 'attach', module, exported, data, port: port2 }, [port2]);
    return port1;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ type: 'close' });
    await this.worker.terminate();
  }

  private call(request: Request, transfer: MessagePort[] = []): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    // The thread keeps the process alive only while a call waits on it, as an in-process
    // database would: a script whose work is done may end without closing it.
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, {
        resolve: (value) => this.settled(() => resolve(value)),
        reject: (error) => this.settled(() => reject(error)),
      });
      this.worker.postMessage({ ...request, id } as ToDatabase, transfer);
    });
  }

  private settled(then: () => void): void {
    if (this.waiting.size === 0) this.worker.unref();
    then();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.waiting.values()) call.reject(error);
    this.waiting.clear();
  }
}

/** Drizzle's parsers are functions and stay here: the database's thread applies the same ones. */
function forwarded({ rowMode = 'object', blob }: QueryOptions): { rowMode: RowMode; blob?: Blob } {
  return blob ? { rowMode, blob } : { rowMode };
}
