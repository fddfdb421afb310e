import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callProduct,
  E2E_ADMIN,
  launchBrowser,
  newPage,
  openPanel,
  type RunningProduct,
  signIn,
  startProduct,
} from './harness';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('maintenance tasks', () => {
  it('opens the lock waits beside the task catalogue, runs a task and follows it to its log', async () => {
    const { page, context, errors } = await newPage(browser, { locale: 'en-US' });
    await signIn(product, page, E2E_ADMIN.account, E2E_ADMIN.password);
    await page.click('.lc-header [data-action="language.switch"]');
    await page.click('[data-locale="en-US"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');

    await openPanel(page, 'mysql_lock');
    await page.locator('.lc-db').waitFor();
    await openPanel(page, 'script');
    const catalogue = page.locator('.lc-script-catalogue');
    await catalogue.waitFor();
    // Dock the catalogue beside the lock waits: both on screen at once.
    await page.keyboard.press('Alt+Backslash');
    await page.locator('.lc-db').waitFor({ state: 'visible' });
    await catalogue.waitFor({ state: 'visible' });
    expect(await page.locator('.lc-dock .flexlayout__tabset_tabbar_outer').count()).toBe(2);

    // A year of daily totals: 366 steps, each written as progress while the list refreshes.
    const card = page.locator('.lc-script-task[data-task="rebuild_day_totals"]');
    await card.locator('[data-action="script.run"]').click();
    const dialog = page.locator('.bp6-dialog');
    await dialog.waitFor();
    await dialog.locator('#field-params\\.start_date').fill('2025-11-26');
    await dialog.locator('#field-params\\.end_date').fill('2026-11-26');
    const started = page.waitForResponse((response) => response.url().endsWith('/api/script/run'));
    await dialog.locator('button[type=submit]').click();
    expect((await (await started).json()).status).toBe(true);
    await dialog.waitFor({ state: 'detached' });

    // The card follows the run until it has finished, and its row leads to the log.
    await card.locator('.lc-script-last .bp6-intent-success').waitFor({ timeout: 60_000 });
    await page.locator('.lc-script .lc-table-row-openable').first().click();
    const log = page.locator('[data-testid="script-log"]');
    await log.waitFor();
    await expect.poll(async () => (await log.textContent())?.split('\n').length).toBe(366);
    expect(await page.locator('.lc-script-outcome').textContent()).toContain(
      '366 days of daily totals rebuilt',
    );

    // The server's record agrees: the run went all the way.
    const token = (await callProduct<{ data: { token: string } }>(product, 'admin/login', E2E_ADMIN)).data
      .token;
    const overview = await callProduct<{
      data: { tasks: { task: string; last: { progress: number } | null }[] };
    }>(product, 'script/inquire', { page: 1, page_size: 5 }, token);
    expect(overview.data.tasks.find((task) => task.task === 'rebuild_day_totals')?.last?.progress).toBe(100);
    expect(errors).toEqual([]);
    await context.close();
  });
});
