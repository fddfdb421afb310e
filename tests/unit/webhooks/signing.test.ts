import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { webhookPayloadSchema } from '../../../contract/areas/webhooks';
import {
  attemptOutcome,
  MAX_ATTEMPTS,
  newMessageId,
  newWebhookSecret,
  nextAttemptAt,
  RETRY_DELAYS_MS,
  SECRET_OVERLAP_MS,
  signedHeaders,
  signingSecrets,
  webhookPayload,
} from '../../../server/webhooks/signing';
import { countsSince } from '../../../server/webhooks/visit-summary';

const HOUR = 3_600_000;
const at = new Date('2026-11-28T08:00:00.000Z');

describe('the retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then gives up after 8 attempts', () => {
    const waits = Array.from({ length: MAX_ATTEMPTS }, (_, index) => nextAttemptAt(index + 1, at));
    expect(waits.map((when) => (when ? when.getTime() - at.getTime() : null))).toEqual([
      5_000,
      5 * 60_000,
      30 * 60_000,
      2 * HOUR,
      5 * HOUR,
      10 * HOUR,
      10 * HOUR,
      null,
    ]);
  });

  it('keeps trying for about a day', () => {
    const total = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThan(24 * HOUR);
    expect(total).toBeLessThan(30 * HOUR);
  });

  it('counts a 2xx as delivered, a 410 as gone and anything else (or no answer) as a retry', () => {
    expect([200, 201, 204, 299].map(attemptOutcome)).toEqual(Array(4).fill('delivered'));
    expect(attemptOutcome(410)).toBe('gone');
    expect([null, 199, 301, 400, 404, 429, 500, 503].map(attemptOutcome)).toEqual(Array(8).fill('retry'));
  });
});

describe('payloads', () => {
  it('are {type, timestamp, data} with an ISO time, as the OpenAPI document says', () => {
    const payload = webhookPayload('code.created', at, { code_id: 7 });
    expect(payload).toEqual({
      type: 'code.created',
      timestamp: '2026-11-28T08:00:00.000Z',
      data: { code_id: 7 },
    });
    expect(webhookPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('carry a fresh message id and secret each time, in the specification’s formats', () => {
    expect(newMessageId()).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(newMessageId()).not.toBe(newMessageId());
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(() => new Webhook(secret)).not.toThrow();
  });
});

describe('signing', () => {
  const body = JSON.stringify(webhookPayload('webhook.test', at, {}));
  const current = newWebhookSecret();
  const previous = newWebhookSecret();
  const endpoint = {
    secret: current,
    previousSecret: previous,
    previousSecretUntil: new Date(at.getTime() + SECRET_OVERLAP_MS),
  };

  it('signs with the current secret alone when there was no rotation', () => {
    expect(signingSecrets({ secret: current, previousSecret: null, previousSecretUntil: null }, at)).toEqual([
      current,
    ]);
  });

  it('signs with both secrets during the overlap, and with the new one after it', () => {
    expect(signingSecrets(endpoint, at)).toEqual([current, previous]);
    expect(signingSecrets(endpoint, new Date(at.getTime() + SECRET_OVERLAP_MS))).toEqual([current]);
  });

  it('writes headers the library’s own verify accepts with either secret', () => {
    const now = new Date();
    const headers = signedHeaders([current, previous], 'msg_1', now, body);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    for (const secret of [current, previous])
      expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
    // A changed body no longer matches.
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow();
  });
});

describe('visit summaries', () => {
  const counts = (visits: number, refused = 0, uniqueIps = 0) => ({ visits, refused, uniqueIps });

  it('are what the hourly counters gained since they were marked, across an hour’s end', () => {
    const now = new Map([
      [1, counts(10, 2, 4)],
      [2, counts(3, 0, 3)],
    ]);
    const marked = new Map([[1, counts(7, 2, 3)]]);
    expect(countsSince(now, marked)).toEqual(counts(6, 0, 4));
  });

  it('are nothing for a quiet code', () => {
    const same = new Map([[1, counts(5, 1, 2)]]);
    expect(countsSince(same, same)).toEqual(counts(0));
  });
});
