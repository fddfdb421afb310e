import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { Disabled, SOCKET_CLOSE_INTENTIONAL, SuspensionTarget } from '../../contract/enums';
import { SocketEvent } from '../../contract/socket';
import { sessions, users } from '../../server/db/schema';
import { translate } from '../../server/i18n';
import { noticeOf } from '../../server/messages/notice';
import { createMemoryBus } from '../../server/ports/bus';
import { createLivePresence } from '../../server/realtime/presence';
import { hashToken } from '../../server/security/tokens';
import { waitFor } from '../support/wait';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Received = { type: number; message?: string };

/** A socket client that keeps what it received, and the code the server closed it with. */
async function connect(server: TestServer) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
  const received: Received[] = [];
  const client = {
    socket,
    received,
    closeCode: null as number | null,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
  };
  socket.on('message', (data) => received.push(JSON.parse(String(data))));
  socket.on('close', (code) => {
    client.closeCode = code;
  });
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return client;
}

/** A socket logged in with the token, once the server has acknowledged the login. */
async function loggedIn(server: TestServer, token: string) {
  const client = await connect(server);
  client.send({ type: 1, token, locale: 'en-US' });
  await waitFor(() => client.received.length === 1, 5000);
  return client;
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

describe.each(databases)('sockets of a session that ended, on $name', ({ open }) => {
  const PASSWORD = 'Pass12345';
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let accounts = 0;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    admin = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** A customer with two consoles open: `ending` on the session under test, `staying` on another. */
  const customer = async (on = server) => {
    accounts += 1;
    const account = `ended${accounts}`;
    const userId = await createUser(database.store, { account, password: PASSWORD, roleKey: 'default' });
    const token = await on.login(account, PASSWORD);
    const otherToken = await on.login(account, PASSWORD);
    return {
      userId,
      token,
      otherToken,
      ending: await loggedIn(on, token),
      staying: await loggedIn(on, otherToken),
    };
  };
  /** An order credit and a visit, both about the user's money and visitors. */
  const sendPersonalEvents = async (from: TestServer, userId: number) => {
    await from.app.realtime.sendToUser(userId, {
      type: SocketEvent.payment_credited,
      content: { order_id: 1, amount: '10', balance: '10' },
    });
    await from.app.realtime.sendToUsers([
      {
        userId,
        message: { type: SocketEvent.visit, content: { visits: [{ ip: '203.0.113.9', os: 'iOS' }] } },
      },
    ]);
  };
  const personalTypes = (client: { received: Received[] }) =>
    client.received
      .map((message) => message.type)
      .filter((type) => type === SocketEvent.visit || type === SocketEvent.payment_credited);
  /** Closed by the server with the code that tells a console not to reconnect with its dead token. */
  const expectClosedForGood = async (client: Awaited<ReturnType<typeof connect>>) => {
    await waitFor(() => client.socket.readyState === WebSocket.CLOSED, 5000);
    expect(client.closeCode).toBe(SOCKET_CLOSE_INTENTIONAL);
  };
  /** The live console got both events and the dead one none. */
  const expectEventsOnlyOn = async (
    userId: number,
    live: Awaited<ReturnType<typeof connect>>,
    dead: Awaited<ReturnType<typeof connect>>,
    from = server,
  ) => {
    await sendPersonalEvents(from, userId);
    await waitFor(() => personalTypes(live).length === 2, 5000);
    expect(personalTypes(dead)).toEqual([]);
    expect(live.socket.readyState).toBe(WebSocket.OPEN);
    live.socket.close();
  };

  it('closes the sockets of a session at its logout, and only those', async () => {
    const { userId, token, ending, staying } = await customer();
    expect((await server.call('admin/logout', {}, { token })).httpStatus).toBe(200);
    await expectClosedForGood(ending);
    await expectEventsOnlyOn(userId, staying, ending);
    expect(server.app.realtime.localOnlineUsers()).toContain(userId);
  });

  it('closes the other sessions’ sockets after a password change, and keeps the changing one', async () => {
    const { userId, otherToken, ending, staying } = await customer();
    const changed = await server.call(
      'admin/update_password',
      { old_password: PASSWORD, password: 'Other12345', repeat_password: 'Other12345' },
      { token: otherToken },
    );
    expect(changed.httpStatus).toBe(200);
    await expectClosedForGood(ending);
    await expectEventsOnlyOn(userId, staying, ending);
  });

  const administratorEndings: [string, string, (userId: number) => object][] = [
    ['disabling the user', 'user_list/disable', (userId) => ({ ids: [userId], disabled: Disabled.yes })],
    ['resetting their password', 'user_list/reset_password', (userId) => ({ id: userId, password: '' })],
    [
      'suspending the user',
      'abuse_suspension/add',
      (userId) => ({ target_type: SuspensionTarget.user, target_id: userId, reason: 'Phishing reported' }),
    ],
  ];
  it.each(administratorEndings)(
    'closes every socket of the user on an administrator %s',
    async (_what, path, input) => {
      const { userId, ending, staying } = await customer();
      const answer = await server.call(path, input(userId), { token: admin });
      expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
      for (const client of [ending, staying]) await expectClosedForGood(client);
      await sendPersonalEvents(server, userId);
      expect([...personalTypes(ending), ...personalTypes(staying)]).toEqual([]);
      expect(server.app.realtime.localOnlineUsers()).not.toContain(userId);
    },
  );

  it('sends nothing to a socket whose session expired, and closes it', async () => {
    accounts += 1;
    const account = `ended${accounts}`;
    const userId = await createUser(database.store, { account, password: PASSWORD, roleKey: 'default' });
    const shortLived = await server.login(account, PASSWORD);
    const remembered = await server.call('admin/login', { account, password: PASSWORD, remember: true });
    // Sessions run on the wall clock: this one ends a moment after its socket logs in.
    const endsAt = Date.now() + 1500;
    await database.store.db
      .update(sessions)
      .set({ expiresAt: new Date(endsAt) })
      .where(eq(sessions.tokenHash, hashToken(shortLived)));
    const ending = await loggedIn(server, shortLived);
    const staying = await loggedIn(server, remembered.body.data.token);
    await waitFor(() => Date.now() > endsAt, 5000);
    await expectEventsOnlyOn(userId, staying, ending);
    await expectClosedForGood(ending);
  });

  it('closes a socket whose session ended without word, at the next check', async () => {
    const { userId, token, ending, staying } = await customer();
    // As when newer sign-ins push the oldest session out, or the word was lost with Redis away.
    await database.store.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)));
    await server.app.realtime.recheckSessions();
    await expectClosedForGood(ending);
    await expectEventsOnlyOn(userId, staying, ending);
  });

  it('closes the socket another process holds for the session, over the bus', async () => {
    const bus = createMemoryBus();
    const [first, second] = [await startServer(database, { bus }), await startServer(database, { bus })];
    try {
      const { userId, token, ending, staying } = await customer(second);
      expect((await first.call('admin/logout', {}, { token })).httpStatus).toBe(200);
      await expectClosedForGood(ending);
      await expectEventsOnlyOn(userId, staying, ending, first);
    } finally {
      await first.close();
      await second.close();
    }
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
