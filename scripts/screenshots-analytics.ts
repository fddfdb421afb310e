/**
 * Screenshots of the statistics panels, the dashboards and the public access-log page, in light
 * and dark, for looking at them. Seeds an operator with a few codes and a few hundred visits from
 * varied addresses and phones first (through the redirect path, so the product must trust this
 * script as its proxy). Usage, against a product started with TRUST_PROXY=127.0.0.1:
 *
 *   npx tsx scripts/screenshots-analytics.ts http://127.0.0.1:8080 /tmp/shots [admin] [admin password]
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { desktopPage, launchBrowser, scriptArguments } from './screenshot-kit';

const { baseUrl, outDir, adminAccount, adminPassword, call, shot, signIn, openPanel } = scriptArguments(
  process.argv.slice(2),
  900,
);
const OPERATOR = { account: 'statsowner', password: 'Stats12345' };

const USER_AGENTS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  'Mozilla/5.0 (Linux; Android 14; SM-G9910 Build/UP1A.231005.007) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; 23049RAD8C Build/TKQ1.221114.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 MicroMessenger/8.0.40',
  'Mozilla/5.0 (Linux; Android 12; V2203A Build/SP1A.210812.003) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/110.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
];
/** China Mobile, China Unicom, China Telecom and foreign addresses. */
const ADDRESSES = ['223.104.3.', '112.224.1.', '116.228.8.', '8.8.8.', '183.14.5.', '42.120.7.'];

async function seed(): Promise<{ token: string; suffix: string }> {
  await call('admin/register', { ...OPERATOR, repeat_password: OPERATOR.password });
  const token = (await call<{ token: string }>('admin/login', OPERATOR)).data.token;
  const codes = [
    ['秋季新品发布会', 'aut-launch', 220],
    ['门店会员招募', 'member-a', 120],
    ['售后客服', 'service-1', 60],
    ['直播间引流', 'live-8848', 35],
  ] as const;
  for (const [name, file_name, visits] of codes) {
    const created = await call<{ url: string }>(
      'qr_code_list/add',
      { name, file_name, open_log: 2, destinations: [{ url: `https://example.cn/${file_name}` }] },
      token,
    );
    // Taken suffix: an earlier run seeded this code already.
    if (!created.status) continue;
    const { url } = created.data;
    for (let visit = 0; visit < visits; visit++) {
      const ip = `${ADDRESSES[visit % ADDRESSES.length]}${(visit * 7) % 40}`;
      await fetch(url, {
        redirect: 'manual',
        headers: { 'x-forwarded-for': ip, 'user-agent': USER_AGENTS[(visit * 3) % USER_AGENTS.length] ?? '' },
      });
    }
  }
  return { token, suffix: codes[0][1] };
}

const CUSTOMER_PANELS = [
  'monitor',
  'home',
  'today_statistics',
  'daily_statistics',
  'hourly_statistics',
  'historical_statistics',
  'pc_historical_statistics',
  'async_operations',
];
const ADMIN_PANELS = [
  'home_admin',
  'visit_summary',
  'visit_hour_statistics',
  'access_real_time_statistics',
  'stealing_list',
  'visitor',
  'checkout_ip',
];

/** Puts every seeded code on the wall (the wall is kept per user, so a second pass finds them there). */
async function fillMonitorWall(page: Page) {
  if (await page.locator('.lc-monitor-grid > *').count()) return;
  const picker = page.locator('.lc-monitor-picker input').first();
  for (const suffix of ['aut-launch', 'member-a', 'service-1', 'live-8848']) {
    await picker.click();
    await picker.fill(suffix);
    await page.locator('.bp6-menu-item', { hasText: suffix }).first().click();
  }
  await page.keyboard.press('Escape');
}

async function accessLog(page: Page, key: string, suffix: string, theme: string) {
  await page.goto(`${baseUrl}/#/access_log`);
  await page.fill('#access-log-key', key);
  await page.fill('#access-log-file-name', suffix);
  await page.fill(
    '#access-log-ips',
    ADDRESSES.flatMap((prefix) => [0, 7, 14].map((host) => `${prefix}${host}`)).join('\n'),
  );
  await page.locator('.lc-access-log-form button[type=submit]').click();
  await page.locator('.lc-access-log-table').waitFor();
  await shot(page, `access_log-${theme}`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const { token, suffix } = await seed();
  const key = (await call<{ key: string }>('admin/query_key', {}, token)).data.key;
  // The writer flushes within moments; give it those before the first picture.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const browser = await launchBrowser();
  for (const theme of ['light', 'dark'] as const) {
    const page = await desktopPage(browser);
    await signIn(page, OPERATOR.account, OPERATOR.password);
    if (theme === 'dark') await page.click('[data-action="theme.toggle"]');
    for (const panel of CUSTOMER_PANELS) {
      await openPanel(page, panel);
      if (panel === 'monitor') await fillMonitorWall(page);
      await shot(page, `${panel}-${theme}`);
    }
    await accessLog(page, key, suffix, theme);
    await page.context().close();
    if (!adminPassword) continue;
    const admin = await desktopPage(browser);
    await signIn(admin, adminAccount, adminPassword);
    if (theme === 'dark') await admin.click('[data-action="theme.toggle"]');
    for (const panel of ADMIN_PANELS) {
      await openPanel(admin, panel);
      await shot(admin, `${panel}-${theme}`);
    }
    await admin.context().close();
  }
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
