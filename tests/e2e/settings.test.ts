import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../server/security/totp';
import { callProduct, E2E_ADMIN, launchBrowser, newPage, type RunningProduct, startProduct } from './harness';

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

const CUSTOMER = { account: 'e2ecustomer', password: 'abc123' };

type Answer = { status: boolean; data: Record<string, unknown> };

const call = (path: string, body: unknown, token?: string) => callProduct<Answer>(product, path, body, token);

async function signIn(page: Page, account: string, password: string) {
  await page.goto(`${product.url}/#/admin_login`);
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
}

async function openPanel(page: Page, panelId: string) {
  // Signing in ends by opening the landing panel; a URL opened before that would be overtaken.
  await page.waitForFunction(() => /^#\/customer\/\w+/.test(window.location.hash));
  await page.goto(`${product.url}/#/customer/${panelId}`);
  await page.waitForFunction((id) => window.location.hash === `#/customer/${id}`, panelId);
}

/** Clicks the settings page's save button and waits for the update call to succeed. */
async function saveSettings(page: Page, updatePath: string, confirm = false) {
  const saved = page.waitForResponse((response) => response.url().endsWith(`/api/${updatePath}`));
  await page.click('[data-action="settings.save"]');
  if (confirm) await page.click('.bp6-alert .bp6-alert-footer .bp6-intent-warning');
  const response = await saved;
  expect((await response.json()).status).toBe(true);
  await page.locator('.lc-settings-clean').waitFor();
}

/** Flips a Blueprint switch by its label (the checkbox itself is drawn by CSS). */
async function toggle(page: Page, inputId: string) {
  await page.locator(`label:has(#${inputId})`).click();
}

describe('settings panels', () => {
  it('changes the console title, gates non-super users with maintenance and lists the change in the log', async () => {
    const registered = await call('admin/register', {
      account: CUSTOMER.account,
      password: CUSTOMER.password,
      repeat_password: CUSTOMER.password,
    });
    expect(registered.status).toBe(true);

    const { context, page, errors } = await newPage(browser);
    await signIn(page, E2E_ADMIN.account, E2E_ADMIN.password);
    await page.locator('.lc-dock').waitFor();
    await openPanel(page, 'configuration');

    // Titles: the unsaved indicator appears, save, and the header follows after a reload.
    await page.locator('#settings-admin_title').fill('E2E 控制台');
    await page.locator('#settings-title').fill('E2E 活码站');
    await page.locator('.lc-settings-dirty', { hasText: '2' }).waitFor();
    await saveSettings(page, 'configuration/update');
    await page.reload();
    await page.locator('.lc-brand-title', { hasText: 'E2E 控制台' }).waitFor();
    expect(await page.title()).toBe('E2E 控制台');
    await page.locator('#settings-title').waitFor();
    expect(await page.inputValue('#settings-title')).toBe('E2E 活码站');

    // A field error from the schema lands on its field, and nothing is sent.
    await page.locator('#settings-color').fill('yellow');
    await page.click('[data-action="settings.save"]');
    await page.locator('.bp6-form-group.bp6-intent-danger', { hasText: '#f5ca47' }).waitFor();
    await page.locator('#settings-color').fill('#f5ca47');

    // Maintenance on: it asks first, then non-super users land on #/maintain.
    await toggle(page, 'settings-maintenance');
    await page.locator('[data-testid="maintenance-warning"].bp6-intent-danger').waitFor();
    await saveSettings(page, 'configuration/update', true);
    expect((await call('website/inquire', {})).data.maintenance).toBe(true);

    const customer = await newPage(browser);
    await signIn(customer.page, CUSTOMER.account, CUSTOMER.password);
    await customer.page.waitForFunction(() => window.location.hash === '#/maintain');
    await customer.page.locator('.lc-public-state', { hasText: '系统维护中' }).waitFor();

    // The super administrator keeps working, after a reload too.
    await page.reload();
    await page.locator('.lc-dock #settings-maintenance').waitFor();
    expect(await page.evaluate(() => window.location.hash)).toBe('#/customer/configuration');

    await toggle(page, 'settings-maintenance');
    await saveSettings(page, 'configuration/update');
    expect((await call('website/inquire', {})).data.maintenance).toBe(false);

    // The maintenance page offers the way back once it is over, and the session survived.
    await customer.page.reload();
    await customer.page.locator('[data-action="maintain.back"]').click();
    await customer.page.locator('.lc-dock').waitFor();
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    // The log lists the configuration changes, with the whole body in the drawer.
    await openPanel(page, 'log');
    await page.locator('.lc-filter-bar input[name="type"]').fill('configuration');
    // Every row shown is of that type (the request body is a stream the browser does not expose).
    await page.waitForFunction(() => {
      const paths = [...document.querySelectorAll('table.lc-table-grid tbody tr .lc-log-path')].map(
        (cell) => cell.textContent ?? '',
      );
      return paths.length > 0 && paths.every((path) => path.startsWith('configuration/'));
    });
    const row = page.locator('table.lc-table-grid tbody tr', { hasText: 'configuration/update' }).first();
    await row.waitFor();
    await row.locator('td').nth(1).click();
    const detail = page.locator('[data-testid="log-detail"]');
    await detail.waitFor();
    expect(await detail.locator('.lc-log-json').textContent()).toContain('"maintenance": false');
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds an IP blacklist entry, shows the server’s refusal of one’s own address, and checks log_config JSON', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page, E2E_ADMIN.account, E2E_ADMIN.password);
    await page.locator('.lc-dock').waitFor();

    await openPanel(page, 'ip_black');
    await page.click('[data-action="ip_black/add"]');
    await page.fill('#field-cidr', '127.0.0.1');
    await page.click('.bp6-dialog button[type=submit]');
    await page
      .locator('.bp6-dialog .bp6-callout.bp6-intent-danger', { hasText: '不能封禁你当前使用的IP' })
      .waitFor();
    await page.fill('#field-cidr', '203.0.113.0/24');
    await page.fill('#field-remark', 'e2e 测试网段');
    await page.click('.bp6-dialog button[type=submit]');
    await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    const entry = page.locator('table.lc-table-grid tbody tr', { hasText: '203.0.113.0/24' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('256');

    await openPanel(page, 'log_config');
    const editor = page.locator('#settings-config');
    await editor.waitFor();
    expect(JSON.parse(await editor.inputValue())).toEqual({ exclude_types: [], retention_days: 180 });
    await editor.fill('{"retention_days": 30,');
    await page.click('[data-action="settings.save"]');
    await page.locator('.lc-settings [role="alert"]', { hasText: '转换失败' }).first().waitFor();
    await editor.fill('{"exclude_types": ["layout"], "retention_days": 30}');
    await saveSettings(page, 'log_config/update');
    await page.locator('[data-testid="log-config-retention"]', { hasText: '30' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('sets up and removes an authenticator from the password panel', async () => {
    const { context, page, errors } = await newPage(browser);
    await signIn(page, CUSTOMER.account, CUSTOMER.password);
    await page.locator('.lc-dock').waitFor();
    await openPanel(page, 'update_password');
    await page.locator('[data-testid="totp-state"]', { hasText: '未绑定' }).waitFor();

    await page.click('[data-action="totp.setup"]');
    const secret =
      (await page.locator('[data-testid="totp-secret"]').textContent())?.replace(/\s+/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await page.fill('#totp-code', '000000' === totpAt(secret, new Date()) ? '111111' : '000000');
    await page.click('.lc-totp-code-form button[type=submit]');
    await page.locator('.lc-totp-code-form .bp6-form-helper-text').waitFor();
    await page.fill('#totp-code', totpAt(secret, new Date()));
    await page.click('.lc-totp-code-form button[type=submit]');
    await page.locator('[data-testid="totp-state"]', { hasText: '已绑定' }).waitFor();

    await page.click('[data-action="totp.remove"]');
    await page.fill('#totp-password', 'wrong1');
    await page.click('.lc-totp-remove button[type=submit]');
    await page.locator('.lc-totp-remove .bp6-form-helper-text').waitFor();
    await page.fill('#totp-password', CUSTOMER.password);
    await page.click('.lc-totp-remove button[type=submit]');
    await page.locator('[data-testid="totp-state"]', { hasText: '未绑定' }).waitFor();

    // The password form is still there and still checks its fields.
    await page.click('.lc-form-panel form button[type=submit] >> nth=0');
    await page.locator('.bp6-form-group.bp6-intent-danger', { hasText: '请输入旧密码' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
