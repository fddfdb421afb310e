import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BillType, DEFAULT_LOCALE } from '../../contract/enums';
import { agentShares, users } from '../db/schema';
import type { Db } from '../db/store';
import { pageWindow } from '../http/paging';
import { translate } from '../i18n';
import { postToLedger, type Tx } from '../money/ledger';
import { readPayConfig } from '../money/pay-config';
import { agentDayOf, countPurchase, countUpperShare } from './rollup';
import { type AgentShare, type Superior, sharesOfPurchase } from './share';

/**
 * Pays the agents above the buyer their shares of a purchase, inside the purchase's transaction:
 * each share record and its ledger row (`com:<order>:<agent>`) are written with the order, so a
 * purchase and its shares exist together or not at all, and a retried purchase pays nothing more.
 * The second level is paid only when the payment settings turn it on (`sharesOfPurchase`).
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
): Promise<AgentShare[]> {
  if (purchase.superiorId === null) return [];
  const chain = await superiorsOf(tx, purchase.superiorId);
  if (!chain.superior) return [];
  const secondLevelRatio = chain.upper ? (await readPayConfig(tx as Db)).second_level_ratio : '0';
  const shares = sharesOfPurchase(purchase.price, chain, secondLevelRatio);
  // The agent's statistics count every purchase of their customers, shared or not; an upper
  // agent's day counts only the share they earned.
  const day = await agentDayOf(tx, purchase.now);
  const [first, second] = [1, 2].map((level) => shares.find((share) => share.level === level));
  await countPurchase(tx, {
    agentId: chain.superior.id,
    customerId: purchase.customerId,
    day,
    amount: purchase.price,
    share: first?.amount ?? '0',
  });
  if (second) await countUpperShare(tx, { agentId: second.agentId, day, share: second.amount });
  // Agents' rows are locked by the ledger in id order, before any share record's key on them:
  // two purchases locking the same two agents in opposite orders would deadlock.
  for (const share of [...shares].sort((a, b) => a.agentId - b.agentId)) {
    await postToLedger(tx, {
      userId: share.agentId,
      amount: share.amount,
      type: BillType.agent_share,
      remark: translate(DEFAULT_LOCALE, 'bill.remark_share', {
        account: purchase.customerAccount,
        order: purchase.orderId,
      }),
      operatorId: null,
      orderId: purchase.orderId,
      key: `com:${purchase.orderId}:${share.agentId}`,
    });
  }
  if (shares.length > 0) {
    await tx.insert(agentShares).values(
      shares.map((share) => ({
        agentId: share.agentId,
        customerId: purchase.customerId,
        orderId: purchase.orderId,
        orderAmount: purchase.price,
        ratio: share.ratio,
        amount: share.amount,
        level: share.level,
      })),
    );
  }
  return shares;
}

/** The buyer's superior and that superior's own superior, in one read. */
async function superiorsOf(
  tx: Tx,
  superiorId: number,
): Promise<{ superior: Superior | null; upper: Superior | null }> {
  const upperUsers = alias(users, 'upper_users');
  const [row] = await tx
    .select({
      superior: { id: users.id, shareRatio: users.shareRatio, disabled: users.disabled },
      upper: { id: upperUsers.id, shareRatio: upperUsers.shareRatio, disabled: upperUsers.disabled },
    })
    .from(users)
    .leftJoin(upperUsers, eq(upperUsers.id, users.superiorId))
    .where(eq(users.id, superiorId));
  return { superior: row?.superior ?? null, upper: row?.upper ?? null };
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
      level: share.level,
      create_time: share.createdAt,
    })),
    total: totals?.n ?? 0,
    sum: totals?.sum ?? '0',
  };
}
