import { type Locale, SOCKET_CLOSE_INTENTIONAL, SocketMessageType } from '../../../contract/enums';
import { LIMITS } from '../../../contract/rules';
import {
  type ClientSocketMessage,
  type ServerSocketMessage,
  serverSocketMessageSchema,
} from '../../../contract/socket';

/**
 * The part of the browser's WebSocket this client uses. Listeners are methods so the real
 * `WebSocket` constructor fits without adapters, and tests pass a fake.
 */
export interface WebSocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  addEventListener(type: 'close', listener: (event: { readonly code: number }) => void): void;
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Timers are injected so tests drive the heartbeat and the reconnect delay with fake clocks. */
export type SocketTimers = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
};

export type SocketHandler = (message: ServerSocketMessage) => void;

export type SocketClientOptions = {
  url: string;
  WebSocket: WebSocketConstructor;
  timers: SocketTimers;
  /** Read on every heartbeat: a token turns the ping into a login message. */
  getToken(): string | null;
  getLocale(): Locale;
  /** Server message type 2. */
  onReload(): void;
  /** `status: false` messages and content-less notices. */
  onToast(intent: 'error' | 'success', message: string): void;
  /**
   * The server closed the socket with code 3001: it does so when the socket's session ended
   * (logout, password change, disabled, suspended, expired), so the console checks its session.
   */
  onClosedByServer?(): void;
  /** Lets the shell show whether the realtime connection is up. */
  onStateChange?(state: SocketClientState): void;
  pingMs?: number;
  reconnectDelayMs?: number;
  maxFailures?: number;
};

export type SocketClientState = 'idle' | 'connecting' | 'open' | 'waiting' | 'stopped';

export type SocketClient = {
  start(): void;
  /** Closes with code 3001 so neither side treats the close as a failure. */
  stop(): void;
  /** Registers a handler for one event type (or every event when `type` is `'*'`); answers the unsubscriber. */
  on(type: number | '*', handler: SocketHandler): () => void;
  /** Sends the heartbeat now, e.g. right after login so the server learns who is online at once. */
  heartbeat(): void;
  state(): SocketClientState;
  /** Consecutive connections that failed; reset by a successful open. */
  failures(): number;
};

/**
 * The realtime socket of SPEC §9 as a plain state machine: one connection at a time, a heartbeat
 * every 5 s (ping, or the login message when a token exists), reconnection 1 s after an error or
 * an unexpected close until `maxFailures` consecutive failures, and no reconnection after close
 * code 3001 or a server type-3 message.
 */
export function createSocketClient(options: SocketClientOptions): SocketClient {
  const pingMs = options.pingMs ?? LIMITS.socketPingMs;
  const reconnectDelayMs = options.reconnectDelayMs ?? LIMITS.socketResendDelayMs;
  const maxFailures = options.maxFailures ?? LIMITS.socketMaxReconnectFailures;
  const { timers } = options;
  const handlers = new Map<number | '*', Set<SocketHandler>>();

  let socket: WebSocketLike | null = null;
  let state: SocketClientState = 'idle';
  const setState = (next: SocketClientState) => {
    if (next === state) return;
    state = next;
    options.onStateChange?.(next);
  };
  let failures = 0;
  let heartbeatTimer: unknown = null;
  let reconnectTimer: unknown = null;

  function heartbeatMessage(): ClientSocketMessage {
    const token = options.getToken();
    return token ? { type: SocketMessageType.login, token, locale: options.getLocale() } : { type: 0 };
  }

  function sendHeartbeat() {
    if (state !== 'open' || !socket) return;
    try {
      socket.send(JSON.stringify(heartbeatMessage()));
    } catch {
      // A send on a dying socket throws; its close event will follow and decide what happens.
    }
  }

  function stopHeartbeat() {
    if (heartbeatTimer !== null) timers.clearInterval(heartbeatTimer);
    heartbeatTimer = null;
  }

  function connect() {
    reconnectTimer = null;
    setState('connecting');
    let current: WebSocketLike;
    try {
      current = new options.WebSocket(options.url);
    } catch {
      fail(null);
      return;
    }
    socket = current;
    let settled = false;
    const isCurrent = () => socket === current && !settled;
    current.addEventListener('open', () => {
      if (!isCurrent()) return;
      setState('open');
      failures = 0;
      sendHeartbeat();
      heartbeatTimer = timers.setInterval(sendHeartbeat, pingMs);
    });
    current.addEventListener('message', (event) => {
      if (isCurrent()) receive(event.data);
    });
    current.addEventListener('error', () => {
      if (!isCurrent()) return;
      settled = true;
      fail(current);
    });
    current.addEventListener('close', (event) => {
      if (!isCurrent()) return;
      settled = true;
      if (event.code === SOCKET_CLOSE_INTENTIONAL) {
        finish();
        options.onClosedByServer?.();
      } else fail(null);
    });
  }

  /** One failed connection: count it and try again later, unless the limit is reached. */
  function fail(broken: WebSocketLike | null) {
    stopHeartbeat();
    socket = null;
    if (broken) {
      try {
        broken.close();
      } catch {
        // Already closed.
      }
    }
    if (state === 'stopped') return;
    failures += 1;
    if (failures >= maxFailures) {
      setState('stopped');
      return;
    }
    setState('waiting');
    reconnectTimer = timers.setTimeout(connect, reconnectDelayMs);
  }

  function finish() {
    stopHeartbeat();
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
    const closing = socket;
    socket = null;
    setState('stopped');
    if (closing) {
      try {
        closing.close(SOCKET_CLOSE_INTENTIONAL);
      } catch {
        // Already closed.
      }
    }
  }

  function receive(data: unknown) {
    let parsed: ServerSocketMessage;
    try {
      const result = serverSocketMessageSchema.safeParse(JSON.parse(String(data)));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    switch (parsed.type) {
      case SocketMessageType.login:
        return;
      case SocketMessageType.reload:
        options.onReload();
        return;
      case SocketMessageType.close:
        finish();
        return;
    }
    if (parsed.status === false) options.onToast('error', parsed.message ?? '');
    else if (parsed.message && isEmptyContent(parsed.content)) options.onToast('success', parsed.message);
    for (const key of [parsed.type, '*'] as const) {
      for (const handler of handlers.get(key) ?? []) handler(parsed);
    }
  }

  return {
    start() {
      if (state === 'connecting' || state === 'open' || state === 'waiting') return;
      failures = 0;
      connect();
    },
    stop: finish,
    on(type, handler) {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler);
      return () => set.delete(handler);
    },
    heartbeat: sendHeartbeat,
    state: () => state,
    failures: () => failures,
  };
}

function isEmptyContent(content: unknown): boolean {
  return content === undefined || content === null || content === '';
}
