import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_ADMIN,
  launchBrowser,
  newPage,
  openFromPalette,
  type RunningProduct,
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

/** The panel the route names; the route follows the focused panel. */
async function routedPanel(page: Page): Promise<string> {
  return page.evaluate(() => window.location.hash.replace(/^#\/customer\/?/, ''));
}

async function expectFocused(page: Page, panelId: string) {
  await page.waitForFunction((id) => window.location.hash === `#/customer/${id}`, panelId);
  await page.locator(`.lc-side-menu a.bp6-active[data-panel="${panelId}"]`).waitFor();
}

async function selectLocale(page: Page, locale: string) {
  await page.click('.lc-header [data-action="language.switch"]');
  await page.click(`[data-locale="${locale}"]`);
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
}

/** Every open tabset with the panels in it, left to right. */
async function tabsets(page: Page): Promise<string[][]> {
  return page
    .locator('.lc-dock .flexlayout__tabset_tabbar_outer')
    .evaluateAll((bars) =>
      bars.map((bar) =>
        [...bar.querySelectorAll('.flexlayout__tab_button')].map(
          (button) => button.textContent?.trim() ?? '',
        ),
      ),
    );
}

/** Waits for the debounced layout save to reach the server. */
function layoutSaved(page: Page) {
  return page.waitForResponse((response) => response.url().endsWith('/api/layout/save') && response.ok());
}

describe('workspace', () => {
  it('opens panels from the menu, the palette and the URL, docks them and keeps layout, theme and language', async () => {
    const { context, page, errors } = await newPage(browser);
    const iconSets: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/icon-paths/')) iconSets.push(request.url());
    });
    // Everything below runs under the console's policy; a violation lands in `errors`.
    const answer = await page.goto(`${product.url}/#/admin_login`);
    expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.fill('#login-account', E2E_ADMIN.account);
    await page.fill('#login-password', E2E_ADMIN.password);
    await page.click('button[type=submit]');
    await page.waitForFunction(() => window.location.hash.startsWith('#/customer/'));
    await page.locator('.lc-dock').waitFor();
    // The menu's icons are drawn, fetched as a few sets rather than one file per icon.
    await page.waitForFunction(() => document.querySelectorAll('.lc-side-menu svg path[d]').length >= 10);
    expect(iconSets.length).toBeGreaterThan(0);
    expect(iconSets.length).toBeLessThan(10);

    // From the menu.
    await page.click('.lc-side-menu [data-panel="message_list"]');
    await expectFocused(page, 'message_list');

    // From the palette, by part of its Chinese name.
    await openFromPalette(page, '语言', 'language_list');

    // From the URL.
    await page.goto(`${product.url}/#/customer/update_password`);
    await expectFocused(page, 'update_password');
    await page.locator('#password-old_password').waitFor();

    // Back and forward walk through the focused panels.
    await page.goBack();
    await expectFocused(page, 'language_list');
    await page.goForward();
    await expectFocused(page, 'update_password');

    // A panel is opened once: opening it again focuses the same tab (beside the landing page, the
    // code list, only the three opened here).
    await page.click('.lc-side-menu [data-panel="message_list"]');
    await expectFocused(page, 'message_list');
    expect((await tabsets(page)).flat()).toHaveLength(4);

    // Dock the language list beside the others.
    await page.click('.lc-side-menu [data-panel="language_list"]');
    await expectFocused(page, 'language_list');
    const saved = layoutSaved(page);
    await page.keyboard.press('Alt+Backslash');
    await saved;
    const docked = await tabsets(page);
    expect(docked).toHaveLength(2);
    expect(docked[1]).toEqual(['语言列表']);
    expect(docked[0]).toEqual(expect.arrayContaining(['站内消息', '修改密码']));

    // The same layout comes back after a reload.
    await page.reload();
    await page.locator('.lc-dock .flexlayout__tab_button').first().waitFor();
    expect(await tabsets(page)).toEqual(docked);

    // Dark theme and English survive a reload.
    await page.click('.lc-header [data-action="theme.toggle"]');
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    await selectLocale(page, 'en-US');
    await page
      .locator('.lc-side-menu [data-panel="update_password"]', { hasText: 'Change password' })
      .waitFor();
    // Every open tab is renamed at once, before any reload.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.lc-dock .flexlayout__tab_button')].every(
        (tab) => !/[\u4e00-\u9fff]/.test(tab.textContent ?? ''),
      ),
    );
    expect((await tabsets(page)).flat()).toEqual(expect.arrayContaining(['Languages', 'Change password']));
    await page.reload();
    await page.locator('.lc-dock .flexlayout__tab_button').first().waitFor();
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect((await tabsets(page)).length).toBe(2);
    await page.locator('.lc-side-menu [data-panel="language_list"]', { hasText: 'Languages' }).waitFor();

    // The palette finds a panel by part of its name in each language.
    await openFromPalette(page, 'messag', 'message_list');
    await selectLocale(page, 'sw-KE');
    await openFromPalette(page, 'nenosiri', 'update_password');
    await selectLocale(page, 'zh-CN');
    await openFromPalette(page, '语言', 'language_list');

    expect(await routedPanel(page)).toBe('language_list');

    // A panel that is not built (or not granted) opens nothing: the workspace says so.
    await page.goto(`${product.url}/#/customer/no_such_panel`);
    await page.locator('.lc-panel-refusal[data-refused-panel="no_such_panel"]').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('ranks the IP pages first for "ip", says why a row matched, runs the first row on Enter and reads pinyin initials', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${product.url}/#/admin_login`);
    await page.fill('#login-account', E2E_ADMIN.account);
    await page.fill('#login-password', E2E_ADMIN.password);
    await page.click('button[type=submit]');
    await page.locator('.lc-dock').waitFor();

    await page.keyboard.press('Control+k');
    await page.locator('.lc-palette input').waitFor();
    await page.keyboard.type('ip');
    const rows = page.locator('.lc-palette-item');
    await page.locator('.lc-palette-item[data-value="panel:checkout_ip"][data-selected="true"]').waitFor();
    const values = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-value')));
    // Titles with "IP" first; then pages whose keywords say IP, each showing the keyword.
    expect(values.slice(0, 3)).toEqual(['panel:checkout_ip', 'panel:ip_black', 'panel:server_ip_black']);
    expect(values).toContain('panel:visitor');
    expect(values).not.toContain('panel:internal_code_grouping');
    expect(await rows.nth(0).locator('mark').textContent()).toBe('IP');
    const visitor = page.locator('.lc-palette-item[data-value="panel:visitor"]');
    expect(await visitor.getAttribute('data-matched')).toBe('keyword');
    expect(await visitor.locator('.lc-palette-item-keyword').textContent()).toBe('关键词：访客 IP');

    // Narrowed at once and run with Enter: the new first row opens, not the one highlighted before.
    await page.keyboard.type(' 黑名单');
    await page.keyboard.press('Enter');
    await page.locator('.lc-palette').waitFor({ state: 'detached' });
    await expectFocused(page, 'ip_black');

    // Pinyin initials find a Chinese title: "yhlb" is 用户列表. The row waits for pinyin-pro,
    // which the palette fetches when it first opens.
    await page.keyboard.press('Control+k');
    await page.locator('.lc-palette input').waitFor();
    await page.keyboard.type('yhlb');
    const users = page.locator('.lc-palette-item[data-value="panel:user_list"][data-selected="true"]');
    await users.waitFor();
    expect(await users.getAttribute('data-matched')).toBe('pinyin');
    expect(await users.locator('mark').textContent()).toBe('用户列表');
    await page.keyboard.press('Enter');
    await page.locator('.lc-palette').waitFor({ state: 'detached' });
    await expectFocused(page, 'user_list');
    expect((await tabsets(page)).flat()).toContain('用户列表');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for unknown routes, and a refused panel inside the workspace', async () => {
    const { context, page } = await newPage(browser);
    const notFound = page.locator('.lc-public-state');

    await page.goto(`${product.url}/#/no_such_page`);
    await notFound.waitFor();
    expect(await notFound.locator('.bp6-non-ideal-state-title, h4').first().textContent()).toBe('页面不存在');
    expect(await notFound.locator('a[href="#/customer"]').textContent()).toContain('返回工作台');
    expect(await page.evaluate(() => window.location.hash)).toBe('#/no_such_page');

    await page.goto(`${product.url}/#/admin_login`);
    await page.fill('#login-account', E2E_ADMIN.account);
    await page.fill('#login-password', E2E_ADMIN.password);
    await page.click('button[type=submit]');
    await page.locator('.lc-dock').waitFor();
    // The status bar names the zone the site's days and hours are counted in.
    expect(await page.locator('.lc-status-bar [data-status="time-zone"]').textContent()).toContain(
      'Asia/Shanghai (UTC+08:00)',
    );

    // Signed in, a panel id that names no built panel opens nothing, and the workspace says why
    // while keeping its menu and panels.
    await page.goto(`${product.url}/#/customer/no_such_panel`);
    const refusal = page.locator('.lc-panel-refusal[data-refused-panel="no_such_panel"]');
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('no_such_panel');
    expect(await page.locator('.lc-dock').count()).toBe(1);
    expect(await notFound.count()).toBe(0);
    expect(await page.evaluate(() => window.location.hash)).toBe('#/customer/no_such_panel');

    // Dismissed, the address follows the focused panel again.
    await refusal.locator('button').click();
    await refusal.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.location.hash)).not.toBe('#/customer/no_such_panel');
    await context.close();
  });
});
