import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncOperationStatus, BillType } from '../../contract/enums';
import { asyncOperations, users } from '../../server/db/schema';
import { txHashOf } from '../support/tx-hash-spellings';
import { createUser } from './fixtures';
import { ADMIN, databases, startServer, type TestDatabase, type TestServer } from './harness';

const HEADER = 'ID,Time,Account,Phone,Type,Amount,Balance before,Balance after,Order ID,Remark';

type Job = { id: number; title: string; status: number; progress: number; download_url: string | null };
type Bill = { id: number; create_time: string };

describe.each(databases)('ledger export on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let customer: string;
  let payerId: number;
  let otherId: number;
  let zone: string;
  let seq = 0;

  const call = (path: string, input: unknown, token: string) =>
    server.call(path, input, { token, locale: 'en-US' });
  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await call(path, input, token);
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const recharge = async (token: string, amount: string) => {
    const { order_id } = await ok('balance_recharge/add', { amount }, token);
    await ok('order/credit', { order_id, tx_hash: txHashOf(`tx-${++seq}`) }, admin);
    return order_id as number;
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    admin = await server.login();
    payerId = await createUser(database.store, {
      account: 'ledger01',
      password: 'Pass12345',
      roleKey: 'default',
    });
    otherId = await createUser(database.store, {
      account: 'ledger02',
      password: 'Pass12345',
      roleKey: 'default',
    });
    await database.store.db.update(users).set({ phone: '13800000001' }).where(eq(users.id, payerId));
    customer = await server.login('ledger01', 'Pass12345');
    const other = await server.login('ledger02', 'Pass12345');
    zone = (await ok('configuration/inquire', {}, admin)).time_zone;

    await ok('user_list/balance', { id: payerId, amount: '100', remark: 'Top-up, first' }, admin);
    const combo = await ok(
      'vip_combo/add',
      { name: 'Monthly', price: '30', days: 30, max_codes: 5, max_domains: 2 },
      admin,
    );
    await ok('buy_vip_combo/buy', { combo_id: combo.id, request_id: `ledger-buy-${Date.now()}` }, customer);
    await ok('user_list/balance', { id: payerId, amount: '0.000001', remark: '=1+1' }, admin);
    await recharge(customer, '12.5');
    await ok('user_list/balance', { id: otherId, amount: '5' }, admin);
    await recharge(other, '10');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** Polls the operation list until the job is no longer in progress. */
  const finished = async (id: number): Promise<Job> => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const { list } = await ok('async_operations/inquire', {}, admin);
      const job = (list as Job[]).find((row) => row.id === id);
      if (job && job.status !== AsyncOperationStatus.in_progress) return job;
      if (Date.now() > deadline) throw new Error(`export ${id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const download = async (job: Job) => {
    expect(job).toMatchObject({ status: AsyncOperationStatus.completed, progress: 100 });
    const response = await fetch(`${server.url}${job.download_url}`);
    expect(response.status).toBe(200);
    return response;
  };
  const exportCsv = async (path: string, filter: object) => {
    const { id } = await ok(path, { ...filter, format: 'csv' }, admin);
    const job = await finished(id);
    const text = (await (await download(job)).text()).replace(/^\uFEFF/, '');
    return { job, lines: text.split('\r\n').slice(0, -1) };
  };

  /** Each row's time as the file writes it: in the configured time zone. */
  const timesOf = async (path: string, filter: object) => {
    const { list } = await ok(path, { ...filter, page_size: 100 }, admin);
    const format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    return new Map((list as Bill[]).map((bill) => [bill.id, format.format(new Date(bill.create_time))]));
  };

  it('exports exactly the rows of a user and a type, with exact amounts', async () => {
    const filter = { user_id: payerId, type: BillType.admin_edit };
    const { job, lines } = await exportCsv('bill/export', filter);
    expect(job.title).toBe('Ledger export: all');
    const times = await timesOf('bill/inquire', filter);
    const ids = [...times.keys()].sort((a, b) => a - b);
    expect(lines).toEqual([
      HEADER,
      `${ids[0]},${times.get(ids[0] ?? 0)},ledger01,13800000001,Admin adjustment,100,0,100,,"Top-up, first"`,
      `${ids[1]},${times.get(ids[1] ?? 0)},ledger01,13800000001,Admin adjustment,0.000001,70,70.000001,,'=1+1`,
    ]);

    const purchases = await exportCsv('bill/export', { user_id: payerId, type: BillType.purchase });
    expect(purchases.lines).toHaveLength(2);
    expect(purchases.lines[1]?.split(',').slice(2, 8)).toEqual([
      'ledger01',
      '13800000001',
      'Purchase',
      '-30',
      '100',
      '70',
    ]);
  });

  it('exports the recharge credits only, filtered by account, with the order', async () => {
    const all = await exportCsv('bill_credit/export', {});
    expect(all.lines.slice(1).map((line) => line.split(',').slice(2, 8))).toEqual([
      ['ledger01', '13800000001', 'Recharge', '12.5', '70.000001', '82.500001'],
      ['ledger02', '', 'Recharge', '10', '5', '15'],
    ]);
    const start = new Date(Date.now() - 86_400_000).toISOString();
    const one = await exportCsv('bill_credit/export', { keyword: 'ledger02', start_time: start });
    expect(one.lines).toHaveLength(2);
    expect(one.lines[1]).toContain(',ledger02,');
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(new Date(start));
    expect(one.job.title).toBe(`Ledger export: ${day} – …`);
    const [orderId] = one.lines[1]?.split(',').slice(8, 9) ?? [];
    expect(Number(orderId)).toBeGreaterThan(0);
  });

  it('writes XLSX by default', async () => {
    const { id } = await ok('bill/export', { user_id: otherId }, admin);
    const bytes = new Uint8Array(await (await download(await finished(id))).arrayBuffer());
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
  });

  it('refuses customers', async () => {
    expect((await call('bill/export', { format: 'csv' }, customer)).httpStatus).toBe(403);
    expect((await call('bill_credit/export', { format: 'csv' }, customer)).httpStatus).toBe(403);
  });

  it('refuses another export while the account has its most under way', async () => {
    const configuration = await ok('configuration/inquire', {}, admin);
    await ok('configuration/update', { ...configuration, max_exports_in_progress: 1 }, admin);
    const [rootAdmin] = await database.store.db.select().from(users).where(eq(users.account, ADMIN.account));
    const [running] = await database.store.db
      .insert(asyncOperations)
      .values({
        ownerId: rootAdmin?.id ?? 0,
        kind: 'bill_export',
        title: 'running',
        status: AsyncOperationStatus.in_progress,
        params: {},
      })
      .returning({ id: asyncOperations.id });
    for (const path of ['bill/export', 'bill_credit/export']) {
      const refused = await call(path, { format: 'csv' }, admin);
      expect(refused.httpStatus).toBe(429);
      expect(refused.body.message).toBe(
        '1 export is already running; wait for one to finish before starting another',
      );
    }
    await database.store.db.delete(asyncOperations).where(eq(asyncOperations.id, running?.id ?? 0));
    await ok('configuration/update', configuration, admin);
  });
});
