/**
 * Screenshots of the console for looking at it: login, the workspace in light and dark, the
 * palette, a dialog and the phone layout. Usage, against a running product:
 *
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:8080 /tmp/shots [account] [password]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:8080', outDir = 'screenshots', account = 'admin', password = ''] =
  process.argv.slice(2);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, `${name}.png`) });
  console.log(`${name}.png`);
}

/** A few sent messages so the message list has something to show. */
async function seedMessages(page: Page) {
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('lc.token.v1'))) ?? 'null');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data?: { total?: number } };
  };
  const existing = await post('message_list/inquire', { page: 1, page_size: 1 });
  if ((existing.data?.total ?? 0) > 0) return;
  const messages = [
    ['系统维护通知', '今晚 23:00–23:30 升级数据库，活码跳转不受影响，控制台将短暂不可用。'],
    ['域名异常提醒', '您的入口域名 go.example.cn 在最近一次检测中被标记，请尽快更换或申诉。'],
    ['新功能上线', '控制台现已支持多面板停靠布局，按 Ctrl+K 可快速打开任意页面。'],
    ['余额不足提醒', '您的账户余额低于 10 USDT，为避免会员到期，请及时充值。'],
  ];
  for (const [title, content] of messages) await post('message_list/add', { target: 'all', title, content });
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.stack));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('console:', message.text().slice(0, 4000));
  });

  await page.goto(`${baseUrl}/#/admin_login`);
  await page.locator('#login-account').waitFor();
  await shot(page, 'login-light');
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page
    .locator('.lc-dock')
    .waitFor({ timeout: 15_000 })
    .catch(async (error) => {
      await page.screenshot({ path: join(outDir, 'failed-login.png') });
      console.error('after login:', page.url());
      throw error;
    });

  await seedMessages(page);
  for (const panel of ['language_list', 'update_password', 'message_list', 'language_list']) {
    await page.goto(`${baseUrl}/#/customer/${panel}`);
    await page.waitForFunction((id) => window.location.hash.endsWith(id), panel);
  }
  if ((await page.locator('.lc-dock .flexlayout__tabset_tabbar_outer').count()) < 2) {
    await page.keyboard.press('Alt+Backslash');
  }
  await page.goto(`${baseUrl}/#/customer/message_list`);
  await page.locator('table.lc-table-grid tbody tr:visible').first().waitFor();
  await shot(page, 'workspace-light');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('语言');
  await shot(page, 'palette-light');
  await page.keyboard.press('Escape');

  await page.click('[data-action="theme.toggle"]');
  await shot(page, 'workspace-dark');
  await page.goto(`${baseUrl}/#/customer/language_list`);
  await page.click('[data-action="language_list/add"]');
  await shot(page, 'dialog-dark');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await shot(page, 'palette-dark');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 800 });
  await shot(page, 'mobile-dark');
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
