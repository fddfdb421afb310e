import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSocketClient,
  type SocketClientOptions,
  type WebSocketLike,
} from '../../../src/core/socket/socket-client';

/** Stored loosely: each event type has its own listener shape. */
type Listener = (event: never) => void;

/** A WebSocket stand-in the test opens, feeds and breaks by hand. */
class FakeSocket implements WebSocketLike {
  static instances: FakeSocket[] = [];
  readonly sent: unknown[] = [];
  closedWith: number | undefined | 'not closed' = 'not closed';
  private listeners = new Map<string, Listener[]>();

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }

  close(code?: number) {
    this.closedWith = code;
  }

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: 'open' | 'error' | 'close' | 'message', event?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) (listener as (event: unknown) => void)(event);
  }

  receive(message: unknown) {
    this.emit('message', { data: JSON.stringify(message) });
  }
}

const latest = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
};

function makeClient(overrides: Partial<SocketClientOptions> = {}) {
  const calls = { reload: 0, toasts: [] as [string, string][] };
  let token: string | null = null;
  const client = createSocketClient({
    url: 'ws://test/ws',
    WebSocket: FakeSocket,
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    },
    getToken: () => token,
    getLocale: () => 'en-US',
    onReload: () => {
      calls.reload += 1;
    },
    onToast: (intent, message) => {
      calls.toasts.push([intent, message]);
    },
    ...overrides,
  });
  return {
    client,
    calls,
    setToken(value: string | null) {
      token = value;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('socket heartbeat', () => {
  it('sends a ping on open and every 5 s while there is no token', () => {
    const { client } = makeClient();
    client.start();
    latest().emit('open');
    expect(latest().sent).toEqual([{ type: 0 }]);
    vi.advanceTimersByTime(5000);
    vi.advanceTimersByTime(5000);
    expect(latest().sent).toEqual([{ type: 0 }, { type: 0 }, { type: 0 }]);
  });

  it('sends the login message instead of the ping once a token exists', () => {
    const { client, setToken } = makeClient();
    client.start();
    latest().emit('open');
    setToken('tok-1');
    vi.advanceTimersByTime(5000);
    expect(latest().sent).toEqual([{ type: 0 }, { type: 1, token: 'tok-1', locale: 'en-US' }]);
  });
});

describe('socket reconnection', () => {
  it('reconnects 1 s after an error and stops after 20 consecutive failures', () => {
    const { client } = makeClient();
    client.start();
    for (let attempt = 1; attempt <= 25; attempt += 1) {
      const socket = FakeSocket.instances[attempt - 1];
      if (!socket) break;
      socket.emit('error');
      socket.emit('close', { code: 1006 });
      vi.advanceTimersByTime(999);
      expect(FakeSocket.instances).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
    }
    expect(FakeSocket.instances).toHaveLength(20);
    expect(client.failures()).toBe(20);
    expect(client.state()).toBe('stopped');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(20);
  });

  it('counts an error followed by its close as one failure', () => {
    const { client } = makeClient();
    client.start();
    latest().emit('error');
    latest().emit('close', { code: 1006 });
    expect(client.failures()).toBe(1);
  });

  it('reconnects after an unexpected close and resets the count on a successful open', () => {
    const { client } = makeClient();
    client.start();
    latest().emit('close', { code: 1006 });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    latest().emit('open');
    expect(client.failures()).toBe(0);
    expect(client.state()).toBe('open');
  });

  it('does not reconnect after close code 3001', () => {
    const { client } = makeClient();
    client.start();
    latest().emit('open');
    latest().emit('close', { code: 3001 });
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(client.state()).toBe('stopped');
  });

  it('tells the console when the server closes with 3001, and not when the console stops', () => {
    let closedByServer = 0;
    const { client } = makeClient({ onClosedByServer: () => closedByServer++ });
    client.start();
    latest().emit('open');
    latest().emit('close', { code: 3001 });
    expect(closedByServer).toBe(1);

    client.start();
    latest().emit('open');
    client.stop();
    latest().emit('close', { code: 3001 });
    latest().emit('close', { code: 1006 });
    expect(closedByServer).toBe(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('stops the heartbeat when the connection drops', () => {
    const { client } = makeClient();
    client.start();
    const first = latest();
    first.emit('open');
    first.emit('close', { code: 1006 });
    vi.advanceTimersByTime(5000);
    expect(first.sent).toEqual([{ type: 0 }]);
  });

  it('closes with 3001 and stays closed when stopped by the console', () => {
    const { client } = makeClient();
    client.start();
    latest().emit('open');
    client.stop();
    expect(latest().closedWith).toBe(3001);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

describe('server messages', () => {
  it('reloads the page on type 2', () => {
    const { client, calls } = makeClient();
    client.start();
    latest().emit('open');
    latest().receive({ type: 2 });
    expect(calls.reload).toBe(1);
  });

  it('closes without reconnecting on type 3', () => {
    const { client } = makeClient();
    client.start();
    latest().emit('open');
    latest().receive({ type: 3 });
    expect(latest().closedWith).toBe(3001);
    latest().emit('close', { code: 3001 });
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('ignores type 1 and reaches no handler with it', () => {
    const { client, calls } = makeClient();
    const seen: unknown[] = [];
    client.on('*', (message) => seen.push(message));
    client.start();
    latest().emit('open');
    latest().receive({ type: 1, status: false, message: 'x' });
    expect(seen).toEqual([]);
    expect(calls.toasts).toEqual([]);
  });

  it('passes other types to their handlers', () => {
    const { client } = makeClient();
    const visits: unknown[] = [];
    const all: unknown[] = [];
    client.on(11, (message) => visits.push(message.content));
    const off = client.on('*', (message) => all.push(message.type));
    client.start();
    latest().emit('open');
    latest().receive({ type: 11, content: { code: 'abc' } });
    off();
    latest().receive({ type: 12, content: { amount: '5' } });
    expect(visits).toEqual([{ code: 'abc' }]);
    expect(all).toEqual([11]);
  });

  it('shows status:false as an error toast and text without content as a success toast', () => {
    const { client, calls } = makeClient();
    client.start();
    latest().emit('open');
    latest().receive({ type: 10, status: false, message: 'refused' });
    latest().receive({ type: 10, message: 'done' });
    latest().receive({ type: 10, message: 'with content', content: { a: 1 } });
    expect(calls.toasts).toEqual([
      ['error', 'refused'],
      ['success', 'done'],
    ]);
  });

  it('ignores text that is not a protocol message', () => {
    const { client, calls } = makeClient();
    client.start();
    latest().emit('open');
    latest().emit('message', { data: 'not json' });
    latest().emit('message', { data: JSON.stringify({ hello: 1 }) });
    expect(calls.toasts).toEqual([]);
    expect(calls.reload).toBe(0);
  });
});
