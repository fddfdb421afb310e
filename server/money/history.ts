import { and, count, desc, eq, gt, gte, ilike, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type EnumValue, OrderStatus, type PayType } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { bills, orders, users } from '../db/schema';
import type { Db } from '../db/store';
import { containing, selectJoinedPage } from '../http/paging';
import type { Job } from '../jobs/scheduler';
import type { LocalizedName } from './membership';

type Page = { page: number; page_size: number };
type TimeWindow = { start_time?: string; end_time?: string };

function within(column: typeof orders.createdAt | typeof bills.createdAt, window: TimeWindow) {
  return [
    window.start_time ? gte(column, new Date(window.start_time)) : undefined,
    window.end_time ? lte(column, new Date(window.end_time)) : undefined,
  ];
}

/** Part of the account or of the phone number. */
function accountMatching(keyword: string | undefined): SQL | undefined {
  const pattern = containing(keyword);
  return pattern ? or(ilike(users.account, pattern), ilike(users.phone, pattern)) : undefined;
}

export type OrderFilter = Page &
  TimeWindow & {
    userId?: number;
    keyword?: string;
    status?: number;
    type?: number;
    /** Only the orders of this agent's customers. */
    superiorId?: number;
  };

/**
 * "Expired" is not stored: a pending order past its expiry reads as expired, so the status a
 * list shows and the credit refuses agree at every moment without a job rewriting rows.
 */
const expiredNow = (now: Date) =>
  and(eq(orders.status, OrderStatus.pending_payment), lte(orders.expireTime, now));

function statusCondition(status: number | undefined, now: Date): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === OrderStatus.expired) return expiredNow(now);
  if (status === OrderStatus.pending_payment) {
    return and(
      eq(orders.status, OrderStatus.pending_payment),
      or(isNull(orders.expireTime), gt(orders.expireTime, now)),
    );
  }
  return eq(orders.status, status);
}

export async function listOrders(db: Db, filter: OrderFilter, now: Date) {
  const where = and(
    filter.userId === undefined ? undefined : eq(orders.userId, filter.userId),
    filter.superiorId === undefined ? undefined : eq(users.superiorId, filter.superiorId),
    accountMatching(filter.keyword),
    filter.type === undefined ? undefined : eq(orders.type, filter.type),
    statusCondition(filter.status, now),
    ...within(orders.createdAt, filter),
  );
  const { rows, total } = await selectJoinedPage(db, {
    fields: { order: orders, account: users.account },
    from: orders,
    join: (query) => query.innerJoin(users, eq(users.id, orders.userId)),
    where,
    orderBy: [desc(orders.id)],
    page: filter,
  });
  return { list: rows.map((row) => orderRow(row.order, row.account, now)), total };
}

function orderRow(order: typeof orders.$inferSelect, account: string, now: Date) {
  const expired =
    order.status === OrderStatus.pending_payment &&
    order.expireTime !== null &&
    order.expireTime.getTime() <= now.getTime();
  return {
    id: order.id,
    user_id: order.userId,
    account,
    type: order.type as 1 | 2,
    amount: order.amount,
    status: (expired ? OrderStatus.expired : order.status) as 1 | 2 | 3,
    pay_type: order.payType as EnumValue<typeof PayType>,
    combo_name: (order.comboName as LocalizedName | null) ?? null,
    days: order.days,
    tx_hash: order.txHash,
    remark: order.remark,
    expire_time: order.expireTime,
    create_time: order.createdAt,
    pay_time: order.payTime,
  };
}

export type BillFilter = Page & TimeWindow & { userId?: number; keyword?: string; type?: number };

/** The ledger rows a filter asks for (joined with their account), for the lists and the export. */
export function billConditions(filter: Omit<BillFilter, keyof Page>): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(bills.userId, filter.userId),
    accountMatching(filter.keyword),
    filter.type === undefined ? undefined : eq(bills.type, filter.type),
    ...within(bills.createdAt, filter),
  );
}

export async function listBills(db: Db, filter: BillFilter) {
  const { rows, total } = await selectJoinedPage(db, {
    fields: { bill: bills, account: users.account, phone: users.phone },
    from: bills,
    join: (query) => query.innerJoin(users, eq(users.id, bills.userId)),
    where: billConditions(filter),
    orderBy: [desc(bills.id)],
    page: filter,
  });
  return {
    list: rows.map(({ bill, account, phone }) => ({
      id: bill.id,
      user_id: bill.userId,
      account,
      phone,
      type: bill.type as 1 | 2 | 3 | 4 | 5 | 6,
      amount: bill.amount,
      balance_before: bill.balanceBefore,
      balance_after: bill.balanceAfter,
      remark: bill.remark,
      order_id: bill.orderId,
      create_time: bill.createdAt,
    })),
    total,
  };
}

export type LedgerMismatch = { user_id: number; account: string; balance: string; ledger_sum: string };

/**
 * The ledger's invariant: every balance equals the sum of its ledger rows (the sum runs in the
 * database's exact numeric type). Answers the accounts checked and each one that disagrees.
 */
export async function checkLedger(db: Db): Promise<{ users_checked: number; mismatches: LedgerMismatch[] }> {
  const sums = db
    .select({ userId: bills.userId, total: sql<string>`sum(${bills.amount})`.as('total') })
    .from(bills)
    .groupBy(bills.userId)
    .as('sums');
  const ledgerSum = sql<string>`coalesce(${sums.total}, 0)`;
  const [rows, [checked]] = await Promise.all([
    db
      .select({ user_id: users.id, account: users.account, balance: users.balance, ledger_sum: ledgerSum })
      .from(users)
      .leftJoin(sums, eq(sums.userId, users.id))
      .where(sql`${users.balance} <> ${ledgerSum}`)
      .orderBy(users.id)
      .limit(500),
    db.select({ n: count() }).from(users),
  ]);
  return {
    users_checked: checked?.n ?? 0,
    mismatches: rows.map((row) => ({
      ...row,
      balance: canonicalMoney(row.balance),
      ledger_sum: canonicalMoney(String(row.ledger_sum)),
    })),
  };
}

/**
 * The ledger check as a scheduled job: a mismatch is an error in the server log (with the
 * accounts), which is where an operator's alerting looks; the `bill` page runs the same check.
 */
export const ledgerCheckJob: Job = {
  name: 'ledger_check',
  everyMs: 6 * 3_600_000,
  async run(db) {
    const { mismatches } = await checkLedger(db);
    if (mismatches.length > 0) {
      throw new Error(
        `ledger check: ${mismatches.length} balance(s) differ from their ledger: ${JSON.stringify(mismatches.slice(0, 20))}`,
      );
    }
  },
};
