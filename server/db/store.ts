import { fileURLToPath } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { errorFrom } from '../threads/plain-error';
import { startWorker } from '../threads/start-worker';
import { EmbeddedClient } from './embedded/client';
import type { DatabaseThreadData, FromDatabase } from './embedded/protocol';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type handlers see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Store = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * The embedded database only: runs `exported` of `module` in the database's thread, beside it,
   * with the database at hand (see `Attached` in ./embedded/thread), and answers the port to talk
   * to it.
   */
  attach?(module: string, exported: string, data: unknown): Promise<MessagePort>;
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: serialises migrations when several processes start at once. */
const MIGRATION_LOCK_ID = 7_240_611;

export type StoreOptions =
  /** PostgreSQL server. */
  | { databaseUrl: string }
  /** Embedded PGlite in a folder, or in memory when `dataDir` is omitted. */
  | { dataDir?: string };

/** Opens the database and applies every migration that has not run yet. */
export async function openStore(options: StoreOptions): Promise<Store> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

/**
 * PGlite runs in a thread of its own: a statement, a batch of visits or a migration there never
 * holds up the thread that answers visitors. Drizzle's pglite driver talks to it through a client
 * that forwards each call.
 */
async function openPglite(dataDir?: string): Promise<Store> {
  const data: DatabaseThreadData = { role: 'embedded-database', dataDir, migrationsFolder };
  const worker = startWorker(import.meta.url, 'embedded/thread', data);
  await new Promise<void>((resolve, reject) => {
    const settle = (error: Error | null) => {
      worker.off('error', failed).off('exit', ended).off('message', heard);
      if (!error) return resolve();
      void worker.terminate();
      reject(error);
    };
    const failed = (error: Error) => settle(error);
    const ended = () => settle(new Error('the embedded database thread ended while opening'));
    const heard = (message: FromDatabase) =>
      settle(
        'type' in message && message.type === 'ready'
          ? null
          : errorFrom('error' in message ? message.error : { name: 'Error', message: 'unexpected' }),
      );
    worker.on('error', failed).on('exit', ended).on('message', heard);
  });
  const client = new EmbeddedClient(worker);
  const db = drizzlePglite(client as never, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    attach: (module, exported, data) => client.attach(module, exported, data),
  };
}

async function openPostgres(databaseUrl: string): Promise<Store> {
  await migratePostgresOnce(databaseUrl);
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(client, { schema });
  return { db: db as unknown as Db, kind: 'postgres', close: () => client.end({ timeout: 5 }) };
}

/** One connection holds an advisory lock so that only one process migrates at a time. */
async function migratePostgresOnce(databaseUrl: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
