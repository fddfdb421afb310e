import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANDROID, DESKTOP, IPHONE_WECHAT } from '../support/user-agents';
import { callProduct, launchBrowser, newPage, type RunningProduct, startProduct } from './harness';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // The test plays the load balancer: its X-Forwarded-For names each visitor.
  product = await startProduct({ TRUST_PROXY: '127.0.0.1' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const OPERATOR = { account: 'e2eanalyst', password: 'Analyst123' };
const SUFFIX = 'e2e-stats';

/**
 * Visitors of the code: two WeChat visits from a China Mobile address, one Android visit from
 * another China Mobile address in the same /24, one desktop visit from abroad.
 */
const VISITS: [ip: string, userAgent: string][] = [
  ['223.104.3.1', IPHONE_WECHAT],
  ['223.104.3.1', IPHONE_WECHAT],
  ['223.104.3.7', ANDROID],
  ['8.8.8.8', DESKTOP],
];

type Answer = { status: boolean; data: Record<string, unknown> };

const call = (path: string, body: unknown, token?: string) => callProduct<Answer>(product, path, body, token);

async function signIn(page: Page) {
  await page.goto(`${product.url}/#/admin_login`);
  await page.fill('#login-account', OPERATOR.account);
  await page.fill('#login-password', OPERATOR.password);
  await page.click('button[type=submit]');
}

/** The figure of a dashboard card, found by its label. */
const statValue = (page: Page, label: string) =>
  page.locator('.lc-stat-card', { hasText: label }).first().locator('.lc-stat-value');

describe('visit analytics', () => {
  it('records a new operator’s visitors, shows them on the dashboard, finds them on the access log and exports them', async () => {
    const registered = await call('admin/register', {
      account: OPERATOR.account,
      password: OPERATOR.password,
      repeat_password: OPERATOR.password,
    });
    expect(registered.status).toBe(true);
    const token = registered.data.token as string;
    const code = await call(
      'qr_code_list/add',
      {
        name: 'Autumn fair',
        file_name: SUFFIX,
        open_log: 2,
        destinations: [{ url: 'https://example.com/fair' }],
      },
      token,
    );
    expect(code.status).toBe(true);
    // Through the real redirect path, as the visitors' phones would.
    for (const [ip, userAgent] of VISITS) {
      const response = await fetch(code.data.url as string, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': ip, 'user-agent': userAgent },
      });
      expect(response.status).toBe(302);
    }

    const { context, page, errors } = await newPage(browser);
    await signIn(page);
    // Today's statistics is the workspace's default panel; the writer flushes within moments.
    await expect
      .poll(
        async () => {
          await page.locator('.lc-stats-toolbar [data-action="statistics.refresh"]').first().click();
          return (await statValue(page, '今日访问').textContent())?.match(/^\d+/)?.[0];
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe('4');
    expect((await statValue(page, '独立IP').textContent())?.match(/^\d+/)?.[0]).toBe('3');

    // The access-log page, with the owner's query key from the account settings.
    const key = (await call('admin/query_key', {}, token)).data.key as string;
    const log = await context.newPage();
    const logWarnings: string[] = [];
    log.on('console', (message) => logWarnings.push(message.text()));
    await log.goto(`${product.url}/#/access_log`);
    await log.fill('#access-log-key', key);
    await log.fill('#access-log-file-name', SUFFIX);
    await log.fill('#access-log-ips', '223.104.3.1\n223.104.3.7\n8.8.8.8\n1.2.3.4');
    await log.locator('.lc-access-log-form button[type=submit]').click();
    const count = (filter: string) =>
      log
        .locator(`[data-filter="${filter}"] .lc-access-log-count`)
        .textContent()
        .then((text) => text?.trim());
    await expect.poll(() => count('all'), { timeout: 15_000 }).toBe('3');
    expect(await count('china_mobile')).toBe('2');
    expect(await count('wechat')).toBe('1');
    expect(await count('outside_china')).toBe('1');
    expect(await count('apple')).toBe('1');
    // The results table's keyboard shortcuts have their provider on this public page too.
    expect(logWarnings.filter((text) => text.includes('HotkeysProvider'))).toEqual([]);
    expect(await count('android')).toBe('1');
    expect(await count('china_unicom')).toBe('0');
    // Filtering runs in the worker and switches the table to the filtered rows.
    await log.click('[data-filter="outside_china"]');
    const table = log.locator('.lc-access-log-table');
    await expect.poll(() => table.getByText('8.8.8.8').count(), { timeout: 5000 }).toBeGreaterThan(0);
    await expect.poll(() => table.getByText('223.104.3.7').count(), { timeout: 5000 }).toBe(0);

    // Export the code's records from the code list and download the finished file.
    await page.goto(`${product.url}/#/customer/qr_code_list`);
    const row = page.locator('.lc-codes-own tbody tr', { has: page.locator(`[data-code="${SUFFIX}"]`) });
    await row.locator('button[aria-label*="Autumn fair"]').last().click();
    await page.click('[data-action="qr_code_access/inquire"]');
    // The distinct addresses of the code, busiest first; then back to the visits.
    const dialog = page.locator('.lc-access-records-dialog');
    await dialog.getByRole('radio', { name: '访客 IP' }).click();
    const ipRows = dialog.locator('tbody tr');
    await expect.poll(() => ipRows.count(), { timeout: 10_000 }).toBe(3);
    const busiest = ipRows.first().locator('td');
    expect((await busiest.nth(0).textContent())?.trim()).toBe('223.104.3.1');
    expect((await busiest.nth(1).textContent())?.trim()).toBe('2');
    await dialog.getByRole('radio', { name: '访问明细' }).click();
    await page.click('[data-action="qr_code_access/export_access_records"]');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    await page.goto(`${product.url}/#/customer/async_operations`);
    const download = page.locator('[data-action="async_operations.download"]').first();
    await expect
      .poll(
        async () => {
          if (await download.count()) return true;
          await page.reload();
          return false;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe(true);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    const csv = readFileSync((await file.path()) as string, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(1 + VISITS.length);
    expect(csv).toContain('223.104.3.7');
    expect(csv).toContain('中国移动');

    expect(errors).toEqual([]);
    await context.close();
  });
});
