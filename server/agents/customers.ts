import { and, desc, eq, sql } from 'drizzle-orm';
import { OrderStatus, OrderType } from '../../contract/enums';
import { orders, users, vipCombos } from '../db/schema';
import type { Db } from '../db/store';
import { anyContaining, selectJoinedPage } from '../http/paging';
import type { LocalizedName } from '../money/membership';
import { membershipPackageOf, membershipState } from '../money/membership-state';

/**
 * An agent's customers: those whose superior they are. What an agent may see of them — never a
 * balance, a password or a key.
 */
export async function listCustomers(
  db: Db,
  agentId: number,
  filter: { page: number; page_size: number; keyword?: string },
  now: Date,
) {
  const where = and(
    eq(users.superiorId, agentId),
    anyContaining(filter.keyword, [users.account, users.name]),
  );
  const spent = sql<string>`coalesce((select sum(${orders.amount}) from ${orders}
    where ${orders.userId} = ${users.id} and ${orders.type} = ${OrderType.vip}
    and ${orders.status} = ${OrderStatus.paid}), 0)::text`;
  const { rows, total } = await selectJoinedPage(db, {
    fields: {
      id: users.id,
      account: users.account,
      name: users.name,
      createdAt: users.createdAt,
      loginTime: users.loginTime,
      memberExpireTime: users.memberExpireTime,
      comboId: vipCombos.id,
      comboName: vipCombos.name,
      spent,
    },
    from: users,
    join: (query) => query.leftJoin(vipCombos, eq(vipCombos.id, users.vipComboId)),
    where,
    orderBy: [desc(users.id)],
    page: filter,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      account: row.account,
      name: row.name,
      register_time: row.createdAt,
      last_login_time: row.loginTime,
      member_expire_time: row.memberExpireTime,
      membership: membershipState(membershipPackageOf(row.comboId, row.comboName), row.memberExpireTime, now),
      combo_name: (row.comboName as LocalizedName | null) ?? null,
      total_spent: row.spent,
    })),
    total,
  };
}
