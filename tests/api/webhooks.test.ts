import { createServer, type Server } from 'node:http';
import { fc } from '@fast-check/vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_WEBHOOK_EVENTS, WebhookDeliveryStatus } from '../../contract/areas/webhooks';
import { AbuseReportCategory, MonitorStatus, WithdrawalStatus } from '../../contract/enums';
import { codes, webhookEndpoints, withdrawals } from '../../server/db/schema';
import { createDomainAlerts } from '../../server/domains/alerts';
import { housekeepingJobs } from '../../server/jobs/housekeeping';
import { runJobOnce } from '../../server/jobs/scheduler';
import { storableText } from '../support/hostile-text';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** One request the receiver got. */
type Received = { path: string; headers: Record<string, string>; body: string };

/**
 * A webhook receiver on 127.0.0.1: it answers each path with the statuses planned for it, in
 * order, then 200. The server reaches it because the test lets that one address through the
 * outbound guard, as the other fakes are.
 */
async function startReceiver() {
  const received: Received[] = [];
  const plans = new Map<string, number[]>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = plans.get(path)?.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(`answered ${status} ${'x'.repeat(3000)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((request) => request.path === path),
    plan: (path: string, statuses: number[]) => plans.set(path, [...statuses]),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The payload of a request, once the library's own check says its signature is good. */
// biome-ignore lint/suspicious/noExplicitAny: each event's data has its own shape, asserted field by field
function verified(secret: string, request: Received): { type: string; timestamp: string; data: any } {
  return new Webhook(secret).verify(request.body, request.headers) as never;
}

const txHash = (seed: string) =>
  seed
    .padEnd(64, '0')
    .replace(/[^0-9a-f]/g, 'a')
    .slice(0, 64);

describe.each(databases)('outgoing webhooks on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let receiver: Receiver;
  let root: string;
  let alice: string;
  let bob: string;
  let aliceId: number;
  let clock = new Date();

  beforeAll(async () => {
    database = await open();
    receiver = await startReceiver();
    server = await startServer(database, {
      clock: () => clock,
      webhookGuard: { allowAddresses: ['127.0.0.1'] },
    });
    root = await server.login();
    aliceId = await createUser(database.store, {
      account: 'hook_alice',
      password: 'Pass12345',
      roleKey: 'default',
    });
    await createUser(database.store, { account: 'hook_bob', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('hook_alice', 'Pass12345');
    bob = await server.login('hook_bob', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
    await database?.drop();
  });

  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await server.call(path, input, { token });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const deliver = () => server.app.webhooks.deliverDue();
  const addEndpoint = (token: string, path: string, events: string[], extra: object = {}) =>
    ok('webhook/add', { url: receiver.url(path), description: path, events, ...extra }, token) as Promise<{
      id: number;
      secret: string;
    }>;
  /** Delivers until the receiver got `count` requests at `path` (the redirect's notices come on their own). */
  const receivedAt = async (path: string, count: number) => {
    await expect
      .poll(
        async () => {
          await deliver();
          return receiver.at(path).length;
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBeGreaterThanOrEqual(count);
    return receiver.at(path);
  };

  it('refuses a private or loopback address when an endpoint is added or changed', async () => {
    for (const url of [
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://localhost:8080/hook',
      'http://[::1]:8080/hook',
      // Loopback, but not the receiver's address the test lets through.
      'http://127.0.0.2/hook',
    ]) {
      const answer = await server.call('webhook/add', { url, events: ['code.created'] }, { token: alice });
      expect(answer.httpStatus, url).toBe(400);
      expect(answer.body.errors, url).toEqual([
        { path: 'url', message: expect.stringMatching(/private|内网|binafsi/i) },
      ]);
    }
    const { id } = await addEndpoint(alice, '/changed', ['code.created']);
    const changed = await server.call(
      'webhook/update',
      { id, url: 'http://172.16.5.5/hook', events: ['code.created'] },
      { token: alice },
    );
    expect(changed.httpStatus).toBe(400);
    await ok('webhook/remove', { ids: [id] }, alice);
  });

  it('refuses at delivery time an address that became private since it was saved', async () => {
    const { id } = await addEndpoint(alice, '/moved', ['webhook.test']);
    // As if the name now resolved inside: the row points at a private address.
    await database.store.db
      .update(webhookEndpoints)
      .set({ url: 'http://10.9.9.9/hook' })
      .where(eq(webhookEndpoints.id, id));
    const { delivery_id } = await ok('webhook/test', { id }, alice);
    await deliver();
    const { list } = await ok('webhook/deliveries', { id }, alice);
    expect(list[0]).toMatchObject({ id: delivery_id, status: WebhookDeliveryStatus.pending, attempt: 1 });
    expect(list[0].attempts[0].http_status).toBeNull();
    expect(list[0].attempts[0].response).toMatch(/^private_address/);
    await ok('webhook/remove', { ids: [id] }, alice);
  });

  it('sends every owner event, signed so the library’s own verify accepts it', async () => {
    clock = new Date();
    const { id, secret } = await addEndpoint(alice, '/alice', [...OWNER_WEBHOOK_EVENTS]);
    const platform = await addEndpoint(root, '/platform', ['code.created', 'abuse.report_received'], {
      platform: true,
    });

    await ok('webhook/test', { id }, alice);
    // A code whose first destination warns at 4 visits and runs out at 5, the second at 1; a third
    // expires within the hour.
    const code = await ok(
      'qr_code_list/add',
      {
        name: 'Webhook code',
        destinations: [
          { url: 'https://example.com/one', threshold: 5 },
          { url: 'https://example.com/two', threshold: 1 },
        ],
      },
      alice,
    );
    const expiring = await ok(
      'qr_code_list/add',
      {
        name: 'Expiring group',
        destinations: [
          { url: 'https://example.com/group', expires_at: new Date(Date.now() + 3_600_000).toISOString() },
        ],
      },
      alice,
    );
    await ok(
      'qr_code_list/update_url',
      {
        id: code.id,
        destinations: [
          { url: 'https://example.com/one', threshold: 5 },
          { url: 'https://example.com/two', threshold: 1 },
        ],
      },
      alice,
    );
    await server.app.lifecycle.round();
    // The visit summary marks the codes first: only visits from now on are told.
    await server.app.webhooks.summariseVisits();
    const visit = () => fetch(`${server.url}/c/${code.file_name}`, { redirect: 'manual' });
    for (let count = 0; count < 8; count += 1) await visit();
    await server.app.visits.drain();
    await server.app.webhooks.summariseVisits();
    await createDomainAlerts({ db: database.store.db, realtime: server.app.realtime, now: () => clock })({
      domainId: 1,
      host: 'shop.example.com',
      ownerId: aliceId,
      before: MonitorStatus.normal,
      after: MonitorStatus.detection_failed,
      change: 'failed',
      problems: [],
    });
    const order = await ok('balance_recharge/add', { amount: '25' }, alice);
    await ok('order/credit', { order_id: order.order_id, tx_hash: txHash('feedbeef01') }, root);
    const [withdrawal] = await database.store.db
      .insert(withdrawals)
      .values({
        userId: aliceId,
        amount: '5',
        address: 'TXYZexampleAddress',
        status: WithdrawalStatus.pending_review,
      })
      .returning({ id: withdrawals.id });
    await ok('acting_withdrawal_list/reject', { id: withdrawal?.id, reason: 'Address not verified' }, root);
    await server.call('abuse_report/add', {
      file_name: code.file_name,
      category: AbuseReportCategory.spam,
      message: 'Unwanted ads',
    });

    // A batch change tells of each code it changed.
    await ok('qr_code_list/remove', { ids: [expiring.id] }, alice);

    const wanted = OWNER_WEBHOOK_EVENTS.length;
    await expect
      .poll(
        async () => {
          await deliver();
          return new Set(receiver.at('/alice').map((request) => verified(secret, request).type)).size;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(wanted);
    const payloads = receiver.at('/alice').map((request) => verified(secret, request));
    for (const payload of payloads) {
      expect(Object.keys(payload).sort()).toEqual(['data', 'timestamp', 'type']);
      expect(new Date(payload.timestamp).toISOString()).toBe(payload.timestamp);
    }
    const byType = (type: string) =>
      payloads.filter((payload) => payload.type === type).map((payload) => payload.data);
    expect(
      byType('code.created')
        .map((data) => data.code_id)
        .sort(),
    ).toEqual([code.id, expiring.id].sort());
    expect(byType('code.updated')[0]).toMatchObject({ code_id: code.id, changed: 'destinations' });
    expect(byType('code.updated')[1]).toMatchObject({ code_id: expiring.id, changed: 'removed' });
    expect(byType('code.destination_nearly_full')[0]).toMatchObject({
      code_id: code.id,
      threshold: 5,
      left: 1,
    });
    expect(byType('code.destination_switched')[0]).toMatchObject({
      code_id: code.id,
      to: { url: 'https://example.com/two' },
    });
    expect(byType('code.exhausted')[0]).toMatchObject({ code_id: code.id, reason: 'thresholds' });
    expect(byType('code.destination_expiring')[0]).toMatchObject({ code_id: expiring.id });
    expect(byType('visits.summary')).toEqual([
      expect.objectContaining({ code_id: code.id, file_name: code.file_name, visits: 8 }),
    ]);
    expect(byType('domain.status_changed')[0]).toMatchObject({ host: 'shop.example.com', change: 'failed' });
    expect(byType('order.paid')[0]).toMatchObject({ order_id: order.order_id, amount: '25' });
    expect(byType('withdrawal.reviewed')[0]).toMatchObject({
      withdrawal_id: withdrawal?.id,
      status: 'rejected',
    });
    expect(byType('webhook.test')).toHaveLength(1);
    // The customer's endpoint never hears the administrators' event.
    expect(byType('abuse.report_received')).toEqual([]);

    // The administrator's platform-wide endpoint hears every owner's new codes and the abuse report.
    const platformPayloads = (await receivedAt('/platform', 3)).map((request) =>
      verified(platform.secret, request),
    );
    expect(platformPayloads.map((payload) => payload.type).sort()).toEqual([
      'abuse.report_received',
      'code.created',
      'code.created',
    ]);
    expect(platformPayloads.find((payload) => payload.type === 'abuse.report_received')?.data).toMatchObject({
      file_name: code.file_name,
      owner_id: aliceId,
    });
    await ok('webhook/remove', { ids: [id] }, alice);
    await ok('webhook/remove', { ids: [platform.id] }, root);
  }, 60_000);

  it('retries a receiver that answered 500 and sends the event exactly twice once it answers 200', async () => {
    clock = new Date();
    receiver.plan('/flaky', [500]);
    const { id, secret } = await addEndpoint(alice, '/flaky', ['webhook.test']);
    const { delivery_id } = await ok('webhook/test', { id }, alice);
    expect(await deliver()).toBe(1);
    expect(receiver.at('/flaky')).toHaveLength(1);
    // Not due yet: the first retry waits 5 seconds.
    expect(await deliver()).toBe(0);
    clock = new Date(clock.getTime() + 5_000);
    expect(await deliver()).toBe(1);
    for (const step of [60_000, 3_600_000, 86_400_000]) {
      clock = new Date(clock.getTime() + step);
      expect(await deliver()).toBe(0);
    }
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(2);
    // The same event both times: one webhook-id a receiver can drop a repeat by.
    expect(requests[0]?.headers['webhook-id']).toBe(requests[1]?.headers['webhook-id']);
    expect(verified(secret, requests[1] as Received).type).toBe('webhook.test');

    const { list, total } = await ok('webhook/deliveries', { id }, alice);
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({
      id: delivery_id,
      event: 'webhook.test',
      status: WebhookDeliveryStatus.delivered,
      http_status: 200,
      attempt: 2,
    });
    expect(list[0].attempts.map((attempt: { http_status: number }) => attempt.http_status)).toEqual([
      500, 200,
    ]);
    // The first 2 kB of each answer are kept.
    expect(list[0].attempts[0].response).toMatch(/^answered 500 x+$/);
    expect(list[0].attempts[0].response.length).toBe(2048);

    // Redelivering is one more attempt now, with the same webhook-id.
    await ok('webhook/redeliver', { delivery_id }, alice);
    expect(await deliver()).toBe(1);
    expect(receiver.at('/flaky')).toHaveLength(3);
    expect(receiver.at('/flaky')[2]?.headers['webhook-id']).toBe(requests[0]?.headers['webhook-id']);
    const after = await ok('webhook/deliveries', { id }, alice);
    expect(after.list[0].attempts).toHaveLength(3);
  });

  it('gives a delivery up after about a day of failures', async () => {
    clock = new Date();
    receiver.plan('/down', Array(20).fill(503));
    const { id } = await addEndpoint(alice, '/down', ['webhook.test']);
    await ok('webhook/test', { id }, alice);
    for (let hour = 0; hour < 40; hour += 1) {
      await deliver();
      clock = new Date(clock.getTime() + 3_600_000);
    }
    expect(receiver.at('/down')).toHaveLength(8);
    const { list } = await ok('webhook/deliveries', { id }, alice);
    expect(list[0]).toMatchObject({ status: WebhookDeliveryStatus.failed, attempt: 8, http_status: 503 });
  });

  it('disables an endpoint whose receiver answers 410 Gone', async () => {
    clock = new Date();
    receiver.plan('/gone', [410]);
    const { id } = await addEndpoint(alice, '/gone', ['webhook.test', 'code.created']);
    await ok('webhook/test', { id }, alice);
    await deliver();
    const [endpoint] = (await ok('webhook/inquire', {}, alice)).list.filter(
      (row: { id: number }) => row.id === id,
    );
    expect(endpoint).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    const { list } = await ok('webhook/deliveries', { id }, alice);
    expect(list[0]).toMatchObject({ status: WebhookDeliveryStatus.failed, http_status: 410, attempt: 1 });
    // Nothing more is queued or sent to it.
    await ok(
      'qr_code_list/add',
      { name: 'After gone', destinations: [{ url: 'https://example.com/x' }] },
      alice,
    );
    clock = new Date(clock.getTime() + 86_400_000);
    await deliver();
    expect(receiver.at('/gone')).toHaveLength(1);
    expect((await server.call('webhook/test', { id }, { token: alice })).httpStatus).toBe(409);
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    clock = new Date();
    const { id, secret: before } = await addEndpoint(alice, '/rotated', ['webhook.test']);
    const { secret: after, previous_secret_until } = await ok('webhook/rotate_secret', { id }, alice);
    expect(after).toMatch(/^whsec_/);
    expect(after).not.toBe(before);
    expect(Date.parse(previous_secret_until) - clock.getTime()).toBe(86_400_000);
    await ok('webhook/test', { id }, alice);
    await deliver();
    const [during] = receiver.at('/rotated');
    expect(during?.headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(verified(before, during as Received).type).toBe('webhook.test');
    expect(verified(after, during as Received).type).toBe('webhook.test');

    clock = new Date(clock.getTime() + 86_400_000 + 1000);
    await ok('webhook/test', { id }, alice);
    await deliver();
    const later = receiver.at('/rotated')[1] as Received;
    expect(verified(after, later).type).toBe('webhook.test');
    expect(() => verified(before, later)).toThrow();
    // The secret is never answered again.
    const listed = (await ok('webhook/inquire', {}, alice)).list.find((row: { id: number }) => row.id === id);
    expect(JSON.stringify(listed)).not.toContain(after.slice(6));
  });

  it('keeps every attempt 30 days, then housekeeping drops it with its delivery', async () => {
    clock = new Date();
    const { id } = await addEndpoint(alice, '/kept', ['webhook.test']);
    await ok('webhook/test', { id }, alice);
    await deliver();
    const retention = housekeepingJobs.find((job) => job.name === 'webhook_log_retention');
    await runJobOnce(
      database.store.db,
      retention as (typeof housekeepingJobs)[number],
      new Date(Date.now() + 29 * 86_400_000),
    );
    expect((await ok('webhook/deliveries', { id }, alice)).list[0].attempts).toHaveLength(1);
    await runJobOnce(
      database.store.db,
      retention as (typeof housekeepingJobs)[number],
      new Date(Date.now() + 31 * 86_400_000),
    );
    expect((await ok('webhook/deliveries', { id }, alice)).total).toBe(0);
    await ok('webhook/remove', { ids: [id] }, alice);
  });

  it('refuses another customer’s endpoint as if it did not exist, and admin events to customers', async () => {
    const { id } = await addEndpoint(alice, '/private', ['webhook.test']);
    const { delivery_id } = await ok('webhook/test', { id }, alice);
    for (const [path, input] of [
      ['webhook/update', { id, url: receiver.url('/bob'), events: ['webhook.test'] }],
      ['webhook/remove', { ids: [id] }],
      ['webhook/rotate_secret', { id }],
      ['webhook/test', { id }],
      ['webhook/deliveries', { id }],
      ['webhook/redeliver', { delivery_id }],
    ] as const) {
      const answer = await server.call(path, input, { token: bob });
      expect(answer.httpStatus, path).toBe(404);
    }
    expect((await ok('webhook/inquire', {}, bob)).list).toEqual([]);

    const adminEvents = await server.call(
      'webhook/add',
      { url: receiver.url('/bob'), events: ['abuse.report_received'] },
      { token: bob },
    );
    expect(adminEvents.httpStatus).toBe(403);
    const platformWide = await server.call(
      'webhook/add',
      { url: receiver.url('/bob'), events: ['code.created'], platform: true },
      { token: bob },
    );
    expect(platformWide.httpStatus).toBe(403);
    // An administrator may, on a platform-wide endpoint only.
    await createUser(database.store, {
      account: 'hook_admin',
      password: 'Pass12345',
      roleKey: 'administrator',
    });
    const admin = await server.login('hook_admin', 'Pass12345');
    const notPlatform = await server.call(
      'webhook/add',
      { url: receiver.url('/admin'), events: ['abuse.report_received'] },
      { token: admin },
    );
    expect(notPlatform.httpStatus).toBe(400);
    expect(notPlatform.body.errors[0].path).toBe('events');
    await ok(
      'webhook/add',
      { url: receiver.url('/admin'), events: ['abuse.report_received'], platform: true },
      admin,
    );
  });

  it('carries whatever name an owner saved as the same text, signed, for any text', async () => {
    await createUser(database.store, { account: 'hook_text', password: 'Pass12345', roleKey: 'default' });
    const owner = await server.login('hook_text', 'Pass12345');
    const { secret } = await addEndpoint(owner, '/texts', ['code.updated']);
    const code = await ok(
      'qr_code_list/add',
      { name: 'Text code', destinations: [{ url: 'https://example.com/text' }] },
      owner,
    );
    let delivered = 0;
    await fc.assert(
      fc.asyncProperty(storableText, async (name) => {
        const answer = await server.call(
          'qr_code_list/update',
          { id: code.id, name, destinations: [{ url: 'https://example.com/text' }] },
          { token: owner },
        );
        // A name the contract refuses (blank, too long) is the owner's mistake, never the server's.
        expect([200, 400]).toContain(answer.httpStatus);
        if (answer.httpStatus !== 200) return;
        const before = receiver.at('/texts').length;
        await receivedAt('/texts', before + 1);
        const request = receiver.at('/texts')[before] as Received;
        const payload = verified(secret, request);
        const [stored] = await database.store.db
          .select({ name: codes.name })
          .from(codes)
          .where(eq(codes.id, code.id));
        expect(payload.data.name).toBe(stored?.name);
        delivered += 1;
      }),
      { numRuns: 15 },
    );
    // Most generated names are valid ones: the property is about those.
    expect(delivered).toBeGreaterThan(5);
  });
});
