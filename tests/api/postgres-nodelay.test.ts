import net from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it, vi } from 'vitest';

const url = process.env.TEST_DATABASE_URL;

/**
 * postgres.js left Nagle's algorithm on. A short message written right after a long one then
 * waits for the server's delayed acknowledgement — every COPY of a visit batch ended with 40 ms of
 * nothing before its CopyDone left (`bench:writer`). The patch in `patches/` turns it off on each
 * connection, as libpq does; this fails if an upgrade of postgres.js drops it.
 */
describe.skipIf(!url)('PostgreSQL connections', () => {
  afterEach(() => vi.restoreAllMocks());

  it('send each message at once (TCP_NODELAY)', async () => {
    const noDelay = vi.spyOn(net.Socket.prototype, 'setNoDelay');
    const sql = postgres(url as string, { max: 1, onnotice: () => {} });
    try {
      expect((await sql`select 1 as one`)[0]?.one).toBe(1);
      const turnedOff = noDelay.mock.calls.filter(([enable]) => enable === undefined || enable === true);
      expect(turnedOff.length).toBeGreaterThanOrEqual(1);
    } finally {
      await sql.end({ timeout: 1 });
    }
  });
});
