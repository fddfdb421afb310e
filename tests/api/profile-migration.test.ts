import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import type { Db } from '../../server/db/store';
import { facetTotals } from '../../server/statistics/rollups';
import { createEmptyPostgres } from './harness';

const MIGRATIONS = fileURLToPath(new URL('../../server/db/migrations', import.meta.url));
/** The migration that moved one code's per-dimension counts into combinations of dimensions. */
const PROFILES_MIGRATION = '0029_visit_profiles';

/** The migrations folder as it stood before `tag`: the same files, the journal cut before it. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'lc-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

type Migrating = { db: Db; migrate(folder: string): Promise<void>; close(): Promise<void> };

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

const kinds = [
  { name: 'pglite', open: embedded },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres', open: server }] : []),
];

describe.each(kinds)('per-dimension counts carried into combinations on $name', ({ open }) => {
  let database: Migrating;
  let before: string;
  const totals = (ownerWide: boolean, where: SQL) =>
    facetTotals(database.db, { ownerWide, where }, '2026-11-01', '2026-11-30');

  beforeAll(async () => {
    database = await open();
    before = migrationsBefore(PROFILES_MIGRATION);
    await database.migrate(before);
    // Facets: 1 province, 2 carrier, 3 os, 6 country. Code 0 is the owner's totals.
    await database.db.execute(sql`insert into visit_facets (owner_id, code_id, day, facet, value, visits) values
      (7, 0, '2026-11-20', 3, 'iOS', 10), (7, 5, '2026-11-20', 3, 'iOS', 4), (7, 5, '2026-11-20', 1, '广东省', 4),
      (7, 5, '2026-11-21', 3, 'Android', 2), (7, 6, '2026-11-20', 3, 'iOS', 6), (7, 6, '2026-11-20', 2, '1', 6),
      (8, 9, '2026-11-20', 6, '中国', 3), (7, 5, '2026-12-01', 3, 'iOS', 100)`);
    await database.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('reads the same totals per code, group and owner as before', async () => {
    expect(await totals(false, sql`owner_id = 7 and code_id = 5`)).toEqual([
      { facet: 1, value: '广东省', visits: 4 },
      { facet: 3, value: 'iOS', visits: 4 },
      { facet: 3, value: 'Android', visits: 2 },
    ]);
    expect(await totals(false, sql`owner_id = 7 and code_id in (5, 6)`)).toEqual([
      { facet: 3, value: 'iOS', visits: 10 },
      { facet: 2, value: '1', visits: 6 },
      { facet: 1, value: '广东省', visits: 4 },
      { facet: 3, value: 'Android', visits: 2 },
    ]);
    expect(await totals(false, sql`owner_id = 8`)).toEqual([{ facet: 6, value: '中国', visits: 3 }]);
    expect(await totals(true, sql`owner_id = 7 and code_id = 0`)).toEqual([
      { facet: 3, value: 'iOS', visits: 10 },
    ]);
  });

  it('keeps only the owner-wide rows per dimension, and one profile per carried value', async () => {
    const left = rowsOf<{ code_id: number }>(
      await database.db.execute(sql`select code_id from visit_facets`),
    );
    expect(left.map((row) => Number(row.code_id))).toEqual([0]);
    const profiles = rowsOf<{ known: number | string }>(
      await database.db.execute(
        sql`select num_nonnulls(province, carrier, os, browser, model, country) as known from visit_profiles`,
      ),
    );
    expect(profiles.map((row) => Number(row.known))).toEqual([1, 1, 1, 1, 1]);
  });
});
