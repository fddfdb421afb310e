import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { BillType, DEFAULT_LOCALE } from '../../contract/enums';
import { agentShares, users } from '../db/schema';
import type { Db } from '../db/store';
import { pageWindow } from '../http/paging';
import { translate } from '../i18n';
import { postToLedger, type Tx } from '../money/ledger';
import { agentDayOf, countPurchase } from './rollup';
import { shareOfPurchase } from './share';

/**
 * Pays the buyer's superior their share of a purchase, inside the purchase's transaction: the
 * share record and the agent's ledger row (`com:<order>:<agent>`) are written with the order, so
 * a purchase and its share exist together or not at all, and a retried purchase pays nothing more.
 * One level: the superior's own superior gets nothing.
 */
export async function payAgentShare(
  tx: Tx,
  purchase: {
    customerId: number;
    customerAccount: string;
    superiorId: number | null;
    orderId: number;
    price: string;
    now: Date;
  },
): Promise<{ agentId: number; amount: string } | null> {
  if (purchase.superiorId === null) return null;
  const [superior] = await tx
    .select({ id: users.id, shareRatio: users.shareRatio, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, purchase.superiorId));
  if (!superior) return null;
  const amount = shareOfPurchase(purchase.price, superior);
  // The agent's statistics count every purchase of their customers, shared or not.
  await countPurchase(tx, {
    agentId: superior.id,
    customerId: purchase.customerId,
    day: await agentDayOf(tx, purchase.now),
    amount: purchase.price,
    share: amount ?? '0',
  });
  if (amount === null) return null;
  // The agent's row is locked by the ledger first: a share record's key on it before the lock
  // would let two purchases of one agent's customers deadlock.
  await postToLedger(tx, {
    userId: superior.id,
    amount,
    type: BillType.agent_share,
    remark: translate(DEFAULT_LOCALE, 'bill.remark_share', {
      account: purchase.customerAccount,
      order: purchase.orderId,
    }),
    operatorId: null,
    orderId: purchase.orderId,
    key: `com:${purchase.orderId}:${superior.id}`,
  });
  await tx.insert(agentShares).values({
    agentId: superior.id,
    customerId: purchase.customerId,
    orderId: purchase.orderId,
    orderAmount: purchase.price,
    ratio: superior.shareRatio,
    amount,
  });
  return { agentId: superior.id, amount };
}

export type ShareFilter = {
  page: number;
  page_size: number;
  customer_id?: number;
  start_time?: string;
  end_time?: string;
};

/** An agent's own share records, newest first, with the sum of every record the filter picks. */
export async function listShares(db: Db, agentId: number, filter: ShareFilter) {
  const where = and(
    eq(agentShares.agentId, agentId),
    filter.customer_id === undefined ? undefined : eq(agentShares.customerId, filter.customer_id),
    filter.start_time ? gte(agentShares.createdAt, new Date(filter.start_time)) : undefined,
    filter.end_time ? lte(agentShares.createdAt, new Date(filter.end_time)) : undefined,
  );
  const { limit, offset } = pageWindow(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ share: agentShares, account: users.account })
      .from(agentShares)
      .innerJoin(users, eq(users.id, agentShares.customerId))
      .where(where)
      .orderBy(desc(agentShares.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count(), sum: sql<string>`coalesce(sum(${agentShares.amount}), 0)::text` })
      .from(agentShares)
      .where(where),
  ]);
  return {
    list: rows.map(({ share, account }) => ({
      id: share.id,
      customer_id: share.customerId,
      customer_account: account,
      order_id: share.orderId,
      order_amount: share.orderAmount,
      ratio: share.ratio,
      amount: share.amount,
      create_time: share.createdAt,
    })),
    total: totals?.n ?? 0,
    sum: totals?.sum ?? '0',
  };
}
