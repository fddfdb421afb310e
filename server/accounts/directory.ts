import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { USER_SORT_COLUMNS, userListCalls } from '../../contract/areas/users';
import { agentShares, roles, users, vipCombos } from '../db/schema';
import type { Db } from '../db/store';
import { containing, selectJoinedPage } from '../http/paging';
import type { RoleScope } from './management';

const superior = alias(users, 'superior');

const SORT_COLUMNS = {
  id: users.id,
  account: users.account,
  balance: users.balance,
  member_expire_time: users.memberExpireTime,
  login_time: users.loginTime,
  created_at: users.createdAt,
} satisfies Record<(typeof USER_SORT_COLUMNS)[number], unknown>;

/** The filters of `user_list/inquire` and `administrators/inquire` (the same schema). */
export type AccountFilter = z.output<(typeof userListCalls)['user_list/inquire']['input']>;

/** One page of the accounts of one kind, with each one's role name, superior's account and package. */
export async function listAccounts(db: Db, scope: RoleScope, filter: AccountFilter) {
  const { keyword, role_id, disabled, online_status, superior_id, sort_by, sort_order, ...page } = filter;
  const pattern = containing(keyword);
  const where: SQL | undefined = and(
    eq(roles.scope, scope),
    pattern
      ? or(ilike(users.account, pattern), ilike(users.name, pattern), ilike(users.phone, pattern))
      : undefined,
    role_id === undefined ? undefined : eq(users.roleId, role_id),
    disabled === undefined ? undefined : eq(users.disabled, disabled),
    online_status === undefined ? undefined : eq(users.onlineStatus, online_status),
    superior_id === undefined ? undefined : eq(users.superiorId, superior_id),
  );
  const order = sort_order === 'asc' ? asc(SORT_COLUMNS[sort_by]) : desc(SORT_COLUMNS[sort_by]);
  return selectJoinedPage(db, {
    fields: {
      user: users,
      roleName: roles.name,
      roleKey: roles.key,
      superiorAccount: superior.account,
      comboId: vipCombos.id,
      comboName: vipCombos.name,
      customers: sql<number>`(select count(*) from users as customer_of where customer_of.superior_id = ${users.id})::int`,
      totalShares: sql<string>`(select coalesce(sum(${agentShares.amount}), 0) from ${agentShares}
        where ${agentShares.agentId} = ${users.id})::text`,
    },
    from: users,
    join: (query) =>
      query
        .innerJoin(roles, eq(roles.id, users.roleId))
        .leftJoin(superior, eq(superior.id, users.superiorId))
        .leftJoin(vipCombos, eq(vipCombos.id, users.vipComboId)),
    where,
    orderBy: [order, desc(users.id)],
    page,
  });
}

export type AccountListing = Awaited<ReturnType<typeof listAccounts>>['rows'][number];
