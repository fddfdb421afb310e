import { rmSync } from 'node:fs';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { facetTotals } from '../../server/statistics/rollups';
import { MIGRATIONS, type Migrating, migratingDatabases, migrationsBefore } from './migrating';

/** The migration that moved one code's per-dimension counts into combinations of dimensions. */
const PROFILES_MIGRATION = '0029_visit_profiles';

describe.each(migratingDatabases)('per-dimension counts carried into combinations on $name', ({ open }) => {
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
