import { eq } from 'drizzle-orm';
import { utils } from 'tronweb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { BillType, CollectionStatus, DepositStatus, OrderStatus, SweepStage } from '../../contract/enums';
import { SocketEvent } from '../../contract/socket';
import { bills, chainCursors, orders, tronWallets, usdtTransfers } from '../../server/db/schema';
import { addMoney } from '../../server/money/decimal';
import { ChainUnavailable } from '../../server/ports/chain';
import { createTronChain } from '../../server/ports/tron-chain';
import { createWatcher } from '../../server/tron/watcher';
import { type FakeTronGrid, startFakeTronGrid } from '../fakes/trongrid/fake-trongrid';
import { waitFor } from '../support/wait';
import { accountBalance, createUser, ledgerTotal } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** Every address is due at every round: the tests decide when rounds happen. */
const EVERY_ROUND = { hotEveryMs: 0, slowEveryMs: 0 };
const BLOCK_MS = 3000;

describe.each(databases)('TRC20 deposits on $name', ({ open }) => {
  let database: TestDatabase;
  let fake: FakeTronGrid;
  let server: TestServer;
  let clock = Date.now();
  let admin: string;
  let payerId: number;
  let payer: string;
  let wallet: string;
  let agent: string;

  const control = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${fake.url}/_control/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const send = async (amount: string, extra: Record<string, unknown> = {}) =>
    (await control('transfer', { to: wallet, amount, ...extra })).txid as string;
  /** Enough blocks on top for the transfer to be solidified and past the configured depth. */
  const settle = () => control('mine', { blocks: 20 });
  const round = () => (server.app.deposits as NonNullable<typeof server.app.deposits>).watcher.round();
  const deposits = () =>
    database.store.db
      .select()
      .from(usdtTransfers)
      .where(eq(usdtTransfers.userId, payerId))
      .orderBy(usdtTransfers.id);
  const balanceOf = (userId: number) => accountBalance(database.store, userId);
  const ledgerSum = (userId: number) => ledgerTotal(database.store, userId);

  beforeAll(async () => {
    database = await open();
    // The fake's head block is "now", so a new wallet's first read (an hour back) covers it.
    fake = await startFakeTronGrid({ usdtContract: USDT, genesisTime: Date.now() - 1000 * BLOCK_MS });
    const chain = await createTronChain({ url: fake.url });
    server = await startServer(database, {
      chain,
      runWatcher: false,
      watcherTiming: EVERY_ROUND,
      clock: () => new Date(clock),
      config: { usdtContract: USDT },
    });
    admin = await server.login();
    payerId = await createUser(database.store, {
      account: 'chainpayer',
      password: 'Pass12345',
      roleKey: 'default',
    });
    payer = await server.login('chainpayer', 'Pass12345');
    await createUser(database.store, { account: 'chainagent', password: 'Pass12345', roleKey: 'agent' });
    agent = await server.login('chainagent', 'Pass12345');
    const opened = await server.call('balance_recharge/wallet', {}, { token: payer });
    expect(opened.httpStatus).toBe(200);
    wallet = opened.body.data.address;
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await database?.drop();
  });

  it('gives each user one deposit wallet, says payments are confirmed by the chain, and keeps keys sealed', async () => {
    expect(utils.address.isAddress(wallet)).toBe(true);
    const again = await server.call('balance_recharge/wallet', {}, { token: payer });
    expect(again.body.data.address).toBe(wallet);
    const config = await server.call('pay_config/inquire', {}, { token: payer });
    expect(config.body.data.confirmation).toBe('chain');

    const listed = await server.call('tron/inquire', { keyword: 'chainpayer' }, { token: admin });
    expect(listed.body.data.total).toBe(1);
    const [row] = listed.body.data.list;
    expect(row).toMatchObject({ account: 'chainpayer', base58: wallet, deleted: false });
    expect(JSON.stringify(listed.body)).not.toMatch(/private/i);
    const [stored] = await database.store.db
      .select({ privateKey: tronWallets.privateKey })
      .from(tronWallets)
      .where(eq(tronWallets.base58, wallet));
    expect(stored?.privateKey).toMatch(/^v1\./);

    const wrong = await server.call('tron/reveal', { id: row.id, password: 'nope12345' }, { token: admin });
    expect(wrong.httpStatus).toBe(400);
    const revealed = await server.call(
      'tron/reveal',
      { id: row.id, password: 'Admin12345' },
      { token: admin },
    );
    expect(revealed.httpStatus).toBe(200);
    expect(utils.address.fromPrivateKey(revealed.body.data.private_key)).toBe(wallet);
    const logged = await server.call('log/inquire', { keyword: 'tron/reveal' }, { token: admin });
    expect(JSON.stringify(logged.body.data.list)).not.toContain(revealed.body.data.private_key);
    expect(logged.body.data.list.map((row: { path: string }) => row.path)).toContain('tron/reveal');
  });

  it('refuses wallets and transfers to those who may not see them', async () => {
    for (const token of [payer, agent]) {
      expect((await server.call('tron/inquire', {}, { token })).httpStatus).toBe(403);
      expect((await server.call('tron/reveal', { id: 1, password: 'Pass12345' }, { token })).httpStatus).toBe(
        403,
      );
      expect((await server.call('usdt_transaction_record/inquire', {}, { token })).httpStatus).toBe(403);
      expect((await server.call('usdt_transaction_record/status', {}, { token })).httpStatus).toBe(403);
    }
    expect((await server.call('tron/refresh', { id: 999_999 }, { token: admin })).httpStatus).toBe(404);
  });

  it('reads a wallet’s balances from the chain on demand', async () => {
    await control('fund', { address: wallet, trx: '3.5' });
    const [row] = (await server.call('tron/inquire', { keyword: wallet }, { token: admin })).body.data.list;
    const refreshed = await server.call('tron/refresh', { id: row.id }, { token: admin });
    expect(refreshed.httpStatus).toBe(200);
    expect(refreshed.body.data).toMatchObject({ trx_balance: '3.5', usdt_balance: '0' });
    expect(refreshed.body.data.balance_read_at).not.toBeNull();
  });

  it('sees a transfer for its order, confirms it once solidified and credits that order once, live on the payer’s socket', async () => {
    const order = await server.call('balance_recharge/add', { amount: '12.5' }, { token: payer });
    expect(order.body.data.address).toBe(wallet);
    const events: { type: number; content: Record<string, unknown> }[] = [];
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 1, token: payer, locale: 'en-US' }));
    await waitFor(() => events.length > 0, 5000);

    const before = await balanceOf(payerId);
    const txid = await send('12.5');
    await round();
    let [deposit] = await deposits();
    expect(deposit).toMatchObject({
      txHash: txid,
      logIndex: 0,
      status: DepositStatus.confirming,
      amount: '12.500000',
    });
    await waitFor(() => events.some((event) => event.type === SocketEvent.payment_seen), 5000);
    // The order's page is told which order the transfer will pay, so it can say "confirming".
    expect(events.find((event) => event.type === SocketEvent.payment_seen)?.content).toEqual({
      tx_hash: txid,
      amount: '12.5',
      status: DepositStatus.confirming,
      order_id: order.body.data.order_id,
    });
    expect(await balanceOf(payerId)).toBe(before);

    await settle();
    await round();
    [deposit] = await deposits();
    expect(deposit?.status).toBe(DepositStatus.credited);
    expect(deposit?.orderId).toBe(order.body.data.order_id);
    expect(await balanceOf(payerId)).toBe(addMoney(before, '12.5'));
    const [paid] = await database.store.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.body.data.order_id));
    expect(paid).toMatchObject({ status: OrderStatus.paid, txHash: txid });
    const credited = events.find((event) => event.type === SocketEvent.payment_credited);
    await waitFor(() => events.some((event) => event.type === SocketEvent.payment_credited), 5000);
    expect(
      events.find((event) => event.type === SocketEvent.payment_credited)?.content ?? credited,
    ).toMatchObject({
      order_id: order.body.data.order_id,
      amount: '12.5',
      balance: '12.5',
    });
    const [bill] = await database.store.db
      .select()
      .from(bills)
      .where(eq(bills.idempotencyKey, `dep:${txid}:0`));
    expect(bill).toMatchObject({ type: BillType.recharge, amount: '12.500000' });
    const inbox = await server.call('message/inquire', { page: 1, page_size: 5 }, { token: payer });
    expect(JSON.stringify(inbox.body.data.list)).toContain('12.5');
    const mine = await server.call('balance_recharge/wallet', {}, { token: payer });
    expect(mine.body.data.transfers[0]).toMatchObject({ tx_hash: txid, status: DepositStatus.credited });
    socket.close();
  });

  it('credits each transfer once however often it is read: replays, a lost cursor, two watchers at once', async () => {
    const before = await balanceOf(payerId);
    const sent = [await send('1'), await send('2'), await send('0.000001')];
    await settle();
    const second = createWatcher({
      db: database.store.db,
      chain: await createTronChain({ url: fake.url }),
      usdtContract: USDT,
      now: () => new Date(clock),
      events: { seen: async () => {}, credited: async () => {} },
      log: server.app.log,
      timing: EVERY_ROUND,
    });
    await Promise.all([round(), second.round(), round(), second.round()]);
    for (let replay = 0; replay < 3; replay++) {
      // As if the cursor were lost: every transfer since the wallet was made is read again.
      await database.store.db
        .update(chainCursors)
        .set({ minTimestamp: 0 })
        .where(eq(chainCursors.address, wallet));
      await Promise.all([round(), second.round()]);
    }
    const rows = (await deposits()).filter((row) => sent.includes(row.txHash));
    expect(rows.map((row) => row.status)).toEqual([
      DepositStatus.credited,
      DepositStatus.credited,
      DepositStatus.credited,
    ]);
    expect(await balanceOf(payerId)).toBe(addMoney(before, '3.000001'));
    expect(await ledgerSum(payerId)).toBe(await balanceOf(payerId));
  });

  it('finds every transfer made while TronGrid was down, and shows the outage meanwhile', async () => {
    const before = await balanceOf(payerId);
    await control('faults', { outage: true });
    const sent: string[] = [];
    for (let minute = 0; minute < 20; minute += 5) {
      sent.push(await send('5'));
      await control('clock', { advanceMs: 5 * 60_000 });
      clock += 5 * 60_000;
      await expect(round()).rejects.toBeInstanceOf(ChainUnavailable);
    }
    const status = await server.call('usdt_transaction_record/status', {}, { token: admin });
    expect(status.body.data).toMatchObject({ configured: true, last_error_address: wallet });
    expect(status.body.data.last_error).toMatch(/503/);
    await control('faults', { outage: false });
    await settle();
    await round();
    const rows = (await deposits()).filter((row) => sent.includes(row.txHash));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.status === DepositStatus.credited)).toBe(true);
    expect(await balanceOf(payerId)).toBe(addMoney(before, '20'));
    const after = await server.call('usdt_transaction_record/status', {}, { token: admin });
    expect(after.body.data.last_error).toBe('');
  });

  it('backs off when rate limited and loses nothing', async () => {
    const before = await balanceOf(payerId);
    const txid = await send('7');
    await control('faults', { status: 429, count: 50 });
    const refused = await round().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChainUnavailable);
    expect((refused as ChainUnavailable).throttled).toBe(true);
    expect((refused as ChainUnavailable).retryAfterMs).toBe(1000);
    await control('faults', { clear: true });
    await settle();
    await round();
    expect((await deposits()).find((row) => row.txHash === txid)?.status).toBe(DepositStatus.credited);
    expect(await balanceOf(payerId)).toBe(addMoney(before, '7'));
  });

  it('never credits a lookalike token, an approval or a failed transfer, and says why', async () => {
    const before = await balanceOf(payerId);
    const state = (await (await fetch(`${fake.url}/_control/state`)).json()) as {
      tokens: { address: string; symbol: string }[];
    };
    const lookalike = state.tokens.find(
      (token) => token.symbol === 'USDT' && token.address !== USDT,
    )?.address;
    expect(lookalike).toBeDefined();
    const fakeToken = await send('100', { token: lookalike });
    const approval = await send('100', { type: 'Approval' });
    const reverted = await send('100', { receipt: 'REVERT' });
    await settle();
    await round();
    await round();
    const all = await server.call('usdt_transaction_record/inquire', { page_size: 50 }, { token: admin });
    const byTx = (txid: string) =>
      all.body.data.list.find((row: { tx_hash: string }) => row.tx_hash === txid);
    expect(byTx(fakeToken)).toMatchObject({
      status: DepositStatus.ignored,
      remark: `lookalike_token:${lookalike}`,
    });
    expect(byTx(approval)).toMatchObject({
      status: DepositStatus.ignored,
      remark: 'not_a_transfer:Approval',
    });
    expect(byTx(reverted)).toMatchObject({ status: DepositStatus.failed, remark: 'receipt:REVERT' });
    expect(await balanceOf(payerId)).toBe(before);
  });

  it('pays an order that expired meanwhile ("paid late"), and a payment without an order goes to the balance', async () => {
    const order = await server.call('balance_recharge/add', { amount: '33' }, { token: payer });
    clock += 31 * 60_000;
    const late = await send('33');
    const loose = await send('4.25');
    await settle();
    await round();
    await round();
    const [paid] = await database.store.db
      .select()
      .from(orders)
      .where(eq(orders.id, order.body.data.order_id));
    expect(paid).toMatchObject({ status: OrderStatus.paid, txHash: late, remark: 'paid_late' });
    const rows = await deposits();
    expect(rows.find((row) => row.txHash === loose)).toMatchObject({
      status: DepositStatus.credited,
      orderId: null,
    });
    expect(await ledgerSum(payerId)).toBe(await balanceOf(payerId));
  });

  it('credits each transfer event of one transaction: the first pays the order, the next goes to the balance', async () => {
    const before = await balanceOf(payerId);
    const order = await server.call('balance_recharge/add', { amount: '15' }, { token: payer });
    const txid = await send('15', { count: 2 });
    await settle();
    await round();
    await round();
    const events = (await deposits()).filter((row) => row.txHash === txid);
    expect(events.map((row) => [row.logIndex, row.status])).toEqual([
      [0, DepositStatus.credited],
      [1, DepositStatus.credited],
    ]);
    expect(events.map((row) => row.orderId)).toEqual([order.body.data.order_id, null]);
    expect(await balanceOf(payerId)).toBe(addMoney(before, '30'));
  });

  it('keeps a hand credit and the chain from crediting the same transaction twice, whatever its case', async () => {
    const handFirst = await server.call('balance_recharge/add', { amount: '19' }, { token: payer });
    const txid = await send('19');
    const byHand = await server.call(
      'order/credit',
      { order_id: handFirst.body.data.order_id, tx_hash: txid.toUpperCase() },
      { token: admin },
    );
    expect(byHand.httpStatus).toBe(200);
    const before = await balanceOf(payerId);
    await settle();
    await round();
    await round();
    const row = (await deposits()).find((deposit) => deposit.txHash === txid);
    expect(row).toMatchObject({
      status: DepositStatus.credited,
      remark: `credited_by_hand:${handFirst.body.data.order_id}`,
    });
    expect(await balanceOf(payerId)).toBe(before);

    const chainFirst = await server.call('balance_recharge/add', { amount: '21' }, { token: payer });
    const credited = (await deposits()).find(
      (deposit) => deposit.status === DepositStatus.credited && deposit.orderId === null,
    );
    const refused = await server.call(
      'order/credit',
      { order_id: chainFirst.body.data.order_id, tx_hash: credited?.txHash },
      { token: admin },
    );
    expect(refused.httpStatus).toBe(409);
    expect(await ledgerSum(payerId)).toBe(await balanceOf(payerId));
  });

  it('sweeps credited USDT to the collection wallet, topping up gas first, and reconciles to no drift', async () => {
    const sweeps = () => (server.app.deposits as NonNullable<typeof server.app.deposits>).sweeps();
    const sweepRow = async (id: number) =>
      (
        await server.call('tron_transaction_summary/inquire', { page_size: 50 }, { token: admin })
      ).body.data.list.find((row: { id: number }) => row.id === id);
    expect(
      (await server.call('tron_transaction_summary/sweep', { all: true }, { token: admin })).httpStatus,
    ).toBe(409);
    const collection = utils.accounts.generateAccount().address.base58;
    const config = (await server.call('pay_config/detail', {}, { token: admin })).body.data;
    await server.call('pay_config/update', { ...config, collection_address: collection }, { token: admin });
    // On chain each user pays their own address: the platform's wallet is never offered to pay into.
    const offered = await server.call('pay_config/inquire', {}, { token: payer });
    expect(offered.body.data.receiving_address).toBeNull();
    const owed = (await server.call('tron_transaction_summary/reconcile', {}, { token: admin })).body.data;
    expect(owed.credited_unswept).not.toBe('0');
    expect(owed.drift).toBe('0');

    // The gas wallet holds nothing yet: the top-up is refused and the sweep fails, saying why.
    const started = await server.call('tron_transaction_summary/sweep', { all: true }, { token: admin });
    expect(started.body.data).toEqual({ started: 1, skipped: 0 });
    expect(
      (await server.call('tron_transaction_summary/sweep', { all: true }, { token: admin })).body.data
        .started,
    ).toBe(0);
    await sweeps();
    const [first] = (await server.call('tron_transaction_summary/inquire', {}, { token: admin })).body.data
      .list;
    expect(first).toMatchObject({ stage: SweepStage.failed, status: CollectionStatus.fail });
    expect(first.remark).toMatch(/^gas_refused:/);

    await control('fund', { address: owed.gas_wallet.address, trx: '100' });
    const retried = await server.call('tron_transaction_summary/retry', { id: first.id }, { token: admin });
    expect(retried.httpStatus).toBe(200);
    expect(
      (await server.call('tron_transaction_summary/retry', { id: first.id }, { token: admin })).httpStatus,
    ).toBe(409);
    const id = retried.body.data.id;
    await sweeps();
    expect(await sweepRow(id)).toMatchObject({ stage: SweepStage.gas_sent });
    await settle();
    await sweeps();
    await sweeps();
    expect(await sweepRow(id)).toMatchObject({ stage: SweepStage.sweeping });
    await settle();
    await sweeps();
    const swept = await sweepRow(id);
    expect(swept).toMatchObject({
      stage: SweepStage.swept,
      status: CollectionStatus.success,
      to: collection,
      from: wallet,
    });
    expect(swept.amount).toBe(owed.credited_unswept);
    expect(swept.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(swept.trx_spent).not.toBe('0');

    const collected = await server.call('tron/inquire', { keyword: wallet }, { token: admin });
    const refreshed = await server.call(
      'tron/refresh',
      { id: collected.body.data.list[0].id },
      { token: admin },
    );
    expect(refreshed.body.data.usdt_balance).toBe('0');
    const after = (await server.call('tron_transaction_summary/reconcile', {}, { token: admin })).body.data;
    expect(after).toMatchObject({
      onchain_usdt: '0',
      credited_unswept: '0',
      drift: '0',
      trx_spent: swept.trx_spent,
    });
    const payerSees = await server.call('tron_transaction_summary/inquire', {}, { token: payer });
    expect(payerSees.httpStatus).toBe(403);
  });
});
