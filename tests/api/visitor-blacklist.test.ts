import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitHours, visitorBlacklist } from '../../server/db/schema';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('the visitor blacklist of the redirect service on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let alice: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('is managed by administrators, never with their own address', async () => {
    expect(
      (
        await server.call(
          'server_ip_black/add',
          { cidr: '198.51.100.0/24', remark: 'scraper' },
          { token: root },
        )
      ).httpStatus,
    ).toBe(200);
    expect(
      (await server.call('server_ip_black/add', { cidr: '127.0.0.1' }, { token: root })).httpStatus,
    ).toBe(400);
    expect(
      (await server.call('server_ip_black/add', { cidr: '203.0.113.9' }, { token: alice })).httpStatus,
    ).toBe(403);
    const listed = await server.call('server_ip_black/inquire', {}, { token: root });
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({ cidr: '198.51.100.0/24', remark: 'scraper' }),
    ]);
  });

  it('shows a blacklisted visitor the blocked page and records the refusal', async () => {
    const code = (
      await server.call(
        'qr_code_list/add',
        { name: 'B', file_name: 'blk-1', destinations: [{ url: 'https://b.example/' }] },
        { token: alice },
      )
    ).body.data;
    await database.store.db.insert(visitorBlacklist).values({ cidr: '127.0.0.0/8' });
    // The visitor guard listens on its own channel: reload it the way its calls do.
    await server.call('server_ip_black/remove', { ids: [999999] }, { token: root });
    const blocked = await fetch(`${server.url}/c/blk-1`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en-US' },
    });
    expect(blocked.status).toBe(403);
    expect(await blocked.text()).toContain('Access blocked');
    // The console itself is not affected by the visitor blacklist.
    expect((await server.call('website/inquire')).httpStatus).toBe(200);
    await server.app.visits.drain();
    const hours = await database.store.db.select().from(visitHours).where(eq(visitHours.codeId, code.id));
    expect(hours.reduce((sum, row) => sum + row.refused, 0)).toBe(1);
    await database.store.db.delete(visitorBlacklist).where(eq(visitorBlacklist.cidr, '127.0.0.0/8'));
    await server.call('server_ip_black/remove', { ids: [999999] }, { token: root });
    expect((await fetch(`${server.url}/c/blk-1`, { redirect: 'manual' })).status).toBe(302);
  });
});
