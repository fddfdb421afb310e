import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SOCKET_CLOSE_INTENTIONAL } from '../../contract/enums';
import { ipBlacklist } from '../../server/db/schema';
import { createRedisBus } from '../../server/ports/redis-bus';
import { waitFor } from '../support/wait';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) process.stdout.write('Redis bus tests are SKIPPED because TEST_REDIS_URL is not set.\n');

describe.skipIf(!redisUrl)('two processes sharing a database and Redis', () => {
  let database: TestDatabase;
  let first: TestServer;
  let second: TestServer;
  const namespace = `test${Date.now()}`;
  const buses = [1, 2].map(() => createRedisBus(redisUrl as string, namespace));

  beforeAll(async () => {
    database = await (databases[0] as (typeof databases)[number]).open();
    first = await startServer(database, { bus: buses[0] });
    second = await startServer(database, { bus: buses[1] });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await Promise.all(buses.map((bus) => bus.close()));
    await database?.drop();
  });

  it('delivers a forced refresh from one process to a socket held by the other', async () => {
    const userId = await createUser(database.store, {
      account: 'twonodes',
      password: 'Pass12345',
      roleKey: 'default',
    });
    const token = await second.login('twonodes', 'Pass12345');
    const socket = new WebSocket(`${second.url.replace('http', 'ws')}/ws`);
    const received: { type: number }[] = [];
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 1, token, locale: 'zh-CN' }));
    await waitFor(() => received.length === 1, 5000);

    await first.app.realtime.refreshUser(userId);
    await waitFor(() => received.length === 2, 5000);
    expect(received[1]).toEqual({ type: 2 });
    socket.close();
  });

  it('closes the socket a process holds for a session that ended on the other', async () => {
    await createUser(database.store, { account: 'twologout', password: 'Pass12345', roleKey: 'default' });
    const token = await second.login('twologout', 'Pass12345');
    const socket = new WebSocket(`${second.url.replace('http', 'ws')}/ws`);
    const received: { type: number }[] = [];
    let closeCode: number | null = null;
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    socket.on('close', (code) => {
      closeCode = code;
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 1, token, locale: 'zh-CN' }));
    await waitFor(() => received.length === 1, 5000);

    expect((await first.call('admin/logout', {}, { token })).httpStatus).toBe(200);
    await waitFor(() => closeCode !== null, 5000);
    expect(closeCode).toBe(SOCKET_CLOSE_INTENTIONAL);
  });

  it('makes every process reload the IP blacklist after a change on one', async () => {
    const token = await first.login();
    expect((await second.call('website/inquire')).httpStatus).toBe(200);
    const added = await first.call('ip_black/add', { cidr: '198.51.100.7' }, { token });
    expect(added.httpStatus).toBe(200);
    await database.store.db.insert(ipBlacklist).values({ cidr: '127.0.0.1' });
    await first.app.ipGuard.changed();
    await expect.poll(async () => (await second.call('website/inquire')).httpStatus).toBe(403);
    await database.store.db.delete(ipBlacklist).where(eq(ipBlacklist.cidr, '127.0.0.1'));
    await second.app.ipGuard.changed();
    await expect.poll(async () => (await first.call('website/inquire')).httpStatus).toBe(200);
  });
});
