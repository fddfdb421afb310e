import { fc } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SocketEvent } from '../../contract/socket';
import { noticeOf, renderNotice } from '../../server/messages/notice';
import { publishVisits } from '../../server/visits/live';
import type { EnrichedVisit } from '../../server/visits/rollups';
import { storableText } from '../support/hostile-text';
import { waitFor } from '../support/wait';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Received = {
  type: number;
  message?: string;
  content?: { visits: { code_name: string; user_agent: string }[] };
};

/**
 * Text a socket event may carry: stored text, text with half a surrogate pair (a visitor's header
 * is not stored text), and a value far larger than any field allows.
 */
const eventText = fc.oneof(storableText, fc.string({ unit: 'binary' }));
const HUGE = `${'长'.repeat(500_000)}\ud800`;

/** A visit to code 1 of the user, its user agent the given text. */
const visitOf = (ownerId: number, userAgent: string) =>
  ({
    record: { q: 1, c: 1, d: 1, o: ownerId, t: Date.now(), ip: '1.2.3.4', ua: userAgent, r: '', s: 1 },
    enrichment: {
      country: '',
      province: '',
      city: '',
      carrier: 0,
      os: '',
      browser: '',
      device: '',
      model: '',
    },
    day: '2026-01-01',
    bot: false,
  }) as unknown as EnrichedVisit;

describe.each(databases)('stored text in socket events on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let userId: number;
  let socket: WebSocket;
  const received: Received[] = [];

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    userId = await createUser(database.store, {
      account: 'socket01',
      password: 'Pass12345',
      roleKey: 'default',
    });
    const token = await server.login('socket01', 'Pass12345');
    socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    socket.on('message', (data) => received.push(JSON.parse(String(data))));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 1, token, locale: 'en-US' }));
    await waitFor(() => server.app.realtime.localOnlineUsers().includes(userId), 5000);
  });
  afterAll(async () => {
    socket?.close();
    await server?.close();
    await database?.drop();
  });

  /** The next message the socket receives after `send` runs. */
  const nextMessage = async (send: () => Promise<void>) => {
    const before = received.length;
    await send();
    await waitFor(() => received.length > before, 5000);
    return received[before] as Received;
  };

  it('carries any text of a visit or a notice whole, and keeps the socket open', async () => {
    await fc.assert(
      fc.asyncProperty(eventText, async (text) => {
        const visit = await nextMessage(() =>
          publishVisits(server.app.realtime, () => ({ name: text, fileName: 'abc' }), [
            visitOf(userId, text),
          ]),
        );
        expect(visit.type).toBe(SocketEvent.visit);
        expect(visit.content?.visits[0]?.code_name).toBe(text);
        expect(visit.content?.visits[0]?.user_agent).toBe(text);

        const notice = noticeOf('notice.destination_paused', {
          code: text,
          url: 'https://example.com/',
          reason: { key: 'monitor.no_problem' },
        });
        const toast = await nextMessage(() => server.app.realtime.sendNotice(userId, notice, false));
        expect(toast).toMatchObject({ type: SocketEvent.notice, status: false });
        expect(toast.message).toBe(renderNotice('en-US', notice).title);
        expect(toast.message).toContain(text);
        expect(socket.readyState).toBe(WebSocket.OPEN);
      }),
      { numRuns: 15, examples: [[HUGE]] },
    );
  });
});
