import { eq, sql } from 'drizzle-orm';
import { canonicalMoney } from '../../contract/money';
import { bills, users } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';
import { nextBalance } from './decimal';

/** A transaction or the database: ledger writes join the transaction of what caused them. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type LedgerEntry = {
  userId: number;
  /** Signed decimal string: positive adds, negative subtracts. */
  amount: string;
  type: number;
  remark: string;
  operatorId: number | null;
  orderId?: number | null;
  /** What caused the change (`vip:<order>`, `rch:<order>`, `adm:<request>`): unique in the ledger. */
  key: string;
};

export type Posted = { posted: true; before: string; after: string } | { posted: false; after: string };

/**
 * Posts one change to a balance inside the caller's transaction: the user row is locked, the
 * ledger row is inserted first — a key already in the ledger posts nothing and answers
 * `posted: false` — and the balance moves by exactly the row's amount. A balance that would go
 * below zero or beyond its column is refused before anything is written.
 */
export async function postToLedger(tx: Tx, entry: LedgerEntry): Promise<Posted> {
  const [user] = await tx
    .select({ balance: users.balance })
    .from(users)
    .where(eq(users.id, entry.userId))
    .for('update');
  if (!user) throw notFound();
  const next = nextBalance(user.balance, entry.amount);
  if ('refusal' in next) {
    throw new AppError(
      400,
      'invalid_parameter',
      next.refusal === 'negative' ? 'user.balance_negative' : 'money.balance_too_large',
    );
  }
  const [row] = await tx
    .insert(bills)
    .values({
      userId: entry.userId,
      type: entry.type,
      amount: entry.amount,
      balanceBefore: user.balance,
      balanceAfter: next.after,
      remark: entry.remark,
      operatorId: entry.operatorId,
      orderId: entry.orderId ?? null,
      idempotencyKey: entry.key,
    })
    .onConflictDoNothing({ target: bills.idempotencyKey })
    .returning({ id: bills.id });
  if (!row) return { posted: false, after: canonicalMoney(user.balance) };
  await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${entry.amount}::numeric`, updatedAt: new Date() })
    .where(eq(users.id, entry.userId));
  return { posted: true, before: canonicalMoney(user.balance), after: next.after };
}

/** One balance change in a transaction of its own; answers the new balance. */
export async function changeBalance(db: Db, entry: LedgerEntry): Promise<string> {
  return db.transaction(async (tx) => (await postToLedger(tx, entry)).after);
}

export async function balanceOf(db: Tx, userId: number): Promise<string> {
  const [user] = await db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return canonicalMoney(user.balance);
}
