import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { MIGRATIONS, type Migrating, migratingDatabases, migrationsBefore } from './migrating';

/** The migration that made stored hashes canonical and recorded which were spent. */
const SPENT_MIGRATION = '0032_spent_tx_hashes';
const hex = (digit: string) => digit.repeat(64);

describe.each(migratingDatabases)('transaction hashes stored before 0032 on $name', ({ open }) => {
  let database: Migrating;
  let before: string;
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
  const hashesOf = async (table: 'orders' | 'withdrawals') =>
    Object.fromEntries(
      (
        await rows<{ id: number; tx_hash: string }>(
          sql`select id, tx_hash from ${sql.raw(table)} order by id`,
        )
      ).map((row) => [Number(row.id), row.tx_hash]),
    );

  beforeAll(async () => {
    database = await open();
    before = migrationsBefore(SPENT_MIGRATION);
    await database.migrate(before);
    await database.db.execute(sql`insert into roles (id, name) values (1, 'r')`);
    await database.db.execute(
      sql`insert into users (id, account, password_hash, role_id, invitation_code) values (1, 'u1', 'x', 1, 'i1')`,
    );
    await database.db.execute(sql`insert into tron_wallets (id, user_id, base58, hex, public_key, private_key)
      values (1, 1, 'Twallet', '41wallet', 'pk', 'sealed')`);
    // 1: credited by hand as typed. 2: paid by the watcher (its deposit is 1). 3 and 4: the double
    // credit this migration comes after — by hand with 0x first, then the chain on another order.
    // 5: a hash that is not one. 6: pasted with spaces and capitals.
    await database.db.execute(sql`insert into orders (id, user_id, type, amount, status, tx_hash, credited_by, pay_time) values
      (1, 1, 1, 10, 2, ${`0x${hex('A')}`}, 1, '2026-01-01T00:00:00Z'),
      (2, 1, 1, 10, 2, ${hex('b')}, null, '2026-01-02T00:00:00Z'),
      (3, 1, 1, 12.5, 2, ${`0X${hex('C')}`}, 1, '2026-01-03T00:00:00Z'),
      (4, 1, 1, 12.5, 2, ${hex('c')}, null, '2026-01-03T00:05:00Z'),
      (5, 1, 1, 10, 2, 'abc', 1, '2026-01-04T00:00:00Z'),
      (6, 1, 1, 10, 2, ${` ${hex('D').slice(0, 32)} ${hex('D').slice(32)} `}, 1, '2026-01-05T00:00:00Z')`);
    // 1 and 2 credited orders 2 and 4; 3 is the watcher seeing order 1's hand-credited transfer;
    // 4 and 5 are two events of one transaction, the first spelt with 0x.
    await database.db.execute(sql`insert into usdt_transfers
      (id, tx_hash, log_index, wallet_id, user_id, to_address, amount, block_timestamp, status, remark, order_id, credited_at) values
      (1, ${hex('b')}, 0, 1, 1, 'Twallet', 10, 0, 2, '', 2, '2026-01-02T00:00:00Z'),
      (2, ${hex('c')}, 0, 1, 1, 'Twallet', 12.5, 0, 2, '', 4, '2026-01-03T00:05:00Z'),
      (3, ${hex('a')}, 0, 1, 1, 'Twallet', 10, 0, 2, 'credited_by_hand:1', 1, '2026-01-06T00:00:00Z'),
      (4, ${`0x${hex('e')}`}, 0, 1, 1, 'Twallet', 1, 0, 2, '', null, '2026-01-07T00:00:00Z'),
      (5, ${hex('e')}, 1, 1, 1, 'Twallet', 1, 0, 2, '', null, '2026-01-07T00:00:00Z')`);
    // Two payouts typed as two spellings of one hash: the index let both in.
    await database.db.execute(sql`insert into withdrawals (id, user_id, amount, address, status, tx_hash, reviewed_at) values
      (1, 1, 20, 'Tpayee', 2, ${hex('F')}, '2026-01-08T00:00:00Z'),
      (2, 1, 20, 'Tpayee', 2, ${`0x${hex('f')}`}, '2026-01-09T00:00:00Z'),
      (3, 1, 20, 'Tpayee', 1, '', null)`);
    await database.db.execute(sql`insert into collection_sweeps (id, wallet_id, from_address, to_address, amount, stage, tx_hash, gas_tx_hash) values
      (1, 1, 'Twallet', 'Tcollect', 10, 4, ${`0x${hex('1')}`}, ${hex('2')})`);
    await database.migrate(MIGRATIONS);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('spells every stored hash canonically, except where two rows of a table would collide', async () => {
    expect(await hashesOf('orders')).toEqual({
      1: hex('a'),
      2: hex('b'),
      // Order 4 already held the canonical spelling; order 3 keeps its own, for the record.
      3: `0X${hex('C')}`,
      4: hex('c'),
      5: 'abc',
      6: hex('d'),
    });
    expect(await hashesOf('withdrawals')).toEqual({ 1: hex('f'), 2: `0x${hex('f')}`, 3: '' });
    const deposits = await rows<{ tx_hash: string }>(sql`select tx_hash from usdt_transfers order by id`);
    expect(deposits.map((row) => row.tx_hash)).toEqual([hex('b'), hex('c'), hex('a'), hex('e'), hex('e')]);
    const [sweep] = await rows<{ tx_hash: string; gas_tx_hash: string }>(
      sql`select tx_hash, gas_tx_hash from collection_sweeps`,
    );
    expect(sweep).toEqual({ tx_hash: hex('1'), gas_tx_hash: hex('2') });
  });

  it('records each hash spent once, by whoever spent it first', async () => {
    const spent = await rows<{ tx_hash: string; kind: string; ref_id: number }>(
      sql`select tx_hash, kind, ref_id from spent_tx_hashes order by tx_hash`,
    );
    expect(spent.map((row) => [row.tx_hash, row.kind, Number(row.ref_id)])).toEqual([
      [hex('1'), 'sweep', 1],
      [hex('2'), 'sweep', 1],
      [hex('a'), 'recharge', 1],
      [hex('b'), 'deposit', 1],
      [hex('c'), 'recharge', 3],
      [hex('d'), 'recharge', 6],
      [hex('e'), 'deposit', 4],
      [hex('f'), 'withdrawal', 1],
    ]);
  });

  it('refuses a spelling other than the canonical one from now on', async () => {
    await expect(
      database.db.execute(
        sql`insert into spent_tx_hashes (tx_hash, kind, ref_id) values (${`0x${hex('9')}`}, 'recharge', 9)`,
      ),
    ).rejects.toThrow();
    await expect(
      database.db.execute(
        sql`insert into spent_tx_hashes (tx_hash, kind, ref_id) values (${hex('a')}, 'deposit', 9)`,
      ),
    ).rejects.toThrow();
  });
});
