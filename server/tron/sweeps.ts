import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { CollectionStatus, DepositStatus, SweepStage } from '../../contract/enums';
import { collectionSweeps, tronWallets, usdtTransfers, users } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, conflict, notFound } from '../http/errors';
import { anyContaining, selectJoinedPage } from '../http/paging';
import { addMoney, compareMoney, subtractMoney, sumMoney } from '../money/decimal';
import type { Tx } from '../money/ledger';
import { readPayConfig } from '../money/pay-config';
import type { TronSetup } from '../money/payment-port';
import { claimTxHash, releaseTxHash, type Spender } from '../money/spent-hashes';
import type { ChainPort, SignedTransfer } from '../ports/chain';
import type { SecretBox } from '../security/secrets';
import { readSetting, writeSetting } from '../settings/store';
import { TRX_DECIMALS, tokenAmount, tokenUnits, USDT_DECIMALS } from './amounts';
import {
  afterTransaction,
  gasPlan,
  type SweepStageValue,
  sweepUnits,
  type TxObservation,
} from './sweep-rules';

/** USDT a wallet must hold for credited deposits before a sweep is worth its TRX. */
export const SWEEP_THRESHOLD = '1';
const GAS_WALLET_SETTING = 'tron_gas_wallet';
/** Sweeps one round moves forward. */
const SWEEPS_PER_ROUND = 20;

type SweepRow = typeof collectionSweeps.$inferSelect;
type GasWallet = { base58: string; privateKey: string };

/**
 * The platform's own TRON account that pays deposit wallets' energy, made on first use; its key is
 * sealed like the deposit wallets'. An administrator keeps it funded with TRX.
 */
export async function gasWallet(db: Db, secrets: SecretBox): Promise<GasWallet> {
  const stored = await readSetting(db, GAS_WALLET_SETTING, { base58: '', private_key: '' });
  if (stored.base58 && stored.private_key) {
    return { base58: stored.base58, privateKey: secrets.open(stored.private_key) };
  }
  const { utils } = await import('tronweb');
  const account = utils.accounts.generateAccount();
  await db.transaction(async (tx) => {
    // Two first uses at once: the row lock makes the second keep the first one's wallet.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${GAS_WALLET_SETTING}))`);
    const again = await readSetting(tx as unknown as Db, GAS_WALLET_SETTING, { base58: '', private_key: '' });
    if (again.base58) return;
    await writeSetting(tx as unknown as Db, GAS_WALLET_SETTING, {
      base58: account.address.base58,
      private_key: secrets.seal(account.privateKey.toLowerCase()),
    });
  });
  return gasWallet(db, secrets);
}

/** USDT credited to a wallet's owner from its deposits and not swept yet, per wallet. */
async function creditedUnswept(db: Db, walletIds?: readonly number[]): Promise<Map<number, string>> {
  const credited = await db
    .select({ walletId: usdtTransfers.walletId, sum: sql<string>`sum(${usdtTransfers.amount})::text` })
    .from(usdtTransfers)
    .where(
      and(
        eq(usdtTransfers.status, DepositStatus.credited),
        walletIds ? inArray(usdtTransfers.walletId, [...walletIds]) : undefined,
      ),
    )
    .groupBy(usdtTransfers.walletId);
  const swept = await db
    .select({ walletId: collectionSweeps.walletId, sum: sql<string>`sum(${collectionSweeps.amount})::text` })
    .from(collectionSweeps)
    .where(eq(collectionSweeps.stage, SweepStage.swept))
    .groupBy(collectionSweeps.walletId);
  const sweptBy = new Map(swept.map((row) => [row.walletId, row.sum]));
  return new Map(
    credited
      .filter((row) => row.walletId !== null)
      .map((row) => [
        row.walletId as number,
        subtractMoney(row.sum, sweptBy.get(row.walletId as number) ?? '0'),
      ]),
  );
}

async function collectionAddress(db: Db): Promise<string> {
  const { collection_address } = await readPayConfig(db);
  if (!collection_address) throw conflict('sweep.no_collection_address');
  return collection_address;
}

/**
 * Starts a sweep of each chosen wallet holding credited USDT above the threshold; a wallet with a
 * sweep under way is skipped (one lock per address: the partial unique index).
 */
export async function startSweeps(db: Db, choice: { walletIds?: number[]; all: boolean }) {
  const to = await collectionAddress(db);
  const owed = await creditedUnswept(db, choice.all ? undefined : (choice.walletIds ?? []));
  const wallets = await db
    .select({ id: tronWallets.id, base58: tronWallets.base58 })
    .from(tronWallets)
    .where(inArray(tronWallets.id, [...owed.keys(), 0]));
  let started = 0;
  for (const wallet of wallets) {
    const amount = owed.get(wallet.id) ?? '0';
    if (compareMoney(amount, SWEEP_THRESHOLD) < 0) continue;
    const made = await db
      .insert(collectionSweeps)
      .values({
        walletId: wallet.id,
        fromAddress: wallet.base58,
        toAddress: to,
        amount,
        stage: SweepStage.needs_gas,
      })
      .onConflictDoNothing()
      .returning({ id: collectionSweeps.id });
    started += made.length;
  }
  const asked = choice.all ? wallets.length : (choice.walletIds?.length ?? 0);
  return { started, skipped: Math.max(0, asked - started) };
}

/**
 * Tries a failed sweep again. Its transactions are looked up first: one that landed after all
 * makes the sweep swept instead, so nothing is ever sent twice.
 */
export async function retrySweep(db: Db, chain: ChainPort, id: number, now: Date): Promise<number> {
  const [sweep] = await db.select().from(collectionSweeps).where(eq(collectionSweeps.id, id));
  if (!sweep) throw notFound('sweep.unknown');
  if (sweep.stage !== SweepStage.failed || sweep.retriedBy !== null) throw conflict('sweep.not_failed');
  if (sweep.txHash) {
    const outcome = await chain.transactionOutcome(sweep.txHash, 'solidified');
    if (outcome.found && outcome.result === 'SUCCESS') {
      await moveTo(db, sweep, { stage: SweepStage.swept, remark: 'landed_late' }, now);
      return sweep.id;
    }
  }
  const [next] = await db
    .insert(collectionSweeps)
    .values({
      walletId: sweep.walletId,
      fromAddress: sweep.fromAddress,
      toAddress: await collectionAddress(db),
      amount: sweep.amount,
      stage: SweepStage.needs_gas,
    })
    .onConflictDoNothing()
    .returning({ id: collectionSweeps.id });
  if (!next) throw conflict('sweep.under_way');
  await db.update(collectionSweeps).set({ retriedBy: next.id }).where(eq(collectionSweeps.id, sweep.id));
  return next.id;
}

async function moveTo(db: Tx, sweep: SweepRow, step: { stage: SweepStageValue; remark?: string }, now: Date) {
  await db
    .update(collectionSweeps)
    .set({ stage: step.stage, remark: step.remark ?? sweep.remark, updatedAt: now })
    .where(and(eq(collectionSweeps.id, sweep.id), eq(collectionSweeps.stage, sweep.stage)));
}

export type SweepDeps = { db: Db; tron: TronSetup; secrets: SecretBox; now: () => Date };

/** Moves every sweep under way one step: each step waits on the chain, so rounds carry it through. */
export async function advanceSweeps(deps: SweepDeps): Promise<void> {
  const active = await deps.db
    .select()
    .from(collectionSweeps)
    .where(inArray(collectionSweeps.stage, [SweepStage.needs_gas, SweepStage.gas_sent, SweepStage.sweeping]))
    .orderBy(collectionSweeps.id)
    .limit(SWEEPS_PER_ROUND);
  for (const sweep of active) {
    if (sweep.stage === SweepStage.needs_gas) await fuelOrSend(deps, sweep);
    else await followTransaction(deps, sweep);
  }
}

async function followTransaction({ db, tron, now }: SweepDeps, sweep: SweepRow) {
  const gas = sweep.stage === SweepStage.gas_sent;
  const txId = gas ? sweep.gasTxHash : sweep.txHash;
  const expiresAt = gas ? sweep.gasTxExpiresAt : sweep.txExpiresAt;
  const outcome = await tron.chain.transactionOutcome(txId, 'solidified');
  const observation: TxObservation = outcome.found
    ? { kind: 'done', outcome }
    : expiresAt && expiresAt.getTime() + EXPIRY_GRACE_MS < now().getTime()
      ? { kind: 'expired' }
      : { kind: 'pending' };
  const step = afterTransaction(sweep.stage as SweepStageValue, observation);
  if (step.stage === sweep.stage) return;
  await db.transaction(async (tx) => {
    await moveTo(tx, sweep, step, now());
    if (observation.kind === 'expired') await releaseTxHash(tx, txId, { kind: 'sweep', refId: sweep.id });
  });
}

/** Past a transaction's expiry, a minute more for the solidified view to catch up before it counts as never included. */
const EXPIRY_GRACE_MS = 60_000;

/**
 * A wallet's sweep at its start: what it holds on chain, the energy its transfer needs, then
 * either a TRX top-up from the gas wallet or the USDT transfer itself. Each signed transaction's
 * id is saved before it is broadcast.
 */
async function fuelOrSend(deps: SweepDeps, sweep: SweepRow) {
  const { db, tron, secrets, now } = deps;
  const { chain, usdtContract } = tron;
  const held = await chain.balances(sweep.fromAddress, usdtContract);
  const units = sweepUnits(
    tokenUnits(held.token, USDT_DECIMALS),
    tokenUnits(sweep.amount, USDT_DECIMALS),
    tokenUnits(SWEEP_THRESHOLD, USDT_DECIMALS),
  );
  if (units === null) {
    await moveTo(db, sweep, { stage: SweepStage.failed, remark: `not_on_chain:${held.token}` }, now());
    return;
  }
  const [energy, energyFeeSun] = await Promise.all([
    chain.transferEnergy(usdtContract, sweep.fromAddress, sweep.toAddress, units),
    chain.energyFee(),
  ]);
  const plan = gasPlan({ energy, energyFeeSun, trxSun: tokenUnits(held.trx, TRX_DECIMALS) });
  if (plan.topUpSun > 0n) {
    const gas = await gasWallet(db, secrets);
    const signed = await chain.signTrxTransfer(gas.base58, sweep.fromAddress, plan.topUpSun, gas.privateKey);
    const saved = await saveSigned(deps, sweep, signed, {
      stage: SweepStage.gas_sent,
      gasTxHash: signed.txId,
      gasTxExpiresAt: signed.expiresAt,
      trxSpent: addMoney(sweep.trxSpent, tokenAmount(plan.topUpSun, TRX_DECIMALS) ?? '0'),
      updatedAt: now(),
    });
    if (saved) await broadcastOrFail(deps, sweep, signed, 'gas_refused');
    return;
  }
  const [wallet] = await db.select().from(tronWallets).where(eq(tronWallets.id, sweep.walletId));
  if (!wallet) throw new AppError(500, 'internal', 'error.internal');
  const signed = await chain.signTokenTransfer(
    {
      contract: usdtContract,
      from: sweep.fromAddress,
      to: sweep.toAddress,
      units,
      feeLimitSun: plan.feeLimitSun,
    },
    secrets.open(wallet.privateKey),
  );
  const saved = await saveSigned(deps, sweep, signed, {
    stage: SweepStage.sweeping,
    amount: tokenAmount(units, USDT_DECIMALS) ?? sweep.amount,
    txHash: signed.txId,
    txExpiresAt: signed.expiresAt,
    updatedAt: now(),
  });
  if (saved) await broadcastOrFail(deps, sweep, signed, 'sweep_refused');
}

/** Thrown inside a transaction to undo it when the signed transaction's hash is spent already. */
class HashSpentElsewhere extends Error {
  constructor(readonly holder: Spender) {
    super('transaction hash already spent');
  }
}

/**
 * Saves a signed transaction on a sweep still needing gas and spends its hash, in one
 * transaction, before anything is broadcast. Answers whether to broadcast: not when another round
 * moved the sweep on meanwhile, nor when the hash is already spent — a transfer with a hash the
 * ledger already knows must never go out; the sweep fails saying so and a retry signs anew.
 */
async function saveSigned(
  { db, now }: SweepDeps,
  sweep: SweepRow,
  signed: SignedTransfer,
  changes: Partial<typeof collectionSweeps.$inferInsert>,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const moved = await tx
        .update(collectionSweeps)
        .set(changes)
        .where(and(eq(collectionSweeps.id, sweep.id), eq(collectionSweeps.stage, SweepStage.needs_gas)))
        .returning({ id: collectionSweeps.id });
      if (moved.length === 0) return false;
      const holder = await claimTxHash(tx, signed.txId, { kind: 'sweep', refId: sweep.id });
      if (holder) throw new HashSpentElsewhere(holder);
      return true;
    });
  } catch (error) {
    if (!(error instanceof HashSpentElsewhere)) throw error;
    const { kind, refId } = error.holder;
    await moveTo(db, sweep, { stage: SweepStage.failed, remark: `tx_hash_spent:${kind}:${refId}` }, now());
    return false;
  }
}

/** A refused broadcast fails the sweep with the node's reason. */
async function broadcastOrFail(deps: SweepDeps, sweep: SweepRow, signed: SignedTransfer, reason: string) {
  const answer = await deps.tron.chain.broadcast(signed);
  if (answer.accepted) return;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(collectionSweeps)
      // Nothing was sent: neither the top-up it was about to pay nor its hash is spent.
      .set({
        stage: SweepStage.failed,
        remark: `${reason}:${answer.code}`,
        trxSpent: sweep.trxSpent,
        updatedAt: deps.now(),
      })
      .where(eq(collectionSweeps.id, sweep.id));
    await releaseTxHash(tx, signed.txId, { kind: 'sweep', refId: sweep.id });
  });
}

export async function listSweeps(
  db: Db,
  filter: { page: number; page_size: number; stage?: number; keyword?: string },
) {
  const where = and(
    filter.stage === undefined ? undefined : eq(collectionSweeps.stage, filter.stage),
    anyContaining(filter.keyword, [
      collectionSweeps.fromAddress,
      collectionSweeps.toAddress,
      collectionSweeps.txHash,
      users.account,
    ]),
  );
  const { rows, total } = await selectJoinedPage(db, {
    fields: { sweep: collectionSweeps, account: users.account },
    from: collectionSweeps,
    join: (query) =>
      query
        .innerJoin(tronWallets, eq(tronWallets.id, collectionSweeps.walletId))
        .innerJoin(users, eq(users.id, tronWallets.userId)),
    where,
    orderBy: [desc(collectionSweeps.id)],
    page: filter,
  });
  return { list: rows.map(({ sweep, account }) => sweepView(sweep, account)), total };
}

function sweepView(sweep: SweepRow, account: string) {
  const stage = sweep.stage as SweepStageValue;
  return {
    id: sweep.id,
    wallet_id: sweep.walletId,
    account,
    from: sweep.fromAddress,
    to: sweep.toAddress,
    amount: sweep.amount,
    stage,
    status:
      stage === SweepStage.swept
        ? CollectionStatus.success
        : stage === SweepStage.failed
          ? CollectionStatus.fail
          : null,
    tx_hash: sweep.txHash,
    gas_tx_hash: sweep.gasTxHash,
    trx_spent: sweep.trxSpent,
    remark: sweep.remark,
    create_time: sweep.createdAt,
    update_time: sweep.updatedAt,
  };
}

/**
 * What the deposit wallets hold on chain now against what the ledger says they should hold
 * (credited and not swept). A wallet the chain does not answer for is counted as unread.
 */
export async function reconcile(deps: SweepDeps) {
  const { db, tron, secrets } = deps;
  const wallets = await db
    .select({ id: tronWallets.id, base58: tronWallets.base58 })
    .from(tronWallets)
    .where(eq(tronWallets.deleted, false));
  const owed = await creditedUnswept(db);
  const held: string[] = [];
  let unread = 0;
  for (const wallet of wallets) {
    try {
      held.push((await tron.chain.balances(wallet.base58, tron.usdtContract)).token);
    } catch {
      unread += 1;
    }
  }
  const gas = await gasWallet(db, secrets);
  const gasBalance = await tron.chain.balances(gas.base58, tron.usdtContract).catch(() => ({ trx: '0' }));
  const [spent] = await db
    .select({ sum: sql<string>`coalesce(sum(${collectionSweeps.trxSpent}), 0)::text` })
    .from(collectionSweeps);
  const onchain = sumMoney(held);
  const unswept = sumMoney([...owed.values()]);
  return {
    gas_wallet: { address: gas.base58, trx_balance: gasBalance.trx },
    collection_address: (await readPayConfig(db)).collection_address,
    wallets: wallets.length,
    onchain_usdt: onchain,
    credited_unswept: unswept,
    drift: subtractMoney(onchain, unswept),
    trx_spent: spent?.sum ?? '0',
    unread,
  };
}
