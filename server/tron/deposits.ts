import { and, asc, desc, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { BillType, DepositStatus, OrderStatus, OrderType } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { orders, usdtTransfers, users } from '../db/schema';
import type { Db } from '../db/store';
import { anyContaining, selectJoinedPage } from '../http/paging';
import { postToLedger, type Tx } from '../money/ledger';
import { type Credit, markOrderPaid } from '../money/recharge';
import { claimTxHash, type Spender } from '../money/spent-hashes';
import type { ListedTransfer } from '../ports/chain';
import { canTransition, type DepositStatusValue, LISTING_ONLY, type RecordedEvent } from './deposit-rules';

export type DepositRow = typeof usdtTransfers.$inferSelect;
type Wallet = { id: number; userId: number; base58: string };

/**
 * Records what the watcher found for a wallet, each (transaction, log index) once: a replay, a
 * restart or a second process recording the same event inserts nothing. Answers the rows that are
 * new, so only those are announced.
 */
export async function recordEvents(
  db: Db,
  wallet: Wallet,
  listed: ListedTransfer,
  events: readonly RecordedEvent[],
  now: Date,
): Promise<DepositRow[]> {
  if (events.length === 0) return [];
  return db
    .insert(usdtTransfers)
    .values(
      events.map((event) => ({
        txHash: listed.txId,
        logIndex: event.logIndex,
        walletId: wallet.id,
        userId: wallet.userId,
        fromAddress: event.from || listed.from,
        toAddress: wallet.base58,
        token: listed.token.address,
        rawValue: event.rawValue,
        amount: event.amount,
        blockTimestamp: listed.blockTimestamp,
        type: listed.type,
        status: event.status,
        remark: event.remark,
        receivedAt: now,
      })),
    )
    .onConflictDoNothing({ target: [usdtTransfers.txHash, usdtTransfers.logIndex] })
    .returning();
}

/** Transactions of a wallet already recorded, so the watcher looks up only new ones. */
export async function knownTransactions(
  db: Db,
  walletId: number,
  txIds: readonly string[],
): Promise<Set<string>> {
  if (txIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ txHash: usdtTransfers.txHash })
    .from(usdtTransfers)
    .where(
      and(
        eq(usdtTransfers.walletId, walletId),
        inArray(usdtTransfers.txHash, [...txIds]),
        ne(usdtTransfers.logIndex, LISTING_ONLY),
      ),
    );
  return new Set(rows.map((row) => row.txHash));
}

export async function confirmingDeposits(db: Db, limit: number): Promise<DepositRow[]> {
  return db
    .select()
    .from(usdtTransfers)
    .where(eq(usdtTransfers.status, DepositStatus.confirming))
    .orderBy(asc(usdtTransfers.id))
    .limit(limit);
}

/** Notes the block of a confirming deposit once the chain has told it. */
export async function noteBlock(db: Db, id: number, block: number): Promise<void> {
  await db.update(usdtTransfers).set({ block }).where(eq(usdtTransfers.id, id));
}

/** A deposit the solidified receipt does not bear out: final, never credited. */
export async function failDeposit(db: Db, id: number, remark: string): Promise<boolean> {
  const changed = await db
    .update(usdtTransfers)
    .set({ status: DepositStatus.failed, remark })
    .where(and(eq(usdtTransfers.id, id), eq(usdtTransfers.status, DepositStatus.confirming)))
    .returning({ id: usdtTransfers.id });
  return changed.length > 0;
}

/** What crediting a confirmed deposit came to: a credit, or its hash found spent another way. */
export type DepositOutcome =
  | { kind: 'credited'; credit: Credit }
  | { kind: 'spent_elsewhere'; holder: Spender };

/**
 * Remarks of a deposit whose hash something else spent first: a hand credit (`credited_by_hand`,
 * the money arrived and was credited, only not by the watcher), or an outgoing payment whose
 * transaction also reached a deposit wallet — nothing of it is the owner's to credit.
 */
const SPENT_ELSEWHERE = {
  recharge: { status: DepositStatus.credited, code: 'credited_by_hand' },
  withdrawal: { status: DepositStatus.ignored, code: 'spent_by_withdrawal' },
  sweep: { status: DepositStatus.ignored, code: 'spent_by_sweep' },
} as const;

/**
 * Credits a confirmed deposit, exactly once, in one transaction: the deposit row is locked and
 * must still be confirming; the ledger row's key `dep:<tx>:<log>` is unique besides. The amount
 * pays the owner's oldest pending recharge order of that amount — an order that expired meanwhile
 * is still paid ("paid late") — or, with none, goes to the balance.
 *
 * What a deposit spends is its whole transaction hash, for the deposit way: one transaction can
 * hold several Transfer events (a batch payout), each a deposit of its own, so the first event
 * claims the hash and the others of the same transaction find it claimed by a deposit and are
 * credited too, each once by its (hash, log index) row and ledger key. Claiming the hash and not
 * the pair is what makes a hand credit, a withdrawal's payout or a sweep with that hash — which
 * name a transaction, never one of its events — collide with every event of it, whichever comes
 * first. Found spent another way, the deposit is settled without crediting anything.
 */
export async function creditDeposit(db: Db, id: number, now: Date): Promise<DepositOutcome | null> {
  return db.transaction(async (tx) => {
    const [deposit] = await tx.select().from(usdtTransfers).where(eq(usdtTransfers.id, id)).for('update');
    if (!deposit || deposit.userId === null) return null;
    if (!canTransition(deposit.status as DepositStatusValue, DepositStatus.credited)) return null;
    const holder = await claimTxHash(tx, deposit.txHash, { kind: 'deposit', refId: deposit.id });
    if (holder && holder.kind !== 'deposit') {
      const { status, code } = SPENT_ELSEWHERE[holder.kind];
      const orderId = holder.kind === 'recharge' ? holder.refId : null;
      await settle(tx, deposit.id, status, orderId, now, `${code}:${holder.refId}`);
      return { kind: 'spent_elsewhere' as const, holder };
    }
    // An earlier event of the same transaction may have paid an order: a hash pays one order
    // (`orders_tx_hash_idx`), so this event goes to the balance.
    const [carrier] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.txHash, deposit.txHash));
    const order = carrier ? undefined : await orderPaidBy(tx, deposit, now);
    const late = order?.expireTime ? order.expireTime.getTime() <= now.getTime() : false;
    if (order) {
      await markOrderPaid(tx, order, {
        txHash: deposit.txHash,
        remark: late ? 'paid_late' : '',
        operatorId: null,
        now,
      });
    }
    const posted = await postToLedger(tx, {
      userId: deposit.userId,
      amount: deposit.amount,
      type: BillType.recharge,
      remark: `USDT ${deposit.txHash}`,
      operatorId: null,
      orderId: order?.id ?? null,
      key: `dep:${deposit.txHash}:${deposit.logIndex}`,
    });
    await settle(
      tx,
      deposit.id,
      DepositStatus.credited,
      order?.id ?? null,
      now,
      late ? 'paid_late' : deposit.remark,
    );
    const credit: Credit = {
      userId: deposit.userId,
      orderId: order?.id ?? null,
      amount: canonicalMoney(deposit.amount),
      balance: posted.after,
    };
    return { kind: 'credited' as const, credit };
  });
}

async function settle(
  tx: Tx,
  id: number,
  status: DepositStatusValue,
  orderId: number | null,
  now: Date,
  remark: string,
) {
  await tx
    .update(usdtTransfers)
    .set({ status, orderId, creditedAt: now, remark })
    .where(eq(usdtTransfers.id, id));
}

/**
 * The order a deposit pays: the owner's oldest pending recharge order of exactly its amount, the
 * ones still open before the expired ones. An order another transfer already paid is not pending.
 */
function payableOrders(tx: Tx, deposit: Pick<DepositRow, 'userId' | 'amount'>, now: Date) {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, deposit.userId as number),
        eq(orders.type, OrderType.recharge),
        eq(orders.status, OrderStatus.pending_payment),
        eq(orders.amount, deposit.amount),
      ),
    )
    .orderBy(sql`${orders.expireTime} <= ${now.toISOString()}::timestamptz`, asc(orders.id))
    .limit(1);
}

async function orderPaidBy(tx: Tx, deposit: DepositRow, now: Date) {
  const [order] = await payableOrders(tx, deposit, now).for('update');
  return order;
}

/**
 * The order a deposit just seen will pay when it is credited, if nothing else pays it first: what
 * the payer's order page is told while the transfer confirms. Null when it would go to the balance.
 */
export async function orderExpectedBy(
  db: Db,
  deposit: Pick<DepositRow, 'userId' | 'amount'>,
  now: Date,
): Promise<number | null> {
  if (deposit.userId === null) return null;
  const [order] = await payableOrders(db, deposit, now);
  return order?.id ?? null;
}

export type DepositFilter = {
  page: number;
  page_size: number;
  status?: number;
  keyword?: string;
  user_id?: number;
  start_time?: string;
  end_time?: string;
};

export async function listDeposits(db: Db, filter: DepositFilter) {
  const where = and(
    filter.status === undefined ? undefined : eq(usdtTransfers.status, filter.status),
    filter.user_id === undefined ? undefined : eq(usdtTransfers.userId, filter.user_id),
    filter.start_time ? gte(usdtTransfers.receivedAt, new Date(filter.start_time)) : undefined,
    filter.end_time ? lte(usdtTransfers.receivedAt, new Date(filter.end_time)) : undefined,
    anyContaining(filter.keyword, [
      usdtTransfers.txHash,
      usdtTransfers.fromAddress,
      usdtTransfers.toAddress,
      users.account,
    ]),
  );
  const { rows, total } = await selectJoinedPage(db, {
    fields: { deposit: usdtTransfers, account: users.account },
    from: usdtTransfers,
    join: (query) => query.leftJoin(users, eq(users.id, usdtTransfers.userId)),
    where,
    orderBy: [desc(usdtTransfers.id)],
    page: filter,
  });
  return { list: rows.map(({ deposit, account }) => depositView(deposit, account ?? '')), total };
}

/** The caller's own latest transfers, for the recharge page. */
export async function latestDepositsOf(db: Db, userId: number, limit = 10) {
  const rows = await db
    .select()
    .from(usdtTransfers)
    .where(
      and(
        eq(usdtTransfers.userId, userId),
        inArray(usdtTransfers.status, [
          DepositStatus.confirming,
          DepositStatus.credited,
          DepositStatus.failed,
        ]),
      ),
    )
    .orderBy(desc(usdtTransfers.id))
    .limit(limit);
  return rows.map((row) => {
    const { account: _account, fingerprint: _fingerprint, ...view } = depositView(row, '');
    return view;
  });
}

export function depositView(deposit: DepositRow, account: string) {
  return {
    id: deposit.id,
    tx_hash: deposit.txHash,
    log_index: deposit.logIndex,
    user_id: deposit.userId,
    account,
    from: deposit.fromAddress,
    to: deposit.toAddress,
    token: deposit.token,
    amount: deposit.amount,
    block: deposit.block,
    timestamp: new Date(deposit.blockTimestamp),
    type: deposit.type,
    fingerprint: deposit.fingerprint,
    status: deposit.status as DepositStatusValue,
    remark: deposit.remark,
    order_id: deposit.orderId,
    receive_time: deposit.receivedAt,
    credit_time: deposit.creditedAt,
  };
}
