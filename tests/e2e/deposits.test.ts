import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositStatus } from '../../contract/enums';
import { type FakeTronGrid, startFakeTronGrid } from '../fakes/trongrid/fake-trongrid';
import {
  callProduct,
  launchBrowser,
  newPage,
  openPanel,
  type RunningProduct,
  signIn,
  startProduct,
} from './harness';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const OPERATOR = { account: 'e2echainpayer', password: 'Payer12345' };

let fake: FakeTronGrid;
let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  // The chain's head is "now", as a real chain's would be; blocks come only when the test mines them.
  fake = await startFakeTronGrid({ usdtContract: USDT, genesisTime: Date.now() - 1000 * 3000 });
  product = await startProduct({ TRONGRID_URL: fake.url, USDT_CONTRACT: USDT });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await fake?.close();
});

async function control(path: string, body: unknown) {
  const response = await fetch(`${fake.url}/_control/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

describe('paying on chain', () => {
  it('shows a new operator their deposit address, the transfer confirming, then credited, live', async () => {
    const registered = await callProduct(product, 'admin/register', {
      ...OPERATOR,
      repeat_password: OPERATOR.password,
    });
    expect(registered.httpStatus).toBe(200);

    const { page, context, errors } = await newPage(browser);
    await signIn(product, page, OPERATOR.account, OPERATOR.password);
    await openPanel(page, 'balance_recharge');
    const addressText = page.locator('.lc-recharge-address-text');
    await addressText.waitFor();
    const address = (await addressText.innerText()).trim();
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await page.locator('img.lc-recharge-qr').waitFor();

    // A wallet app pays the address; the page hears of it before the chain has confirmed it.
    const { txid } = await control('transfer', { to: address, amount: '25' });
    const confirming = page.locator(`.lc-recharge-transfers tr[data-status="${DepositStatus.confirming}"]`);
    await confirming.waitFor({ timeout: 60_000 });

    await control('mine', { blocks: 20 });
    const credited = page.locator(`.lc-recharge-transfers tr[data-status="${DepositStatus.credited}"]`);
    await credited.waitFor({ timeout: 60_000 });
    await page.locator('.lc-recharge-balance', { hasText: '25' }).waitFor();

    // The credit is in the operator's own ledger, with its transaction.
    await openPanel(page, 'user_order');
    await page.locator('.bp6-tab', { hasText: /余额明细|Ledger/ }).click();
    await page
      .locator('tr', { hasText: String(txid).slice(0, 8) })
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an order where and how to pay on chain, then the payment confirming and credited, live', async () => {
    const payer = { account: 'e2echainorder', password: 'Payer12345' };
    await callProduct(product, 'admin/register', { ...payer, repeat_password: payer.password });

    const { page, context, errors } = await newPage(browser);
    await signIn(product, page, payer.account, payer.password);
    await openPanel(page, 'balance_recharge');
    await page.fill('#recharge-amount', '150');
    await page.click('.lc-recharge-submit');
    const order = page.locator('.lc-recharge-order');
    await order.and(page.locator('[data-phase="awaiting_payment"]')).waitFor();

    // Everything a wallet app asks for is on the order: the network, the exact amount, the
    // caller's own address with its QR code, and how long the chain takes.
    const fact = (name: string) => order.locator(`[data-fact="${name}"] dd`);
    expect(await fact('network').innerText()).toContain('TRC20');
    expect(await fact('amount').innerText()).toContain('150 USDT');
    expect(await fact('confirmations').innerText()).toContain('19');
    const address = (await fact('address').locator('.lc-recharge-address-text').innerText()).trim();
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    await order.locator('img.lc-recharge-qr').waitFor();

    // The chain pays that address the exact amount: the order hears of it before it is confirmed.
    const { txid } = await control('transfer', { to: address, amount: '150' });
    await order.and(page.locator('[data-phase="confirming"]')).waitFor({ timeout: 60_000 });
    expect(await order.locator('.lc-recharge-seen').innerText()).toContain('150 USDT');
    expect(await order.locator('.lc-recharge-seen .lc-tx-hash').innerText()).toContain(
      String(txid).slice(0, 8),
    );

    await control('mine', { blocks: 20 });
    await order.and(page.locator('[data-phase="paid"]')).waitFor({ timeout: 60_000 });
    expect(await order.locator('.bp6-callout.bp6-intent-success').innerText()).toContain('150 USDT');
    await page.locator('.lc-recharge-balance', { hasText: '150' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
