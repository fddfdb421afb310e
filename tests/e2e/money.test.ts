import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callProduct,
  E2E_ADMIN,
  launchBrowser,
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
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const OPERATOR = { account: 'e2epayer', password: 'Payer12345' };
const PACKAGE = '专业版月卡';

type Answer = {
  httpStatus: number;
  status: boolean;
  data: Record<string, unknown> & { list?: Record<string, unknown>[] };
};

const call = (path: string, body: unknown, token?: string) => callProduct<Answer>(product, path, body, token);

/** Submits the open dialog's form and waits for the call's answer. */
async function submitDialog(page: Page, path: string) {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/${path}`));
  await page.click('.bp6-dialog button[type=submit]');
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
}

const newCode = (token: string, name: string) =>
  call(
    'qr_code_list/add',
    { name, open_log: 1, destinations: [{ url: 'https://example.com/spring' }] },
    token,
  );

describe('paying for a package', () => {
  it('takes a new operator from the free tier through a recharge credited live to a bought package', async () => {
    const adminToken = (await call('admin/login', E2E_ADMIN)).data.token as string;
    const defaults = (await call('subscriber_config_default/inquire', {}, adminToken)).data;
    await call('subscriber_config_default/update', { ...defaults, free_max_codes: 1 }, adminToken);
    await call('admin/register', { ...OPERATOR, repeat_password: OPERATOR.password });
    const operatorToken = (await call('admin/login', OPERATOR)).data.token as string;
    expect((await newCode(operatorToken, '春季活动')).httpStatus).toBe(200);
    const refused = await newCode(operatorToken, '夏季活动');
    expect(refused.httpStatus).toBe(409);

    // The administrator puts a package on sale.
    const admin = await newPage(browser);
    await signIn(product, admin.page, E2E_ADMIN.account, E2E_ADMIN.password);
    await openPanel(admin.page, 'vip_combo');
    await admin.page.click('[data-action="vip_combo/add"]');
    await admin.page.fill('#field-name', PACKAGE);
    await admin.page.fill('#field-price', '30');
    await admin.page.fill('#field-days', '30');
    await admin.page.fill('#field-max_codes', '50');
    await admin.page.fill('#field-max_domains', '3');
    await submitDialog(admin.page, 'vip_combo/add');
    await admin.page.locator('tr', { hasText: PACKAGE }).waitFor();

    // The operator opens a recharge order and waits on its page.
    const operator = await newPage(browser);
    await signIn(product, operator.page, OPERATOR.account, OPERATOR.password);
    await openPanel(operator.page, 'balance_recharge');
    await operator.page.fill('#recharge-amount', '50');
    const opened = operator.page.waitForResponse((response) =>
      response.url().endsWith('/api/balance_recharge/add'),
    );
    await operator.page.click('.lc-recharge-submit');
    const orderId = ((await (await opened).json()) as { data: { order_id: number } }).data.order_id;
    await operator.page.locator('.lc-recharge-order [role="timer"]').waitFor();

    // The administrator credits it from the order list.
    await openPanel(admin.page, 'order');
    const row = admin.page.locator('tr', { hasText: OPERATOR.account }).filter({ hasText: String(orderId) });
    await row.locator('[data-action="order/credit"]').click();
    await admin.page.fill('#field-tx_hash', `0x${'E2E0'.repeat(16)}`);
    await submitDialog(admin.page, 'order/credit');

    // The operator sees the credit arrive without reloading.
    await operator.page.locator('.lc-recharge-order .bp6-callout.bp6-intent-success').waitFor();
    expect(operator.errors).toEqual([]);

    // The operator buys the package; the membership moves.
    await openPanel(operator.page, 'buy_vip_combo');
    const summary = operator.page.locator('.lc-membership-usage').first();
    await summary.waitFor();
    const before = await operator.page.locator('.lc-buy-card').first().innerText();
    const offer = operator.page.locator('.lc-package-card', { hasText: PACKAGE });
    await offer.locator('[data-action="buy_vip_combo/buy"]').click();
    const bought = operator.page.waitForResponse((response) =>
      response.url().endsWith('/api/buy_vip_combo/buy'),
    );
    await operator.page.locator('.bp6-dialog [data-action="buy_vip_combo/buy"]').click();
    expect((await bought).ok()).toBe(true);
    await operator.page.waitForFunction(
      (old) => (document.querySelector('.lc-buy-card') as HTMLElement | null)?.innerText !== old,
      before,
    );
    expect(await operator.page.locator('.lc-buy-card').first().innerText()).toContain(PACKAGE);
    const info = (await call('admin/get_user_info', {}, operatorToken)).data.user_info as {
      member_expire_time: string | null;
      balance: string;
    };
    expect(info.balance).toBe('20');
    expect(info.member_expire_time).not.toBeNull();

    // The purchase is in the operator's own ledger.
    await openPanel(operator.page, 'user_order');
    await operator.page.locator('.bp6-tab', { hasText: /余额明细|Ledger/ }).click();
    await operator.page.locator('tr', { hasText: '-30' }).first().waitFor();

    // A code beyond the free tier's one can now be made.
    expect((await newCode(operatorToken, '夏季活动')).httpStatus).toBe(200);
    expect(operator.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await operator.context.close();
  });
});

describe('paying by hand', () => {
  /** The platform's own wallet, where operators pay while an administrator credits by hand. */
  const PLATFORM_WALLET = 'TXQhHCo6xeFgmQgpNypMKzWzXTwkv9HGAd';

  it('tells an operator the platform’s address, with its QR, and the order number to quote', async () => {
    const adminToken = (await call('admin/login', E2E_ADMIN)).data.token as string;
    const settings = (await call('pay_config/detail', {}, adminToken)).data;
    const saved = await call(
      'pay_config/update',
      { ...settings, collection_address: PLATFORM_WALLET },
      adminToken,
    );
    expect(saved.httpStatus).toBe(200);
    const payer = { account: 'e2ehandpayer', password: 'Payer12345' };
    await call('admin/register', { ...payer, repeat_password: payer.password });

    const operator = await newPage(browser);
    await signIn(product, operator.page, payer.account, payer.password);
    await openPanel(operator.page, 'balance_recharge');
    await operator.page.fill('#recharge-amount', '150');
    const opened = operator.page.waitForResponse((response) =>
      response.url().endsWith('/api/balance_recharge/add'),
    );
    await operator.page.click('.lc-recharge-submit');
    const orderId = ((await (await opened).json()) as { data: { order_id: number } }).data.order_id;

    const manual = operator.page.locator('.lc-recharge-order .lc-recharge-pay[data-mode="manual"]');
    await manual.waitFor();
    expect(await manual.locator('.lc-recharge-manual-note').innerText()).toContain('管理员');
    expect(await manual.locator('[data-fact="address"] .lc-recharge-address-text').innerText()).toBe(
      PLATFORM_WALLET,
    );
    expect(await manual.locator('[data-fact="amount"] dd').innerText()).toContain('150 USDT');
    await manual.locator('img.lc-recharge-qr').waitFor();
    expect(await manual.locator('[data-step="quote"]').innerText()).toContain(`#${orderId}`);
    expect(operator.errors).toEqual([]);
    await operator.context.close();

    // The administrator's payment settings say which way is in use, and how the other works.
    const admin = await newPage(browser);
    await signIn(product, admin.page, E2E_ADMIN.account, E2E_ADMIN.password);
    await openPanel(admin.page, 'pay_config');
    await admin.page.locator('.lc-pay-mode[data-mode="manual"][data-active]').waitFor();
    expect(await admin.page.locator('.lc-pay-mode[data-mode="chain"]').innerText()).toContain('TRONGRID_URL');
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
