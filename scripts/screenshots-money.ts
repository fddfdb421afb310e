/**
 * Screenshots of the money pages — packages, buying, recharge, orders, the ledger and payment
 * settings — in light and dark, for the administrator and an operator. Seeds three packages, an
 * operator with a credited recharge, a purchase and a pending order. Usage, against a running
 * product:
 *
 *   npx tsx scripts/screenshots-money.ts http://127.0.0.1:8080 /tmp/shots admin <admin password> [locale]
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { desktopPage, launchBrowser, scriptArguments } from './screenshot-kit';

const { baseUrl, outDir, adminAccount, adminPassword, call, shot, signIn, openPanel } = scriptArguments(
  process.argv.slice(2),
  600,
);
const locale = process.argv[6] ?? 'en-US';
const OPERATOR = { account: 'moneyowner', password: 'Shop12345' };

const PACKAGES = [
  {
    name: { 'zh-CN': '基础版月卡', 'en-US': 'Basic monthly', 'sw-KE': 'Msingi wa mwezi' },
    price: '19.9',
    days: 30,
    max_codes: 30,
    max_domains: 2,
    sort: 1,
  },
  {
    name: { 'zh-CN': '专业版季卡', 'en-US': 'Pro quarterly', 'sw-KE': 'Pro ya miezi mitatu' },
    price: '49.5',
    days: 90,
    max_codes: 200,
    max_domains: 5,
    sort: 2,
  },
  {
    name: { 'zh-CN': '企业版年卡', 'en-US': 'Business yearly', 'sw-KE': 'Biashara ya mwaka' },
    price: '168',
    days: 365,
    max_codes: 2000,
    max_domains: 20,
    sort: 3,
  },
];

async function seed(adminToken: string): Promise<void> {
  const existing = await call<{ total: number }>('vip_combo/inquire', { page: 1, page_size: 1 }, adminToken);
  if (existing.data.total > 0) return;
  const ids: number[] = [];
  for (const combo of PACKAGES)
    ids.push((await call<{ id: number }>('vip_combo/add', combo, adminToken)).data.id);
  await call('admin/register', { ...OPERATOR, repeat_password: OPERATOR.password });
  const token = (await call<{ token: string }>('admin/login', OPERATOR)).data.token;
  for (const [amount, hash] of [
    ['100', 'a3f1c9e27b5d4e0f9c8a7b6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f'],
    ['25.5', '7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f'],
  ] as const) {
    const order = await call<{ order_id: number }>('balance_recharge/add', { amount }, token);
    await call(
      'order/credit',
      { order_id: order.data.order_id, tx_hash: hash, remark: 'TronScan 已核对' },
      adminToken,
    );
  }
  await call('buy_vip_combo/buy', { combo_id: ids[1], request_id: 'screenshot-purchase-1' }, token);
  await call('balance_recharge/add', { amount: '50' }, token);
}

async function switchLanguage(page: Page) {
  await page.click('.lc-header [data-action="language.switch"]');
  await page.click(`[data-locale="${locale}"]`);
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, locale);
}

const ADMIN_SCENES: Record<string, (page: Page) => Promise<void>> = {
  vip_combo: (page) => openPanel(page, 'vip_combo'),
  'vip_combo-form': async (page) => {
    await openPanel(page, 'vip_combo');
    await page.click('[data-action="vip_combo/add"]');
  },
  order: (page) => openPanel(page, 'order'),
  'order-credit': async (page) => {
    await openPanel(page, 'order');
    await page.locator('[data-action="order/credit"]').first().click();
  },
  bill: (page) => openPanel(page, 'bill'),
  'bill-check': async (page) => {
    await openPanel(page, 'bill');
    await page.click('[data-action="bill/check"]');
  },
  bill_credit: (page) => openPanel(page, 'bill_credit'),
  pay_config: (page) => openPanel(page, 'pay_config'),
  subscriber_config_default: (page) => openPanel(page, 'subscriber_config_default'),
};

const OPERATOR_SCENES: Record<string, (page: Page) => Promise<void>> = {
  buy_vip_combo: (page) => openPanel(page, 'buy_vip_combo'),
  'buy_vip_combo-dialog': async (page) => {
    await openPanel(page, 'buy_vip_combo');
    await page.locator('.lc-package-card [data-action="buy_vip_combo/buy"]').first().click();
  },
  balance_recharge: (page) => openPanel(page, 'balance_recharge'),
  'balance_recharge-pending': async (page) => {
    await openPanel(page, 'balance_recharge');
    // The order opened for the light pictures is still on the page for the dark ones.
    if (!(await page.locator('.lc-recharge-order').isVisible())) {
      await page.fill('#recharge-amount', '88');
      await page.click('.lc-recharge-submit');
    }
    await page.locator('.lc-recharge-order').waitFor();
  },
  user_order: (page) => openPanel(page, 'user_order'),
  'user_order-ledger': async (page) => {
    await openPanel(page, 'user_order');
    await page.locator('.bp6-tab').nth(1).click();
  },
};

async function shoot(page: Page, scenes: Record<string, (page: Page) => Promise<void>>) {
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.click('[data-action="theme.toggle"]');
    for (const [name, scene] of Object.entries(scenes)) {
      await scene(page);
      await shot(page, `${name}-${theme}`);
      await page.keyboard.press('Escape');
    }
  }
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const adminToken = (
    await call<{ token: string }>('admin/login', { account: adminAccount, password: adminPassword })
  ).data.token;
  await seed(adminToken);
  const browser = await launchBrowser();
  const admin = await desktopPage(browser);
  await signIn(admin, adminAccount, adminPassword);
  await switchLanguage(admin);
  await shoot(admin, ADMIN_SCENES);
  const operator = await desktopPage(browser);
  await signIn(operator, OPERATOR.account, OPERATOR.password);
  await switchLanguage(operator);
  await shoot(operator, OPERATOR_SCENES);
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
