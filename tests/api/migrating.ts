import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Db } from '../../server/db/store';
import { createEmptyPostgres } from './harness';

/** The project's migrations folder. */
export const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));

/**
 * The migrations folder as it stood before `tag`: the same files, the journal cut before it, so a
 * test can write the rows a migration meets in the field and then run it.
 */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lc-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A bare database that migrations are run on by hand, without the server's seed. */
export type Migrating = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

async function embedded(): Promise<Migrating> {
  const client = new PGlite();
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function server(): Promise<Migrating> {
  const database = await createEmptyPostgres();
  const client = postgres(database.url, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres(client);
  return {
    db: db as unknown as Db,
    migrate: (migrationsFolder) => migratePostgres(db, { migrationsFolder }),
    async close() {
      await client.end();
      await database.drop();
    },
  };
}

/** The databases a migration test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const migratingDatabases: { name: 'pglite' | 'postgres'; open: () => Promise<Migrating> }[] = [
  { name: 'pglite', open: embedded },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, open: server }] : []),
];
