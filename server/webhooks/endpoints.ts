import { isIP } from 'node:net';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ADMIN_WEBHOOK_EVENTS,
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_PLATFORM_PERMISSION,
  type WebhookDeliveryRow,
  WebhookDeliveryStatus,
  type WebhookDeliveryStatusValue,
  type WebhookEvent,
  type WebhookRow,
  type webhookCalls,
} from '../../contract/areas/webhooks';
import { isGranted } from '../auth/permissions';
import type { Actor } from '../auth/sessions';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, forbidden, invalidParameter, notFound } from '../http/errors';
import { pageWindow } from '../http/paging';
import type { GuardOptions } from '../net/outbound';
import { isNonPublicAddress } from '../net/public-address';
import type { SecretBox } from '../security/secrets';
import { giveUpPending, queueDeliveries } from './outbox';
import { newWebhookSecret, SECRET_OVERLAP_MS } from './signing';

type Fields = z.output<(typeof webhookCalls)['webhook/add']['input']>;
type Page = z.output<(typeof webhookCalls)['webhook/inquire']['input']>;

export type EndpointDeps = { db: Db; secrets: SecretBox; guard: GuardOptions; now: Date };

type EndpointRecord = typeof webhookEndpoints.$inferSelect;

function rowOf(record: EndpointRecord): WebhookRow {
  return {
    id: record.id,
    url: record.url,
    description: record.description,
    events: record.events as WebhookEvent[],
    enabled: record.enabled,
    platform: record.platform,
    disabled_reason: record.disabledReason,
    previous_secret_until: record.previousSecretUntil?.toISOString() ?? null,
    create_time: record.createdAt.toISOString(),
  };
}

/**
 * Refuses an endpoint the outbound guard would refuse: a loopback, private or otherwise
 * non-public address, written as such or as a name that resolves to one. A name that does not
 * resolve yet is accepted — it may by the time of the first event, and each delivery is judged
 * by the guard again, so a name that later points inside is refused then.
 */
export async function assertPublicUrl(url: string, guard: GuardOptions): Promise<void> {
  if (guard.allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const refused = (address: string) =>
    isNonPublicAddress(address) && !guard.allowAddresses?.includes(address);
  const privateUrl = () => invalidParameter([{ path: 'url', messageKey: 'webhook.url_private' }]);
  if (host === 'localhost' || host.endsWith('.localhost')) throw privateUrl();
  if (isIP(host) !== 0) {
    if (refused(host)) throw privateUrl();
    return;
  }
  const addresses = await guard.resolver.addresses(host).catch(() => [] as string[]);
  if (addresses.some(refused)) throw privateUrl();
}

/**
 * Platform-wide endpoints and administrators' events need the platform grant; administrators'
 * events go to platform-wide endpoints only (they concern no one owner).
 */
async function assertAllowed(db: Db, actor: Actor, fields: Pick<Fields, 'events' | 'platform'>) {
  const adminEvents = fields.events.filter((event) =>
    (ADMIN_WEBHOOK_EVENTS as readonly string[]).includes(event),
  );
  if (
    (fields.platform || adminEvents.length > 0) &&
    !(await isGranted(db, actor, WEBHOOK_PLATFORM_PERMISSION))
  )
    throw forbidden('webhook.admin_only');
  if (adminEvents.length > 0 && !fields.platform)
    throw invalidParameter([{ path: 'events', messageKey: 'webhook.admin_events_platform_only' }]);
}

/** One of the actor's endpoints; another's is "not found", as if it did not exist. */
async function ownEndpoint(db: Db, actor: Actor, id: number): Promise<EndpointRecord> {
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.ownerId, actor.userId)))
    .limit(1);
  if (!endpoint) throw notFound();
  return endpoint;
}

/** The actor's endpoints, newest first. */
export async function listEndpoints(db: Db, actor: Actor, page: Page) {
  const { limit, offset } = pageWindow(page);
  const where = eq(webhookEndpoints.ownerId, actor.userId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(where)
    .orderBy(desc(webhookEndpoints.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(webhookEndpoints).where(where);
  return { list: rows.map(rowOf), total: total?.total ?? 0 };
}

/** Adds an endpoint and answers its secret: the only moment it leaves the server. */
export async function addEndpoint(deps: EndpointDeps, actor: Actor, fields: Fields) {
  await assertAllowed(deps.db, actor, fields);
  await assertPublicUrl(fields.url, deps.guard);
  const [held] = await deps.db
    .select({ total: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.ownerId, actor.userId));
  if ((held?.total ?? 0) >= MAX_WEBHOOK_ENDPOINTS) throw conflict('webhook.too_many');
  const secret = newWebhookSecret();
  const [row] = await deps.db
    .insert(webhookEndpoints)
    .values({
      ownerId: actor.userId,
      platform: fields.platform,
      url: fields.url,
      description: fields.description,
      events: fields.events,
      enabled: fields.enabled,
      secret: deps.secrets.seal(secret),
    })
    .returning({ id: webhookEndpoints.id });
  return { id: (row as { id: number }).id, secret };
}

/** Changes an endpoint; enabling it again forgets why it was disabled. */
export async function updateEndpoint(deps: EndpointDeps, actor: Actor, id: number, fields: Fields) {
  await ownEndpoint(deps.db, actor, id);
  await assertAllowed(deps.db, actor, fields);
  await assertPublicUrl(fields.url, deps.guard);
  await deps.db
    .update(webhookEndpoints)
    .set({
      url: fields.url,
      description: fields.description,
      events: fields.events,
      enabled: fields.enabled,
      platform: fields.platform,
      ...(fields.enabled ? { disabledReason: '' } : {}),
      updatedAt: deps.now,
    })
    .where(eq(webhookEndpoints.id, id));
  if (!fields.enabled) await giveUpPending(deps.db, id);
}

/** Removes the actor's endpoints with their deliveries; one id of another refuses them all. */
export async function removeEndpoints(db: Db, actor: Actor, ids: number[]) {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(inArray(webhookEndpoints.id, wanted), eq(webhookEndpoints.ownerId, actor.userId)));
    if (owned.length !== wanted.length) throw notFound();
    await tx.delete(webhookEndpoints).where(inArray(webhookEndpoints.id, wanted));
  });
}

/**
 * A new secret, answered once; the current one becomes the previous one and keeps signing beside
 * it for a day, so a receiver can switch without refusing a delivery.
 */
export async function rotateSecret(deps: EndpointDeps, actor: Actor, id: number) {
  const endpoint = await ownEndpoint(deps.db, actor, id);
  const secret = newWebhookSecret();
  const until = new Date(deps.now.getTime() + SECRET_OVERLAP_MS);
  await deps.db
    .update(webhookEndpoints)
    .set({
      secret: deps.secrets.seal(secret),
      previousSecret: endpoint.secret,
      previousSecretUntil: until,
      updatedAt: deps.now,
    })
    .where(eq(webhookEndpoints.id, id));
  return { secret, previous_secret_until: until.toISOString() };
}

/** Queues a `webhook.test` event for the endpoint, due now; a disabled endpoint sends nothing. */
export async function sendTestEvent(db: Db, actor: Actor, id: number, now: Date) {
  const endpoint = await ownEndpoint(db, actor, id);
  if (!endpoint.enabled) throw conflict('webhook.disabled');
  const [deliveryId] = await queueDeliveries(db, [id], {
    type: 'webhook.test',
    at: now,
    data: { endpoint_id: id, message: 'This is a test event.' },
  });
  return { delivery_id: deliveryId as number };
}

/** The endpoint's deliveries, newest first, each with every attempt in order. */
export async function listDeliveries(db: Db, actor: Actor, id: number, page: Page) {
  await ownEndpoint(db, actor, id);
  const { limit, offset } = pageWindow(page);
  const where = eq(webhookDeliveries.endpointId, id);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ total: count() }).from(webhookDeliveries).where(where);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(webhookAttempts.attempt));
  const list: WebhookDeliveryRow[] = rows.map((row) => ({
    id: row.id,
    event: row.event as WebhookEvent,
    status: row.status as WebhookDeliveryStatusValue,
    http_status: row.lastHttpStatus,
    attempt: row.attempts,
    latency_ms: row.lastLatencyMs,
    next_attempt_time: row.status === WebhookDeliveryStatus.pending ? row.nextAttemptAt.toISOString() : null,
    create_time: row.createdAt.toISOString(),
    attempts: attempts
      .filter((attempt) => attempt.deliveryId === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        http_status: attempt.httpStatus,
        latency_ms: attempt.latencyMs,
        response: attempt.response,
        create_time: attempt.createdAt.toISOString(),
      })),
  }));
  return { list, total: total?.total ?? 0 };
}

/**
 * Sends a delivery again now: one more attempt with the same `webhook-id` and payload, so a
 * receiver that already has it can tell. One still waiting for its retry is simply brought forward.
 */
export async function redeliver(db: Db, actor: Actor, deliveryId: number, now: Date) {
  const [delivery] = await db
    .select({ id: webhookDeliveries.id, enabled: webhookEndpoints.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookEndpoints.ownerId, actor.userId)))
    .limit(1);
  if (!delivery) throw notFound();
  if (!delivery.enabled) throw conflict('webhook.disabled');
  await db
    .update(webhookDeliveries)
    // A failure of this attempt goes on with the retry schedule from where the delivery stood.
    .set({ status: WebhookDeliveryStatus.pending, nextAttemptAt: now })
    .where(eq(webhookDeliveries.id, deliveryId));
}
