import type { MessagePort } from 'node:worker_threads';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Config } from '../config';
import { projectFile } from '../project';
import { errorFrom } from '../threads/plain-error';
import { runProcess, startWorker } from '../threads/start-worker';
import { EmbeddedClient } from './embedded/client';
import { holdsNoDatabase } from './embedded/folder';
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

const migrationsFolder = projectFile('server/db/migrations');
/** Any fixed number: serialises migrations when several processes start at once. */
const MIGRATION_LOCK_ID = 7_240_611;

export type StoreOptions =
  /** PostgreSQL server. */
  | { databaseUrl: string }
  /** Embedded PGlite in a folder, or in memory when `dataDir` is omitted. */
  | { dataDir?: string };

/** The database the configuration names: PostgreSQL at `DATABASE_URL`, else PGlite in `DATA_DIR`. */
export function storeOptions(config: Pick<Config, 'databaseUrl' | 'dataDir'>): StoreOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}

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
  if (dataDir && holdsNoDatabase(dataDir)) await initialiseApart(dataDir);
  const data: DatabaseThreadData = { role: 'embedded-database', dataDir, migrationsFolder };
  const worker = startWorker('db/embedded/thread', data, {
    resourceLimits: { maxYoungGenerationSizeMb: DATABASE_THREAD_YOUNG_MB },
  });
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

/**
 * The database thread's young generation, where V8 puts new objects. By default V8 let it grow to
 * two semi-spaces of 16 MB in a busy moment such as the start, and kept them while the thread sat
 * idle. What it allocates at once is a visit batch's worth, and it is not the thread that answers
 * visitors.
 */
const DATABASE_THREAD_YOUNG_MB = 12;

/**
 * A new data folder is unpacked from the kept empty database and migrated by a process of its own,
 * which then ends: what the first migration of a whole schema takes leaves with it, rather than
 * staying in the database thread's heap for as long as the server runs. Then the database's thread
 * opens a folder that exists, as on every later start. That process compiles the database's code
 * without optimising it (`--liftoff-only`): the work runs once, and the optimising compiler's
 * memory and time (about 120 MB) cost more than they save there.
 */
function initialiseApart(dataDir: string): Promise<void> {
  return runProcess('db/embedded/initialise', [dataDir, migrationsFolder], ['--liftoff-only']);
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
