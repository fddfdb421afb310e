import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../schema';
import type { Db } from '../store';
import { holdsNoDatabase } from './folder';
import { embeddedOptions } from './settings';
import { databaseTemplate } from './template';

/**
 * Opens PGlite in its folder (in memory without one) with the embedded settings, and brings its
 * schema up to date. A new database is unpacked from the kept empty one rather than made by
 * initdb (see ./template).
 */
export async function openEmbedded(
  dataDir: string | undefined,
  migrationsFolder: string,
): Promise<{ pglite: PGlite; db: Db }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const isNew = !dataDir || holdsNoDatabase(dataDir);
  const pglite = new PGlite(dataDir, {
    ...embeddedOptions(),
    loadDataDir: isNew ? databaseTemplate() : undefined,
  });
  const db = drizzle(pglite, { schema }) as unknown as Db;
  await migrate(db as never, { migrationsFolder });
  return { pglite, db };
}
