import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQrPng } from '../support/qr';
import { callProduct, launchBrowser, newPage, type RunningProduct, startProduct } from './harness';

const PUBLIC = 'https://qr.first-day.example';
/** Where pictures of this test go when asked for (`FIRST_DAY_SHOTS=folder`), to look at them. */
const SHOTS = process.env.FIRST_DAY_SHOTS;

let product: RunningProduct;
let browser: Browser;

/** The password the first administrator chooses when the console asks. */
const CHOSEN = 'MyOwn2026pw';

beforeAll(async () => {
  // A first start as an operator makes it: a generated password, no public address anywhere yet.
  product = await startProduct({ PUBLIC_BASE_URL: '', ADMIN_ACCOUNT: '', ADMIN_PASSWORD: '' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('an operator’s first day', () => {
  it('replaces the generated password, asks for the public address, and QR codes carry it', async () => {
    const printed = /First login: (\S+) \/ (\S+)/.exec(product.output());
    expect(printed).not.toBeNull();
    const [, account = '', generated = ''] = printed ?? [];
    const { page, errors } = await newPage(browser);
    await page.goto(`${product.url}/#/admin_login`);
    await page.fill('#login-account', account);
    await page.fill('#login-password', generated);
    await page.click('button[type=submit]');

    // The printed password is replaced before anything else.
    await page.waitForFunction(() => window.location.hash === '#/change_password');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/first-password.png` });
    await page.fill('#password-old_password', generated);
    await page.fill('#password-password', CHOSEN);
    await page.fill('#password-repeat_password', CHOSEN);
    await page.click('.lc-change-password button[type=submit]');

    // Asked at once, with the address the browser is using filled in, and what it is for.
    const field = page.locator('#lc-public-address');
    await field.waitFor();
    expect(await field.inputValue()).toBe(product.url);
    expect(await page.locator('.lc-public-address-dialog').textContent()).toContain('二维码');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/public-address-dialog.png` });

    // "Later" leaves the warning standing over the workspace.
    await page.click('[data-action="public_address.later"]');
    const banner = page.locator('.lc-public-address-banner');
    await banner.waitFor();
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/public-address-banner-light.png` });
      await page.click('[data-action="theme.toggle"]');
      await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
      await page.screenshot({ path: `${SHOTS}/public-address-banner-dark.png` });
    }

    await page.click('[data-action="public_address.set"]');
    await field.fill(`${PUBLIC}/`);
    const saved = page.waitForResponse((response) =>
      response.url().endsWith('/api/configuration/public_address'),
    );
    await page.click('[data-action="configuration/public_address"]');
    expect((await (await saved).json()).status).toBe(true);
    await banner.waitFor({ state: 'detached' });

    const token = (
      await callProduct<{ data: { token: string } }>(product, 'admin/login', { account, password: CHOSEN })
    ).data.token;
    const code = (
      await callProduct<{ data: { url: string; qr_url: string; file_name: string } }>(
        product,
        'qr_code_list/add',
        { name: 'first', password: 'share123', destinations: [{ url: 'https://example.com/' }] },
        token,
      )
    ).data;
    expect(code.url).toBe(`${PUBLIC}/c/${code.file_name}`);
    const png = Buffer.from(await (await fetch(`${product.url}${code.qr_url}`)).arrayBuffer());
    expect(decodeQrPng(png)).toMatch(new RegExp(`^${PUBLIC.replace(/\./g, '\\.')}/c/${code.file_name}\\?s=`));

    // The code list offers the share link; copied, it opens the share page (on this machine here).
    await page.goto(`${product.url}/#/customer/qr_code_list`);
    await page.click(`[data-code="${code.file_name}"] [data-action="codes.share"]`);
    const card = page.locator('.lc-share-link[data-share-link]');
    await card.waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/share-link.png` });
    const link = (await card.getAttribute('data-share-link')) ?? '';
    expect(link).toBe(`${PUBLIC}/#/share_access?name=${code.file_name}&password=share123`);
    const shared = await browser.newPage();
    await shared.goto(link.replace(PUBLIC, product.url));
    await shared.locator('[data-share="view_number"]').waitFor();
    // Without the password the page asks for it, and a wrong one is said to be wrong.
    await shared.goto(`${product.url}/#/share_access?name=${code.file_name}`);
    await shared.fill('#share-password', 'wrong1');
    await shared.click('[data-action="share.open"]');
    await shared.locator('.lc-share-lock .bp6-intent-danger').first().waitFor();
    await shared.fill('#share-password', 'share123');
    await shared.click('[data-action="share.open"]');
    await shared.locator('[data-share="view_number"]').waitFor();
    await shared.close();
    expect(errors).toEqual([]);
  });
});
