import { and, count, eq, gt } from 'drizzle-orm';
import { BillType, OrderStatus, OrderType, PayType } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { orders } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, conflict, notFound, rateLimited } from '../http/errors';
import { queueWebhookEvent } from '../webhooks/outbox';
import { compareMoney } from './decimal';
import { postToLedger, type Tx } from './ledger';
import { readPayConfig } from './pay-config';
import { spendTxHashOrRefuse } from './spent-hashes';

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
/** `txHash` is canonical (`canonicalTxHash`). */
type Payment = { txHash: string; remark: string; operatorId: number | null; now: Date };

/**
 * Marks a pending recharge order paid and credits its amount, once: the order row is locked, a
 * paid or expired order is refused, and the ledger row's key `rch:<order>` makes a second credit
 * of the same order impossible even past these checks. The transaction hash (canonical, as the
 * contract reads it) is spent in the same transaction: one already spent — on another order, by
 * the chain watcher, on a withdrawal or a sweep — is refused.
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
    await spendTxHashOrRefuse(tx, txHash, { kind: 'recharge', refId: orderId });
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
  await queueWebhookEvent(tx, {
    type: 'order.paid',
    ownerId: order.userId,
    at: payment.now,
    data: {
      order_id: order.id,
      type: order.type,
      amount: canonicalMoney(order.amount),
      tx_hash: payment.txHash,
      confirmed_by: payment.operatorId === null ? 'chain' : 'administrator',
    },
  });
}
