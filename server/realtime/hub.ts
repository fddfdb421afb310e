import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { DEFAULT_LOCALE, type Locale, OnlineStatus, SocketMessageType } from '../../contract/enums';
import {
  clientSocketMessageSchema,
  type ServerSocketMessage,
  SOCKET_PATH,
  SocketEvent,
} from '../../contract/socket';
import { resolveSession } from '../auth/sessions';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { type Notice, renderNotice } from '../messages/notice';
import type { Bus } from '../ports/bus';

const USER_CHANNEL = 'realtime.user';
/** Several users' messages in one bus message: a batch of visits reaches many owners at once. */
const USERS_CHANNEL = 'realtime.users';
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
  const languageOf = new WeakMap<WebSocket, Locale>();
  let localChanged = () => {};

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
    for (const socket of socketsByUser.get(userId) ?? [])
      socket.send(textIn(languageOf.get(socket) ?? DEFAULT_LOCALE));
  };
  const unsubscribers = [
    bus.subscribe(USER_CHANNEL, (message) => deliver(message as UserEnvelope)),
    bus.subscribe(USERS_CHANNEL, (message) => {
      for (const envelope of message as UserEnvelope[]) deliver(envelope);
    }),
  ];

  const setOnline = (userId: number, online: boolean) =>
    db
      .update(users)
      .set({ onlineStatus: online ? OnlineStatus.online : OnlineStatus.offline, onlineUpdatedAt: new Date() })
      .where(eq(users.id, userId))
      .catch((error: unknown) => app.log.warn({ err: error, userId }, 'could not record online status'));

  const attach = (userId: number, socket: WebSocket) => {
    const set = socketsByUser.get(userId) ?? new Set();
    const first = set.size === 0;
    set.add(socket);
    socketsByUser.set(userId, set);
    if (first) {
      void setOnline(userId, true);
      localChanged();
    }
  };
  const detach = (userId: number, socket: WebSocket) => {
    const set = socketsByUser.get(userId);
    if (!set?.delete(socket)) return;
    if (set.size === 0) {
      socketsByUser.delete(userId);
      void setOnline(userId, false);
      localChanged();
    }
  };

  await app.register(import('@fastify/websocket'));
  app.get(SOCKET_PATH, { websocket: true }, (socket) => {
    let userId: number | null = null;
    socket.on('message', async (raw) => {
      const parsed = clientSocketMessageSchema.safeParse(safeJson(String(raw)));
      if (!parsed.success) return;
      if (parsed.data.type === SocketMessageType.login) {
        languageOf.set(socket, parsed.data.locale);
        const actor = await resolveSession(db, parsed.data.token);
        if (actor && actor.userId !== userId) {
          if (userId !== null) detach(userId, socket);
          userId = actor.userId;
          attach(userId, socket);
        } else if (!actor && userId !== null) {
          // The session ended (logout, disabled user): the socket is nobody's any more.
          detach(userId, socket);
          userId = null;
        }
      }
      socket.send(JSON.stringify({ type: SocketMessageType.login }));
    });
    socket.on('close', () => {
      if (userId !== null) detach(userId, socket);
    });
  });

  app.addHook('preClose', async () => {
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
    localOnlineUsers: () => [...socketsByUser.keys()],
    onLocalChange: (listener) => {
      localChanged = listener;
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
