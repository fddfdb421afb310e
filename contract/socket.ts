import { z } from 'zod';
import { localeSchema } from './call';
import { SocketMessageType } from './enums';

/**
 * The realtime socket at `/ws` (SPEC §9). The console sends a ping every 5 s, or a login message
 * instead when it has a token. The server answers pings and logins with type 1 (ignored by the
 * console), asks for a reload with type 2, closes with type 3, and sends events with other types.
 */
export const SOCKET_PATH = '/ws';

export const socketPingSchema = z.object({ type: z.literal(0) });
export const socketLoginSchema = z.object({
  type: z.literal(SocketMessageType.login),
  token: z.string().min(1),
  locale: localeSchema,
});
export const clientSocketMessageSchema = z.discriminatedUnion('type', [socketPingSchema, socketLoginSchema]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

/** Event types beyond the protocol's own 1–3. */
export const SocketEvent = {
  notice: 10,
  visit: 11,
  payment_credited: 12,
  online_refresh: 13,
  /** A USDT transfer to the user's deposit wallet was seen on chain and awaits confirmation. */
  payment_seen: 14,
} as const;

export const serverSocketMessageSchema = z.object({
  type: z.int(),
  /** `false` makes the console show `message` as an error toast. */
  status: z.boolean().optional(),
  /** A message with text and no content is shown as a success toast. */
  message: z.string().optional(),
  content: z.unknown().optional(),
});
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;
