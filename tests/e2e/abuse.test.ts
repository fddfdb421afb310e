import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScreenMatch, ScreenRuleKind, SuspensionTarget } from '../../contract/enums';
import {
  callProduct,
  E2E_ADMIN,
  launchBrowser,
  liftFreeTier,
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
  await liftFreeTier(product);
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

// biome-ignore lint/suspicious/noExplicitAny: the test reads answers of many calls and asserts on them
type Answer = { status: boolean; message?: string; data: any };
const call = (path: string, body: unknown, token?: string) => callProduct<Answer>(product, path, body, token);

async function tokenOf(account: string, password: string): Promise<string> {
  return (await call('admin/login', { account, password })).data.token as string;
}

/** What a visitor of a code gets: the status, where it sends them, and the page. */
async function visit(fileName: string) {
  const response = await fetch(`${product.url}/c/${fileName}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

describe('abuse controls', () => {
  it('refuses a blocklisted host, pauses a destination a re-screen flags, and suspends through a report', async () => {
    const admin = await tokenOf(E2E_ADMIN.account, E2E_ADMIN.password);
    await call('admin/register', { account: 'shadyshop', password: 'abc12345', repeat_password: 'abc12345' });
    const owner = await tokenOf('shadyshop', 'abc12345');
    const block = (value: string) =>
      call(
        'abuse_blocklist/add',
        { kind: ScreenRuleKind.block, match_type: ScreenMatch.host, value, note: 'phishing kit' },
        admin,
      );
    expect((await block('phish.example')).status).toBe(true);

    // A blocklisted host is refused on save, with the reason on that destination.
    const refused = await call(
      'qr_code_list/add',
      { name: 'Login', destinations: [{ url: 'https://login.phish.example/account' }] },
      owner,
    );
    expect(refused.status).toBe(false);
    expect(JSON.stringify(refused)).toContain('destinations');

    // A live destination whose host is listed later is paused by a re-screen, and its owner told.
    const later = (
      await call(
        'qr_code_list/add',
        { name: 'Promo', destinations: [{ url: 'https://promo.example/' }] },
        owner,
      )
    ).data;
    expect((await visit(later.file_name)).status).toBe(302);
    expect((await block('promo.example')).status).toBe(true);
    const details = (await call('qr_code_list/details', { id: later.id }, owner)).data;
    const rescreened = await call('abuse_screening/rescreen', { ids: [details.destinations[0].id] }, admin);
    expect(rescreened.status, JSON.stringify(rescreened)).toBe(true);
    expect((await visit(later.file_name)).location).not.toBe('https://promo.example/');
    const paused = (await call('qr_code_list/details', { id: later.id }, owner)).data;
    expect(paused.destinations[0].screening_paused_at).not.toBeNull();
    const messages = (await call('message/inquire', { page: 1, page_size: 10 }, owner)).data;
    expect(messages.total).toBeGreaterThan(0);

    // A visitor reports a working code through the public form.
    const shop = (
      await call(
        'qr_code_list/add',
        { name: 'Shop', destinations: [{ url: 'https://shop.example/' }] },
        owner,
      )
    ).data;
    const { page: visitor, context: visitorContext } = await newPage(browser, { locale: 'en-US' });
    await visitor.goto(`${product.url}/report/${shop.file_name}`);
    await visitor.selectOption('#category', '1');
    await visitor.fill('#message', 'Asks for bank passwords <b>now</b>');
    await visitor.click('button[type=submit]');
    await visitor.locator('h1').waitFor();
    expect(await visitor.locator('body').textContent()).toContain(shop.file_name);
    await visitorContext.close();

    // The administrator finds it in the queue and suspends the owner from it.
    const { page, context, errors } = await newPage(browser, { locale: 'en-US' });
    await signIn(product, page, E2E_ADMIN.account, E2E_ADMIN.password);
    await page.click('.lc-header [data-action="language.switch"]');
    await page.click('[data-locale="en-US"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await openPanel(page, 'abuse_report');
    const row = page.locator('.lc-table-row-openable', { hasText: shop.file_name });
    await row.waitFor();
    await row.click();
    // The reporter's text is shown as text, never as markup.
    await page.locator('.lc-report-message', { hasText: '<b>now</b>' }).waitFor();
    await page.getByRole('button', { name: 'Suspend the account shadyshop' }).click();
    const suspended = page.waitForResponse((response) =>
      response.url().endsWith('/api/abuse_suspension/add'),
    );
    await page.locator('.bp6-dialog').getByRole('button', { name: 'Suspend', exact: true }).click();
    expect((await (await suspended).json()).status).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    // Every code of the owner answers the neutral suspended page with a way to report it.
    const answered = await visit(shop.file_name);
    expect(answered.status).toBe(403);
    expect(answered.body).toContain(`/report/${shop.file_name}`);
    expect(answered.body).not.toContain('shop.example');
    expect(
      (await call('qr_code_list/add', { name: 'More', destinations: [{ url: 'https://x.example/' }] }, owner))
        .status,
    ).toBe(false);

    // Lifting restores everything as it was.
    const active = (
      await call(
        'abuse_suspension/inquire',
        { page: 1, page_size: 10, target_type: SuspensionTarget.user, active: true },
        admin,
      )
    ).data.list;
    expect(active).toHaveLength(1);
    expect((await call('abuse_suspension/lift', { id: active[0].id }, admin)).status).toBe(true);
    const restored = await visit(shop.file_name);
    expect(restored.status).toBe(302);
    expect(restored.location).toBe('https://shop.example/');
  });
});
