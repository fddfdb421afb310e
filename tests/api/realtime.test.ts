import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SocketEvent } from '../../contract/socket';
import { users } from '../../server/db/schema';
import { translate } from '../../server/i18n';
import { noticeOf } from '../../server/messages/notice';
import { createLivePresence } from '../../server/realtime/presence';
import { waitFor } from '../support/wait';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Received = { type: number; message?: string };

/** A socket client that keeps what it received. */
async function connect(server: TestServer) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const received: Received[] = [];
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, received, send: (message: unknown) => socket.send(JSON.stringify(message)) };
}

describe.each(databases)('the realtime socket on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let userId: number;
  let token: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    userId = await createUser(database.store, {
      account: 'online1',
      password: 'Pass12345',
      roleKey: 'default',
    });
    token = await server.login('online1', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const onlineStatus = async () =>
    (
      await database.store.db.select({ status: users.onlineStatus }).from(users).where(eq(users.id, userId))
    )[0]?.status;

  it('answers a ping with type 1 and ignores garbage', async () => {
    const client = await connect(server);
    client.socket.send('not json');
    client.send({ type: 0 });
    await waitFor(() => client.received.length === 1, 5000);
    expect(client.received).toEqual([{ type: 1 }]);
    client.socket.close();
  });

  it('marks a user online while a logged-in socket is open, and offline after the last closes', async () => {
    const first = await connect(server);
    const second = await connect(server);
    first.send({ type: 1, token, locale: 'zh-CN' });
    second.send({ type: 1, token, locale: 'zh-CN' });
    await waitFor(() => first.received.length > 0 && second.received.length > 0, 5000);
    await waitFor(() => server.app.realtime.localOnlineUsers().includes(userId), 5000);
    await expect.poll(onlineStatus).toBe(2);

    first.socket.close();
    await waitFor(() => first.socket.readyState === WebSocket.CLOSED, 5000);
    expect(server.app.realtime.localOnlineUsers()).toContain(userId);
    second.socket.close();
    await waitFor(() => !server.app.realtime.localOnlineUsers().includes(userId), 5000);
    await expect.poll(onlineStatus).toBe(1);
  });

  it('sends a refresh (type 2) to every socket of that user and to no one else', async () => {
    const mine = [await connect(server), await connect(server)];
    const anonymous = await connect(server);
    for (const client of mine) client.send({ type: 1, token, locale: 'en-US' });
    await waitFor(() => mine.every((client) => client.received.length === 1), 5000);

    await server.app.realtime.refreshUser(userId);
    await waitFor(() => mine.every((client) => client.received.length === 2), 5000);
    for (const client of mine) expect(client.received[1]).toEqual({ type: 2 });
    expect(anonymous.received).toEqual([]);
    for (const client of [...mine, anonymous]) client.socket.close();
  });

  it('pops a notice up in each console’s own language, and a later login switches it', async () => {
    const english = await connect(server);
    const chinese = await connect(server);
    english.send({ type: 1, token, locale: 'en-US' });
    chinese.send({ type: 1, token, locale: 'zh-CN' });
    await waitFor(() => english.received.length === 1 && chinese.received.length === 1, 5000);

    const notice = noticeOf('notice.code_exhausted', { name: 'Poster A' });
    await server.app.realtime.sendNotice(userId, notice, false);
    await waitFor(() => english.received.length === 2 && chinese.received.length === 2, 5000);
    expect(english.received[1]).toEqual({
      type: SocketEvent.notice,
      status: false,
      message: 'All thresholds of “Poster A” are used up',
    });
    expect(chinese.received[1]?.message).toBe('活码「Poster A」的落地页阈值已用完');

    chinese.send({ type: 1, token, locale: 'sw-KE' });
    await waitFor(() => chinese.received.length === 3, 5000);
    await server.app.realtime.sendNotice(userId, notice, true);
    await waitFor(() => chinese.received.length === 4, 5000);
    expect(chinese.received[3]?.message).toBe(
      translate('sw-KE', 'notice.code_exhausted.title', { name: 'Poster A' }),
    );
    expect(chinese.received[3]?.message).not.toBe(chinese.received[1]?.message);
    for (const client of [english, chinese]) client.socket.close();
  });

  it('does not attach a socket whose token is not a live session', async () => {
    const client = await connect(server);
    client.send({ type: 1, token: 'forged', locale: 'zh-CN' });
    await waitFor(() => client.received.length === 1, 5000);
    await server.app.realtime.refreshUser(userId);
    expect(server.app.realtime.localOnlineUsers()).not.toContain(userId);
    client.socket.close();
  });
});

describe.each(databases)('who watches visits live, on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    database = await open();
    // Started for its seeded roles and users table.
    server = await startServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('counts consoles of other processes by online status only when the bus reaches them', async () => {
    const { db } = database.store;
    const elsewhere = await createUser(database.store, {
      account: 'remote1',
      password: 'Pass12345',
      roleKey: 'default',
    });
    await db.update(users).set({ onlineStatus: 2 }).where(eq(users.id, elsewhere));
    const here: number[] = [42];
    const changes: (readonly number[])[] = [];
    const options = {
      db,
      localUsers: () => here,
      onChange: (owners: readonly number[]) => changes.push(owners),
      onError: () => {},
    };

    const shared = createLivePresence({ ...options, otherProcesses: true });
    await waitFor(() => shared.has(elsewhere), 5000);
    expect(shared.has(42)).toBe(true);
    shared.stop();

    changes.length = 0;
    const alone = createLivePresence({ ...options, otherProcesses: false });
    // Only this process's sockets, applied when they change.
    expect(alone.has(elsewhere)).toBe(false);
    here.push(7);
    alone.localChanged();
    expect(alone.has(7)).toBe(true);
    expect(changes).toEqual([[42, 7]]);
    alone.stop();
  });
});
