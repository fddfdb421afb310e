import { count, eq } from 'drizzle-orm';
import { WithdrawalStatus } from '../../contract/enums';
import { isGranted } from '../auth/permissions';
import type { Actor } from '../auth/sessions';
import { withdrawals } from '../db/schema';
import type { Db } from '../db/store';

/** Work that waits on one page: counted only for a caller whose role may list it. */
type Badge = { page: string; permission: string; count(db: Db): Promise<number> };

const BADGES: Badge[] = [
  {
    page: 'acting_withdrawal_list',
    permission: 'acting_withdrawal_list/inquire',
    count: async (db) => {
      const [row] = await db
        .select({ n: count() })
        .from(withdrawals)
        .where(eq(withdrawals.status, WithdrawalStatus.pending_review));
      return row?.n ?? 0;
    },
  },
];

/** The caller's menu badges: page id → the work waiting there; pages with none are left out. */
export async function menuBadgesFor(db: Db, actor: Actor): Promise<Record<string, number>> {
  const badges: Record<string, number> = {};
  for (const badge of BADGES) {
    if (!(await isGranted(db, actor, badge.permission))) continue;
    const waiting = await badge.count(db);
    if (waiting > 0) badges[badge.page] = waiting;
  }
  return badges;
}
