import type { z } from 'zod';
import { paymentCreditedSchema } from '../../../contract/areas/money';
import { visitEventSchema } from '../../../contract/areas/statistics';
import { paymentSeenSchema } from '../../../contract/areas/tron';
import { SocketEvent } from '../../../contract/socket';
import type { SocketClient } from './socket-client';

/**
 * The content schema of each event panels listen to. The socket's envelope leaves `content`
 * unknown; a panel gets it only once it matches, so an older server or a malformed message can
 * never reach a panel's state.
 */
const EVENT_SCHEMAS = {
  visit: visitEventSchema,
  payment_credited: paymentCreditedSchema,
  payment_seen: paymentSeenSchema,
} satisfies Partial<Record<keyof typeof SocketEvent, z.ZodType>>;

export type SocketEventName = keyof typeof EVENT_SCHEMAS;
export type SocketEventContent<N extends SocketEventName> = z.infer<(typeof EVENT_SCHEMAS)[N]>;

/** Subscribes a typed handler to one event of a client; answers the unsubscriber. */
export function subscribeSocketEvent<N extends SocketEventName>(
  client: Pick<SocketClient, 'on'>,
  name: N,
  handler: (content: SocketEventContent<N>) => void,
): () => void {
  const schema: z.ZodType = EVENT_SCHEMAS[name];
  return client.on(SocketEvent[name], (message) => {
    const parsed = schema.safeParse(message.content);
    // The compiler cannot follow an indexed schema to its inferred type; the table pairs them.
    if (parsed.success) handler(parsed.data as SocketEventContent<N>);
  });
}
