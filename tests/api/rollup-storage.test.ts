import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { MIGRATIONS, type Migrating, migratingDatabases } from './migrating';

/** The tables whose rows the visit writer updates batch after batch. */
const UPDATED_BY_THE_WRITER = [
  'codes',
  'destinations',
  'visit_hours',
  'visit_days',
  'code_ips',
  'visit_profile_days',
];

describe.each(migratingDatabases)('room for updates in place on $name', ({ open }) => {
  let database: Migrating;

  beforeAll(async () => {
    database = await open();
    await database.migrate(MIGRATIONS);
  });

  afterAll(() => database?.close());

  it('leaves room on each page of the tables the writer updates, so their updates skip the indexes', async () => {
    const rows = rowsOf<{ relname: string; reloptions: string[] | null }>(
      await database.db.execute(
        sql`select relname, reloptions from pg_class where relkind = 'r' and relname in ${sql.raw(
          `(${UPDATED_BY_THE_WRITER.map((name) => `'${name}'`).join(', ')})`,
        )}`,
      ),
    );
    const fillfactors = Object.fromEntries(rows.map((row) => [row.relname, row.reloptions ?? []]));
    for (const table of UPDATED_BY_THE_WRITER) expect(fillfactors[table], table).toContain('fillfactor=70');
  });
});
