import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callProduct,
  E2E_ADMIN,
  launchBrowser,
  liftFreeTier,
  newPage,
  type RunningProduct,
  signIn,
  startProduct,
} from './harness';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  await liftFreeTier(product);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/** The site's statistics zone out of the box (configuration's default). */
const SITE_ZONE = 'Asia/Shanghai';
/** A reader whose clock is half a day away from the site's, so a wrong zone shows another hour. */
const READER_ZONE = 'America/New_York';
const SUFFIX = 'e2e-clock';

type Answer = { status: boolean; data: Record<string, unknown> };

const call = (path: string, body: unknown, token?: string) => callProduct<Answer>(product, path, body, token);

/** The hour (`07`) and calendar day (`2025-05-12`) of an instant in a zone. */
function clockIn(zone: string, at: Date): { hour: string; day: string } {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
  const day = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return { hour, day: day.format(at) };
}

/** The hours of the hourly table that counted a visit (`07:00`), after asking the server again. */
async function busyHours(panel: Locator): Promise<string[]> {
  await panel.locator('[data-action="statistics.refresh"]').click();
  await panel.locator('[data-action="statistics.refresh"]:not(.bp6-loading)').waitFor();
  return panel
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .filter((row) => (row.querySelector('td')?.textContent?.trim() ?? '0') !== '0')
        .map((row) => row.querySelector('th')?.textContent?.trim() ?? ''),
    );
}

async function openPanelByHash(page: Page, panelId: string, selector: string): Promise<Locator> {
  await page.goto(`${product.url}/#/customer/${panelId}`);
  const panel = page.locator(`${selector}:visible`);
  await panel.waitFor();
  return panel;
}

describe('one clock', () => {
  it('shows a visit in the live feed and the hourly chart in the same hour, with the zone named, to a reader in another zone', async () => {
    const token = (await call('admin/login', E2E_ADMIN)).data.token as string;
    const code = await call(
      'qr_code_list/add',
      {
        name: 'Clock check',
        file_name: SUFFIX,
        open_log: 2,
        destinations: [{ url: 'https://example.com/clock' }],
      },
      token,
    );
    expect(code.status).toBe(true);
    // Through the real redirect path, as a visitor's phone would.
    expect((await fetch(code.data.url as string, { redirect: 'manual' })).status).toBe(302);

    // When the server recorded it, as the live feed's own call answers.
    let visitedAt = '';
    await expect
      .poll(async () => {
        const answer = await call('access_real_time_statistics/inquire', { limit: 10 }, token);
        const list = answer.data.list as { created_at: string; file_name: string }[];
        visitedAt = list.find((visit) => visit.file_name === SUFFIX)?.created_at ?? '';
        return visitedAt;
      })
      .not.toBe('');
    const site = clockIn(SITE_ZONE, new Date(visitedAt));
    // Otherwise the test could not tell the two zones apart.
    expect(clockIn(READER_ZONE, new Date(visitedAt)).hour).not.toBe(site.hour);

    const { context, page, errors } = await newPage(browser, { timezoneId: READER_ZONE });
    await signIn(product, page, E2E_ADMIN.account, E2E_ADMIN.password);

    const feed = await openPanelByHash(page, 'access_real_time_statistics', '.lc-feed');
    const row = feed.locator('tbody tr', { hasText: SUFFIX }).first();
    await row.waitFor();
    const shown = (await row.locator('td').first().textContent()) ?? '';
    expect(/(\d{2}):\d{2}:\d{2}/.exec(shown)?.[1]).toBe(site.hour);
    expect(await feed.locator('.lc-zone-tag').textContent()).toContain(`${SITE_ZONE} (UTC+08:00)`);

    const hourly = await openPanelByHash(page, 'hourly_statistics', '.lc-stats');
    expect(await hourly.locator('.lc-zone-tag').textContent()).toContain(`${SITE_ZONE} (UTC+08:00)`);
    // The visit writer rolls visits up within moments.
    await expect
      .poll(() => busyHours(hourly), { timeout: 20_000, interval: 500 })
      .toEqual([`${site.hour}:00`]);

    // The day is the console's date field, not the browser's, and starts on the site's today.
    expect(await hourly.locator('input[type=date]').count()).toBe(0);
    const dayInput = hourly.locator('.lc-stats-day input');
    expect(await dayInput.inputValue()).toBe(site.day);

    // Typed from the keyboard: the day before has no visit.
    await dayInput.focus();
    await page.locator('.bp6-datepicker').waitFor();
    const previous = new Date(Date.parse(`${site.day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await dayInput.fill(previous);
    await page.keyboard.press('Enter');
    await expect.poll(() => busyHours(hourly)).toEqual([]);
    await dayInput.blur();
    expect(await dayInput.inputValue()).toBe(previous);

    // The visit explorer lists it at the same hour, opening on the site's today.
    const explorer = await openPanelByHash(page, 'visitor', '.lc-visitor');
    expect(await explorer.locator('.lc-filter-daterange input').last().inputValue()).toBe(site.day);
    const explored = explorer.locator('tbody tr', { hasText: SUFFIX }).first();
    await explored.waitFor();
    expect(hourOf(await explored.innerText())).toBe(site.hour);

    // The public access-log page: its range ends on the site's today and the visit reads the same.
    const { key } = (await call('admin/query_key', {}, token)).data as { key: string };
    const publicPage = await context.newPage();
    await publicPage.goto(`${product.url}/#/access_log`);
    const rangeEnd = publicPage.locator('.lc-access-log-days input').last();
    await rangeEnd.waitFor();
    expect(await rangeEnd.inputValue()).toBe(site.day);
    await publicPage.fill('#access-log-key', key);
    await publicPage.fill('#access-log-file-name', SUFFIX);
    await publicPage.fill('#access-log-ips', '127.0.0.1');
    await publicPage.locator('button[type=submit]').click();
    const timeCell = publicPage.locator('.bp6-table-cell', { hasText: /\d{2}:\d{2}:\d{2}/ }).first();
    await timeCell.waitFor();
    expect(hourOf(await timeCell.innerText())).toBe(site.hour);
    expect(await publicPage.locator('.lc-zone-tag').first().textContent()).toContain(SITE_ZONE);

    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The hour of the first `hh:mm:ss` in a text. */
function hourOf(text: string): string | undefined {
  return /(\d{2}):\d{2}:\d{2}/.exec(text)?.[1];
}
