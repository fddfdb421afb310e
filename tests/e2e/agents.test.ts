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

const AGENT = { account: 'e2eagent', password: 'Agent12345' };
const CUSTOMER = { account: 'e2einvited', password: 'Guest12345' };
const PAYOUT_HASH = 'ab'.repeat(32);

// biome-ignore lint/suspicious/noExplicitAny: the test reads answers of many shapes and asserts on them
type Answer = { status: boolean; data: Record<string, any> };

const call = (path: string, body: unknown, token?: string) => callProduct<Answer>(product, path, body, token);

/** An agent as administrators make one: a registered account given the agent role and a ratio. */
async function makeAgent(admin: string) {
  await call('admin/register', { ...AGENT, repeat_password: AGENT.password });
  const roles = (await call('role/inquire', { page_size: 50 }, admin)).data.list as {
    id: number;
    key: string;
  }[];
  const agentRole = roles.find((role) => role.key === 'agent');
  const [row] = (await call('user_list/inquire', { keyword: AGENT.account }, admin)).data.list;
  const updated = await call(
    'user_list/update',
    {
      id: row.id,
      name: row.name,
      phone: row.phone,
      role_id: agentRole?.id,
      superior_id: null,
      share_ratio: '0.2',
      invitation_code: row.invitation_code,
      member_expire_time: row.member_expire_time,
    },
    admin,
  );
  expect(updated.status, JSON.stringify(updated)).toBe(true);
}

/** The refresh button of the list panel in front (the console speaks zh-CN by default). */
const refresh = (page: Page) =>
  page.locator('button[aria-label="刷新"]').filter({ visible: true }).first().click();

describe('an agent', () => {
  it('invites a customer who buys, sees the share, withdraws it and sees the withdrawal approved', async () => {
    const admin = (await call('admin/login', E2E_ADMIN)).data.token as string;
    await makeAgent(admin);

    // The agent copies the invitation link from their shares page.
    const agent = await newPage(browser);
    await signIn(product, agent.page, AGENT.account, AGENT.password);
    await openPanel(agent.page, 'agent_divided_into');
    await agent.page.click('[data-action="agents.invitation"]');
    const link = await agent.page.locator('.lc-invitation input').inputValue();
    expect(link).toContain('#/admin_register?code=');

    // A customer registers through it and buys a package.
    const customer = await newPage(browser);
    await customer.page.goto(link.replace(/^.*?#/, `${product.url}/#`));
    await customer.page.fill('#register-account', CUSTOMER.account);
    await customer.page.fill('#register-password', CUSTOMER.password);
    await customer.page.fill('#register-repeat_password', CUSTOMER.password);
    await customer.page.click('button[type=submit]');
    await customer.page.waitForFunction(() => window.location.hash.startsWith('#/customer/'));
    const customerToken = (await call('admin/login', CUSTOMER)).data.token as string;
    const [customerRow] = (await call('user_list/inquire', { keyword: CUSTOMER.account }, admin)).data.list;
    expect(customerRow.superior_account).toBe(AGENT.account);
    const combo = await call(
      'vip_combo/add',
      { name: '代理体验卡', price: '80', days: 30, max_codes: 10, max_domains: 1 },
      admin,
    );
    await call('user_list/balance', { id: customerRow.id, amount: '80', remark: 'e2e' }, admin);
    const bought = await call(
      'buy_vip_combo/buy',
      { combo_id: combo.data.id, request_id: 'e2e-agent-buy-0001' },
      customerToken,
    );
    expect(bought.status, JSON.stringify(bought)).toBe(true);

    // The agent sees the share: 80 × 0.2.
    await refresh(agent.page);
    await agent.page.locator('tr', { hasText: CUSTOMER.account }).filter({ hasText: '16' }).first().waitFor();

    // …in the daily statistics too: today's row of the table, and the chart drawn, not empty.
    await openPanel(agent.page, 'agent_daily_statistics');
    const today = agent.page.locator('.lc-stats-table tbody tr').filter({ visible: true }).first();
    await today.filter({ hasText: '80' }).filter({ hasText: '16' }).waitFor();
    await agent.page.locator('.lc-chart[role="img"] canvas').filter({ visible: true }).first().waitFor();
    expect(await agent.page.locator('.lc-chart-empty').filter({ visible: true }).count()).toBe(0);

    // …and withdraws it.
    await openPanel(agent.page, 'withdrawal_list');
    await agent.page.click('[data-action="withdrawal_list/add"]');
    await agent.page.fill('#field-amount', '16');
    await agent.page.fill('#field-address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await agent.page.click('.bp6-dialog button[type=submit]');
    await agent.page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    await agent.page.locator('tr', { hasText: '15' }).filter({ visible: true }).first().waitFor();

    // An administrator approves it with the payout's hash.
    const reviewer = await newPage(browser);
    await signIn(product, reviewer.page, E2E_ADMIN.account, E2E_ADMIN.password);
    // The menu shows one withdrawal waiting for review.
    const badge = reviewer.page.locator('[data-panel="acting_withdrawal_list"] .lc-menu-badge');
    await badge.filter({ hasText: '1' }).waitFor();
    await openPanel(reviewer.page, 'acting_withdrawal_list');
    const pending = reviewer.page.locator('tr', { hasText: AGENT.account });
    await pending.locator('[data-action="acting_withdrawal_list/approve"]').click();
    await reviewer.page.fill('#field-tx_hash', PAYOUT_HASH);
    const approved = reviewer.page.waitForResponse((response) =>
      response.url().endsWith('/api/acting_withdrawal_list/approve'),
    );
    await reviewer.page.click('.bp6-dialog button[type=submit]');
    expect((await approved).ok()).toBe(true);
    // Nothing waits any more: the badge goes without a reload.
    await badge.waitFor({ state: 'detached' });

    // The agent's list shows it approved, with the hash.
    await agent.page.locator('.bp6-toast', { hasText: /16/ }).first().waitFor();
    await refresh(agent.page);
    await agent.page
      .locator('tr', { hasText: PAYOUT_HASH.slice(0, 8) })
      .filter({ visible: true })
      .first()
      .waitFor();
    // The administrator sees who is above the customer when editing them.
    await openPanel(reviewer.page, 'user_list');
    await reviewer.page
      .locator(`[data-account="${CUSTOMER.account}"] [data-action="user_list/update"]`)
      .filter({ visible: true })
      .first()
      .click();
    await reviewer.page
      .locator('.bp6-dialog .lc-superior-chain')
      .filter({ hasText: `${AGENT.account} · 20%` })
      .waitFor();
    await reviewer.page.keyboard.press('Escape');

    for (const page of [agent, customer, reviewer]) expect(page.errors).toEqual([]);
    await Promise.all([agent.context.close(), customer.context.close(), reviewer.context.close()]);
  });
});
