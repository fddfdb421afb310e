import { describe, expect, it } from 'vitest';
import type { VisitEvent } from '../../../contract/areas/statistics';
import { type ServerSocketMessage, SocketEvent } from '../../../contract/socket';
import type { SocketHandler } from '../../../src/core/socket/socket-client';
import { subscribeSocketEvent } from '../../../src/core/socket/socket-events';
import { visitAt } from './fixtures';

/** The dispatch part of the socket client: handlers per event type. */
function fakeClient() {
  const handlers = new Map<number | '*', Set<SocketHandler>>();
  return {
    on(type: number | '*', handler: SocketHandler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler);
      return () => set.delete(handler);
    },
    emit(message: ServerSocketMessage) {
      for (const handler of handlers.get(message.type) ?? []) handler(message);
    },
  };
}

const visit = visitAt('2025-05-12T10:00:05.000Z');

describe('socket event subscription', () => {
  it('hands a visit event’s content to its handler, typed', () => {
    const client = fakeClient();
    const received: VisitEvent[] = [];
    subscribeSocketEvent(client, 'visit', (event) => received.push(event));
    client.emit({ type: SocketEvent.visit, content: { visits: [visit], switches: [] } });
    expect(received).toEqual([{ visits: [visit], switches: [] }]);
  });

  it('ignores content that does not match the event’s schema', () => {
    const client = fakeClient();
    const received: unknown[] = [];
    subscribeSocketEvent(client, 'visit', (event) => received.push(event));
    client.emit({ type: SocketEvent.visit, content: { visits: 'lots' } });
    client.emit({ type: SocketEvent.visit });
    expect(received).toEqual([]);
  });

  it('listens to its own event type only', () => {
    const client = fakeClient();
    const received: unknown[] = [];
    subscribeSocketEvent(client, 'visit', (event) => received.push(event));
    client.emit({ type: SocketEvent.payment_credited, content: { visits: [], switches: [] } });
    expect(received).toEqual([]);
  });

  it('stops after unsubscribing', () => {
    const client = fakeClient();
    const received: unknown[] = [];
    const stop = subscribeSocketEvent(client, 'visit', (event) => received.push(event));
    stop();
    client.emit({ type: SocketEvent.visit, content: { visits: [], switches: [] } });
    expect(received).toEqual([]);
  });
});
