import { Button, Callout, Spinner, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import type { CallOutput } from '../../../contract/calls';
import { api } from '../../core/api/api';
import type { Actor } from '../../features/accounts/use-actor';
import { formatTime } from '../../ui/format';
import type { LoadState } from '../../ui/load-state';
import type { FieldDef, ResourceDefinition } from '../../ui/resource/types';
import { PermissionTree } from './PermissionTree';

export type RoleRow = CallOutput<'role/inquire'>['list'][number];

/** The permission field of the role dialog: the tree once it has loaded, its state until then. */
function permissionField(nodeTree: LoadState<MenuNode[]>, onRetry: () => void): FieldDef {
  return {
    name: 'node_ids',
    kind: 'custom',
    labelKey: 'role.permissions',
    wide: true,
    render: ({ value, invalid, onChange }) => {
      if (nodeTree.status === 'loading') return <Spinner size={24} className="lc-perm-loading" />;
      if (nodeTree.status === 'error') {
        return (
          <Callout intent="danger" icon="error">
            {nodeTree.message}{' '}
            <Button size="small" icon="repeat" onClick={onRetry}>
              <FormattedMessage id="action.retry" />
            </Button>
          </Callout>
        );
      }
      return (
        <PermissionTree
          tree={nodeTree.data}
          value={Array.isArray(value) ? (value as number[]) : []}
          invalid={invalid}
          onChange={onChange}
        />
      );
    },
  };
}

/**
 * The roles (SPEC §3) as a described resource; the permission tree is the form's own field and a
 * role's granted nodes load when its edit button is pressed.
 */
export function roleResource(
  nodeTree: LoadState<MenuNode[]>,
  onRetryTree: () => void,
  actor: Pick<Actor, 'roleId' | 'isSuper'>,
): ResourceDefinition<'role/inquire'> {
  return {
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
    form: {
      addTitleKey: 'role.add_title',
      editTitleKey: 'role.edit_title',
      addButtonKey: 'role.add',
      defaults: { name: '', remark: '', scope: 'customer', node_ids: [] },
      fromRow: (row) => ({ name: row.name, remark: row.remark }),
      load: async (row) => ({ node_ids: (await api.call('role/details', { id: row.id })).node_ids }),
      fields: [
        {
          name: 'name',
          kind: 'text',
          labelKey: 'role.name',
          required: true,
          placeholderKey: 'role.name_placeholder',
        },
        {
          name: 'scope',
          kind: 'segmented',
          labelKey: 'role.scope',
          helperKey: 'role.scope_help',
          options: [
            { value: 'customer', labelKey: 'role.scope_customer' },
            { value: 'platform', labelKey: 'role.scope_platform' },
          ],
          // Chosen once, when the role is made; only a super administrator makes platform roles.
          visible: (values) => values.id === undefined && actor.isSuper,
        },
        { name: 'remark', kind: 'text', labelKey: 'role.remark', placeholderKey: 'role.remark_placeholder' },
        permissionField(nodeTree, onRetryTree),
      ],
    },
    rowLabel: (row) => row.name,
    blocked: { update: (row) => editBlock(row, actor), remove: (row) => removeBlock(row, actor) },
  };
}

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
