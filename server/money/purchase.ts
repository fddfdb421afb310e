import { and, eq } from 'drizzle-orm';
import { BillType, ComboStatus, type Locale, OrderStatus, OrderType, PayType } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { payAgentShare } from '../agents/shares';
import { bills, orders, users, vipCombos } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';
import { translate } from '../i18n';
import { compareMoney, negateMoney } from './decimal';
import type { PurchaseEvent } from './events';
import { postToLedger, type Tx } from './ledger';
import { type LocalizedName, nextExpiry } from './membership';

export type Purchase = {
  orderId: number;
  balance: string;
  memberExpireTime: Date;
  /** Set when this call bought the package; null when it repeated an earlier request. */
  event: PurchaseEvent | null;
};

/** The answer an earlier purchase with the same request id gave. */
async function earlierPurchase(tx: Tx, userId: number, requestId: string): Promise<Purchase | null> {
  const [earlier] = await tx
    .select({ id: orders.id, expire: orders.memberExpireTime, balance: bills.balanceAfter })
    .from(orders)
    .innerJoin(bills, and(eq(bills.orderId, orders.id), eq(bills.type, BillType.purchase)))
    .where(and(eq(orders.userId, userId), eq(orders.requestId, requestId)));
  if (!earlier) return null;
  return {
    orderId: earlier.id,
    balance: earlier.balance,
    memberExpireTime: earlier.expire as Date,
    event: null,
  };
}

/**
 * Buys a package from the balance in one transaction: the account row is locked, a repeated
 * request id answers the first purchase, then the balance is checked, the order written, the
 * price debited through the ledger (key `vip:<order>`) and the membership moved. Any failure
 * rolls all of it back: there is no debit without its order, nor an order without its debit.
 * The agents above the buyer are paid their shares in the same transaction (`payAgentShare`).
 */
export async function buyPackage(
  db: Db,
  request: { userId: number; comboId: number; requestId: string; now: Date; locale: Locale },
): Promise<Purchase> {
  const { userId, comboId, requestId, now } = request;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        balance: users.balance,
        comboId: users.vipComboId,
        expireTime: users.memberExpireTime,
        account: users.account,
        superiorId: users.superiorId,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    const earlier = await earlierPurchase(tx, userId, requestId);
    if (earlier) return earlier;

    const [combo] = await tx.select().from(vipCombos).where(eq(vipCombos.id, comboId));
    if (!combo) throw notFound('vip_combo.unknown');
    if (combo.status !== ComboStatus.on) throw new AppError(409, 'conflict', 'vip_combo.off_sale');
    if (compareMoney(user.balance, combo.price) < 0) {
      throw new AppError(409, 'conflict', 'money.insufficient_balance', {
        balance: canonicalMoney(user.balance),
        price: canonicalMoney(combo.price),
      });
    }
    const name = combo.name as LocalizedName;
    const memberExpireTime = nextExpiry(user, combo, now);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        type: OrderType.vip,
        amount: combo.price,
        status: OrderStatus.paid,
        payType: PayType.balance,
        comboId,
        comboName: name,
        days: combo.days,
        requestId,
        memberExpireTime,
        payTime: now,
      })
      .returning({ id: orders.id });
    const orderId = (order as { id: number }).id;
    const posted = await postToLedger(tx, {
      userId,
      amount: negateMoney(combo.price),
      type: BillType.purchase,
      remark: translate(request.locale, 'bill.remark_purchase', {
        name: name[request.locale] || name['zh-CN'],
        days: combo.days,
      }),
      operatorId: userId,
      orderId,
      key: `vip:${orderId}`,
    });
    await tx
      .update(users)
      .set({ vipComboId: comboId, memberExpireTime, updatedAt: now })
      .where(eq(users.id, userId));
    await payAgentShare(tx, {
      customerId: userId,
      customerAccount: user.account,
      superiorId: user.superiorId,
      orderId,
      price: combo.price,
      now,
    });
    return {
      orderId,
      balance: posted.after,
      memberExpireTime,
      event: { orderId, userId, amount: combo.price, comboId },
    };
  });
}
