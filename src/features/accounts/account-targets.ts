import type { AccountRow } from './account-columns';
import type { AccountRoles } from './use-account-roles';
import type { Actor } from './use-actor';

/** The server refuses every action on a super administrator's account unless the actor is one. */
export function untouchable(row: AccountRow, roles: AccountRoles | null, actor: Actor): boolean {
  return !actor.isSuper && (roles?.superRoleIds.has(row.role_id) ?? false);
}

/**
 * The picked accounts a batch acts on, leaving out what the server would refuse for the whole
 * batch: a super administrator's account (for anyone else) and, for disabling, one's own.
 */
export function batchTargets(
  rows: readonly AccountRow[],
  selected: ReadonlySet<number>,
  roles: AccountRoles | null,
  actor: Actor,
): { selectedRows: AccountRow[]; disableTargets: AccountRow[] } {
  const selectedRows = rows.filter((row) => selected.has(row.id) && !untouchable(row, roles, actor));
  return { selectedRows, disableTargets: selectedRows.filter((row) => row.id !== actor.userId) };
}
