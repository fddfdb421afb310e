/**
 * Screenshots of the settings panels (configuration, new user defaults, operation log and its
 * drawer, log types, log configuration, IP blacklist, authenticator) in light and dark, plus
 * English, Swahili and phone views. Usage, against a running product:
 *
 *   npx tsx scripts/screenshots-settings.ts http://127.0.0.1:8080 /tmp/settings-shots [account] [password]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const [base = 'http://127.0.0.1:8080', outDir = 'screenshots', account = 'admin', password = ''] =
  process.argv.slice(2);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, `${name}.png`) });
  console.log(`${name}.png`);
}

/** Log types, blacklist entries and a customer, so the lists have something to show. */
async function seed(page: Page) {
  const token = JSON.parse((await page.evaluate(() => localStorage.getItem('lc.token.v1'))) ?? 'null');
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data?: { total?: number } };
  };
  if (((await post('log_type/inquire', { page: 1, page_size: 1 })).data?.total ?? 0) > 0) return;
  const types = [
    ['configuration', '系统配置', '站点标题、注册开关、维护模式等'],
    ['ip_black', 'IP 黑名单', ''],
    ['user_list', '用户管理', '余额调整、重置密码、禁用账号'],
    ['admin', '账号登录', '登录、注册、退出和身份验证器'],
  ];
  for (const [key, name, remark] of types) await post('log_type/add', { key, name, remark });
  const ranges = [
    ['203.0.113.0/24', '批量撞库来源，2025-05 封禁'],
    ['198.51.100.7', '异常登录'],
    ['2001:db8::/32', '测试网段'],
  ];
  for (const [cidr, remark] of ranges) await post('ip_black/add', { cidr, remark });
}

async function open(page: Page, panel: string) {
  await page.goto(`${base}/#/customer/${panel}`);
  await page.waitForFunction((id) => window.location.hash.endsWith(id), panel);
  await page.waitForTimeout(700);
}

const scenes: Record<string, (page: Page) => Promise<void>> = {
  configuration: async (page) => {
    await open(page, 'configuration');
    await page.locator('#settings-admin_title').fill('活码管理后台');
  },
  subscriber: (page) => open(page, 'subscriber_config_default'),
  log: async (page) => {
    await open(page, 'log');
    await page.locator('table.lc-table-grid tbody tr:visible').first().waitFor();
  },
  'log-detail': async (page) => {
    await open(page, 'log');
    await page.locator('table.lc-table-grid tbody tr:visible td').nth(1).click();
    await page.locator('[data-testid="log-detail"]').waitFor();
  },
  log_type: (page) => open(page, 'log_type'),
  log_config: async (page) => {
    await open(page, 'log_config');
    await page
      .locator('#settings-config')
      .fill('{\n  "exclude_types": ["layout"],\n  "retention_days": 30,\n}');
    await page.click('[data-action="settings.save"]:visible');
  },
  ip_black: (page) => open(page, 'ip_black'),
  update_password: async (page) => {
    await open(page, 'update_password');
    await page.locator('[data-testid="totp-state"]').waitFor();
    const setup = page.locator('[data-action="totp.setup"]');
    const remove = page.locator('[data-action="totp.remove"]');
    if (await setup.isVisible()) await setup.click();
    else if (await remove.isVisible()) await remove.click();
  },
};

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.on('pageerror', (error) => console.error('page error:', error.stack));
  await page.goto(`${base}/#/admin_login`);
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page.locator('.lc-dock').waitFor({ timeout: 15_000 });
  await seed(page);

  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.click('[data-action="theme.toggle"]');
    for (const [name, scene] of Object.entries(scenes)) {
      await scene(page);
      await shot(page, `${name}-${theme}`);
      await page.keyboard.press('Escape');
    }
  }
  for (const locale of ['en-US', 'sw-KE', 'zh-CN']) {
    await page.click('.lc-header [data-action="language.switch"]');
    await page.click(`[data-locale="${locale}"]`);
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
    if (locale === 'zh-CN') break;
    for (const panel of ['configuration', 'log', 'subscriber_config_default']) {
      await open(page, panel);
      await shot(page, `${panel}-${locale}`);
    }
  }
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, 'configuration');
  await shot(page, 'configuration-mobile');
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
