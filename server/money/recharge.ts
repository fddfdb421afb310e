import { and, count, eq, gt, sql } from 'drizzle-orm';
import { BillType, DepositStatus, OrderStatus, OrderType, PayType } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { orders, usdtTransfers } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, conflict, notFound, rateLimited } from '../http/errors';
import { compareMoney } from './decimal';
import { postToLedger, type Tx } from './ledger';
import { readPayConfig } from './pay-config';

/** Unpaid recharge orders an account may have open at once. */
export const MAX_PENDING_RECHARGES = 5;
const MINUTE_MS = 60_000;

/** Opens a recharge order for an amount within the configured bounds; it waits for payment. */
export async function openRechargeOrder(db: Db, userId: number, amount: string, now: Date) {
  const config = await readPayConfig(db);
  if (compareMoney(amount, config.min_recharge) < 0) {
    throw rechargeAmountRefused('money.below_minimum', { min: canonicalMoney(config.min_recharge) });
  }
  if (compareMoney(amount, config.max_recharge) > 0) {
    throw rechargeAmountRefused('money.above_ceiling', { max: canonicalMoney(config.max_recharge) });
  }
  const [pending] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.type, OrderType.recharge),
        eq(orders.status, OrderStatus.pending_payment),
        gt(orders.expireTime, now),
      ),
    );
  if ((pending?.n ?? 0) >= MAX_PENDING_RECHARGES) {
    throw rateLimited('recharge.too_many_pending', { max: MAX_PENDING_RECHARGES });
  }
  const expireTime = new Date(now.getTime() + config.order_expire_minutes * MINUTE_MS);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      type: OrderType.recharge,
      amount,
      status: OrderStatus.pending_payment,
      payType: PayType.trc20_usdt,
      expireTime,
    })
    .returning({ id: orders.id });
  return { orderId: (order as { id: number }).id, expireTime };
}

function rechargeAmountRefused(messageKey: string, values: Record<string, string>) {
  return new AppError(400, 'invalid_parameter', messageKey, values, [{ path: 'amount', messageKey, values }]);
}

export type Credit = { userId: number; orderId: number | null; amount: string; balance: string };

type OrderRow = typeof orders.$inferSelect;
type Payment = { txHash: string; remark: string; operatorId: number | null; now: Date };

/**
 * Marks a pending recharge order paid and credits its amount, once: the order row is locked, a
 * paid or expired order is refused, and the ledger row's key `rch:<order>` makes a second credit
 * of the same order impossible even past these checks. A transaction hash pays one order only,
 * and never one the chain watcher has already credited.
 */
export async function creditRechargeOrder(db: Db, payment: Payment & { orderId: number }): Promise<Credit> {
  const { orderId, txHash, now } = payment;
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('order.unknown');
    if (order.type !== OrderType.recharge) throw conflict('order.not_recharge');
    if (order.status === OrderStatus.paid) throw conflict('order.already_paid');
    if (order.expireTime && order.expireTime.getTime() <= now.getTime()) {
      throw new AppError(409, 'conflict', 'order.expired', { time: order.expireTime.toISOString() });
    }
    await lockTransactionHash(tx, txHash);
    const [used] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(sql`lower(${orders.txHash}) = ${txHash.toLowerCase()}`);
    if (used) throw new AppError(409, 'conflict', 'order.tx_hash_used', { order: used.id });
    const [deposited] = await tx
      .select({ id: usdtTransfers.id })
      .from(usdtTransfers)
      .where(
        and(eq(usdtTransfers.txHash, txHash.toLowerCase()), eq(usdtTransfers.status, DepositStatus.credited)),
      );
    if (deposited) throw conflict('order.tx_hash_deposited');
    await markOrderPaid(tx, order, payment);
    const posted = await postToLedger(tx, {
      userId: order.userId,
      amount: order.amount,
      type: BillType.recharge,
      remark: payment.remark || txHash,
      operatorId: payment.operatorId,
      orderId,
      key: `rch:${orderId}`,
    });
    return { userId: order.userId, orderId, amount: canonicalMoney(order.amount), balance: posted.after };
  });
}

/**
 * Serialises the credits of one transaction hash, by hand and by the chain watcher, until the
 * caller's transaction ends: each then sees what the other wrote and never credits it again.
 */
export async function lockTransactionHash(tx: Tx, txHash: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tx:${txHash.toLowerCase()}`}))`);
}

/** The one way an order becomes paid, by hand or by the chain. */
export async function markOrderPaid(tx: Tx, order: OrderRow, payment: Payment): Promise<void> {
  await tx
    .update(orders)
    .set({
      status: OrderStatus.paid,
      txHash: payment.txHash,
      remark: payment.remark,
      creditedBy: payment.operatorId,
      payTime: payment.now,
    })
    .where(eq(orders.id, order.id));
}
