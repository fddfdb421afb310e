import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type handlers see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Store = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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

async function openPglite(dataDir?: string): Promise<Store> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
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
