import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookDeliveryStatus } from '../../contract/areas/webhooks';
import { createUser } from '../api/fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from '../api/harness';
import { launchBrowser, newPage, type RunningProduct, signIn } from './harness';

/*
 * The product is built in this process (not started as its own), so its outbound guard can let
 * the test's receiver on 127.0.0.1 through, as the API tests' fakes are; deliveries run on their
 * own, as in production.
 */
let database: TestDatabase;
let server: TestServer;
let browser: Browser;
let receiver: Server;
let receiverUrl: string;
const received: { headers: Record<string, string>; body: string }[] = [];

const OPERATOR = { account: 'hookops01', password: 'Hookops12345' };
/** Where screenshots go when asked for (a folder outside the project); none are taken otherwise. */
const SHOTS = process.env.E2E_SCREENSHOTS;

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
  database = await (databases[0] as (typeof databases)[number]).open();
  server = await startServer(database, {
    config: { webRoot: resolve('dist/web') },
    runWebhooks: true,
    webhookGuard: { allowAddresses: ['127.0.0.1'] },
  });
  await createUser(database.store, { ...OPERATOR, roleKey: 'default' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await database?.drop();
  await new Promise<void>((done) => receiver?.close(() => done()));
});

async function shoot(page: Page, name: string, dark: boolean) {
  if (!SHOTS) return;
  await page.screenshot({ path: join(SHOTS, `${name}-${dark ? 'dark' : 'light'}.png`) });
}

async function setTheme(page: Page, dark: boolean) {
  if ((await page.evaluate(() => document.body.classList.contains('bp6-dark'))) === dark) return;
  // The header's button, pressed even while a dialog covers it: the picture should show both.
  await page.$eval('[data-action="theme.toggle"]', (button) => (button as HTMLButtonElement).click());
  await page.waitForFunction((wanted) => document.body.classList.contains('bp6-dark') === wanted, dark);
}

/** The same view in both themes, light last so the test goes on as it started. */
async function shootBoth(page: Page, name: string) {
  if (!SHOTS) return;
  // Toasts of the steps before would cover what the picture is of.
  for (const close of await page.locator('.bp6-toast button').all()) await close.click();
  await page.locator('.bp6-toast').first().waitFor({ state: 'detached' });
  await setTheme(page, true);
  await shoot(page, name, true);
  await setTheme(page, false);
  await shoot(page, name, false);
}

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
