import { and, arrayContains, eq, inArray, or } from 'drizzle-orm';
import {
  ADMIN_WEBHOOK_EVENTS,
  WebhookDeliveryStatus,
  type WebhookEvent,
} from '../../contract/areas/webhooks';
import { webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Db } from '../db/store';
import { newMessageId, webhookPayload } from './signing';

/** An event as the code that made it tells it: whose it is (null: the platform's), and what happened. */
export type WebhookEventInput = {
  type: WebhookEvent;
  /** The owner of what changed; null for administrators' events, heard by platform-wide endpoints only. */
  ownerId: number | null;
  data: Record<string, unknown>;
  at: Date;
};

const isAdminEvent = (type: WebhookEvent) => (ADMIN_WEBHOOK_EVENTS as readonly string[]).includes(type);

/** Writes one delivery per endpoint into the outbox; answers their ids. */
export async function queueDeliveries(
  db: Db,
  endpointIds: readonly number[],
  event: Omit<WebhookEventInput, 'ownerId'>,
): Promise<number[]> {
  if (endpointIds.length === 0) return [];
  const payload = webhookPayload(event.type, event.at, event.data);
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      endpointIds.map((endpointId) => ({
        endpointId,
        event: event.type,
        messageId: newMessageId(),
        payload,
        status: WebhookDeliveryStatus.pending,
        nextAttemptAt: event.at,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

/**
 * Queues an event for every enabled endpoint that asked for it: the owner's own, and the
 * platform-wide ones of administrators (which hear every owner's events, but not their per-minute
 * visit summaries). Called with the transaction of the change where there is one, so the event
 * exists exactly when the change does; sending happens later, on the elected process.
 */
export async function queueWebhookEvent(db: Db, event: WebhookEventInput): Promise<number[]> {
  const whose = isAdminEvent(event.type)
    ? eq(webhookEndpoints.platform, true)
    : event.ownerId === null
      ? undefined
      : event.type === 'visits.summary'
        ? eq(webhookEndpoints.ownerId, event.ownerId)
        : or(eq(webhookEndpoints.ownerId, event.ownerId), eq(webhookEndpoints.platform, true));
  if (!whose) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [event.type]), whose),
    );
  return queueDeliveries(
    db,
    endpoints.map((endpoint) => endpoint.id),
    event,
  );
}

/**
 * Queues events of one type about many owners' objects at once (a batch change of codes): one
 * query for the endpoints and one insert, however many events.
 */
export async function queueWebhookEvents(
  db: Db,
  type: WebhookEvent,
  at: Date,
  events: { ownerId: number; data: Record<string, unknown> }[],
): Promise<number> {
  if (events.length === 0) return 0;
  const owners = [...new Set(events.map((event) => event.ownerId))];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      ownerId: webhookEndpoints.ownerId,
      platform: webhookEndpoints.platform,
    })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
        or(inArray(webhookEndpoints.ownerId, owners), eq(webhookEndpoints.platform, true)),
      ),
    );
  const rows = events.flatMap((event) =>
    endpoints
      .filter((endpoint) => endpoint.ownerId === event.ownerId || endpoint.platform)
      .map((endpoint) => ({
        endpointId: endpoint.id,
        event: type,
        messageId: newMessageId(),
        payload: webhookPayload(type, at, event.data),
        status: WebhookDeliveryStatus.pending,
        nextAttemptAt: at,
      })),
  );
  for (let start = 0; start < rows.length; start += 1000)
    await db.insert(webhookDeliveries).values(rows.slice(start, start + 1000));
  return rows.length;
}

/** The enabled endpoints of these owners that asked for an event, by owner. */
export async function subscribersOf(db: Db, type: WebhookEvent, ownerIds?: readonly number[]) {
  const rows = await db
    .select({ id: webhookEndpoints.id, ownerId: webhookEndpoints.ownerId })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
        ownerIds ? inArray(webhookEndpoints.ownerId, [...ownerIds]) : undefined,
      ),
    );
  const byOwner = new Map<number, number[]>();
  for (const row of rows) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row.id]);
  return byOwner;
}

/**
 * An endpoint stopped (by its owner, or by a 410): what still waited for it is given up, so the
 * log says so and nothing stale goes out if it is enabled again.
 */
export async function giveUpPending(db: Db, endpointId: number): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: WebhookDeliveryStatus.failed })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, WebhookDeliveryStatus.pending),
      ),
    );
}
