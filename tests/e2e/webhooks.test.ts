import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeliveryStatus } from '../../contract/areas/webhooks';
import type { TestServer } from '../api/harness';
import { newPage, type RunningProduct, shootBoth, signIn } from './harness';
import { type InProcessProduct, startInProcess } from './in-process';

/*
 * The product is built in this process (not started as its own), so its outbound guard can let
 * the test's receiver on 127.0.0.1 through, as the API tests' fakes are; deliveries run on their
 * own, as in production.
 */
let product: InProcessProduct;
let server: TestServer;
let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: { headers: Record<string, string>; body: string }[] = [];

const OPERATOR = { account: 'hookops01', password: 'Hookops12345' };

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hooks/livecode`;
  product = await startInProcess(OPERATOR, {
    runWebhooks: true,
    webhookGuard: { allowAddresses: ['127.0.0.1'] },
  });
  ({ server, browser } = product);
});

afterAll(async () => {
  await product?.close();
  await new Promise<void>((done) => receiver?.close(() => done()));
});

describe('webhooks', () => {
  it('lets an operator add an endpoint, send a test event and see it delivered', async () => {
    const { page, errors } = await newPage(browser, { locale: 'zh-CN' });
    await signIn({ url: server.url } as RunningProduct, page, OPERATOR.account, OPERATOR.password);
    await page.goto(`${server.url}/#/customer/webhook`);
    await page.locator('[data-action="webhook/add"]').first().waitFor();
    await shootBoth(page, 'webhooks-empty');

    await page.locator('[data-action="webhook/add"]').first().click();
    await page.locator('#field-url').fill(receiverUrl);
    await page.locator('#field-description').fill('订单系统');
    await shootBoth(page, 'webhooks-add-dialog');
    await page.locator('.bp6-dialog button[type="submit"]').click();

    // The secret, shown this once.
    const secretField = page.locator('#webhook-secret');
    await secretField.waitFor();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shootBoth(page, 'webhooks-secret');
    await page.locator('.bp6-dialog-footer button.bp6-intent-primary').click();
    await secretField.waitFor({ state: 'detached' });

    await page.locator('[data-action="webhook/test"]').first().click();
    await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
    const [request] = received;
    const payload = new Webhook(secret).verify(request?.body ?? '', request?.headers ?? {}) as {
      type: string;
    };
    expect(payload.type).toBe('webhook.test');
    await shootBoth(page, 'webhooks-list');

    await page.locator('[data-action="webhook/deliveries"]').first().click();
    const delivered = page.locator(
      `[data-testid="webhook-deliveries"] tr[data-status="${WebhookDeliveryStatus.delivered}"]`,
    );
    await expect
      .poll(
        async () => {
          if ((await delivered.count()) > 0) return true;
          await page.locator('.lc-webhook-deliveries-bar button').click();
          return false;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
    await expect(delivered.first().locator('td').nth(3).textContent()).resolves.toBe('200');
    await delivered.first().locator('button[aria-expanded]').click();
    await page.locator('.lc-webhook-attempts-table').waitFor();
    await shootBoth(page, 'webhooks-deliveries');
    await page.keyboard.press('Escape');
    await page.locator('.lc-webhook-deliveries').waitFor({ state: 'detached' });

    // Rotating asks first, then shows the new secret once.
    await page.locator('[data-action="webhook/rotate_secret"]').first().click();
    await page.locator('.bp6-alert').waitFor();
    await shootBoth(page, 'webhooks-rotate-confirm');
    await page.locator('.bp6-alert button.bp6-intent-warning').click();
    await secretField.waitFor();
    expect(await secretField.inputValue()).not.toBe(secret);
    await page.locator('.bp6-dialog-footer button.bp6-intent-primary').click();

    // The edit form, with the events as boxes.
    await page.locator('[data-action="webhook/update"]').first().click();
    await page.locator('#field-url').waitFor();
    await shootBoth(page, 'webhooks-edit-dialog');
    expect(errors).toEqual([]);
  }, 120_000);
});
