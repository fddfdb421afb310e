import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MembershipState } from '../../contract/membership';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const DAY_MS = 86_400_000;
const MONTHLY = { 'zh-CN': '月度会员', 'en-US': 'Monthly', 'sw-KE': 'Kila mwezi' };

describe.each(databases)('one membership state on every page on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let comboId: number;
  let seq = 0;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    admin = await server.login();
    const combo = await ok(
      'vip_combo/add',
      { name: MONTHLY, price: '10', days: 30, max_codes: 50, max_domains: 3 },
      admin,
    );
    comboId = combo.id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  async function ok(path: string, input: unknown, token: string) {
    const answer = await server.call(path, input, { token, locale: 'zh-CN' });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }

  /** A customer signed in, with their token and id. */
  async function customer(account: string) {
    const id = await createUser(database.store, { account, password: 'Pass12345', roleKey: 'default' });
    return { id, account, token: await server.login(account, 'Pass12345') };
  }

  async function buy(user: { id: number; token: string }) {
    await ok('user_list/balance', { id: user.id, amount: '10', remark: 'top-up' }, admin);
    await ok('buy_vip_combo/buy', { combo_id: comboId, request_id: `membership-${++seq}-buy` }, user.token);
  }

  /** The user list row of an account, as an administrator reads it. */
  async function listRow(account: string) {
    const page = await ok('user_list/inquire', { keyword: account }, admin);
    return page.list.find((row: { account: string }) => row.account === account);
  }

  /** An administrator changes the account in the user list's edit dialog, keeping the rest. */
  async function edit(
    account: string,
    changes: { member_expire_time?: string | null; superior_id?: number },
  ) {
    const row = await listRow(account);
    await ok(
      'user_list/update',
      {
        id: row.id,
        name: row.name,
        phone: row.phone,
        role_id: row.role_id,
        superior_id: row.superior_id,
        share_ratio: row.share_ratio,
        invitation_code: row.invitation_code,
        member_expire_time: row.member_expire_time,
        ...changes,
      },
      admin,
    );
  }
  const setExpiry = (account: string, expiry: string | null) => edit(account, { member_expire_time: expiry });

  /** The membership each page reports: the user list row, the home and the buy page. */
  async function statesOf(user: { account: string; token: string }): Promise<MembershipState[]> {
    const [row, home, shop] = await Promise.all([
      listRow(user.account),
      ok('home/inquire', {}, user.token),
      ok('buy_vip_combo/inquire', {}, user.token),
    ]);
    return [row.membership, home.membership, shop.membership.state];
  }

  const everywhere = (state: unknown) => [state, state, state];
  const monthly = { id: expect.any(Number), name: MONTHLY };

  it('reports no membership the same on the three pages for a new customer', async () => {
    const user = await customer('member00');
    expect(await statesOf(user)).toEqual(everywhere({ state: 'none' }));
  });

  it('reports a running package with its end the same on the three pages', async () => {
    const user = await customer('member01');
    await buy(user);
    const [state] = await statesOf(user);
    expect(state).toEqual({ state: 'active', until: expect.any(String), package: monthly });
    expect(Date.parse((state as { until: string }).until)).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(await statesOf(user)).toEqual(everywhere(state));
    const shop = await ok('buy_vip_combo/inquire', {}, user.token);
    expect(shop.membership).toMatchObject({ active: true, limits: { max_codes: 50 } });
  });

  it('reports an ended package with its end the same on the three pages, and its codes stop', async () => {
    const user = await customer('member02');
    await buy(user);
    const code = await ok(
      'qr_code_list/add',
      { name: 'Ended', destinations: [{ url: 'https://e.com/' }] },
      user.token,
    );
    const ended = new Date(Date.now() - 60_000).toISOString();
    await setExpiry(user.account, ended);
    expect(await statesOf(user)).toEqual(everywhere({ state: 'expired', at: ended, package: monthly }));
    const shop = await ok('buy_vip_combo/inquire', {}, user.token);
    expect(shop.membership.active).toBe(false);
    expect((await fetch(`${server.url}/c/${code.file_name}`, { redirect: 'manual' })).status).toBe(410);

    // Buying again brings the codes back at once, not when the redirect's cache next reloads.
    await buy(user);
    expect((await statesOf(user))[0]).toMatchObject({ state: 'active', package: monthly });
    expect((await fetch(`${server.url}/c/${code.file_name}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('reports an expiry an administrator cleared as no membership on the three pages, and its codes answer', async () => {
    const user = await customer('member03');
    await buy(user);
    await setExpiry(user.account, null);
    expect(await statesOf(user)).toEqual(everywhere({ state: 'none' }));
    // The package left on the account grants nothing without an end: the free tier applies.
    expect((await ok('buy_vip_combo/inquire', {}, user.token)).membership.active).toBe(false);
    const code = await ok(
      'qr_code_list/add',
      { name: 'Free', destinations: [{ url: 'https://e.com/' }] },
      user.token,
    );
    expect((await fetch(`${server.url}/c/${code.file_name}`, { redirect: 'manual' })).status).toBe(302);
  });

  it('reports an expiry granted without a package as running on the free tier on the three pages', async () => {
    const user = await customer('member04');
    const until = new Date(Date.now() + 7 * DAY_MS).toISOString();
    await setExpiry(user.account, until);
    expect(await statesOf(user)).toEqual(everywhere({ state: 'active', until, package: null }));
    expect((await ok('buy_vip_combo/inquire', {}, user.token)).membership.active).toBe(false);
  });

  it('shows an agent the same state of their customer', async () => {
    const agent = await createUser(database.store, {
      account: 'agent05',
      password: 'Pass12345',
      roleKey: 'agent',
    });
    const agentToken = await server.login('agent05', 'Pass12345');
    const user = await customer('member05');
    await edit(user.account, { superior_id: agent });
    await buy(user);
    const [state] = await statesOf(user);
    const customers = await ok('user_customer/inquire', {}, agentToken);
    expect(
      customers.list.find((each: { account: string }) => each.account === user.account).membership,
    ).toEqual(state);
  });
});
