import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';

const url = process.env.TEST_DATABASE_URL;

/**
 * A connection cut under a reserved connection (what a transaction holds) must fail that
 * transaction's next query, not throw where nobody catches it and take the process down
 * (postgres.js wrote to a socket it had already dropped; the patch in `patches/` fixes it).
 */
describe.skipIf(!url)('a reserved PostgreSQL connection whose backend is terminated', () => {
  const sql = postgres(url as string, { max: 2, onnotice: () => {} });
  const admin = postgres(url as string, { max: 1, onnotice: () => {} });
  afterAll(async () => {
    await sql.end({ timeout: 1 });
    await admin.end({ timeout: 1 });
  });

  it('rejects the next query of the reserved connection and throws nothing uncaught', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const reserved = await sql.reserve();
      const [backend] = await reserved`select pg_backend_pid() as pid`;
      const pid = backend?.pid as number;
      await admin`select pg_terminate_backend(${pid})`;
      await new Promise((resolve) => setTimeout(resolve, 200));
      await expect(reserved`select 1`).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 200));
      reserved.release();
      // The pool still answers afterwards.
      expect((await sql`select 1 as one`)[0]?.one).toBe(1);
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
