import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { WebhookEvent, WebhookPayload } from '../../contract/areas/webhooks';

/**
 * The pure parts of outgoing webhooks (SPEC §12): secrets, payloads, signatures and the retry
 * schedule. Signing follows the Standard Webhooks specification through its reference library,
 * so a receiver verifies with the same library (or any implementation of the specification).
 */

/** `whsec_` and 24 random bytes in base64: the secret format of the specification. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** `msg_` and 16 random bytes: a delivery's `webhook-id`, the same on each of its attempts. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/** Every event goes out as `{type, timestamp, data}`. */
export function webhookPayload(type: WebhookEvent, at: Date, data: Record<string, unknown>): WebhookPayload {
  return { type, timestamp: at.toISOString(), data };
}

/** How long the secret before a rotation still signs, so receivers can switch without a gap. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

/**
 * The secrets a delivery is signed with now: the current one, and the previous one while its
 * overlap lasts. Several signatures go in one header, separated by spaces, as the specification
 * allows; a receiver accepts the delivery when any of them matches a secret it holds.
 */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  now: Date,
): string[] {
  const overlapping =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretUntil !== null &&
    endpoint.previousSecretUntil.getTime() > now.getTime();
  return overlapping ? [endpoint.secret, endpoint.previousSecret as string] : [endpoint.secret];
}

/** The three headers of a signed request. `at` is the attempt's time, in whole seconds on the wire. */
export function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' '),
  };
}

/**
 * Waits before each retry, after the first attempt failed: the schedule the specification
 * suggests (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h), about 28 hours in all. A delivery whose
 * last attempt failed is given up.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];

/** Attempts in all, the first included. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed attempts, or null when the delivery is given up. */
export function nextAttemptAt(attempts: number, failedAt: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay);
}

/** How an answer settles an attempt: 2xx delivered; 410 gone (the endpoint is disabled); else retry. */
export function attemptOutcome(httpStatus: number | null): 'delivered' | 'gone' | 'retry' {
  if (httpStatus !== null && httpStatus >= 200 && httpStatus < 300) return 'delivered';
  if (httpStatus === 410) return 'gone';
  return 'retry';
}

/** The part of an answer kept with its attempt. */
export const KEPT_ANSWER_BYTES = 2048;
/** A receiver must answer within this, or the attempt failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;
