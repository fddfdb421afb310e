import { Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { formatTime } from '../../ui/format';
import type { ResourceDefinition } from '../../ui/resource/types';

export type RoleRow = CallOutput<'role/inquire'>['list'][number];

/** The roles list (SPEC §3): the table part of the role panel; its dialogs are the panel's own. */
export const roleResource: ResourceDefinition<'role/inquire'> = {
  id: 'role',
  inquire: 'role/inquire',
  add: 'role/add',
  update: 'role/update',
  remove: 'role/remove',
  filters: [{ kind: 'search', name: 'keyword', placeholderKey: 'role.search' }],
  columns: [
    {
      key: 'name',
      titleKey: 'role.name',
      width: 220,
      sortValue: (row) => row.name,
      render: (row) => (
        <span className="lc-role-name">
          <span>{row.name}</span>
          {row.is_super && (
            <Tag minimal intent="warning" icon="crown">
              <FormattedMessage id="role.super" />
            </Tag>
          )}
          {row.key !== null && !row.is_super && (
            <Tag minimal>
              <FormattedMessage id="role.seeded_tag" />
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'scope',
      titleKey: 'role.scope',
      width: 100,
      sortValue: (row) => row.scope,
      render: (row) => (
        <Tag minimal intent={row.scope === 'platform' ? 'primary' : 'none'}>
          <FormattedMessage id={row.scope === 'platform' ? 'role.scope_platform' : 'role.scope_customer'} />
        </Tag>
      ),
    },
    {
      key: 'remark',
      titleKey: 'role.remark',
      render: (row) =>
        row.remark ? (
          <span className="lc-cell-clip" title={row.remark}>
            {row.remark}
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'user_count',
      titleKey: 'role.users',
      width: 80,
      align: 'right',
      sortValue: (row) => row.user_count,
    },
    {
      key: 'node_count',
      titleKey: 'role.nodes',
      width: 90,
      align: 'right',
      sortValue: (row) => row.node_count,
      render: (row) => (row.is_super ? <FormattedMessage id="role.all_nodes" /> : row.node_count),
    },
    {
      key: 'created_at',
      titleKey: 'role.created_at',
      width: 160,
      sortValue: (row) => row.created_at,
      render: (row, intl) => formatTime(intl, row.created_at),
    },
  ],
  rowLabel: (row) => row.name,
};

/**
 * Why a role cannot be edited by this user, as a catalogue key, or null when it can: the super
 * role holds everything by definition, and nobody but a super administrator edits their own role
 * or a platform role (the server refuses the same).
 */
export function editBlock(
  row: RoleRow,
  actor: { roleId: number; isSuper: boolean },
): 'role.super_fixed' | 'role.own_role' | 'role.platform_super_only' | null {
  if (row.is_super) return 'role.super_fixed';
  if (actor.isSuper) return null;
  if (row.id === actor.roleId) return 'role.own_role';
  if (row.scope === 'platform') return 'role.platform_super_only';
  return null;
}

/** Why a role cannot be deleted, or null: seeded roles stay and a role in use keeps its users. */
export function removeBlock(
  row: RoleRow,
  actor: { roleId: number; isSuper: boolean },
): 'role.super_fixed' | 'role.seeded' | 'role.own_role' | 'role.in_use' | null {
  if (row.is_super) return 'role.super_fixed';
  if (row.key !== null) return 'role.seeded';
  if (!actor.isSuper && row.id === actor.roleId) return 'role.own_role';
  if (row.user_count > 0) return 'role.in_use';
  return null;
}
