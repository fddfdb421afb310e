import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { type PGlite, types } from '@electric-sql/pglite';
import { plainError } from '../../threads/plain-error';
import type { Db } from '../store';
import { openEmbedded } from './open';
import type { DatabaseThreadData, FromDatabase, ToDatabase } from './protocol';

/**
 * The types drizzle reads as text rather than as PGlite's parsed values (its pglite session asks
 * for these with identity parsers): the same answers as when PGlite ran in the caller's thread.
 */
const AS_TEXT = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const parsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, (value: string) => value]));

/** Run in the thread: `attach` messages name such a function, given the database itself. */
export type Attached = (port: MessagePort, data: unknown, db: Db) => Promise<void> | void;

type Transaction = Awaited<Parameters<Parameters<PGlite['transaction']>[0]>[0]>;
type OpenTransaction = { tx: Transaction; end(commit: boolean): void; endId: number };

/** Thrown inside PGlite's transaction to have it rolled back. */
const ROLL_BACK = Symbol('roll back');

/**
 * Serves the database to the thread that started this one. Statements outside a transaction go
 * through PGlite's own queue, so they wait while a transaction is open; a transaction's
 * statements go straight to it. That queue is here: the thread that answers visitors only waits
 * for its answer, it never runs a statement.
 */
export function serveDatabase(port: Pick<MessagePort, 'postMessage' | 'on'>, pglite: PGlite, db: Db): void {
  const open = new Map<number, OpenTransaction>();
  let nextTransaction = 1;
  const succeed = (id: number, result: unknown) =>
    port.postMessage({ id, ok: true, result } satisfies FromDatabase);
  const fail = (id: number, error: unknown) =>
    port.postMessage({ id, ok: false, error: plainError(error) } satisfies FromDatabase);
  const answer = (id: number, work: Promise<unknown>) =>
    work.then(
      (result) => succeed(id, result),
      (error: unknown) => fail(id, error),
    );

  function query(message: Extract<ToDatabase, { type: 'query' }>): Promise<unknown> {
    const options = { rowMode: message.rowMode, blob: message.blob, parsers };
    const target = message.tx === undefined ? pglite : open.get(message.tx)?.tx;
    if (!target) return Promise.reject(new Error(`transaction ${message.tx} is not open`));
    return target
      .query(message.sql, message.params, options)
      .then(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
  }

  function begin(id: number): void {
    const tx = nextTransaction++;
    let started = false;
    const done = pglite.transaction(async (handle) => {
      const commit = await new Promise<boolean>((end) => {
        open.set(tx, { tx: handle, end, endId: 0 });
        started = true;
        succeed(id, tx);
      });
      if (!commit) throw ROLL_BACK;
    });
    done.then(
      () => finish(tx, null),
      (error: unknown) => {
        if (started) finish(tx, error === ROLL_BACK ? null : error);
        else fail(id, error);
      },
    );
  }

  function finish(tx: number, error: unknown): void {
    const entry = open.get(tx);
    open.delete(tx);
    if (!entry) return;
    if (error === null) succeed(entry.endId, null);
    else fail(entry.endId, error);
  }

  port.on('message', (message: ToDatabase) => {
    switch (message.type) {
      case 'query':
        void answer(message.id, query(message));
        break;
      case 'begin':
        begin(message.id);
        break;
      case 'end': {
        const entry = open.get(message.tx);
        if (!entry) {
          fail(message.id, new Error(`transaction ${message.tx} is not open`));
          break;
        }
        entry.endId = message.id;
        entry.end(message.commit);
        break;
      }
      case 'attach':
        void answer(
          message.id,
          import(message.module).then(async (module: Record<string, Attached>) => {
            const attached = module[message.exported];
            if (typeof attached !== 'function')
              throw new Error(`${message.exported} is not in ${message.module}`);
            await attached(message.port, message.data, db);
          }),
        );
        break;
      case 'close':
        void answer(message.id, pglite.close());
        break;
    }
  });
}

/** Opens PGlite in its folder (in memory without one), brings its schema up to date and serves it. */
async function runDatabaseThread(port: MessagePort, data: DatabaseThreadData): Promise<void> {
  try {
    const { pglite, db } = await openEmbedded(data.dataDir, data.migrationsFolder);
    serveDatabase(port, pglite, db);
    port.postMessage({ type: 'ready' } satisfies FromDatabase);
  } catch (error) {
    port.postMessage({ type: 'failed', error: plainError(error) } satisfies FromDatabase);
  }
}

const data = workerData as DatabaseThreadData | undefined;
if (parentPort && data?.role === 'embedded-database') void runDatabaseThread(parentPort, data);
