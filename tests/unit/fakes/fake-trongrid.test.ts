import { TronWeb, utils } from 'tronweb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTronGrid, startFakeTronGrid } from '../../fakes/trongrid/fake-trongrid';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const GENESIS = 1_767_225_600_000;
const TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const ENERGY_FEE = 210;

let fake: FakeTronGrid;
let tronWeb: TronWeb;

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes and assert on them
type Json = Record<string, any>;
type Account = ReturnType<typeof utils.accounts.generateAccount>;

beforeAll(async () => {
  fake = await startFakeTronGrid();
  tronWeb = new TronWeb({ fullHost: fake.url });
});

afterAll(() => fake.close());

beforeEach(async () => {
  await control('reset');
});

async function control(name: string, body: Json = {}): Promise<Json> {
  const res = await fetch(`${fake.url}/_control/${name}`, { method: 'POST', body: JSON.stringify(body) });
  expect(res.status, `control ${name}`).toBe(200);
  return (await res.json()) as Json;
}

async function listing(
  address: string,
  params: Record<string, string | number | boolean> = {},
): Promise<Json> {
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));
  const res = await fetch(`${fake.url}/v1/accounts/${address}/transactions/trc20?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Json;
}

function newAccount(): Account {
  return utils.accounts.generateAccount();
}

function hexText(hex: string): string {
  return Buffer.from(hex, 'hex').toString('utf8');
}

async function usdtBalance(address: string): Promise<bigint> {
  const answer = await tronWeb.transactionBuilder.triggerConstantContract(
    USDT,
    'balanceOf(address)',
    {},
    [{ type: 'address', value: address }],
    address,
  );
  return BigInt(`0x${answer.constant_result?.[0]}`);
}

/** A USDT transfer built by the fullnode, signed and broadcast through tronweb. */
async function sendUsdt(owner: Account, to: string, units: number, feeLimit = 30_000_000) {
  const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
    USDT,
    'transfer(address,uint256)',
    { feeLimit },
    [
      { type: 'address', value: to },
      { type: 'uint256', value: units },
    ],
    owner.address.base58,
  );
  const signed = await tronWeb.trx.sign(transaction, owner.privateKey);
  return tronWeb.trx.sendRawTransaction(signed);
}

describe('blocks', () => {
  it('answers the head and the solidified head, which lags by 19 blocks', async () => {
    const head = await tronWeb.trx.getCurrentBlock();
    expect(head.block_header.raw_data.number).toBe(1000);
    expect(head.block_header.raw_data.timestamp).toBe(GENESIS + 1000 * 3000);
    expect(head.block_header.raw_data.version).toBe(30);
    expect(head.blockID).toMatch(/^00000000000003e8[0-9a-f]{48}$/);
    expect(head).not.toHaveProperty('transactions');
    const solid = await tronWeb.trx.getConfirmedCurrentBlock();
    expect(solid.block_header.raw_data.number).toBe(981);
  });

  it('mines, solidifies, and keeps the solid head from going back', async () => {
    expect(await control('mine', { blocks: 5 })).toEqual({ head: 1005, solid: 986 });
    expect(await control('solidify')).toEqual({ head: 1005, solid: 1005 });
    expect(await control('mine')).toEqual({ head: 1006, solid: 1005 });
    expect(await control('mine', { blocks: 20 })).toEqual({ head: 1026, solid: 1007 });
    const parent = await tronWeb.trx.getBlockByNumber(1025);
    const child = await tronWeb.trx.getBlockByNumber(1026);
    expect(child.block_header.raw_data.parentHash).toBe(parent.blockID);
  });

  it('moves the clock one block per 3 s, carrying the remainder', async () => {
    expect(await control('clock', { advanceMs: 10_000 })).toMatchObject({ head: 1003 });
    expect(await control('clock', { advanceMs: 2_000 })).toMatchObject({ head: 1004 });
    const block = await tronWeb.trx.getCurrentBlock();
    expect(block.block_header.raw_data.timestamp).toBe(GENESIS + 1004 * 3000);
  });

  it('answers getblock by number and {} for an unknown block', async () => {
    const res = await fetch(`${fake.url}/wallet/getblock`, {
      method: 'POST',
      body: JSON.stringify({ id_or_num: '999', detail: false }),
    });
    expect(((await res.json()) as Json).block_header.raw_data.number).toBe(999);
    const unknown = await fetch(`${fake.url}/wallet/getblockbynum`, { method: 'POST', body: '{"num":5000}' });
    expect(await unknown.json()).toEqual({});
  });
});

describe('transaction info', () => {
  it('shows an injected transfer at once unconfirmed, and solidified only after the lag', async () => {
    const to = newAccount().address.base58;
    const { txid, block } = await control('transfer', { to, amount: '12.5' });
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    expect(block).toBe(1001);

    const unconfirmed = (await tronWeb.trx.getUnconfirmedTransactionInfo(txid)) as Json;
    expect(unconfirmed.blockNumber).toBe(1001);
    expect(unconfirmed.receipt.result).toBe('SUCCESS');
    expect(await tronWeb.trx.getTransactionInfo(txid)).toEqual({});

    await control('solidify');
    const info = (await tronWeb.trx.getTransactionInfo(txid)) as Json;
    expect(info.id).toBe(txid);
    expect(info.blockTimeStamp).toBe(GENESIS + 1001 * 3000);
    expect(info.contract_address).toBe(TronWeb.address.toHex(USDT));
    expect(info.log).toHaveLength(1);
    const [log] = info.log;
    expect(log.address).toBe(TronWeb.address.toHex(USDT).slice(2));
    expect(log.topics[0]).toBe(TRANSFER_TOPIC);
    expect(log.topics[2]).toBe(TronWeb.address.toHex(to).slice(2).padStart(64, '0'));
    expect(BigInt(`0x${log.data}`)).toBe(12_500_000n);
    expect(await usdtBalance(to)).toBe(12_500_000n);
  });

  it('gives a failed receipt no logs, while the listing still shows the row', async () => {
    const to = newAccount().address.base58;
    const { txid } = await control('transfer', { to, value: '7000000', receipt: 'REVERT' });
    const info = (await tronWeb.trx.getUnconfirmedTransactionInfo(txid)) as Json;
    expect(info.receipt.result).toBe('REVERT');
    expect(info.result).toBe('FAILED');
    expect(hexText(info.resMessage)).toBe('REVERT opcode executed');
    expect(info).not.toHaveProperty('log');
    const page = await listing(to);
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ transaction_id: txid, value: '7000000', type: 'Transfer' });
    expect(await usdtBalance(to)).toBe(0n);
  });

  it('puts `count` Transfer logs of the value in one transaction', async () => {
    const to = newAccount().address.base58;
    const { txid } = await control('transfer', { to, amount: '1', count: 3 });
    const info = (await tronWeb.trx.getUnconfirmedTransactionInfo(txid)) as Json;
    expect(info.log).toHaveLength(3);
    const page = await listing(to);
    expect(page.data.map((row: Json) => row.transaction_id)).toEqual([txid, txid, txid]);
    expect(await usdtBalance(to)).toBe(3_000_000n);
  });
});

describe('accounts and balances', () => {
  it('answers the funded TRX balance, and {} / 0 for an account TRX never reached', async () => {
    const funded = newAccount().address.base58;
    await control('fund', { address: funded, trx: '10', usdt: '5' });
    expect(await tronWeb.trx.getBalance(funded)).toBe(10_000_000);
    const account = (await tronWeb.trx.getAccount(funded)) as Json;
    expect(account.address).toBe(TronWeb.address.toHex(funded));
    expect(account.balance).toBe(10_000_000);

    const visible = await fetch(`${fake.url}/wallet/getaccount`, {
      method: 'POST',
      body: JSON.stringify({ address: funded, visible: true }),
    });
    expect(((await visible.json()) as Json).address).toBe(funded);

    const tokensOnly = newAccount().address.base58;
    await control('fund', { address: tokensOnly, usdt: '1' });
    expect(await tronWeb.trx.getAccount(tokensOnly)).toEqual({});
    expect(await tronWeb.trx.getBalance(tokensOnly)).toBe(0);
  });

  it('answers balanceOf through triggerConstantContract', async () => {
    const holder = newAccount().address.base58;
    await control('fund', { address: holder, usdt: '5.25' });
    expect(await usdtBalance(holder)).toBe(5_250_000n);
  });

  it('answers chain parameters and account resources', async () => {
    const parameters = await tronWeb.trx.getChainParameters();
    const byKey = Object.fromEntries(parameters.map((p) => [p.key, p.value]));
    expect(byKey).toMatchObject({ getEnergyFee: 210, getTransactionFee: 1000, getCreateAccountFee: 100_000 });
    expect(byKey.getMaxFeeLimit).toBe(15_000_000_000);
    const resources = (await tronWeb.trx.getAccountResources(newAccount().address.base58)) as Json;
    expect(resources.freeNetLimit).toBe(600);
    expect(resources.EnergyLimit).toBe(0);
  });

  it('refuses other constant calls with a readable message', async () => {
    const holder = newAccount().address.base58;
    await expect(
      tronWeb.transactionBuilder.triggerConstantContract(USDT, 'totalSupply()', {}, [], holder),
    ).rejects.toThrow(/not supported/);
  });
});

describe('USDT transfers signed with tronweb', () => {
  it('moves the tokens and burns the energy fee when the block is mined', async () => {
    const owner = newAccount();
    const to = newAccount().address.base58;
    await control('fund', { address: owner.address.base58, trx: '20', usdt: '10' });

    const estimate = await tronWeb.transactionBuilder.estimateEnergy(
      USDT,
      'transfer(address,uint256)',
      {},
      [
        { type: 'address', value: to },
        { type: 'uint256', value: 3_000_000 },
      ],
      owner.address.base58,
    );
    expect(estimate.energy_required).toBe(31_895);

    const sent = await sendUsdt(owner, to, 3_000_000);
    expect(sent.result).toBe(true);
    expect(sent.txid).toBe(sent.transaction.txID);
    expect(await tronWeb.trx.getUnconfirmedTransactionInfo(sent.txid)).toEqual({});
    expect(await usdtBalance(to)).toBe(0n);

    expect(await control('mine')).toMatchObject({ head: 1001 });
    expect(await usdtBalance(to)).toBe(3_000_000n);
    expect(await usdtBalance(owner.address.base58)).toBe(7_000_000n);
    const info = (await tronWeb.trx.getUnconfirmedTransactionInfo(sent.txid)) as Json;
    expect(info.receipt).toMatchObject({ result: 'SUCCESS', energy_usage_total: 31_895 });
    expect(info.fee).toBe(31_895 * ENERGY_FEE);
    expect(await tronWeb.trx.getUnconfirmedBalance(owner.address.base58)).toBe(
      20_000_000 - 31_895 * ENERGY_FEE,
    );
    const tx = (await tronWeb.trx.getTransaction(sent.txid)) as Json;
    expect(tx.ret).toEqual([{ contractRet: 'SUCCESS' }]);

    const again = (await tronWeb.trx.sendRawTransaction(sent.transaction)) as Json;
    expect(again.code).toBe('DUP_TRANSACTION_ERROR');

    const state = await control('state');
    expect(state.broadcasts).toEqual([sent.txid]);
  });

  it('ends OUT_OF_ENERGY without moving tokens when the owner has too little TRX', async () => {
    const owner = newAccount();
    const to = newAccount().address.base58;
    await control('fund', { address: owner.address.base58, trx: '1', usdt: '10' });
    const sent = await sendUsdt(owner, to, 3_000_000);
    expect(sent.result).toBe(true);
    await control('mine');

    const info = (await tronWeb.trx.getUnconfirmedTransactionInfo(sent.txid)) as Json;
    expect(info.receipt.result).toBe('OUT_OF_ENERGY');
    expect(info.result).toBe('FAILED');
    expect(info).not.toHaveProperty('log');
    const burnt = Math.floor(1_000_000 / ENERGY_FEE) * ENERGY_FEE;
    expect(info.fee).toBe(burnt);
    expect(await usdtBalance(to)).toBe(0n);
    expect(await usdtBalance(owner.address.base58)).toBe(10_000_000n);
    expect(await tronWeb.trx.getUnconfirmedBalance(owner.address.base58)).toBe(1_000_000 - burnt);
  });

  it('reverts a transfer of more tokens than the owner holds', async () => {
    const owner = newAccount();
    const to = newAccount().address.base58;
    await control('fund', { address: owner.address.base58, trx: '20', usdt: '1' });
    const sent = await sendUsdt(owner, to, 5_000_000);
    await control('mine');
    const info = (await tronWeb.trx.getUnconfirmedTransactionInfo(sent.txid)) as Json;
    expect(info.receipt.result).toBe('REVERT');
    expect(await usdtBalance(owner.address.base58)).toBe(1_000_000n);
  });

  it('refuses a transaction signed by another key, or changed after signing', async () => {
    const owner = newAccount();
    const thief = newAccount();
    await control('fund', { address: owner.address.base58, trx: '20', usdt: '10' });
    const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
      USDT,
      'transfer(address,uint256)',
      { feeLimit: 30_000_000 },
      [
        { type: 'address', value: thief.address.base58 },
        { type: 'uint256', value: 1 },
      ],
      owner.address.base58,
    );
    // tronweb's sign() refuses a foreign key itself, so sign below it
    const forged = utils.crypto.signTransaction(thief.privateKey, structuredClone(transaction));
    const refused = (await tronWeb.trx.sendRawTransaction(forged)) as Json;
    expect(refused.code).toBe('SIGERROR');
    expect(hexText(refused.message)).toContain(thief.address.base58);

    const signed = (await tronWeb.trx.sign(structuredClone(transaction), owner.privateKey)) as Json;
    signed.raw_data.fee_limit = 1;
    const tampered = (await tronWeb.trx.sendRawTransaction(signed as typeof forged)) as Json;
    expect(tampered.code).toBe('SIGERROR');
    expect((await control('state')).broadcasts).toEqual([]);
  });

  it('refuses a transaction that expired before it was broadcast', async () => {
    const owner = newAccount();
    await control('fund', { address: owner.address.base58, trx: '20', usdt: '10' });
    const { transaction } = await tronWeb.transactionBuilder.triggerSmartContract(
      USDT,
      'transfer(address,uint256)',
      { feeLimit: 30_000_000 },
      [
        { type: 'address', value: newAccount().address.base58 },
        { type: 'uint256', value: 1 },
      ],
      owner.address.base58,
    );
    const signed = await tronWeb.trx.sign(transaction, owner.privateKey);
    await control('mine', { blocks: 21 });
    const answer = (await tronWeb.trx.sendRawTransaction(signed)) as Json;
    expect(answer.code).toBe('TRANSACTION_EXPIRATION_ERROR');
  });
});

describe('TRX transfers', () => {
  it('moves TRX with sendTrx, charging the account-creation fee for a new address', async () => {
    const owner = newAccount();
    const to = newAccount().address.base58;
    await control('fund', { address: owner.address.base58, trx: '10' });
    const unsigned = await tronWeb.transactionBuilder.sendTrx(to, 2_000_000, owner.address.base58);
    const signed = await tronWeb.trx.sign(unsigned, owner.privateKey);
    const sent = await tronWeb.trx.sendRawTransaction(signed);
    expect(sent.result).toBe(true);
    await control('mine');

    expect(await tronWeb.trx.getUnconfirmedBalance(to)).toBe(2_000_000);
    expect(await tronWeb.trx.getUnconfirmedBalance(owner.address.base58)).toBe(
      10_000_000 - 2_000_000 - 1_100_000,
    );
    expect(await tronWeb.trx.getBalance(to)).toBe(0); // not solidified yet
    await control('solidify');
    expect(await tronWeb.trx.getBalance(to)).toBe(2_000_000);
    const info = (await tronWeb.trx.getTransactionInfo(sent.txid)) as Json;
    expect(info.fee).toBe(1_100_000);
  });

  it('builds a signable transfer with /wallet/createtransaction and refuses an overdraft', async () => {
    const owner = newAccount();
    const to = newAccount();
    await control('fund', { address: owner.address.base58, trx: '5' });
    await control('fund', { address: to.address.base58, trx: '1' });
    const res = await fetch(`${fake.url}/wallet/createtransaction`, {
      method: 'POST',
      body: JSON.stringify({
        owner_address: owner.address.base58,
        to_address: to.address.base58,
        amount: 1_500_000,
        visible: true,
      }),
    });
    const unsigned = (await res.json()) as Json;
    expect(unsigned.raw_data.contract[0].parameter.value.to_address).toBe(to.address.base58);
    const signed = await tronWeb.trx.sign(unsigned as never, owner.privateKey);
    expect((await tronWeb.trx.sendRawTransaction(signed)).result).toBe(true);
    await control('mine');
    expect(await tronWeb.trx.getUnconfirmedBalance(to.address.base58)).toBe(2_500_000);
    expect(await tronWeb.trx.getUnconfirmedBalance(owner.address.base58)).toBe(3_500_000);

    const overdraft = await fetch(`${fake.url}/wallet/createtransaction`, {
      method: 'POST',
      body: JSON.stringify({
        owner_address: owner.address.base58,
        to_address: to.address.base58,
        amount: 9e6,
      }),
    });
    expect(((await overdraft.json()) as Json).Error).toMatch(/balance is not sufficient/);
  });
});

describe('the v1 TRC20 listing', () => {
  async function sixTransfers(to: string): Promise<string[]> {
    const txids: string[] = [];
    for (let i = 1; i <= 6; i++) txids.push((await control('transfer', { to, value: String(i) })).txid);
    return txids;
  }

  it('pages by fingerprint: 3 pages of 2, oldest first, every row once', async () => {
    const to = newAccount().address.base58;
    const txids = await sixTransfers(to);
    const seen: string[] = [];
    let fingerprint: string | undefined;
    for (let page = 1; page <= 3; page++) {
      const answer = await listing(to, {
        limit: 2,
        order_by: 'block_timestamp,asc',
        ...(fingerprint ? { fingerprint } : {}),
      });
      expect(answer.success).toBe(true);
      expect(answer.meta.page_size).toBe(2);
      seen.push(...answer.data.map((row: Json) => row.transaction_id));
      fingerprint = answer.meta.fingerprint;
      if (page < 3) {
        expect(fingerprint).toEqual(expect.any(String));
        expect(answer.meta.links.next).toContain(`fingerprint=${fingerprint}`);
        expect(answer.meta.links.next).toContain(`${fake.url}/v1/accounts/${to}/transactions/trc20?`);
      } else {
        expect(answer.meta).not.toHaveProperty('fingerprint');
        expect(answer.meta).not.toHaveProperty('links');
      }
    }
    expect(seen).toEqual(txids);
    const first = (await listing(to, { limit: 1, order_by: 'block_timestamp,asc' })).data[0];
    expect(first).toEqual({
      transaction_id: txids[0],
      token_info: { symbol: 'USDT', address: USDT, decimals: 6, name: 'Tether USD' },
      block_timestamp: GENESIS + 1001 * 3000,
      from: expect.stringMatching(/^T/),
      to,
      type: 'Transfer',
      value: '1',
    });
    const newestFirst = await listing(to);
    expect(newestFirst.data.map((row: Json) => row.transaction_id)).toEqual([...txids].reverse());
  });

  it('treats min_timestamp and max_timestamp as inclusive', async () => {
    const to = newAccount().address.base58;
    const txids = await sixTransfers(to);
    const third = GENESIS + 1003 * 3000;
    const from = await listing(to, { min_timestamp: third, order_by: 'block_timestamp,asc' });
    expect(from.data.map((row: Json) => row.transaction_id)).toEqual(txids.slice(2));
    const until = await listing(to, { max_timestamp: third, order_by: 'block_timestamp,asc' });
    expect(until.data.map((row: Json) => row.transaction_id)).toEqual(txids.slice(0, 3));
  });

  it('leaves blocks above the solidified head out of only_confirmed', async () => {
    const to = newAccount().address.base58;
    await control('transfer', { to, value: '1' });
    await control('transfer', { to, value: '2' });
    await control('solidify');
    await control('transfer', { to, value: '3' });
    expect((await listing(to, { only_confirmed: true })).data.map((row: Json) => row.value)).toEqual([
      '2',
      '1',
    ]);
    expect((await listing(to, { only_unconfirmed: true })).data.map((row: Json) => row.value)).toEqual(['3']);
    expect((await listing(to)).data).toHaveLength(3);
  });

  it('lists Approvals and lookalike tokens unless filtered by contract_address and only_to', async () => {
    const me = newAccount().address.base58;
    const other = newAccount().address.base58;
    const lookalike = fake.chain.lookalikeUsdt.address;
    await control('transfer', { to: me, amount: '1' });
    await control('transfer', { to: me, amount: '2', token: lookalike });
    await control('transfer', { to: other, from: me, amount: '3', type: 'Approval' });
    await control('transfer', { to: other, from: me, amount: '4' });

    const all = (await listing(me, { order_by: 'block_timestamp,asc' })).data as Json[];
    expect(all.map((row) => [row.type, row.token_info.address, row.token_info.symbol])).toEqual([
      ['Transfer', USDT, 'USDT'],
      ['Transfer', lookalike, 'USDT'],
      ['Approval', USDT, 'USDT'],
      ['Transfer', USDT, 'USDT'],
    ]);
    const usdtOnly = (await listing(me, { contract_address: USDT, order_by: 'block_timestamp,asc' })).data;
    expect(usdtOnly.map((row: Json) => row.value)).toEqual(['1000000', '3000000', '4000000']);
    const incoming = (await listing(me, { contract_address: USDT, only_to: true })).data;
    expect(incoming.map((row: Json) => row.value)).toEqual(['1000000']);
    const outgoing = (await listing(me, { only_from: true, order_by: 'block_timestamp,asc' })).data;
    expect(outgoing.map((row: Json) => row.type)).toEqual(['Approval', 'Transfer']);
  });

  it('answers 400 for a bad address or fingerprint', async () => {
    const bad = await fetch(`${fake.url}/v1/accounts/nope/transactions/trc20`);
    expect(bad.status).toBe(400);
    const to = newAccount().address.base58;
    const badPrint = await fetch(`${fake.url}/v1/accounts/${to}/transactions/trc20?fingerprint=xyz`);
    expect(badPrint.status).toBe(400);
  });
});

describe('faults', () => {
  it('answers a 429 burst with Retry-After, then recovers', async () => {
    await control('faults', { status: 429, count: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${fake.url}/wallet/getnowblock`);
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('1');
    }
    const block = await tronWeb.trx.getCurrentBlock();
    expect(block.block_header.raw_data.number).toBe(1000);
    const state = await control('state');
    expect(state.requests['/wallet/getnowblock']).toBe(3);
  });

  it('makes tronweb fail on an armed 503', async () => {
    await control('faults', { status: 503 });
    await expect(tronWeb.trx.getCurrentBlock()).rejects.toMatchObject({ response: { status: 503 } });
    expect((await tronWeb.trx.getCurrentBlock()).block_header.raw_data.number).toBe(1000);
  });

  it('repeats the requested fingerprint for the armed number of pages', async () => {
    const to = newAccount().address.base58;
    for (const value of ['1', '2', '3']) await control('transfer', { to, value });
    const first = await listing(to, { limit: 2, order_by: 'block_timestamp,asc' });
    const fingerprint = first.meta.fingerprint as string;
    await control('faults', { repeatFingerprint: 2 });
    for (let i = 0; i < 2; i++) {
      const stuck = await listing(to, { limit: 2, order_by: 'block_timestamp,asc', fingerprint });
      expect(stuck.data.map((row: Json) => row.value)).toEqual(['3']);
      expect(stuck.meta.fingerprint).toBe(fingerprint);
    }
    const healed = await listing(to, { limit: 2, order_by: 'block_timestamp,asc', fingerprint });
    expect(healed.meta).not.toHaveProperty('fingerprint');

    await control('faults', { repeatFingerprint: 1 });
    const firstAgain = await listing(to, { limit: 2, order_by: 'block_timestamp,asc' });
    const restart = await listing(to, {
      limit: 2,
      order_by: 'block_timestamp,asc',
      fingerprint: firstAgain.meta.fingerprint,
    });
    expect(restart.data).toEqual(first.data);
  });

  it('answers garbage with a 200 that is not JSON', async () => {
    await control('faults', { garbage: 1 });
    const res = await fetch(`${fake.url}/wallet/getnowblock`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => JSON.parse(text)).toThrow();
    expect((await fetch(`${fake.url}/wallet/getnowblock`)).status).toBe(200);
  });

  it('delays the armed number of requests', async () => {
    await control('faults', { delayMs: 150, count: 1 });
    const started = Date.now();
    expect((await fetch(`${fake.url}/wallet/getnowblock`)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('answers 503 to everything but the control API during an outage', async () => {
    await control('faults', { outage: true });
    expect((await fetch(`${fake.url}/wallet/getnowblock`)).status).toBe(503);
    expect((await fetch(`${fake.url}/v1/accounts/${USDT}/transactions/trc20`)).status).toBe(503);
    expect((await control('mine')).head).toBe(1001);
    await control('faults', { outage: false });
    expect((await fetch(`${fake.url}/wallet/getnowblock`)).status).toBe(200);
  });

  it('answers 404 JSON for an unknown path', async () => {
    const res = await fetch(`${fake.url}/wallet/nosuchthing`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).success).toBe(false);
  });
});
