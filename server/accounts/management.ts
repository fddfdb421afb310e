import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../auth/sessions';
import { rowsOf } from '../db/rows';
import { roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { forbidden, invalidParameter, notFound } from '../http/errors';

export type RoleScope = 'platform' | 'customer';

/**
 * The accounts an administration call acts on, checked in one place: every id must exist and be
 * of the page's kind (customers on `user_list`, administrators on `administrators`) — otherwise
 * 404, as if it did not exist — and only a super administrator may act on a super administrator.
 */
export async function targetAccounts(db: Db, actor: Actor, ids: number[], scope: RoleScope) {
  const rows = await db
    .select({ id: users.id, account: users.account, isSuper: roles.isSuper })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, ids), eq(roles.scope, scope)));
  if (rows.length !== new Set(ids).size) throw notFound();
  if (!actor.isSuper && rows.some((row) => row.isSuper)) throw forbidden();
  return rows;
}

/** A role the actor may give on this page: of the page's kind, and the super role only from a super administrator. */
export async function assignableRole(db: Db, actor: Actor, roleId: number, scope: RoleScope) {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId)).limit(1);
  if (!role || role.scope !== scope) {
    throw invalidParameter([{ path: 'role_id', messageKey: 'user.role_scope' }], 'user.role_scope');
  }
  if (role.isSuper && !actor.isSuper) throw forbidden();
  return role;
}

/** Refuses a superior that would make the hierarchy a loop (the user above themselves). */
export async function assertNoSuperiorCycle(db: Db, userId: number, superiorId: number): Promise<void> {
  let current: number | null = superiorId;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    if (current === userId) {
      throw invalidParameter(
        [{ path: 'superior_id', messageKey: 'user.superior_cycle' }],
        'user.superior_cycle',
      );
    }
    seen.add(current);
    const [row]: { superiorId: number | null }[] = await db
      .select({ superiorId: users.superiorId })
      .from(users)
      .where(eq(users.id, current));
    if (!row)
      throw invalidParameter(
        [{ path: 'superior_id', messageKey: 'user.superior_unknown' }],
        'user.superior_unknown',
      );
    current = row.superiorId;
  }
}

/** Deeper than any real agent tree; a bound so a chain is always read in one short query. */
const MAX_CHAIN = 32;

/** The superiors above a user, nearest first, read in one recursive query. */
export async function superiorChain(db: Db, userId: number) {
  const result = await db.execute(sql`
    with recursive chain(id, level) as (
      select ${users.superiorId}, 1 from ${users} where ${users.id} = ${userId}
      union all
      select u.superior_id, chain.level + 1
      from chain join ${users} u on u.id = chain.id
      where chain.level < ${MAX_CHAIN}
    )
    select u.id, u.account, u.share_ratio::text as share_ratio, u.disabled, chain.level
    from chain join ${users} u on u.id = chain.id
    order by chain.level`);
  const rows = rowsOf<{
    id: number;
    account: string;
    share_ratio: string;
    disabled: unknown;
    level: unknown;
  }>(result);
  return rows.map((row) => ({ ...row, disabled: Number(row.disabled) as 1 | 2, level: Number(row.level) }));
}
