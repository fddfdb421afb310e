import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuNode } from '../../contract/areas/menu';
import type { CallInput, CallOutput, CallPath } from '../../contract/calls';
import { OnlineStatus } from '../../contract/enums';
import { firstPanelPath, isPageGranted } from '../../src/core/menu/menu-tree';
import zhCN from '../../src/i18n/zh-CN.json' with { type: 'json' };
import { isRegisteredPanel } from '../../src/panels/registry';
import { E2E_ADMIN, launchBrowser, newPage, openPanel, type RunningProduct, startProduct } from './harness';

let product: RunningProduct;
let browser: Browser;
let adminToken: string;

/** The newcomer who registers through the admin's invitation link and is used by the later tests. */
const NEWCOMER = { account: 'newcomer1', password: 'Fresh2024' };
let newcomer: { context: BrowserContext; page: Page; token: string };

/** A call as any client makes it; `data` is only there when the call succeeded. */
async function call<P extends CallPath>(
  path: P,
  body: CallInput<P>,
  token?: string,
): Promise<{ httpStatus: number; body: { status: boolean; data: CallOutput<P> } }> {
  const response = await fetch(`${product.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { httpStatus: response.status, body: await response.json() };
}

async function tokenOf(page: Page): Promise<string> {
  return JSON.parse((await page.evaluate(() => localStorage.getItem('lc.token.v1'))) ?? 'null');
}

async function signInAsAdmin(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser);
  await page.goto(`${product.url}/#/admin_login`);
  await page.fill('#login-account', E2E_ADMIN.account);
  await page.fill('#login-password', E2E_ADMIN.password);
  await page.click('button[type=submit]');
  await page.waitForFunction(() => /^#\/customer\/\w+/.test(window.location.hash));
  await page.locator('.lc-dock').waitFor();
  return { context, page };
}

/** Opens the default role in the role panel and ticks or unticks the language list page. */
async function toggleLanguageListForDefaultRole(page: Page, granted: boolean) {
  await openPanel(page, 'role');
  await page.locator('tr', { hasText: '默认角色' }).locator('[data-action="role/update"]').click();
  await page.locator('.bp6-dialog .lc-perm-tree').waitFor();
  await page.fill('.bp6-dialog .lc-perm-filter input', 'language_list');
  const pageBox = page.locator('.bp6-dialog [data-node-path="language_list"] input');
  expect(await pageBox.isChecked()).toBe(!granted);
  await page.locator('.bp6-dialog [data-node-path="language_list"] label').click();
  // Ticking a page ticks its buttons; unticking takes them away.
  for (const button of ['language_list/inquire', 'language_list/add']) {
    expect(await page.locator(`.bp6-dialog [data-node-path="${button}"] input`).isChecked()).toBe(granted);
  }
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/role/update'));
  await page.click('.bp6-dialog button[type=submit]');
  expect((await saved).ok()).toBe(true);
  await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  adminToken = (await call('admin/login', E2E_ADMIN)).body.data.token;
});

afterAll(async () => {
  await newcomer?.context.close();
  await browser?.close();
  await product?.stop();
});

describe('accounts', () => {
  it('registers a new user from an invitation link and lands on their first page', async () => {
    const admin = (await call('admin/get_user_info', {}, adminToken)).body.data.user_info;
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${product.url}/#/admin_register?code=${admin.invitation_code}`);
    await page.locator('#register-account').waitFor();
    expect(await page.inputValue('#register-code')).toBe(admin.invitation_code);
    expect(await page.locator('#register-code').getAttribute('readonly')).not.toBeNull();
    await page.locator('.lc-register-build').waitFor();

    await page.fill('#register-account', NEWCOMER.account);
    await page.fill('#register-password', NEWCOMER.password);
    await page.fill('#register-repeat_password', NEWCOMER.password);
    await page.click('button[type=submit]');
    await page.waitForFunction(() => /^#\/customer\/\w+/.test(window.location.hash));
    await page.locator('.lc-dock').waitFor();

    const token = await tokenOf(page);
    const menu: MenuNode[] = (await call('admin/get_token_menu', {}, token)).body.data.tree_menu_arr;
    const expected =
      isPageGranted(menu, 'today_statistics') && isRegisteredPanel('today_statistics')
        ? 'today_statistics'
        : firstPanelPath(menu, isRegisteredPanel);
    expect(await page.evaluate(() => window.location.hash)).toBe(`#/customer/${expected}`);

    // The invitation made the admin the newcomer's superior.
    const row = (await call('user_list/inquire', { keyword: NEWCOMER.account }, adminToken)).body.data
      .list[0];
    expect(row).toMatchObject({ account: NEWCOMER.account, superior_account: E2E_ADMIN.account });
    expect(errors).toEqual([]);
    newcomer = { context, page, token };
  });

  it('shows the message of each registration rule, in the SPEC order, without asking the server', async () => {
    const { context, page } = await newPage(browser);
    const registerCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/admin/register')) registerCalls.push(request.url());
    });
    await page.goto(`${product.url}/#/admin_register`);
    await page.locator('#register-account').waitFor();
    const cases: [string, string, string, keyof typeof zhCN][] = [
      ['', 'abc123', 'abc123', 'rule.account_required'],
      ['abcd', 'abc123', 'abc123', 'rule.account_too_short'],
      ['abcde', '', '', 'rule.password_required'],
      ['abcde', 'abc123', 'abc124', 'rule.passwords_differ'],
      ['abcdef', 'abcdef', 'abcdef', 'rule.password_equals_account'],
      ['abcde', 'ab12', 'ab12', 'rule.password_too_short'],
      ['abcde', 'ab-123', 'ab-123', 'rule.password_letters_digits'],
      // Several problems at once: the first rule in order speaks.
      ['abc', 'ab', 'xy', 'rule.account_too_short'],
    ];
    for (const [account, password, repeat, key] of cases) {
      await page.fill('#register-account', account);
      await page.fill('#register-password', password);
      await page.fill('#register-repeat_password', repeat);
      await page.click('button[type=submit]');
      const shown = page.locator('[data-problem]');
      await shown.waitFor();
      expect(await shown.textContent(), key).toBe(zhCN[key]);
    }
    expect(registerCalls).toEqual([]);
    await context.close();
  });

  it('grants a page with its buttons to a role from the role panel, and takes it back', async () => {
    const admin = await signInAsAdmin();
    const userPage = newcomer.page;
    expect((await call('language_list/inquire', {}, newcomer.token)).httpStatus).toBe(403);

    await toggleLanguageListForDefaultRole(admin.page, true);
    await userPage.reload();
    await userPage.locator('.lc-side-menu [data-panel="language_list"]').click();
    await userPage.locator('[data-action="language_list/add"]').waitFor();
    expect((await call('language_list/inquire', {}, newcomer.token)).httpStatus).toBe(200);

    await toggleLanguageListForDefaultRole(admin.page, false);
    // The page the user had open is no longer theirs: the workspace says so where it was…
    await userPage.reload();
    const refusal = userPage.locator('.lc-panel-refusal[data-refused-panel="language_list"]');
    await refusal.waitFor();
    // …and, once read, closes it and no longer offers it.
    await refusal.locator('button').click();
    await userPage.locator('.lc-side-menu [data-panel="update_password"]').waitFor();
    expect(await userPage.locator('.lc-side-menu [data-panel="language_list"]').count()).toBe(0);
    expect(await userPage.locator('[data-action="language_list/add"]').count()).toBe(0);
    expect((await call('language_list/inquire', {}, newcomer.token)).httpStatus).toBe(403);
    await admin.context.close();
  });

  it('reloads the open page of a user when an administrator forces a refresh', async () => {
    const userPage = newcomer.page;
    await userPage.locator('.lc-dock').waitFor();
    // The user's socket has signed in once the server lists them online.
    await expect
      .poll(
        async () =>
          (await call('user_list/inquire', { keyword: NEWCOMER.account }, adminToken)).body.data.list[0]
            ?.online_status,
        { timeout: 20_000 },
      )
      .toBe(OnlineStatus.online);
    await userPage.evaluate(() => {
      (window as unknown as { reloadMarker?: number }).reloadMarker = 1;
    });

    const admin = await signInAsAdmin();
    await openPanel(admin.page, 'user_list');
    await admin.page.fill('[data-accounts="user_list"] input[name="keyword"]', NEWCOMER.account);
    const row = admin.page.locator(`[data-accounts="user_list"] [data-account="${NEWCOMER.account}"]`);
    await row.locator('[data-action="account.more"]').click();
    await admin.page.locator('[data-action="user_list/refresh"]').click();
    const sent = admin.page.waitForResponse((response) => response.url().endsWith('/api/user_list/refresh'));
    await admin.page.locator('.bp6-alert-footer .bp6-intent-primary').click();
    expect((await sent).ok()).toBe(true);

    await userPage.waitForFunction(
      () => (window as unknown as { reloadMarker?: number }).reloadMarker === undefined,
      undefined,
      { timeout: 15_000 },
    );
    await userPage.locator('.lc-dock').waitFor();
    await admin.context.close();
  });
});
