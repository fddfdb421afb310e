import { sql } from 'drizzle-orm';
import { OpenLog } from '../../contract/enums';
import { rowsOf } from '../../server/db/rows';
import { seed as seedRolesAndAdmin } from '../../server/db/seed';
import type { Store } from '../../server/db/store';

/** What the benchmarks visit: one owner's codes, each with its one destination. */
export type SeededCodes = { ownerId: number; codes: { codeId: number; destinationId: number }[] };

/** How the seeded codes log their visits: each in detail (the default), or counts only. */
export type SeedOptions = { detailed?: boolean };

/**
 * Codes with one destination each, owned by one user, written in bulk (suffixes `b1`, `b2`…,
 * detailed logging unless told otherwise, a plain 302), then analysed as a live database would be.
 */
export async function seedCodes(
  store: Store,
  count: number,
  options: SeedOptions = {},
): Promise<SeededCodes> {
  const openLog = options.detailed === false ? OpenLog.counts_only : OpenLog.detailed;
  const { db } = store;
  await seedRolesAndAdmin(db, { admin: { account: 'benchadmin', password: 'Bench12345' } });
  await db.execute(sql`insert into users (account, name, password_hash, role_id, invitation_code)
    select 'benchowner', 'bench', 'x', id, 'BENCH0001' from roles where key = 'default'`);
  await db.execute(sql`insert into codes (owner_id, name, file_name, domain_key, jump_type, open_log)
    select (select id from users where account = 'benchowner'), 'Bench ' || n, 'b' || n, 0, 5, ${openLog}
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`insert into destinations (code_id, url, sort)
    select id, 'https://example.com/landing/' || id, 0 from codes`);
  // A live database has statistics; without them the bulk loads at start plan like empty tables.
  await db.execute(sql`analyze`);
  const [owner] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from users where account = 'benchowner'`),
  );
  const codes = rowsOf<{ code_id: number; destination_id: number }>(
    await db.execute(sql`select code_id, id as destination_id from destinations order by code_id`),
  );
  return {
    ownerId: Number(owner?.id),
    codes: codes.map((row) => ({ codeId: Number(row.code_id), destinationId: Number(row.destination_id) })),
  };
}
