import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BillType, OrderStatus, OrderType, PayType } from '../../contract/enums';
import { SocketEvent } from '../../contract/socket';
import { bills, orders, users } from '../../server/db/schema';
import { subtractMoney } from '../../server/money/decimal';
import { createMoneyEvents, type PurchaseEvent } from '../../server/money/events';
import { createMemoryBus } from '../../server/ports/bus';
import { txHashOf } from '../support/tx-hash-spellings';
import { waitFor } from '../support/wait';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const DAY_MS = 86_400_000;
/** A valid TRON address (the USDT contract's). */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

const comboInput = (overrides: Record<string, unknown> = {}) => ({
  name: { 'zh-CN': '月度会员', 'en-US': 'Monthly', 'sw-KE': 'Kila mwezi' },
  price: '30',
  days: 30,
  max_codes: 5,
  max_domains: 2,
  ...overrides,
});

describe.each(databases)('money on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let clock = Date.now();
  const purchases: PurchaseEvent[] = [];
  let admin: string;
  let customerId: number;
  let customer: string;
  let otherId: number;
  let other: string;
  let seq = 0;
  const requestId = () => `req-${Date.now()}-${++seq}`;

  beforeAll(async () => {
    database = await open();
    const bus = createMemoryBus();
    createMoneyEvents(bus).onPurchase((event) => purchases.push(event));
    server = await startServer(database, { bus, clock: () => new Date(clock) });
    admin = await server.login();
    customerId = await createUser(database.store, {
      account: 'payer01',
      password: 'Pass12345',
      roleKey: 'default',
    });
    customer = await server.login('payer01', 'Pass12345');
    otherId = await createUser(database.store, {
      account: 'payer02',
      password: 'Pass12345',
      roleKey: 'agent',
    });
    other = await server.login('payer02', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const call = async (path: string, input: unknown, token: string, locale = 'en-US') =>
    server.call(path, input, { token, locale });
  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await call(path, input, token);
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const balanceOf = async (id: number) => {
    const [row] = await database.store.db
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, id));
    return row?.balance;
  };
  const credit = (id: number, amount: string) =>
    ok('user_list/balance', { id, amount, remark: 'test top-up' }, admin);
  const newCombo = async (overrides: Record<string, unknown> = {}) =>
    (await ok('vip_combo/add', comboInput(overrides), admin)).id as number;
  const ledgerRows = (userId: number) =>
    database.store.db.select().from(bills).where(eq(bills.userId, userId)).orderBy(bills.id);

  describe('amounts', () => {
    it('refuses amounts that are not exact decimal text, each with its own message', async () => {
      const cases: [unknown, string][] = [
        ['12.1234567', 'At most 6 decimal places'],
        ['-5', 'Enter an amount greater than 0'],
        ['0', 'Enter an amount greater than 0'],
        [12.5, 'Enter an amount such as 12.5'],
        ['1e3', 'Enter an amount such as 12.5'],
        ['123456789012345', 'The amount is too large'],
      ];
      for (const [price, message] of cases) {
        const answer = await call('vip_combo/add', comboInput({ price }), admin);
        expect(answer.httpStatus, String(price)).toBe(400);
        expect(answer.body.errors).toEqual([{ path: 'price', message }]);
      }
      const rows = await database.store.db.execute(sql`select count(*)::int as n from vip_combos`);
      expect(JSON.stringify(rows)).toContain('"n":0');
    });

    it('keeps 0.1 + 0.2 exact through the balance and the ledger', async () => {
      const id = await createUser(database.store, {
        account: 'exact01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      await credit(id, '0.1');
      expect((await credit(id, '0.2')).balance).toBe('0.3');
      await credit(id, '0.000001');
      expect((await credit(id, '99999999999.999999')).balance).toBe('100000000000.3');
      const rows = await ledgerRows(id);
      expect(rows.map((row) => row.balanceAfter)).toEqual([
        '0.100000',
        '0.300000',
        '0.300001',
        '100000000000.300000',
      ]);
      expect(new Set(rows.map((row) => row.idempotencyKey)).size).toBe(4);
    });

    it('refuses a balance beyond what its column holds instead of failing', async () => {
      const id = await createUser(database.store, {
        account: 'rich01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      await credit(id, '99999999999999');
      const answer = await call('user_list/balance', { id, amount: '1' }, admin);
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toBe('The balance would exceed the largest amount that can be stored');
    });

    it('changes a balance once for a retried administrator request', async () => {
      const id = await createUser(database.store, {
        account: 'retry01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const input = { id, amount: '7', request_id: 'console-retry-1' };
      await ok('user_list/balance', input, admin);
      expect((await ok('user_list/balance', input, admin)).balance).toBe('7');
      expect(await ledgerRows(id)).toHaveLength(1);
    });
  });

  describe('packages', () => {
    it('lets administrators manage packages and buyers see only those on sale', async () => {
      const on = await newCombo({ name: '季度会员', sort: 1 });
      const off = await newCombo({ name: 'Old plan', status: 2 });
      const seenByAdmin = await ok('vip_combo/inquire', { page_size: 100 }, admin);
      expect(seenByAdmin.list.map((row: { id: number }) => row.id)).toEqual(
        expect.arrayContaining([on, off]),
      );
      const seenByCustomer = await ok('vip_combo/inquire', { page_size: 100 }, customer);
      const ids = seenByCustomer.list.map((row: { id: number }) => row.id);
      expect(ids).toContain(on);
      expect(ids).not.toContain(off);
      expect(seenByCustomer.list.find((row: { id: number }) => row.id === on).name).toEqual({
        'zh-CN': '季度会员',
        'en-US': '季度会员',
        'sw-KE': '季度会员',
      });
      expect((await call('vip_combo/add', comboInput(), customer)).httpStatus).toBe(403);
      expect((await call('vip_combo/update', { id: on, ...comboInput() }, other)).httpStatus).toBe(403);
      expect((await call('vip_combo/remove', { ids: [on] }, customer)).httpStatus).toBe(403);
      await ok('vip_combo/update', { id: on, ...comboInput({ price: '45.5' }) }, admin);
      const changed = (await ok('vip_combo/inquire', { page_size: 100 }, admin)).list.find(
        (row: { id: number }) => row.id === on,
      );
      expect(changed.price).toBe('45.5');
      expect((await call('vip_combo/update', { id: 999_999, ...comboInput() }, admin)).httpStatus).toBe(404);
      await ok('vip_combo/remove', { ids: [on, off] }, admin);
    });

    it('switches a bought package off but never deletes it', async () => {
      const id = await newCombo({ price: '1' });
      await credit(otherId, '1');
      await ok('buy_vip_combo/buy', { combo_id: id, request_id: requestId() }, other);
      const refused = await call('vip_combo/remove', { ids: [id] }, admin);
      expect(refused.httpStatus).toBe(409);
      expect(refused.body.message).toBe('“Monthly” has been bought; switch it off instead of deleting it');
      await ok('vip_combo/update', { id, ...comboInput({ price: '1', status: 2 }) }, admin);
      const row = (await ok('vip_combo/inquire', { page_size: 100 }, admin)).list.find(
        (combo: { id: number }) => combo.id === id,
      );
      expect(row).toMatchObject({ status: 2, members: 1 });
    });
  });

  describe('buying', () => {
    let combo: number;
    beforeAll(async () => {
      combo = await newCombo();
    });

    it('refuses an unknown package, a package off sale and a balance too low, writing nothing', async () => {
      const before = await balanceOf(customerId);
      const unknown = await call(
        'buy_vip_combo/buy',
        { combo_id: 999_999, request_id: requestId() },
        customer,
      );
      expect(unknown.httpStatus).toBe(404);
      expect(unknown.body.message).toBe('This package does not exist');
      const offSale = await newCombo({ status: 2 });
      const off = await call('buy_vip_combo/buy', { combo_id: offSale, request_id: requestId() }, customer);
      expect(off.httpStatus).toBe(409);
      expect(off.body.message).toBe('This package is no longer on sale');
      const poor = await call('buy_vip_combo/buy', { combo_id: combo, request_id: requestId() }, customer);
      expect(poor.httpStatus).toBe(409);
      expect(poor.body.message).toBe(
        'Your balance of 0 USDT is less than the price of 30 USDT; recharge first',
      );
      const badId = await call('buy_vip_combo/buy', { combo_id: combo, request_id: 'x' }, customer);
      expect(badId.httpStatus).toBe(400);
      expect(await balanceOf(customerId)).toBe(before);
      const mine = await database.store.db.select().from(orders).where(eq(orders.userId, customerId));
      expect(mine).toHaveLength(0);
    });

    it('debits, records the order and the ledger row, extends the membership and tells the agents', async () => {
      await credit(customerId, '100');
      clock = Date.parse('2026-11-25T08:00:00Z');
      const request = requestId();
      const bought = await ok('buy_vip_combo/buy', { combo_id: combo, request_id: request }, customer);
      expect(bought.balance).toBe('70');
      expect(bought.member_expire_time).toBe(new Date(clock + 30 * DAY_MS).toISOString());
      // The same request again: the same answer, nothing charged twice.
      expect(await ok('buy_vip_combo/buy', { combo_id: combo, request_id: request }, customer)).toEqual(
        bought,
      );
      expect(await balanceOf(customerId)).toBe('70.000000');
      expect(purchases.filter((event) => event.orderId === bought.order_id)).toEqual([
        { orderId: bought.order_id, userId: customerId, amount: '30.000000', comboId: combo },
      ]);

      const bill = (await ledgerRows(customerId)).find((row) => row.orderId === bought.order_id);
      expect(bill).toMatchObject({
        type: BillType.purchase,
        amount: '-30.000000',
        balanceBefore: '100.000000',
        balanceAfter: '70.000000',
        idempotencyKey: `vip:${bought.order_id}`,
      });
      const own = await ok('user_order/inquire', {}, customer);
      expect(own.list[0]).toMatchObject({
        id: bought.order_id,
        type: OrderType.vip,
        status: OrderStatus.paid,
        amount: '30',
        days: 30,
        combo_name: { 'en-US': 'Monthly' },
        // Paid from the balance, not by a TRC20 transfer.
        pay_type: PayType.balance,
      });

      // The same package while it runs: extended from its current end.
      clock += 10 * DAY_MS;
      const renewed = await ok('buy_vip_combo/buy', { combo_id: combo, request_id: requestId() }, customer);
      expect(renewed.member_expire_time).toBe(new Date(clock - 10 * DAY_MS + 60 * DAY_MS).toISOString());
      // Another package starts now and replaces it.
      const yearly = await newCombo({ name: 'Yearly', price: '10', days: 365 });
      const switched = await ok('buy_vip_combo/buy', { combo_id: yearly, request_id: requestId() }, customer);
      expect(switched.member_expire_time).toBe(new Date(clock + 365 * DAY_MS).toISOString());
      expect(switched.balance).toBe('30');
      const info = await ok('buy_vip_combo/inquire', {}, customer);
      expect(info).toMatchObject({
        balance: '30',
        membership: { combo_id: yearly, active: true, combo_name: { 'en-US': 'Yearly' } },
      });
    });

    it('writes nothing when any step of a purchase fails: the debit and the order are one transaction', async () => {
      const id = await createUser(database.store, {
        account: 'atomic01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const token = await server.login('atomic01', 'Pass12345');
      await credit(id, '50');
      const db = database.store.db;
      for (const [table, when] of [
        ['orders', 'before insert'],
        ['users', 'after update'],
      ] as const) {
        await db.execute(
          // Fails the order's insert, or the membership's update that follows the debit.
          sql.raw(`create or replace function fail_for_test() returns trigger language plpgsql as $$
          begin
            if tg_table_name = 'orders' then raise exception 'injected failure'; end if;
            if new.vip_combo_id is distinct from old.vip_combo_id then raise exception 'injected failure'; end if;
            return new;
          end $$`),
        );
        await db.execute(
          sql.raw(
            `create trigger fail_for_test ${when} on ${table} for each row execute function fail_for_test()`,
          ),
        );
        try {
          const answer = await call('buy_vip_combo/buy', { combo_id: combo, request_id: requestId() }, token);
          expect(answer.httpStatus).toBe(500);
        } finally {
          await db.execute(sql.raw(`drop trigger fail_for_test on ${table}`));
        }
        expect(await balanceOf(id)).toBe('50.000000');
        expect(await ledgerRows(id)).toHaveLength(1);
        expect(await db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(0);
      }
    });
  });

  describe('recharge orders', () => {
    it('opens an order within the configured bounds and lists it as pending, then expired', async () => {
      const tooSmall = await call('balance_recharge/add', { amount: '5' }, customer);
      expect(tooSmall.httpStatus).toBe(400);
      expect(tooSmall.body.message).toBe('At least 10 USDT per recharge');
      expect(tooSmall.body.errors[0].path).toBe('amount');
      const tooLarge = await call('balance_recharge/add', { amount: '100000.01' }, customer);
      expect(tooLarge.body.message).toBe('At most 100000 USDT per recharge');
      const decimals = await call('balance_recharge/add', { amount: '10.0000001' }, customer);
      expect(decimals.body.errors).toEqual([{ path: 'amount', message: 'At most 6 decimal places' }]);

      const opened = await ok('balance_recharge/add', { amount: '25.5' }, customer);
      expect(opened).toMatchObject({
        amount: '25.5',
        expire_time: new Date(clock + 30 * 60_000).toISOString(),
      });
      expect(opened.address).toBeUndefined();
      const listed = await ok('balance_recharge/inquire', {}, customer);
      expect(listed.list[0]).toMatchObject({ id: opened.order_id, status: OrderStatus.pending_payment });
      expect(
        (await ok('balance_recharge/inquire', {}, other)).list.map((row: { id: number }) => row.id),
      ).not.toContain(opened.order_id);

      clock += 31 * 60_000;
      const later = await ok('user_order/inquire', { status: OrderStatus.expired }, customer);
      expect(later.list.map((row: { id: number }) => row.id)).toContain(opened.order_id);
      const refused = await call(
        'order/credit',
        { order_id: opened.order_id, tx_hash: txHashOf('late-tx') },
        admin,
      );
      expect(refused.httpStatus).toBe(409);
      expect(refused.body.message).toMatch(/^This order expired at /);
    });

    it('credits a pending order once, live on the payer’s socket, and refuses everything else', async () => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
      const received: { type: number; content?: unknown }[] = [];
      socket.on('message', (data) => received.push(JSON.parse(String(data))));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 1, token: customer, locale: 'en-US' }));
      await waitFor(() => received.length > 0, 5000);

      const before = await balanceOf(customerId);
      const order = await ok('balance_recharge/add', { amount: '12.345678' }, customer);
      expect(
        (await call('order/credit', { order_id: order.order_id, tx_hash: txHashOf('tx-1') }, customer))
          .httpStatus,
      ).toBe(403);
      const credited = await ok(
        'order/credit',
        { order_id: order.order_id, tx_hash: txHashOf('tx-1'), remark: 'seen' },
        admin,
      );
      expect(Number.isNaN(Number(credited.balance))).toBe(false);
      await waitFor(() => received.some((message) => message.type === SocketEvent.payment_credited), 5000);
      expect(received.find((message) => message.type === SocketEvent.payment_credited)?.content).toEqual({
        order_id: order.order_id,
        amount: '12.345678',
        balance: credited.balance,
      });
      socket.close();

      const again = await call(
        'order/credit',
        { order_id: order.order_id, tx_hash: txHashOf('tx-2') },
        admin,
      );
      expect(again.httpStatus).toBe(409);
      expect(again.body.message).toBe('This order is already paid; it cannot be credited twice');
      const second = await ok('balance_recharge/add', { amount: '10' }, customer);
      const reused = await call(
        'order/credit',
        { order_id: second.order_id, tx_hash: txHashOf('tx-1') },
        admin,
      );
      expect(reused.body.message).toBe(
        `This transaction hash was already used by recharge order #${order.order_id}; one transfer counts only once`,
      );
      const purchase = (await ok('user_order/inquire', { type: OrderType.vip }, customer)).list[0];
      expect(
        (await call('order/credit', { order_id: purchase.id, tx_hash: txHashOf('tx-3') }, admin)).body
          .message,
      ).toBe('Only recharge orders can be credited');
      expect(
        (await call('order/credit', { order_id: 999_999, tx_hash: txHashOf('tx-4') }, admin)).httpStatus,
      ).toBe(404);

      const rows = await ledgerRows(customerId);
      const rechargeRows = rows.filter((row) => row.type === BillType.recharge);
      expect(rechargeRows).toHaveLength(1);
      expect(rechargeRows[0]).toMatchObject({ amount: '12.345678', idempotencyKey: `rch:${order.order_id}` });
      const afterCredit = await balanceOf(customerId);
      expect(subtractMoney(afterCredit ?? '', before ?? '')).toBe('12.345678');
    });

    it('answers the sweeps page’s reconciliation with nothing to compare while no chain is configured', async () => {
      // Opening the page is normal without a chain: no refusal, no error in the console.
      const answer = await call('tron_transaction_summary/reconcile', {}, admin);
      expect(answer.httpStatus).toBe(200);
      expect(answer.body.data).toBeNull();
    });

    it('limits how many unpaid orders an account keeps open', async () => {
      const id = await createUser(database.store, {
        account: 'pending01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const token = await server.login('pending01', 'Pass12345');
      for (let i = 0; i < 5; i++) await ok('balance_recharge/add', { amount: '10' }, token);
      const sixth = await call('balance_recharge/add', { amount: '10' }, token);
      expect(sixth.httpStatus).toBe(429);
      expect(await database.store.db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(5);
    });
  });

  describe('orders and the ledger', () => {
    it('shows administrators every order and ledger row, and each account only its own', async () => {
      const all = await ok('order/inquire', { keyword: 'payer0', page_size: 100 }, admin);
      expect(new Set(all.list.map((row: { account: string }) => row.account))).toEqual(
        new Set(['payer01', 'payer02']),
      );
      const mine = await ok('user_order/inquire', { page_size: 100 }, other);
      expect(mine.list.every((row: { user_id: number }) => row.user_id === otherId)).toBe(true);
      expect((await call('order/inquire', {}, customer)).httpStatus).toBe(403);

      const ledger = await ok('bill/inquire', { user_id: customerId, page_size: 100 }, admin);
      expect(ledger.total).toBeGreaterThan(3);
      expect(ledger.list[0]).toMatchObject({ account: 'payer01', user_id: customerId });
      const purchasesOnly = await ok('bill/inquire', { type: BillType.purchase, page_size: 100 }, admin);
      expect(purchasesOnly.list.every((row: { type: number }) => row.type === BillType.purchase)).toBe(true);
      const credits = await ok('bill_credit/inquire', { page_size: 100 }, admin);
      expect(credits.list.length).toBeGreaterThan(0);
      expect(credits.list.every((row: { type: number }) => row.type === BillType.recharge)).toBe(true);
      const own = await ok('user_order/bills', { page_size: 100 }, customer);
      expect(own.list.every((row: { user_id: number }) => row.user_id === customerId)).toBe(true);
      expect((await call('bill/inquire', {}, customer)).httpStatus).toBe(403);
      expect((await call('bill_credit/inquire', {}, other)).httpStatus).toBe(403);
    });

    it('finds every balance equal to its ledger, and reports one that is not', async () => {
      const clean = await ok('bill/check', {}, admin);
      expect(clean.mismatches).toEqual([]);
      expect(clean.users_checked).toBeGreaterThan(3);
      await database.store.db.execute(sql`update users set balance = balance + 1 where id = ${otherId}`);
      try {
        const found = await ok('bill/check', {}, admin);
        expect(found.mismatches).toEqual([
          {
            user_id: otherId,
            account: 'payer02',
            balance: expect.any(String),
            ledger_sum: expect.any(String),
          },
        ]);
      } finally {
        await database.store.db.execute(sql`update users set balance = balance - 1 where id = ${otherId}`);
      }
      expect((await call('bill/check', {}, customer)).httpStatus).toBe(403);
    });

    it('refuses a ledger row that would leave a balance below zero even past the services', async () => {
      const attempt = database.store.db.execute(sql`update users set balance = -1 where id = ${customerId}`);
      await expect(attempt).rejects.toThrow();
    });
  });

  describe('package limits', () => {
    beforeEach(() => {
      clock = Date.now();
    });
    const code = (token: string, name: string, extra: Record<string, unknown> = {}) =>
      call('qr_code_list/add', { name, destinations: [{ url: 'https://example.com/x' }], ...extra }, token);

    it('holds an account without a package to the free tier and lifts it when a package is bought', async () => {
      await ok(
        'subscriber_config_default/update',
        {
          ...(await ok('subscriber_config_default/inquire', {}, admin)),
          free_max_codes: 2,
          free_max_domains: 1,
          free_detailed_log: false,
        },
        admin,
      );
      const id = await createUser(database.store, {
        account: 'limited01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const token = await server.login('limited01', 'Pass12345');
      const detailed = await code(token, 'Detailed', { open_log: 2 });
      expect(detailed.httpStatus).toBe(409);
      expect(detailed.body.message).toBe(
        'Your free tier only counts visits; detailed visit logging needs a VIP package that includes it',
      );
      const first = await code(token, 'One', { open_log: 1 });
      expect(first.httpStatus).toBe(200);
      await code(token, 'Two', { open_log: 1 });
      const third = await code(token, 'Three', { open_log: 1 });
      expect(third.httpStatus).toBe(409);
      expect(third.body.message).toBe(
        'Your free tier allows 2 live codes and you have 2. Buy or renew a VIP package for more.',
      );
      const zh = await server.call(
        'qr_code_list/add',
        { name: 'Three', open_log: 1, destinations: [{ url: 'https://e.com' }] },
        { token, locale: 'zh-CN' },
      );
      expect(zh.body.message).toBe('免费版最多可保留 2 个活码，您已有 2 个。购买或续费 VIP 套餐可获得更多。');

      // A code in the trash does not count, but restoring it needs room again.
      await ok('qr_code_list/remove', { ids: [first.body.data.id] }, token);
      await code(token, 'Three', { open_log: 1 });
      const restore = await call('qr_code_list/update_remove', { ids: [first.body.data.id] }, token);
      expect(restore.httpStatus).toBe(409);

      const pro = await newCombo({ name: 'Pro', price: '3', max_codes: 4 });
      await credit(id, '3');
      await ok('buy_vip_combo/buy', { combo_id: pro, request_id: requestId() }, token);
      expect((await code(token, 'Four', { open_log: 2 })).httpStatus).toBe(200);
      const usage = (await ok('buy_vip_combo/inquire', {}, token)).membership;
      expect(usage).toMatchObject({
        active: true,
        used_codes: 3,
        limits: { max_codes: 4, detailed_log: true },
      });

      // Once the package ends the free tier applies again.
      clock = Date.now() + 31 * DAY_MS;
      const afterEnd = await code(token, 'Five', { open_log: 1 });
      expect(afterEnd.httpStatus).toBe(409);
      expect((await ok('buy_vip_combo/inquire', {}, token)).membership.active).toBe(false);
    });

    it('limits the domains assigned to a customer by their package', async () => {
      const id = await createUser(database.store, {
        account: 'domains01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      expect(id).toBeGreaterThan(0);
      await ok('hold_domain/add', { host: 'qr.limit-one.cn', type: 1, owner_account: 'domains01' }, admin);
      const second = await call(
        'hold_domain/add',
        { host: 'qr.limit-two.cn', type: 1, owner_account: 'domains01' },
        admin,
      );
      expect(second.httpStatus).toBe(409);
      expect(second.body.message).toBe(
        'Your free tier allows 1 domains and you have 1. Buy or renew a VIP package for more.',
      );
    });
  });

  describe('payment settings', () => {
    it('lets administrators change them, validated, and everyone read what concerns them, the platform wallet as the address to pay by hand', async () => {
      const current = await ok('pay_config/detail', {}, admin);
      expect(current).toMatchObject({ min_recharge: '10', order_expire_minutes: 30, collection_address: '' });
      const typo = await call(
        'pay_config/update',
        { ...current, collection_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' },
        admin,
      );
      expect(typo.httpStatus).toBe(400);
      expect(typo.body.errors).toEqual([
        { path: 'collection_address', message: 'This TRON address has a typo: its checksum does not match' },
      ]);
      const inverted = await call(
        'pay_config/update',
        { ...current, min_recharge: '500', max_recharge: '100' },
        admin,
      );
      expect(inverted.body.errors[0].path).toBe('min_recharge');
      await ok(
        'pay_config/update',
        { ...current, collection_address: TRON_ADDRESS, min_recharge: '20', qr_code_switch: false },
        admin,
      );
      const seen = await ok('pay_config/inquire', {}, customer);
      expect(seen).toEqual({
        min_withdrawal: '10',
        withdrawal_fee: '1',
        qr_code_switch: false,
        min_recharge: '20',
        max_recharge: '100000',
        order_expire_minutes: 30,
        confirmations: 19,
        pay_types: [1],
        confirmation: 'manual',
        receiving_address: TRON_ADDRESS,
      });
      expect((await call('pay_config/detail', {}, customer)).httpStatus).toBe(403);
      expect((await call('pay_config/update', current, customer)).httpStatus).toBe(403);
      await ok('pay_config/update', current, admin);
      // Without a platform wallet there is nowhere to pay: the page says to ask support instead.
      expect((await ok('pay_config/inquire', {}, customer)).receiving_address).toBeNull();
    });

    it('counts purchases, not top-ups, as the platform’s revenue', async () => {
      clock = Date.now();
      const revenue = async () => (await ok('home_admin/inquire', {}, admin)).revenue_today as string;
      const id = await createUser(database.store, {
        account: 'revenue01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const token = await server.login('revenue01', 'Pass12345');
      const before = await revenue();
      const order = await ok('balance_recharge/add', { amount: '10' }, token);
      await ok('order/credit', { order_id: order.order_id, tx_hash: txHashOf(`tx-revenue-${id}`) }, admin);
      expect(await revenue()).toBe(before);
      const combo = await newCombo({ name: 'Revenue', price: '2.5' });
      await ok('buy_vip_combo/buy', { combo_id: combo, request_id: requestId() }, token);
      expect(subtractMoney(await revenue(), before)).toBe('2.5');
    });
  });
});

describe.each(databases.filter((database) => database.name === 'postgres'))(
  'concurrent purchases on $name',
  ({ open }) => {
    let database: TestDatabase;
    let server: TestServer;
    beforeAll(async () => {
      database = await open();
      server = await startServer(database);
    });
    afterAll(async () => {
      await server?.close();
      await database?.drop();
    });

    it('sells exactly what the balance pays for, once per request id, with the ledger equal to the balance', async () => {
      const admin = await server.login();
      const id = await createUser(database.store, {
        account: 'race01',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const token = await server.login('race01', 'Pass12345');
      const call = (path: string, input: unknown) => server.call(path, input, { token });
      await server.call('user_list/balance', { id, amount: '100' }, { token: admin });
      const combo = (await server.call('vip_combo/add', comboInput(), { token: admin })).body.data.id;

      const distinct = Array.from({ length: 20 }, (_, i) => `race-distinct-${i}`);
      const retried = Array.from({ length: 20 }, () => 'race-retried-once');
      const answers = await Promise.all(
        [...distinct, ...retried].map((request_id) =>
          call('buy_vip_combo/buy', { combo_id: combo, request_id }),
        ),
      );
      const bought = answers.filter((answer) => answer.httpStatus === 200);
      const refused = answers.filter((answer) => answer.httpStatus !== 200);
      expect(new Set(bought.map((answer) => answer.body.data.order_id)).size).toBe(3);
      expect(refused.every((answer) => answer.httpStatus === 409)).toBe(true);

      const db = database.store.db;
      const [user] = await db.select().from(users).where(eq(users.id, id));
      expect(user?.balance).toBe('10.000000');
      expect(await db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(3);
      const rows = await db.select().from(bills).where(eq(bills.userId, id));
      expect(rows.filter((row) => row.type === BillType.purchase)).toHaveLength(3);
      const check = (await server.call('bill/check', {}, { token: admin })).body.data;
      expect(check.mismatches).toEqual([]);
    });
  },
);
