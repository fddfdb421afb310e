import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillType, Disabled, WithdrawalStatus } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { agentShares, bills, users, withdrawals } from '../../server/db/schema';
import { addMoney } from '../../server/money/decimal';
import { dayIn } from '../../server/settings/site-zone';
import { createUser } from './fixtures';
import { ADMIN, databases, startServer, type TestDatabase, type TestServer } from './harness';

const comboInput = (price: string) => ({
  name: { 'zh-CN': '代理测试套餐', 'en-US': 'Agent test', 'sw-KE': 'Jaribio' },
  price,
  days: 30,
  max_codes: 5,
  max_domains: 1,
});

describe.each(databases)('agents’ revenue share on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let agentId: number;
  let agent: string;
  let upperId: number;
  let customerId: number;
  let customer: string;
  let otherAgent: string;
  let seq = 0;
  const requestId = () => `agent-req-${Date.now()}-${++seq}`;

  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await server.call(path, input, { token });
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const balanceOf = async (id: number) => {
    const [row] = await database.store.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, id));
    return canonicalMoney(row?.balance ?? '0');
  };
  const ledgerSum = async (id: number) => {
    const [row] = await database.store.db
      .select({ sum: sql<string>`coalesce(sum(${bills.amount}), 0)::text` })
      .from(bills)
      .where(eq(bills.userId, id));
    return canonicalMoney(row?.sum ?? '0');
  };
  const setAgent = (id: number, values: Partial<typeof users.$inferInsert>) =>
    database.store.db.update(users).set(values).where(eq(users.id, id));
  const buy = async (price: string) => {
    const comboId = (await ok('vip_combo/add', comboInput(price), admin)).id as number;
    await ok('user_list/balance', { id: customerId, amount: price, remark: 'top-up' }, admin);
    const request_id = requestId();
    const bought = await ok('buy_vip_combo/buy', { combo_id: comboId, request_id }, customer);
    return { orderId: bought.order_id as number, comboId, request_id };
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    admin = await server.login();
    upperId = await createUser(database.store, {
      account: 'upperagent',
      password: 'Pass12345',
      roleKey: 'agent',
    });
    agentId = await createUser(database.store, {
      account: 'shareagent',
      password: 'Pass12345',
      roleKey: 'agent',
    });
    agent = await server.login('shareagent', 'Pass12345');
    customerId = await createUser(database.store, {
      account: 'sharebuyer',
      password: 'Pass12345',
      roleKey: 'default',
    });
    customer = await server.login('sharebuyer', 'Pass12345');
    await createUser(database.store, { account: 'otheragent', password: 'Pass12345', roleKey: 'agent' });
    otherAgent = await server.login('otheragent', 'Pass12345');
    await setAgent(upperId, { shareRatio: '0.5' });
    await setAgent(agentId, { shareRatio: '0.1', superiorId: upperId });
    await setAgent(customerId, { superiorId: agentId });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('pays the superior price × ratio in the purchase, once, and only one level up by default', async () => {
    const before = await balanceOf(agentId);
    const { orderId, comboId, request_id } = await buy('30');
    expect(await balanceOf(agentId)).toBe(addMoney(before, '3'));
    const [bill] = await database.store.db
      .select()
      .from(bills)
      .where(eq(bills.idempotencyKey, `com:${orderId}:${agentId}`));
    expect(bill).toMatchObject({ type: BillType.agent_share, amount: '3.000000', orderId });
    // The same request again buys nothing and pays no second share.
    await ok('buy_vip_combo/buy', { combo_id: comboId, request_id }, customer);
    const shares = await database.store.db.select().from(agentShares).where(eq(agentShares.orderId, orderId));
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ agentId, customerId, orderAmount: '30.000000', amount: '3.000000' });
    expect(await balanceOf(upperId)).toBe('0');
    expect(await ledgerSum(agentId)).toBe(await balanceOf(agentId));
  });

  it('cuts a share down to six decimals, and pays nothing when it cuts to zero', async () => {
    const before = await balanceOf(agentId);
    await setAgent(agentId, { shareRatio: '0.3333' });
    await buy('10.000001');
    // 10.000001 × 0.3333 = 3.3330003333 → 3.333000
    expect(await balanceOf(agentId)).toBe(addMoney(before, '3.333'));
    const tiny = await buy('0.000002');
    const none = await database.store.db
      .select()
      .from(agentShares)
      .where(eq(agentShares.orderId, tiny.orderId));
    expect(none).toEqual([]);
    await setAgent(agentId, { shareRatio: '0.1' });
  });

  it('pays a disabled agent or one with a ratio of 0 nothing', async () => {
    await setAgent(agentId, { disabled: Disabled.yes });
    const whileDisabled = await buy('20');
    await setAgent(agentId, { disabled: Disabled.no, shareRatio: '0' });
    const atZero = await buy('20');
    await setAgent(agentId, { shareRatio: '0.1' });
    for (const { orderId } of [whileDisabled, atZero]) {
      expect(
        await database.store.db.select().from(agentShares).where(eq(agentShares.orderId, orderId)),
      ).toEqual([]);
    }
  });

  it('pays every share when the customers of one agent buy at the same moment', async () => {
    const secondId = await createUser(database.store, {
      account: 'sharebuyer2',
      password: 'Pass12345',
      roleKey: 'default',
    });
    const second = await server.login('sharebuyer2', 'Pass12345');
    await setAgent(secondId, { superiorId: agentId });
    const comboId = (await ok('vip_combo/add', comboInput('2'), admin)).id as number;
    for (const id of [customerId, secondId])
      await ok('user_list/balance', { id, amount: '10', remark: 'top-up' }, admin);
    const before = await balanceOf(agentId);
    const buyers = [customer, second, customer, second, customer, second, customer, second];
    const answers = await Promise.all(
      buyers.map((token) =>
        server.call('buy_vip_combo/buy', { combo_id: comboId, request_id: requestId() }, { token }),
      ),
    );
    expect(answers.map((answer) => answer.httpStatus)).toEqual(buyers.map(() => 200));
    expect(await balanceOf(agentId)).toBe(addMoney(before, '1.6'));
    expect(await ledgerSum(agentId)).toBe(await balanceOf(agentId));
    const [row] = await database.store.db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentShares)
      .where(eq(agentShares.agentId, agentId));
    expect(row?.n).toBe(10);
  });

  it('shows an agent their own shares with their sum, and no one else’s', async () => {
    // 3 + 3.333 + eight shares of 0.2 from the simultaneous purchases.
    const mine = await ok('agent_divided_into/inquire', { page: 1, page_size: 20 }, agent);
    expect(mine.total).toBe(10);
    expect(mine.sum).toBe('7.933');
    expect(mine.list.at(-1)).toMatchObject({
      customer_id: customerId,
      customer_account: 'sharebuyer',
      amount: '3',
    });
    const firstBuyer = await ok(
      'agent_divided_into/inquire',
      { customer_id: customerId, page_size: 20 },
      agent,
    );
    expect(firstBuyer).toMatchObject({ total: 6, sum: '7.133' });
    const filtered = await ok('agent_divided_into/inquire', { customer_id: 999_999 }, agent);
    expect(filtered).toMatchObject({ total: 0, sum: '0' });
    expect((await ok('agent_divided_into/inquire', {}, otherAgent)).total).toBe(0);
    expect((await server.call('agent_divided_into/inquire', {}, { token: customer })).httpStatus).toBe(403);
  });

  it('shows an agent their customers, their orders and their days and months, from the rollup', async () => {
    const [agentRow] = await database.store.db
      .select({ code: users.invitationCode })
      .from(users)
      .where(eq(users.id, agentId));
    await ok(
      'admin/register',
      { account: 'invitedone', password: 'Pass12345', repeat_password: 'Pass12345', code: agentRow?.code },
      admin,
    );
    const customers = await ok('user_customer/inquire', { page_size: 10 }, agent);
    expect(customers.list.map((row: { account: string }) => row.account)).toEqual([
      'invitedone',
      'sharebuyer2',
      'sharebuyer',
    ]);
    expect(customers.list[2]).toMatchObject({ total_spent: '88.000003' });
    expect(JSON.stringify(customers.list)).not.toMatch(/balance|password/);
    const theirOrders = await ok('order_customer/inquire', { page_size: 50 }, agent);
    expect(theirOrders.total).toBe(13);
    expect((await ok('order_customer/inquire', {}, otherAgent)).total).toBe(0);

    const today = dayIn('Asia/Shanghai', Date.now());
    const daily = await ok('agent_daily_statistics/inquire', { start_date: today, end_date: today }, agent);
    expect(daily.list).toEqual([
      {
        date: today,
        new_customers: 1,
        paying_customers: 2,
        purchase_amount: '96.000003',
        share_amount: '7.933',
      },
    ]);
    const month = today.slice(0, 7);
    const monthly = await ok(
      'agent_historical_statistics/inquire',
      { start_month: month, end_month: month },
      agent,
    );
    const { date: _date, ...todaysFigures } = daily.list[0];
    expect(monthly.list).toEqual([{ month, ...todaysFigures }]);
    expect(
      (
        await server.call(
          'agent_daily_statistics/inquire',
          { start_date: today, end_date: '2000-01-01' },
          { token: agent },
        )
      ).httpStatus,
    ).toBe(400);
    const [asAdministratorsSeeIt] = (await ok('user_list/inquire', { keyword: 'shareagent' }, admin)).list;
    expect(asAdministratorsSeeIt).toMatchObject({ customers: 3, total_shares: '7.933' });
    for (const path of ['user_customer/inquire', 'order_customer/inquire']) {
      expect((await server.call(path, {}, { token: customer })).httpStatus).toBe(403);
    }
  });

  it('pays the superior’s superior on the second level only while the payment settings turn it on', async () => {
    const config = await ok('pay_config/detail', {}, admin);
    const refused = await server.call(
      'pay_config/update',
      { ...config, second_level_ratio: '1.5' },
      { token: admin },
    );
    expect(refused.httpStatus).toBe(400);
    await ok('pay_config/update', { ...config, second_level_ratio: '0.05' }, admin);
    const before = { agent: await balanceOf(agentId), upper: await balanceOf(upperId) };
    const { orderId } = await buy('40');
    await ok('pay_config/update', { ...config, second_level_ratio: '0' }, admin);
    expect(await balanceOf(agentId)).toBe(addMoney(before.agent, '4'));
    expect(await balanceOf(upperId)).toBe(addMoney(before.upper, '2'));
    expect(await ledgerSum(upperId)).toBe(await balanceOf(upperId));
    const upper = await server.login('upperagent', 'Pass12345');
    const listed = await ok('agent_divided_into/inquire', { page: 1, page_size: 5 }, upper);
    expect(listed.list[0]).toMatchObject({ order_id: orderId, level: 2, ratio: '0.0500', amount: '2' });
    // Off again: the next purchase pays the first level only.
    const next = await buy('40');
    const shares = await database.store.db
      .select()
      .from(agentShares)
      .where(eq(agentShares.orderId, next.orderId));
    expect(shares.map((share) => share.agentId)).toEqual([agentId]);
  });

  it('refuses a share ratio above 1 or finer than the four decimals it is kept in', async () => {
    const [row] = (await ok('user_list/inquire', { keyword: 'shareagent' }, admin)).list;
    const update = (share_ratio: string) =>
      server.call(
        'user_list/update',
        {
          id: row.id,
          name: row.name,
          phone: row.phone,
          role_id: row.role_id,
          superior_id: row.superior_id,
          share_ratio,
          invitation_code: row.invitation_code,
          member_expire_time: row.member_expire_time,
        },
        { token: admin },
      );
    expect((await update('1.5')).httpStatus).toBe(400);
    expect((await update('0.12345')).httpStatus).toBe(400);
    expect((await update('-0.1')).httpStatus).toBe(400);
    expect((await update('0.25')).httpStatus).toBe(200);
  });

  it('shows administrators the agents above a user, nearest first, and no one else', async () => {
    const chain = await ok('user_list/superior_chain', { id: customerId }, admin);
    expect(chain.list).toEqual([
      {
        id: agentId,
        account: 'shareagent',
        share_ratio: expect.any(String),
        disabled: Disabled.no,
        level: 1,
      },
      { id: upperId, account: 'upperagent', share_ratio: '0.5', disabled: Disabled.no, level: 2 },
    ]);
    expect((await ok('user_list/superior_chain', { id: upperId }, admin)).list).toEqual([]);
    const byAgent = await server.call('user_list/superior_chain', { id: customerId }, { token: agent });
    expect(byAgent.httpStatus).toBe(403);
    // An administrator's account is not a user of this page.
    const [adminRow] = await database.store.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, ADMIN.account));
    const ofAdmin = await server.call(
      'user_list/superior_chain',
      { id: adminRow?.id ?? 1 },
      { token: admin },
    );
    expect(ofAdmin.httpStatus).toBe(404);
  });

  describe('withdrawals', () => {
    let drawerId: number;
    let drawer: string;
    const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const hash = (n: number) => n.toString(16).padStart(64, 'a');
    const withdraw = (amount: string, address = ADDRESS) =>
      server.call('withdrawal_list/add', { amount, address }, { token: drawer });

    beforeAll(async () => {
      drawerId = await createUser(database.store, {
        account: 'drawagent',
        password: 'Pass12345',
        roleKey: 'agent',
      });
      drawer = await server.login('drawagent', 'Pass12345');
      await ok('user_list/balance', { id: drawerId, amount: '50', remark: 'shares' }, admin);
    });

    it('refuses an amount below the minimum, not above the fee, beyond the balance, or a bad address', async () => {
      expect((await withdraw('5')).body.code).toBe('invalid_parameter');
      expect((await withdraw('5')).httpStatus).toBe(400);
      expect((await withdraw('50.000001')).httpStatus).toBe(400);
      expect((await withdraw('20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).httpStatus).toBe(400);
      expect((await withdraw('20', 'not-an-address')).httpStatus).toBe(400);
      expect((await withdraw('20.0000001')).httpStatus).toBe(400);
      expect(
        (await server.call('withdrawal_list/add', { amount: '20', address: ADDRESS }, { token: customer }))
          .httpStatus,
      ).toBe(403);
      expect(await balanceOf(drawerId)).toBe('50');
    });

    it('freezes exactly what the balance holds when ten requests come at once', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw('20')));
      expect(
        answers.map((answer) => answer.httpStatus).sort(),
        JSON.stringify(answers.map((answer) => answer.body.message)),
      ).toEqual([200, 200, 400, 400, 400, 400, 400, 400, 400, 400]);
      expect(answers.every((answer) => answer.httpStatus === 200 || answer.httpStatus === 400)).toBe(true);
      expect(await balanceOf(drawerId)).toBe('10');
      expect(await ledgerSum(drawerId)).toBe('10');
      const own = await ok('withdrawal_list/inquire', {}, drawer);
      expect(own.total).toBe(2);
      expect(own.list[0]).toMatchObject({ amount: '20', fee: '1', status: 1, address: ADDRESS });
      expect((await ok('withdrawal_list/inquire', {}, otherAgent)).total).toBe(0);
    });

    it('shows reviewers the withdrawals waiting for them as a menu badge, and agents no badge', async () => {
      const [pending] = await database.store.db
        .select({ n: sql<number>`count(*)::int` })
        .from(withdrawals)
        .where(eq(withdrawals.status, WithdrawalStatus.pending_review));
      expect(pending?.n).toBeGreaterThan(0);
      expect((await ok('admin/menu_badges', {}, admin)).badges).toEqual({
        acting_withdrawal_list: pending?.n,
      });
      expect((await ok('admin/menu_badges', {}, drawer)).badges).toEqual({});
    });

    it('approves once with a payout hash, and refuses a second decision or a reused hash', async () => {
      const [first, second] = (await ok('withdrawal_list/inquire', {}, drawer)).list;
      const approve = (id: number, tx_hash: string) =>
        server.call('acting_withdrawal_list/approve', { id, tx_hash }, { token: admin });
      expect((await approve(first.id, 'xyz')).httpStatus).toBe(400);
      const once = await Promise.all(Array.from({ length: 10 }, () => approve(first.id, hash(1))));
      expect(once.filter((answer) => answer.httpStatus === 200)).toHaveLength(1);
      expect(once.filter((answer) => answer.httpStatus === 409)).toHaveLength(9);
      expect(
        (
          await server.call(
            'acting_withdrawal_list/reject',
            { id: first.id, reason: 'late' },
            { token: admin },
          )
        ).httpStatus,
      ).toBe(409);
      expect((await approve(second.id, hash(1).toUpperCase())).httpStatus).toBe(409);
      expect(
        (
          await server.call(
            'acting_withdrawal_list/approve',
            { id: second.id, tx_hash: hash(2) },
            { token: drawer },
          )
        ).httpStatus,
      ).toBe(403);
      expect(await balanceOf(drawerId)).toBe('10');
      const inbox = await ok('message/inquire', { page: 1, page_size: 5 }, drawer);
      expect(JSON.stringify(inbox.list)).toContain(hash(1));
      expect(inbox.list[0].title).toContain('20 USDT');
    });

    it('returns the frozen amount when a withdrawal is rejected, once', async () => {
      const [, second] = (await ok('withdrawal_list/inquire', {}, drawer)).list;
      expect(
        (await server.call('acting_withdrawal_list/reject', { id: second.id, reason: '' }, { token: admin }))
          .httpStatus,
      ).toBe(400);
      await ok('acting_withdrawal_list/reject', { id: second.id, reason: '地址不是本人的' }, admin);
      expect(
        (
          await server.call(
            'acting_withdrawal_list/reject',
            { id: second.id, reason: 'again' },
            { token: admin },
          )
        ).httpStatus,
      ).toBe(409);
      expect(await balanceOf(drawerId)).toBe('30');
      expect(await ledgerSum(drawerId)).toBe('30');
      const all = await ok('acting_withdrawal_list/inquire', { keyword: 'drawagent' }, admin);
      expect(all.list.map((row: { status: number }) => row.status).sort()).toEqual([2, 3]);
      const [refund] = await database.store.db
        .select()
        .from(bills)
        .where(eq(bills.idempotencyKey, `wd:${second.id}:refund`));
      expect(refund).toMatchObject({ type: BillType.withdrawal_refund, amount: '20.000000' });
    });
  });
});
