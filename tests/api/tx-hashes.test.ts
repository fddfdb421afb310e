import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositStatus, OrderStatus, WithdrawalStatus } from '../../contract/enums';
import { orders, spentTxHashes, usdtTransfers, withdrawals } from '../../server/db/schema';
import { translate } from '../../server/i18n';
import { addMoney } from '../../server/money/decimal';
import { createTronChain } from '../../server/ports/tron-chain';
import { type FakeTronGrid, startFakeTronGrid } from '../fakes/trongrid/fake-trongrid';
import { hashSpellingsArbitrary } from '../support/tx-hash-spellings';
import { accountBalance, createUser, ledgerTotal } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVERY_ROUND = { hotEveryMs: 0, slowEveryMs: 0 };
const BLOCK_MS = 3000;

/**
 * SPEC §12: one transaction hash, however it is written, moves money once — whether an
 * administrator credits it by hand, the chain watcher credits it, or it pays a withdrawal.
 */
describe.each(databases)('one transaction hash spends once on $name', ({ open }) => {
  let database: TestDatabase;
  let fake: FakeTronGrid;
  let server: TestServer;
  let admin: string;
  let accounts = 0;

  const control = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${fake.url}/_control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const send = async (to: string, amount: string) =>
    (await control('transfer', { to, amount })).txid as string;
  const settle = () => control('mine', { blocks: 20 });
  const round = () => (server.app.deposits as NonNullable<typeof server.app.deposits>).watcher.round();
  const call = (path: string, input: unknown, token = admin) =>
    server.call(path, input, { token, locale: 'en-US' });
  const ok = async (path: string, input: unknown, token = admin) => {
    const answer = await call(path, input, token);
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const balanceOf = (userId: number) => accountBalance(database.store, userId);
  const ledgerSum = (userId: number) => ledgerTotal(database.store, userId);
  const orderRow = async (id: number) => {
    const [row] = await database.store.db.select().from(orders).where(eq(orders.id, id));
    return row;
  };
  /** A new account of its own per test, so its balance says what that test did. */
  const newPayer = async (roleKey = 'default') => {
    const account = `hashpayer${++accounts}`;
    const id = await createUser(database.store, { account, password: 'Pass12345', roleKey });
    const token = await server.login(account, 'Pass12345');
    return { id, token };
  };
  const openOrder = async (token: string, amount: string) =>
    (await ok('balance_recharge/add', { amount }, token)).order_id as number;

  beforeAll(async () => {
    database = await open();
    fake = await startFakeTronGrid({ usdtContract: USDT, genesisTime: Date.now() - 1000 * BLOCK_MS });
    server = await startServer(database, {
      chain: await createTronChain({ url: fake.url }),
      runWatcher: false,
      watcherTiming: EVERY_ROUND,
      config: { usdtContract: USDT },
    });
    admin = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await database?.drop();
  });

  it('credits one transfer once when an administrator credits it as 0x and capitals and the watcher then sees it', async () => {
    const payer = await newPayer();
    const wallet = (await ok('balance_recharge/wallet', {}, payer.token)).address as string;
    const first = await openOrder(payer.token, '12.5');
    const second = await openOrder(payer.token, '12.5');
    const txid = await send(wallet, '12.5');

    const byHand = await call('order/credit', { order_id: first, tx_hash: `0x${txid.toUpperCase()}` });
    expect(byHand.httpStatus, JSON.stringify(byHand.body)).toBe(200);
    await settle();
    await round();
    await round();

    expect(await balanceOf(payer.id)).toBe('12.5');
    expect(await ledgerSum(payer.id)).toBe('12.5');
    const [deposit] = await database.store.db
      .select()
      .from(usdtTransfers)
      .where(eq(usdtTransfers.userId, payer.id));
    expect(deposit).toMatchObject({
      txHash: txid,
      status: DepositStatus.credited,
      orderId: first,
      remark: `credited_by_hand:${first}`,
    });
    expect(await orderRow(second)).toMatchObject({ status: OrderStatus.pending_payment, txHash: '' });
    expect((await orderRow(first))?.txHash).toBe(txid);
  });

  it('refuses a second hand credit of the same hash written another way, and a hash that is not one', async () => {
    const payer = await newPayer();
    const first = await openOrder(payer.token, '10');
    const second = await openOrder(payer.token, '10');
    const hash = 'e'.repeat(64);
    await ok('order/credit', { order_id: first, tx_hash: hash });

    const again = await call('order/credit', { order_id: second, tx_hash: `0x${hash}` });
    expect(again.httpStatus).toBe(409);
    expect(again.body.code).toBe('conflict');
    expect(again.body.message).toBe(translate('en-US', 'tx_hash.spent', { kind: 'recharge', ref: first }));
    expect(again.body.message).toContain(`#${first}`);

    for (const [locale, spelling] of [
      ['en-US', 'abc'],
      ['zh-CN', `${hash}e`],
      ['sw-KE', `0x${'g'.repeat(64)}`],
    ] as const) {
      const refused = await server.call(
        'order/credit',
        { order_id: second, tx_hash: spelling },
        { token: admin, locale },
      );
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'tx_hash', message: translate(locale, 'rule.tx_hash_format') },
      ]);
    }
    expect((await orderRow(second))?.status).toBe(OrderStatus.pending_payment);
    expect(await balanceOf(payer.id)).toBe('10');
    expect(await ledgerSum(payer.id)).toBe('10');
  });

  it('refuses a withdrawal payout whose hash a recharge already spent', async () => {
    const agent = await newPayer('agent');
    await ok('user_list/balance', { id: agent.id, amount: '50', remark: 'shares' });
    const { id } = await ok('withdrawal_list/add', { amount: '20', address: USDT }, agent.token);
    const payer = await newPayer();
    const order = await openOrder(payer.token, '10');
    const hash = 'ab'.repeat(32);
    await ok('order/credit', { order_id: order, tx_hash: hash });

    const refused = await call('acting_withdrawal_list/approve', { id, tx_hash: `0X${hash.toUpperCase()}` });
    expect(refused.httpStatus).toBe(409);
    expect(refused.body.message).toBe(translate('en-US', 'tx_hash.spent', { kind: 'recharge', ref: order }));
    const [pending] = await database.store.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(pending).toMatchObject({ status: WithdrawalStatus.pending_review, txHash: '' });

    await ok('acting_withdrawal_list/approve', { id, tx_hash: `  ${'cd'.repeat(32)}  ` });
    const [approved] = await database.store.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(approved).toMatchObject({ status: WithdrawalStatus.approved, txHash: 'cd'.repeat(32) });
  });

  it('never credits a transfer whose hash already paid a withdrawal, and says why', async () => {
    const agent = await newPayer('agent');
    await ok('user_list/balance', { id: agent.id, amount: '50', remark: 'shares' });
    const { id } = await ok('withdrawal_list/add', { amount: '20', address: USDT }, agent.token);
    const payer = await newPayer();
    const wallet = (await ok('balance_recharge/wallet', {}, payer.token)).address as string;
    const txid = await send(wallet, '19');
    await ok('acting_withdrawal_list/approve', { id, tx_hash: txid });
    await settle();
    await round();
    await round();

    const [deposit] = await database.store.db
      .select()
      .from(usdtTransfers)
      .where(eq(usdtTransfers.userId, payer.id));
    expect(deposit).toMatchObject({
      txHash: txid,
      status: DepositStatus.ignored,
      remark: `spent_by_withdrawal:${id}`,
    });
    expect(await balanceOf(payer.id)).toBe('0');
    expect(await ledgerSum(payer.id)).toBe('0');
  });

  it('credits any spelling of a hash (case, 0x, spaces, full-width digits) at most once', async () => {
    const payer = await newPayer();
    let expected = '0';
    await fc.assert(
      fc.asyncProperty(hashSpellingsArbitrary({ min: 2, max: 3 }), async ({ hash, spellings }) => {
        // Orders an earlier run left unpaid expire, so this run may open its own.
        await database.store.db
          .update(orders)
          .set({ expireTime: new Date(Date.now() - 60_000) })
          .where(and(eq(orders.userId, payer.id), eq(orders.status, OrderStatus.pending_payment)));
        const opened: number[] = [];
        for (const _ of spellings) opened.push(await openOrder(payer.token, '10'));
        // fast-check may well draw a hash again (all zeros, say): then it was spent before and pays nothing.
        const spentBefore = await database.store.db
          .select()
          .from(spentTxHashes)
          .where(eq(spentTxHashes.txHash, hash));
        const answers = await Promise.all(
          spellings.map((tx_hash, index) => call('order/credit', { order_id: opened[index], tx_hash })),
        );
        const statuses = answers.map((answer) => answer.httpStatus).sort();
        const refusals = spellings.map(() => 409);
        expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual(
          spentBefore.length > 0 ? refusals : [200, ...refusals.slice(1)],
        );
        if (spentBefore.length === 0) expected = addMoney(expected, '10');
        const paid = await database.store.db
          .select({ txHash: orders.txHash })
          .from(orders)
          .where(eq(orders.txHash, hash));
        expect(paid).toHaveLength(1);
        const spent = await database.store.db
          .select()
          .from(spentTxHashes)
          .where(eq(spentTxHashes.txHash, hash));
        expect(spent).toHaveLength(1);
      }),
      { numRuns: 25 },
    );
    expect(await balanceOf(payer.id)).toBe(expected);
    expect(await ledgerSum(payer.id)).toBe(expected);
  }, 180_000);
});
