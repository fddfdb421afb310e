import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { agentDayPayers, agentDays } from '../db/schema';
import type { Db } from '../db/store';
import type { Tx } from '../money/ledger';
import { readConfiguration } from '../settings/configuration';
import { dayIn } from '../settings/site-zone';

/** The day of an instant in the site's time zone, as the agents' statistics count days. */
export async function agentDayOf(tx: Tx, now: Date): Promise<string> {
  return dayIn((await readConfiguration(tx as Db)).time_zone, now.getTime());
}

/** A customer registered with the agent's invitation code. */
export async function countNewCustomer(tx: Tx, agentId: number, day: string): Promise<void> {
  await tx
    .insert(agentDays)
    .values({ agentId, day, newCustomers: 1 })
    .onConflictDoUpdate({
      target: [agentDays.agentId, agentDays.day],
      set: { newCustomers: sql`${agentDays.newCustomers} + 1` },
    });
}

/**
 * A customer's purchase, in the purchase's transaction: what was spent and the agent's share,
 * and the customer as a paying one the first time that day.
 */
export async function countPurchase(
  tx: Tx,
  purchase: { agentId: number; customerId: number; day: string; amount: string; share: string },
): Promise<void> {
  const firstToday = await tx
    .insert(agentDayPayers)
    .values({ agentId: purchase.agentId, day: purchase.day, customerId: purchase.customerId })
    .onConflictDoNothing()
    .returning({ customerId: agentDayPayers.customerId });
  const payers = firstToday.length;
  await tx
    .insert(agentDays)
    .values({
      agentId: purchase.agentId,
      day: purchase.day,
      payingCustomers: payers,
      purchaseAmount: purchase.amount,
      shareAmount: purchase.share,
    })
    .onConflictDoUpdate({
      target: [agentDays.agentId, agentDays.day],
      set: {
        payingCustomers: sql`${agentDays.payingCustomers} + ${payers}`,
        purchaseAmount: sql`${agentDays.purchaseAmount} + ${purchase.amount}::numeric`,
        shareAmount: sql`${agentDays.shareAmount} + ${purchase.share}::numeric`,
      },
    });
}

/** A share an agent earned on the second level: their day's share grows, not their customers' figures. */
export async function countUpperShare(tx: Tx, earned: { agentId: number; day: string; share: string }) {
  await tx
    .insert(agentDays)
    .values({ agentId: earned.agentId, day: earned.day, shareAmount: earned.share })
    .onConflictDoUpdate({
      target: [agentDays.agentId, agentDays.day],
      set: { shareAmount: sql`${agentDays.shareAmount} + ${earned.share}::numeric` },
    });
}

/** An agent's days in a range, from the rollup; days without activity are absent. */
export async function agentDaysIn(db: Db, agentId: number, start: string, end: string) {
  const rows = await db
    .select()
    .from(agentDays)
    .where(and(eq(agentDays.agentId, agentId), gte(agentDays.day, start), lte(agentDays.day, end)))
    .orderBy(asc(agentDays.day));
  return rows.map((row) => ({
    day: row.day,
    new_customers: row.newCustomers,
    paying_customers: row.payingCustomers,
    purchase_amount: row.purchaseAmount,
    share_amount: row.shareAmount,
  }));
}

/**
 * An agent's months in a range, summed from the daily rollup. A paying customer counts once a
 * day, so a month's figure is customer-days of buying, not distinct customers.
 */
export async function agentMonthsIn(db: Db, agentId: number, start: string, end: string) {
  const month = sql<string>`to_char(${agentDays.day}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      newCustomers: sql<number>`sum(${agentDays.newCustomers})::int`,
      payingCustomers: sql<number>`sum(${agentDays.payingCustomers})::int`,
      purchaseAmount: sql<string>`sum(${agentDays.purchaseAmount})::text`,
      shareAmount: sql<string>`sum(${agentDays.shareAmount})::text`,
    })
    .from(agentDays)
    .where(and(eq(agentDays.agentId, agentId), sql`${month} between ${start} and ${end}`))
    .groupBy(month)
    .orderBy(month);
  return rows.map((row) => ({
    month: row.month,
    new_customers: row.newCustomers,
    paying_customers: row.payingCustomers,
    purchase_amount: row.purchaseAmount,
    share_amount: row.shareAmount,
  }));
}
