import { useEffect, useState } from 'react';
import type { CallOutput } from '../../../contract/calls';
import { api } from '../../core/api/api';

export type RoleOption = CallOutput<'role/inquire'>['list'][number];

export type AccountRoles = {
  /** The roles this page may give: of its kind, the super role only to a super administrator. */
  assignable: RoleOption[];
  /** Roles that hold everything: only a super administrator acts on their accounts. */
  superRoleIds: ReadonlySet<number>;
};

/**
 * The roles an account page works with, as the server will accept them. Null while loading, or when
 * the user may not read roles at all (the role filter and select then show only what rows say).
 */
export function useAccountRoles(scope: 'customer' | 'platform', isSuper: boolean): AccountRoles | null {
  const [roles, setRoles] = useState<AccountRoles | null>(null);
  useEffect(() => {
    let current = true;
    api.call('role/inquire', { page: 1, page_size: 500 }).then(
      ({ list }) => {
        if (!current) return;
        setRoles({
          assignable: list.filter((role) => role.scope === scope && (isSuper || !role.is_super)),
          superRoleIds: new Set(list.filter((role) => role.is_super).map((role) => role.id)),
        });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [scope, isSuper]);
  return roles;
}
