import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import {
  DEFAULT_LOCALE,
  type Locale,
  OnlineStatus,
  SOCKET_CLOSE_INTENTIONAL,
  SocketMessageType,
} from '../../contract/enums';
import {
  clientSocketMessageSchema,
  type ServerSocketMessage,
  SOCKET_PATH,
  SocketEvent,
} from '../../contract/socket';
import { liveSessionIds, resolveSession, type SessionActor } from '../auth/sessions';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { type Notice, renderNotice } from '../messages/notice';
import type { Bus } from '../ports/bus';

const USER_CHANNEL = 'realtime.user';
/** Several users' messages in one bus message: a batch of visits reaches many owners at once. */
const USERS_CHANNEL = 'realtime.users';
const ENDED_CHANNEL = 'realtime.sessions_ended';
/**
 * How often each process checks its sockets' sessions: expired ones close without a query, and
 * one query finds those that ended while word of it was lost (Redis away, a path that sent none).
 */
const RECHECK_MS = 30_000;

/**
 * Sessions that just ended: some by id (a logout), or every session of some users (disabled,
 * suspended, password reset) except perhaps the one kept (the one that changed its own password).
 */
export type EndedSessions = { sessionIds: number[] } | { userIds: number[]; keepSessionId?: number };
/**
 * A message for one user's sockets. With a notice, the message's text is the notice's title in
 * each socket's own language (the one its console last logged in with).
 */
export type UserEnvelope = { userId: number; message: ServerSocketMessage; notice?: Notice };

/** Sends socket messages to users wherever their sockets are connected. */
export type Hub = {
  sendToUser(userId: number, message: ServerSocketMessage): Promise<void>;
  /** An automatic notice as a pop-up: an error toast unless `good`, in each console's language. */
  sendNotice(userId: number, notice: Notice, good: boolean): Promise<void>;
  sendToUsers(envelopes: UserEnvelope[]): Promise<void>;
  /** Asks every open console of the user to reload (socket type 2). */
  refreshUser(userId: number): Promise<void>;
  /**
   * Closes the sockets of sessions that ended, on every process, with code 3001: the console does
   * not come back with a dead token (SPEC §9, §12). Called once the sessions are ended in the database.
   */
  endSessions(ended: EndedSessions): Promise<void>;
  /** Closes this process's sockets whose session ended unannounced; runs by itself every 30 s. */
  recheckSessions(): Promise<void>;
  /** Users with at least one socket on this process. */
  localOnlineUsers(): number[];
  /** Called when a user gets their first socket on this process or loses their last. */
  onLocalChange(listener: () => void): void;
};

/**
 * The `/ws` endpoint: a socket becomes a user's once it sends a valid login message. Messages for
 * a user go through the bus, so they reach sockets held by any process.
 */
export async function registerRealtime(app: FastifyInstance, db: Db, bus: Bus): Promise<Hub> {
  const socketsByUser = new Map<number, Set<WebSocket>>();
  /** The session each logged-in socket of this process holds. */
  const sessionOf = new Map<WebSocket, SocketSession>();
  const languageOf = new WeakMap<WebSocket, Locale>();
  let localChanged = () => {};

  const setOnline = (userId: number, online: boolean) =>
    db
      .update(users)
      .set({ onlineStatus: online ? OnlineStatus.online : OnlineStatus.offline, onlineUpdatedAt: new Date() })
      .where(eq(users.id, userId))
      .catch((error: unknown) => app.log.warn({ err: error, userId }, 'could not record online status'));

  const attach = (socket: WebSocket, session: SocketSession) => {
    sessionOf.set(socket, session);
    const set = socketsByUser.get(session.userId) ?? new Set();
    const first = set.size === 0;
    set.add(socket);
    socketsByUser.set(session.userId, set);
    if (first) {
      void setOnline(session.userId, true);
      localChanged();
    }
  };
  const detach = (socket: WebSocket) => {
    const session = sessionOf.get(socket);
    if (!session) return;
    sessionOf.delete(socket);
    const set = socketsByUser.get(session.userId);
    if (!set?.delete(socket)) return;
    if (set.size === 0) {
      socketsByUser.delete(session.userId);
      void setOnline(session.userId, false);
      localChanged();
    }
  };
  /** The socket's session is over: nothing more reaches it, and its console does not reconnect with it. */
  const shut = (socket: WebSocket) => {
    detach(socket);
    socket.close(SOCKET_CLOSE_INTENTIONAL, 'session ended');
  };

  const deliver = ({ userId, message, notice }: UserEnvelope) => {
    const texts = new Map<Locale, string>();
    const textIn = (locale: Locale) => {
      let text = texts.get(locale);
      if (text === undefined) {
        text = JSON.stringify(notice ? { ...message, message: renderNotice(locale, notice).title } : message);
        texts.set(locale, text);
      }
      return text;
    };
    // The wall clock, as the sessions' own expiry is written in it.
    const at = Date.now();
    for (const socket of socketsByUser.get(userId) ?? []) {
      // Visits and money are for live sessions only: one that expired since its login gets nothing.
      if ((sessionOf.get(socket)?.expiresAt ?? 0) <= at) shut(socket);
      else socket.send(textIn(languageOf.get(socket) ?? DEFAULT_LOCALE));
    }
  };
  const closeEnded = (ended: EndedSessions) => {
    if ('sessionIds' in ended) {
      const ids = new Set(ended.sessionIds);
      for (const [socket, session] of sessionOf) if (ids.has(session.sessionId)) shut(socket);
      return;
    }
    for (const userId of ended.userIds) {
      for (const socket of socketsByUser.get(userId) ?? [])
        if (sessionOf.get(socket)?.sessionId !== ended.keepSessionId) shut(socket);
    }
  };
  const recheckSessions = async () => {
    const at = Date.now();
    for (const [socket, session] of sessionOf) if (session.expiresAt <= at) shut(socket);
    if (sessionOf.size === 0) return;
    const checked = new Set([...sessionOf.values()].map((session) => session.sessionId));
    const live = await liveSessionIds(db, [...checked]);
    // Sockets that logged in during the query were checked by their login.
    for (const [socket, session] of sessionOf)
      if (checked.has(session.sessionId) && !live.has(session.sessionId)) shut(socket);
  };
  const recheckInBackground = () => {
    recheckSessions().catch((error: unknown) =>
      app.log.warn({ err: error }, 'sockets’ sessions not checked'),
    );
  };
  const recheckTimer = setInterval(recheckInBackground, RECHECK_MS);
  recheckTimer.unref();
  const unsubscribers = [
    bus.subscribe(USER_CHANNEL, (message) => deliver(message as UserEnvelope)),
    bus.subscribe(USERS_CHANNEL, (message) => {
      for (const envelope of message as UserEnvelope[]) deliver(envelope);
    }),
    bus.subscribe(ENDED_CHANNEL, (message) => closeEnded(message as EndedSessions)),
    // Endings published while Redis was away never arrived here.
    bus.onReconnect(recheckInBackground),
  ];

  await app.register(import('@fastify/websocket'));
  app.get(SOCKET_PATH, { websocket: true }, (socket) => {
    socket.on('message', async (raw) => {
      const parsed = clientSocketMessageSchema.safeParse(safeJson(String(raw)));
      if (!parsed.success) return;
      if (parsed.data.type === SocketMessageType.login) {
        languageOf.set(socket, parsed.data.locale);
        const actor = await resolveSession(db, parsed.data.token);
        // Shut while its session was looked up: it stays shut.
        if (socket.readyState !== socket.OPEN) return;
        const held = sessionOf.get(socket);
        if (actor && held?.sessionId !== actor.sessionId) {
          detach(socket);
          attach(socket, socketSession(actor));
        } else if (!actor && held) {
          // The console's session ended (logout, disabled user, expiry) and no word of it came.
          shut(socket);
          return;
        }
      }
      socket.send(JSON.stringify({ type: SocketMessageType.login }));
    });
    socket.on('close', () => detach(socket));
  });

  app.addHook('preClose', async () => {
    clearInterval(recheckTimer);
    for (const unsubscribe of unsubscribers) unsubscribe();
    // 1001 "going away", not 3001: consoles reconnect to the next process.
    for (const socket of app.websocketServer.clients) socket.close(1001, 'server stopping');
  });

  return {
    sendToUser: (userId, message) => bus.publish(USER_CHANNEL, { userId, message } satisfies UserEnvelope),
    sendNotice: (userId, notice, good) =>
      bus.publish(USER_CHANNEL, {
        userId,
        message: { type: SocketEvent.notice, status: good },
        notice,
      } satisfies UserEnvelope),
    sendToUsers: (envelopes) =>
      envelopes.length === 0 ? Promise.resolve() : bus.publish(USERS_CHANNEL, envelopes),
    refreshUser: (userId) =>
      bus.publish(USER_CHANNEL, { userId, message: { type: SocketMessageType.reload } }),
    endSessions: (ended) => bus.publish(ENDED_CHANNEL, ended),
    recheckSessions,
    localOnlineUsers: () => [...socketsByUser.keys()],
    onLocalChange: (listener) => {
      localChanged = listener;
    },
  };
}

/** The session a socket logged in with; its expiry is kept so that a delivery needs no query. */
type SocketSession = { userId: number; sessionId: number; expiresAt: number };

function socketSession(actor: SessionActor): SocketSession {
  return { userId: actor.userId, sessionId: actor.sessionId, expiresAt: actor.expiresAt.getTime() };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
