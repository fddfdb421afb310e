/**
 * Screenshots of the agents' side — shares (with a second-level one), daily statistics and
 * withdrawals for an agent; the review queue with its menu badge, a customer's edit dialog with
 * the agents above them and the agent settings for an administrator — in light and dark. Seeds a
 * top agent, an agent under them, two customers, purchases and a pending withdrawal. Usage,
 * against a running product:
 *
 *   npx tsx scripts/screenshots-agents.ts http://127.0.0.1:8080 /tmp/shots admin <admin password>
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { desktopPage, launchBrowser, scriptArguments } from './screenshot-kit';

const { outDir, adminAccount, adminPassword, call, shot, signIn, openPanel } = scriptArguments(
  process.argv.slice(2),
  700,
);
const TOP = { account: 'topagent', password: 'Agent12345' };
const AGENT = { account: 'cityagent', password: 'Agent12345' };
const CUSTOMERS = ['hz_meijia', 'sz_kuaidi'];
const PAYOUT_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type Row = Record<string, unknown> & { id: number };

async function accountRow(account: string, adminToken: string): Promise<Row> {
  const answer = await call<{ list: Row[] }>('user_list/inquire', { keyword: account }, adminToken);
  const row = answer.data.list.find((candidate) => candidate.account === account);
  if (!row) throw new Error(`no account ${account}`);
  return row;
}

/** Makes a registered account an agent with a ratio under a superior. */
async function makeAgent(account: string, ratio: string, superiorId: number | null, adminToken: string) {
  const roles = await call<{ list: { id: number; key: string }[] }>(
    'role/inquire',
    { page_size: 50 },
    adminToken,
  );
  const row = await accountRow(account, adminToken);
  await call(
    'user_list/update',
    {
      id: row.id,
      name: row.name,
      phone: row.phone,
      role_id: roles.data.list.find((role) => role.key === 'agent')?.id,
      superior_id: superiorId,
      share_ratio: ratio,
      invitation_code: row.invitation_code,
      member_expire_time: row.member_expire_time,
    },
    adminToken,
  );
  return row;
}

async function seed(adminToken: string): Promise<void> {
  const existing = await call<{ list: Row[] }>('user_list/inquire', { keyword: AGENT.account }, adminToken);
  if (existing.data.list.length > 0) return;
  for (const who of [TOP, AGENT]) await call('admin/register', { ...who, repeat_password: who.password });
  const top = await makeAgent(TOP.account, '0.05', null, adminToken);
  const agent = await makeAgent(AGENT.account, '0.2', top.id, adminToken);
  const config = await call<Record<string, unknown>>('pay_config/detail', {}, adminToken);
  await call('pay_config/update', { ...config.data, second_level_ratio: '0.05' }, adminToken);
  const combo = await call<{ id: number }>(
    'vip_combo/add',
    {
      name: { 'zh-CN': '专业版季卡', 'en-US': 'Pro quarterly', 'sw-KE': 'Pro' },
      price: '49.5',
      days: 90,
      max_codes: 200,
      max_domains: 5,
    },
    adminToken,
  );
  const code = String(agent.invitation_code);
  for (const [index, account] of CUSTOMERS.entries()) {
    await call('admin/register', { account, password: 'Guest12345', repeat_password: 'Guest12345', code });
    const customer = await accountRow(account, adminToken);
    await call('user_list/balance', { id: customer.id, amount: '200', remark: '演示充值' }, adminToken);
    const token = (await call<{ token: string }>('admin/login', { account, password: 'Guest12345' })).data
      .token;
    for (let buy = 0; buy <= index; buy++) {
      await call(
        'buy_vip_combo/buy',
        { combo_id: combo.data.id, request_id: `shot-${account}-${buy}` },
        token,
      );
    }
  }
  const agentToken = (await call<{ token: string }>('admin/login', AGENT)).data.token;
  await call('withdrawal_list/add', { amount: '20', address: PAYOUT_ADDRESS }, agentToken);
}

const AGENT_SCENES: Record<string, (page: Page) => Promise<void>> = {
  agent_divided_into: (page) => openPanel(page, 'agent_divided_into'),
  agent_daily_statistics: (page) => openPanel(page, 'agent_daily_statistics'),
  withdrawal_list: (page) => openPanel(page, 'withdrawal_list'),
};

const TOP_SCENES: Record<string, (page: Page) => Promise<void>> = {
  'agent_divided_into-second-level': (page) => openPanel(page, 'agent_divided_into'),
};

const ADMIN_SCENES: Record<string, (page: Page) => Promise<void>> = {
  acting_withdrawal_list: async (page) => {
    await openPanel(page, 'acting_withdrawal_list');
    // The menu entry with its badge of withdrawals waiting for review, in view.
    await page
      .locator('[data-panel="acting_withdrawal_list"] .lc-menu-badge')
      .first()
      .scrollIntoViewIfNeeded();
  },
  'user_list-chain': async (page) => {
    await openPanel(page, 'user_list');
    await page
      .locator(`[data-account="${CUSTOMERS[0]}"] [data-action="user_list/update"]`)
      .filter({ visible: true })
      .first()
      .click();
    await page.locator('.lc-superior-chain li').first().waitFor();
  },
  'pay_config-agents': async (page) => {
    await openPanel(page, 'pay_config');
    await page.locator('#second_level_ratio, [name="second_level_ratio"]').first().scrollIntoViewIfNeeded();
  },
};

async function shoot(page: Page, prefix: string, scenes: Record<string, (page: Page) => Promise<void>>) {
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.click('[data-action="theme.toggle"]');
    for (const [name, scene] of Object.entries(scenes)) {
      await scene(page);
      await shot(page, `${prefix}${name}-${theme}`);
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
  for (const [who, scenes] of [
    [AGENT, AGENT_SCENES],
    [TOP, TOP_SCENES],
  ] as const) {
    const page = await desktopPage(browser);
    await signIn(page, who.account, who.password);
    await shoot(page, `${who.account}-`, scenes);
  }
  const admin = await desktopPage(browser);
  await signIn(admin, adminAccount, adminPassword);
  await shoot(admin, 'admin-', ADMIN_SCENES);
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
