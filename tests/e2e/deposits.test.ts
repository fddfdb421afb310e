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
});
