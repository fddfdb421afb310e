import { eq, sql } from 'drizzle-orm';
import { normaliseDecimal } from '../../contract/call';
import { bills, users } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';

export type BalanceChange = {
  userId: number;
  /** Signed decimal string: positive adds, negative subtracts. */
  amount: string;
  type: number;
  remark: string;
  operatorId: number | null;
};

/**
 * Changes a balance and writes its ledger row in one transaction. The row is locked first so two
 * concurrent changes cannot both read the same "before"; arithmetic happens in the database's
 * exact numeric type, never in floating point.
 */
export async function changeBalance(db: Db, change: BalanceChange): Promise<string> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ balance: users.balance })
      .from(users)
      .where(eq(users.id, change.userId))
      .for('update');
    if (!user) throw notFound();
    const [updated] = await tx
      .update(users)
      .set({ balance: sql`${users.balance} + ${change.amount}::numeric`, updatedAt: new Date() })
      .where(eq(users.id, change.userId))
      .returning({ balance: users.balance });
    const after = (updated as { balance: string }).balance;
    if (after.startsWith('-')) throw new AppError(400, 'invalid_parameter', 'user.balance_negative');
    await tx.insert(bills).values({
      userId: change.userId,
      type: change.type,
      amount: change.amount,
      balanceBefore: user.balance,
      balanceAfter: after,
      remark: change.remark,
      operatorId: change.operatorId,
    });
    return normaliseDecimal(after);
  });
}
