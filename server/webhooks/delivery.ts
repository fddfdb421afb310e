import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { WebhookDeliveryStatus } from '../../contract/areas/webhooks';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema';
import type { Db } from '../db/store';
import { OutboundError, type OutboundOptions, outboundRequest } from '../net/outbound';
import type { SecretBox } from '../security/secrets';
import { giveUpPending } from './outbox';
import {
  attemptOutcome,
  DELIVERY_TIMEOUT_MS,
  KEPT_ANSWER_BYTES,
  nextAttemptAt,
  signedHeaders,
  signingSecrets,
} from './signing';

export type WebhookDeliveryDeps = {
  db: Db;
  secrets: SecretBox;
  /** The outbound guard's settings: every request goes through it, at every attempt. */
  outbound: Pick<OutboundOptions, 'resolver' | 'allowPrivate' | 'allowAddresses' | 'trustAnyCertificate'>;
  /** Schedules attempts; tests move it. */
  now: () => Date;
  /**
   * Dates the signature. The receiver checks it against its own clock, so it is the wall clock,
   * not the clock that schedules.
   */
  signedAt?: () => Date;
};

/** Deliveries sent in one round, and at once. */
const ROUND_BATCH = 50;
const PARALLEL = 8;
/**
 * A claimed delivery is not picked again for this long: a process that dies while sending leaves
 * it to the next round after, never to two senders at once.
 */
const CLAIM_MS = 5 * 60_000;

type Claimed = {
  id: number;
  messageId: string;
  payload: unknown;
  attempts: number;
  endpointId: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
};

/** Takes the due deliveries of enabled endpoints for this round; no other round takes them meanwhile. */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: webhookDeliveries.id,
        messageId: webhookDeliveries.messageId,
        payload: webhookDeliveries.payload,
        attempts: webhookDeliveries.attempts,
        endpointId: webhookEndpoints.id,
        url: webhookEndpoints.url,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretUntil: webhookEndpoints.previousSecretUntil,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.status, WebhookDeliveryStatus.pending),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookEndpoints.enabled, true),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.id))
      .limit(ROUND_BATCH)
      .for('update', { of: webhookDeliveries, skipLocked: true });
    if (due.length > 0)
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
        .where(
          inArray(
            webhookDeliveries.id,
            due.map((row) => row.id),
          ),
        );
    return due;
  });
}

/** What one attempt got: an HTTP status, or none and why. */
type Answer = { httpStatus: number | null; latencyMs: number; response: string };

/** Text the database can store: PostgreSQL text holds no NUL character. */
const storable = (text: string) => text.replaceAll('\u0000', '');

async function send(deps: WebhookDeliveryDeps, delivery: Claimed): Promise<Answer> {
  const started = performance.now();
  try {
    const body = JSON.stringify(delivery.payload);
    const at = deps.signedAt?.() ?? new Date();
    const secrets = signingSecrets(
      {
        secret: deps.secrets.open(delivery.secret),
        previousSecret: delivery.previousSecret === null ? null : deps.secrets.open(delivery.previousSecret),
        previousSecretUntil: delivery.previousSecretUntil,
      },
      deps.now(),
    );
    const answer = await outboundRequest(
      delivery.url,
      { ...deps.outbound, timeoutMs: DELIVERY_TIMEOUT_MS, maxBytes: KEPT_ANSWER_BYTES, maxRedirects: 0 },
      {
        method: 'POST',
        body,
        contentType: 'application/json',
        headers: {
          ...signedHeaders(secrets, delivery.messageId, at, body),
          'user-agent': 'livecode-webhooks/1',
        },
        truncate: true,
      },
    );
    return {
      httpStatus: answer.status,
      latencyMs: Math.round(answer.latencyMs),
      response: storable(answer.body),
    };
  } catch (error) {
    const reason = error instanceof OutboundError ? error.message : String(error);
    return {
      httpStatus: null,
      latencyMs: Math.round(performance.now() - started),
      response: storable(reason).slice(0, KEPT_ANSWER_BYTES),
    };
  }
}

/** Records an attempt and settles the delivery: delivered, retried later, given up; a 410 disables the endpoint. */
async function record(deps: WebhookDeliveryDeps, delivery: Claimed, answer: Answer): Promise<void> {
  const now = deps.now();
  const attempt = delivery.attempts + 1;
  const outcome = attemptOutcome(answer.httpStatus);
  const retryAt = outcome === 'retry' ? nextAttemptAt(attempt, now) : null;
  const status =
    outcome === 'delivered'
      ? WebhookDeliveryStatus.delivered
      : retryAt === null
        ? WebhookDeliveryStatus.failed
        : WebhookDeliveryStatus.pending;
  await deps.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attempt,
      httpStatus: answer.httpStatus,
      latencyMs: answer.latencyMs,
      response: answer.response,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: attempt,
        status,
        lastHttpStatus: answer.httpStatus,
        lastLatencyMs: answer.latencyMs,
        nextAttemptAt: retryAt ?? now,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (outcome === 'gone') {
      await tx
        .update(webhookEndpoints)
        .set({ enabled: false, disabledReason: 'gone', updatedAt: sql`now()` })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
      await giveUpPending(tx, delivery.endpointId);
    }
  });
}

/**
 * Sends the deliveries that are due, a few at a time, each through the outbound guard (an address
 * that turned private since the endpoint was saved is refused like any failure). Answers how many
 * attempts were made. A receiver that is slow holds only this round, never a request.
 */
export async function deliverDueWebhooks(deps: WebhookDeliveryDeps): Promise<number> {
  const due = await claimDue(deps.db, deps.now());
  // An endpoint disabled by a 410 in this round gets nothing more in it.
  const gone = new Set<number>();
  for (let start = 0; start < due.length; start += PARALLEL) {
    await Promise.all(
      due.slice(start, start + PARALLEL).map(async (delivery) => {
        if (gone.has(delivery.endpointId)) {
          await deps.db
            .update(webhookDeliveries)
            .set({ nextAttemptAt: deps.now() })
            .where(eq(webhookDeliveries.id, delivery.id));
          return;
        }
        const answer = await send(deps, delivery);
        if (attemptOutcome(answer.httpStatus) === 'gone') gone.add(delivery.endpointId);
        await record(deps, delivery, answer);
      }),
    );
  }
  return due.length;
}
