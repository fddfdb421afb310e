import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { asciiUrl, hasHiddenCharacter, isSafeDestinationUrl } from '../rules';
import { text } from '../text';

/**
 * Events an owner's endpoint may ask for (SPEC §12): what happens to their codes, domains, orders
 * and withdrawals, a per-minute summary of their codes' visits, and the test event.
 */
export const OWNER_WEBHOOK_EVENTS = [
  'code.created',
  'code.updated',
  'code.destination_switched',
  'code.destination_nearly_full',
  'code.exhausted',
  'code.destination_expiring',
  'domain.status_changed',
  'order.paid',
  'withdrawal.reviewed',
  'visits.summary',
  'webhook.test',
] as const;

/** Events only administrators' endpoints hear: they concern the platform, not one owner. */
export const ADMIN_WEBHOOK_EVENTS = ['abuse.report_received'] as const;

export const WEBHOOK_EVENTS = [...OWNER_WEBHOOK_EVENTS, ...ADMIN_WEBHOOK_EVENTS] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/**
 * The grant that makes an endpoint platform-wide and lets it ask for administrators' events; a
 * permission of its own (seeded to administrators) rather than a role name, so it stays editable.
 */
export const WEBHOOK_PLATFORM_PERMISSION = 'webhook/platform';

/** Live endpoints one account may hold. */
export const MAX_WEBHOOK_ENDPOINTS = 20;
export const MAX_WEBHOOK_URL = 2000;

/** Where a delivery stands: waiting for its (next) attempt, delivered, or given up. */
export const WebhookDeliveryStatus = { pending: 1, delivered: 2, failed: 3 } as const;
export type WebhookDeliveryStatusValue = (typeof WebhookDeliveryStatus)[keyof typeof WebhookDeliveryStatus];

/** An http(s) URL as typed, stored in its ASCII form like a destination's. */
export const webhookUrlSchema = text()
  .trim()
  .max(MAX_WEBHOOK_URL, 'webhook.url_too_long')
  .check(z.refine((url) => !hasHiddenCharacter(url), { message: 'code.url_hidden_character', abort: true }))
  .refine(isSafeDestinationUrl, 'code.url_scheme')
  .transform(asciiUrl)
  .describe('Where events are POSTed; never a private or loopback address');

const endpointFields = {
  url: webhookUrlSchema,
  description: text().trim().max(200).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'webhook.events_required')
    .max(WEBHOOK_EVENTS.length * 2)
    .transform((events) => WEBHOOK_EVENTS.filter((event) => events.includes(event)))
    .describe('The event types the endpoint receives'),
  enabled: z.boolean().default(true),
  platform: z
    .boolean()
    .default(false)
    .describe('Administrators only: the endpoint hears every owner’s events, not only its own'),
};

/** An endpoint as its owner sees it: never its secret, which is shown once on add and rotate. */
export const webhookRowSchema = z.object({
  id: z.int(),
  url: text(),
  description: text(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  platform: z.boolean(),
  /** `gone`: disabled by itself after the receiver answered 410; '' otherwise. */
  disabled_reason: text(),
  /** Until when the secret before the last rotation still signs too; null without one. */
  previous_secret_until: isoTime.nullable(),
  create_time: isoTime,
});
export type WebhookRow = z.infer<typeof webhookRowSchema>;

/** One attempt to send a delivery. */
export const webhookAttemptSchema = z.object({
  attempt: z.int(),
  http_status: z.int().nullable(),
  latency_ms: z.int(),
  /** The first 2 kB of the answer, or why there was none. */
  response: text(),
  create_time: isoTime,
});

/** One event sent (or being sent) to an endpoint, with every attempt. */
export const webhookDeliveryRowSchema = z.object({
  id: z.int(),
  event: z.enum(WEBHOOK_EVENTS),
  status: enumSchema(WebhookDeliveryStatus),
  /** The last attempt's HTTP status; null before one, or when no answer came. */
  http_status: z.int().nullable(),
  /** Attempts made so far. */
  attempt: z.int(),
  latency_ms: z.int().nullable(),
  next_attempt_time: isoTime.nullable(),
  create_time: isoTime,
  attempts: z.array(webhookAttemptSchema),
});
export type WebhookDeliveryRow = z.infer<typeof webhookDeliveryRowSchema>;

/**
 * Every payload has this shape; `data` depends on `type` (see the OpenAPI document's
 * `webhooks` section).
 */
export const webhookPayloadSchema = z.object({
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.string().describe('When the event happened, ISO 8601 UTC'),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const webhookCalls = prefixed('webhook', {
  inquire: call({
    summary: 'The caller’s webhook endpoints, newest first; secrets are never answered again',
    effect: 'read',
    access: 'permission',
    input: z.object({ ...pageInput }),
    output: paged(webhookRowSchema),
  }),
  add: call({
    summary: 'Add a webhook endpoint; the answer holds its signing secret, shown this once',
    effect: 'write',
    access: 'permission',
    input: z.object(endpointFields),
    output: z.object({ id: z.int(), secret: text() }),
  }),
  update: call({
    summary: 'Change an endpoint’s address, description, events or whether it is enabled',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...endpointFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Remove endpoints with their delivery log',
    effect: 'write',
    access: 'permission',
    input: z.object({
      ids: z
        .array(idSchema)
        .min(1)
        .max(MAX_WEBHOOK_ENDPOINTS * 5),
    }),
    output: noOutput,
  }),
  rotate_secret: call({
    summary: 'A new signing secret, shown this once; the old one keeps signing too for 24 hours',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema }),
    output: z.object({ secret: text(), previous_secret_until: isoTime }),
  }),
  test: call({
    summary: 'Send a webhook.test event to the endpoint now, through the outbox',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema }),
    output: z.object({ delivery_id: z.int() }),
  }),
  deliveries: call({
    summary: 'The events sent to an endpoint, newest first, each with every attempt',
    effect: 'read',
    access: 'permission',
    input: z.object({ id: idSchema, ...pageInput }),
    output: paged(webhookDeliveryRowSchema),
  }),
  redeliver: call({
    summary: 'Send a delivered or failed event again now (a new attempt, the same webhook-id)',
    effect: 'write',
    access: 'permission',
    input: z.object({ delivery_id: idSchema }),
    output: noOutput,
  }),
});

const codeRef = {
  code_id: z.int(),
  name: text(),
  file_name: text().describe('The code’s suffix in its public URL'),
};
const destinationRef = z
  .object({ id: z.int(), url: text().nullable(), title: text() })
  .nullable()
  .describe('A destination of the code; null when it is gone');
const timeText = z.string().describe('ISO 8601 UTC');

/**
 * What `data` holds for each event type: documentation for receivers, listed in the OpenAPI
 * document's `webhooks` section. Receivers should ignore fields they do not know: new ones may
 * be added.
 */
export const WEBHOOK_EVENT_DATA: Record<WebhookEvent, { summary: string; data: z.ZodType }> = {
  'code.created': {
    summary: 'A code was created',
    data: z.object({ ...codeRef, domain_id: z.int().nullable() }),
  },
  'code.updated': {
    summary: 'A code’s settings or destinations were changed, or it went to or came back from the trash',
    data: z.object({ ...codeRef, changed: z.enum(['settings', 'destinations', 'removed', 'restored']) }),
  },
  'code.destination_switched': {
    summary: 'A code moved on to its next destination (the previous one reached its threshold)',
    data: z.object({ ...codeRef, from: destinationRef, to: destinationRef }),
  },
  'code.destination_nearly_full': {
    summary: 'A destination reached its warning line (80 % of its threshold)',
    data: z.object({
      ...codeRef,
      destination: destinationRef,
      threshold: z.int(),
      visits: z.int(),
      left: z.int(),
    }),
  },
  'code.exhausted': {
    summary: 'A code has no usable destination left: every threshold used up, or every destination expired',
    data: z.object({
      ...codeRef,
      reason: z.enum(['thresholds', 'expired']),
      fallback: destinationRef.optional().describe('What visitors see now, when thresholds ran out'),
    }),
  },
  'code.destination_expiring': {
    summary: 'Destinations of a code expire soon (a WeChat group QR after 7 days)',
    data: z.object({
      ...codeRef,
      destinations: z.array(z.object({ id: z.int(), expires_at: timeText.nullable() })),
      usable: z.int().describe('Usable destinations left'),
    }),
  },
  'domain.status_changed': {
    summary: 'The domain monitor found a domain flagged, failing, or recovered',
    data: z.object({
      domain_id: z.int(),
      host: text(),
      before: z.int(),
      after: z.int(),
      change: z.enum(['flagged', 'failed', 'recovered']),
      problems: z.array(z.unknown()),
    }),
  },
  'order.paid': {
    summary: 'A recharge was paid: on the chain, or confirmed by an administrator',
    data: z.object({
      order_id: z.int(),
      type: z.int(),
      amount: z.string().describe('Decimal USDT amount'),
      tx_hash: text(),
      confirmed_by: z.enum(['chain', 'administrator']),
    }),
  },
  'withdrawal.reviewed': {
    summary: 'An administrator approved or rejected a withdrawal',
    data: z.object({
      withdrawal_id: z.int(),
      amount: z.string(),
      address: text(),
      status: z.enum(['approved', 'rejected']),
      tx_hash: text(),
      reason: text(),
    }),
  },
  'visits.summary': {
    summary: 'The visits of one code in about the last minute; sent only for minutes with visits',
    data: z.object({
      ...codeRef,
      from: timeText,
      to: timeText,
      visits: z.int().describe('Served visits'),
      refused: z.int().describe('Visits an access rule refused'),
      unique_ips: z.int().describe('Addresses new to the code this hour'),
    }),
  },
  'webhook.test': {
    summary: 'Sent by “send test event”',
    data: z.object({ endpoint_id: z.int(), message: text() }),
  },
  'abuse.report_received': {
    summary: 'Someone reported a code (administrators’ platform-wide endpoints only)',
    data: z.object({
      report_id: z.int(),
      code_id: z.int(),
      file_name: text(),
      code_name: text(),
      owner_id: z.int(),
      category: z.int(),
      message: text(),
    }),
  },
};
