import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DepositStatus } from '../../contract/enums';
import { type FakeTronGrid, startFakeTronGrid } from '../fakes/trongrid/fake-trongrid';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { databases, type TestDatabase } from './harness';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ADMIN = { account: 'crashadmin', password: 'Crash12345' };
const PAYER = { account: 'crashpayer', password: 'Pass12345' };
const TRANSFERS = 30;
const SOLID_INFO = '/walletsolidity/gettransactioninfobyid';

/** Polls an asynchronous condition; the test waits for what it observes, never for a fixed time. */
async function pollUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The real server, its watcher running by itself, SIGKILLed while it credits a batch of deposits
 * and started again on the same database: every transfer is credited exactly once.
 */
describe.each(databases)('a deposit watcher killed mid-batch on $name', ({ name, open }) => {
  let database: TestDatabase | null = null;
  let fake: FakeTronGrid;
  let server: ServerProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'lc-deposit-crash-'));
  // The same key across the restart: the wallet's sealed key must still open.
  const masterKey = randomBytes(32).toString('hex');

  const env = () => ({
    TRONGRID_URL: fake.url,
    USDT_CONTRACT: USDT,
    ADMIN_ACCOUNT: ADMIN.account,
    ADMIN_PASSWORD: ADMIN.password,
    ...(name === 'postgres' ? { DATABASE_URL: database?.databaseUrl as string, MASTER_KEY: masterKey } : {}),
  });
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server?.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { status: boolean; data: Record<string, any> };
    if (!answer.status) throw new Error(`${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const control = async (path: string, body: unknown = {}) => {
    const response = await fetch(`${fake.url}/_control/${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
    });
    return response.json() as Promise<Record<string, any>>;
  };
  const solidLookups = async () =>
    ((await (await fetch(`${fake.url}/_control/state`)).json()) as { requests: Record<string, number> })
      .requests[SOLID_INFO] ?? 0;
  const credited = async (token: string) =>
    (await call('usdt_transaction_record/inquire', { status: DepositStatus.credited, page_size: 1 }, token))
      .total;

  beforeAll(async () => {
    // The PostgreSQL case needs its own database; the embedded one lives in the server's data folder.
    if (name === 'postgres') database = await open();
    fake = await startFakeTronGrid({ usdtContract: USDT, genesisTime: Date.now() - 1000 * 3000 });
  });
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
    await database?.drop();
  });

  it('credits every transfer exactly once after a SIGKILL and a restart', async () => {
    server = await startServerProcess(env(), { dataDir });
    await call('admin/register', { ...PAYER, repeat_password: PAYER.password });
    const payer = (await call('admin/login', PAYER)).token as string;
    const { address } = await call('balance_recharge/wallet', {}, payer);
    for (let transfer = 0; transfer < TRANSFERS; transfer++) {
      await control('transfer', { to: address, amount: '1.000001' });
    }
    await control('mine', { blocks: 20 });
    // Slow each chain answer so the kill lands while the batch is being credited.
    await control('faults', { delayMs: 40, count: 100_000 });
    const lookupsBefore = await solidLookups();
    await pollUntil(async () => (await solidLookups()) >= lookupsBefore + TRANSFERS / 3, 60_000);
    await server.kill();
    await control('faults', { clear: true });

    server = await startServerProcess(env(), { dataDir });
    const adminAgain = (await call('admin/login', ADMIN)).token as string;
    await pollUntil(async () => (await credited(adminAgain)) >= TRANSFERS, 90_000);
    expect(await credited(adminAgain)).toBe(TRANSFERS);

    const payerAgain = (await call('admin/login', PAYER)).token as string;
    const me = await call('admin/get_user_info', {}, payerAgain);
    expect(me.user_info.balance).toBe('30.00003');
    const bills = await call('user_order/bills', { page_size: 100 }, payerAgain);
    expect(bills.total).toBe(TRANSFERS);
    const check = await call('bill/check', {}, adminAgain);
    expect(check.mismatches).toEqual([]);
  }, 240_000);
});
