import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../auth/sessions';
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
