import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/rows';
import { openStore, type Store } from '../../server/db/store';

/** PGlite in its own thread, reached through messages: what callers relied on in-process still holds. */
describe('the embedded database in its own thread', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({});
    await store.db.execute(sql`create table probe (x int primary key, note text)`);
  });
  afterAll(() => store.close());

  const probe = async () =>
    rowsOf<{ x: number }>(await store.db.execute(sql`select x from probe order by x`)).map((row) => row.x);

  it('answers typed rows, with timestamps as text as drizzle expects', async () => {
    const [row] = rowsOf<{ n: number; t: unknown; b: boolean }>(
      await store.db.execute(sql`select 41 + 1 as n, timestamptz '2026-01-02 03:04:05+00' as t, true as b`),
    );
    expect(row).toEqual({ n: 42, t: '2026-01-02 03:04:05+00', b: true });
  });

  it('rolls a failed transaction back and keeps the error and its PostgreSQL code', async () => {
    await expect(
      store.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (1, 'kept?')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await probe()).toEqual([]);

    await store.db.execute(sql`insert into probe values (2, 'first')`);
    const duplicate = (await store.db
      .execute(sql`insert into probe values (2, 'again')`)
      .catch((error: unknown) => error)) as { code?: string; cause?: { code?: string } };
    expect(duplicate.code ?? duplicate.cause?.code).toBe('23505');
  });

  it('runs one transaction at a time: a statement from elsewhere waits for its end', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = store.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (10, 'in the transaction')`);
      order.push('transaction wrote');
      await held;
      order.push('transaction ends');
    });
    // Issued while the transaction is open: it must neither see nor interleave with it.
    const outside = store.db
      .execute(sql`select count(*)::int as n from probe where x = 10`)
      .then((result) => {
        order.push('outside answered');
        return rowsOf<{ n: number }>(result)[0]?.n;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toBe(1);
    expect(order).toEqual(['transaction wrote', 'transaction ends', 'outside answered']);
  });

  it('keeps serving after a statement fails inside a transaction', async () => {
    await expect(
      store.db.transaction(async (tx) => {
        await tx.execute(sql`select * from no_such_table`);
      }),
    ).rejects.toBeDefined();
    expect(await probe()).toEqual([2, 10]);
  });
});
