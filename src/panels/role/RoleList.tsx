import { Alert, AnchorButton, Button, ButtonGroup, Callout, Spinner, Tooltip } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { type CallInput, calls } from '../../../contract/calls';
import type { MessageKey } from '../../i18n/catalogues';
import { useActor } from '../../ui/accounts/use-actor';
import type { LoadState } from '../../ui/load-state';
import { FilterBar } from '../../ui/resource/FilterBar';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { ResourceTable } from '../../ui/resource/ResourceTable';
import type { FieldDef, FormValues } from '../../ui/resource/types';
import { useResourceList } from '../../ui/resource/use-resource-list';
import { api, errorMessage } from '../../workspace/api';
import { useCan } from '../../workspace/permissions/use-can';
import { showToast } from '../../workspace/toaster';
import { PermissionTree } from './PermissionTree';
import { editBlock, type RoleRow, removeBlock, roleResource } from './role-resource';

type Editing = { mode: 'add' } | { mode: 'edit'; row: RoleRow; nodeIds: number[] } | null;

type RoleListProps = {
  nodeTree: LoadState<MenuNode[]>;
  onRetryTree(): void;
};

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

/** The roles tab: the list, the add/edit dialog with the permission tree, and delete. */
export function RoleList({ nodeTree, onRetryTree }: RoleListProps) {
  const intl = useIntl();
  const actor = useActor();
  const list = useResourceList(roleResource);
  const [editing, setEditing] = useState<Editing>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<RoleRow[] | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const canAdd = useCan('role/add');
  const canSave = useCan('role/update');
  const canRead = useCan('role/details');
  const canUpdate = canSave && canRead;
  const canRemove = useCan('role/remove');

  const openEdit = async (row: RoleRow) => {
    setOpening(row.id);
    try {
      const details = await api.call('role/details', { id: row.id });
      setEditing({ mode: 'edit', row, nodeIds: details.node_ids });
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setOpening(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await api.call('role/remove', { ids: deleting.map((row) => row.id) });
      showToast('success', intl.formatMessage({ id: 'form.deleted' }, { count: deleting.length }));
      setDeleting(null);
      list.reload();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  };

  const fields: FieldDef[] = [
    {
      name: 'name',
      kind: 'text',
      labelKey: 'role.name',
      required: true,
      placeholderKey: 'role.name_placeholder',
    },
    ...(editing?.mode === 'add' && actor.isSuper
      ? [
          {
            name: 'scope',
            kind: 'segmented',
            labelKey: 'role.scope',
            helperKey: 'role.scope_help',
            options: [
              { value: 'customer', labelKey: 'role.scope_customer' },
              { value: 'platform', labelKey: 'role.scope_platform' },
            ],
          } satisfies FieldDef,
        ]
      : []),
    { name: 'remark', kind: 'text', labelKey: 'role.remark', placeholderKey: 'role.remark_placeholder' },
    permissionField(nodeTree, onRetryTree),
  ];

  const initial: FormValues =
    editing?.mode === 'edit'
      ? { id: editing.row.id, name: editing.row.name, remark: editing.row.remark, node_ids: editing.nodeIds }
      : { name: '', remark: '', scope: 'customer', node_ids: [] };

  const addButton = canAdd && (
    <Button intent="primary" icon="plus" data-action="role/add" onClick={() => setEditing({ mode: 'add' })}>
      <FormattedMessage id="role.add" />
    </Button>
  );

  const selectedRows = list.rows.filter((row) => list.selected.has(row.id));
  const blockedAction = (reason: MessageKey, icon: 'edit' | 'trash') => (
    <Tooltip content={intl.formatMessage({ id: reason })} placement="left">
      <AnchorButton
        variant="minimal"
        size="small"
        icon={icon}
        disabled
        aria-label={intl.formatMessage({ id: reason })}
      />
    </Tooltip>
  );

  return (
    <div className="lc-resource">
      <div className="lc-resource-toolbar">
        <FilterBar
          filters={roleResource.filters ?? []}
          values={list.query.filters}
          onChange={list.setFilter}
        />
        <span className="lc-header-spacer" />
        <ButtonGroup>
          <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
            <Button
              icon="refresh"
              aria-label={intl.formatMessage({ id: 'action.refresh' })}
              onClick={list.reload}
            />
          </Tooltip>
          {canRemove && (
            <Button
              icon="trash"
              intent="danger"
              variant="outlined"
              disabled={selectedRows.length === 0}
              data-action="role/remove"
              onClick={() => setDeleting(selectedRows)}
            >
              <FormattedMessage id="action.delete_selected" values={{ count: selectedRows.length }} />
            </Button>
          )}
        </ButtonGroup>
        {addButton}
      </div>
      <ResourceTable<RoleRow>
        columns={roleResource.columns}
        state={list.state}
        rows={list.rows}
        total={list.total}
        page={list.query.page}
        pageSize={list.query.page_size}
        onPage={list.setPage}
        onPageSize={list.setPageSize}
        sort={list.sort}
        onSort={list.toggleSort}
        onRetry={list.reload}
        emptyAction={addButton || undefined}
        selection={
          canRemove
            ? { selected: list.selected, onToggleRow: list.toggleRow, onToggleAll: list.toggleAll }
            : undefined
        }
        rowActions={
          canUpdate || canRemove
            ? (row) => {
                const editReason = editBlock(row, actor);
                const removeReason = removeBlock(row, actor);
                return (
                  <span data-role={row.name}>
                    {canUpdate &&
                      (editReason ? (
                        blockedAction(editReason, 'edit')
                      ) : (
                        <Tooltip
                          content={intl.formatMessage({ id: 'role.edit_permissions' })}
                          placement="left"
                        >
                          <Button
                            variant="minimal"
                            size="small"
                            icon="edit"
                            data-action="role/update"
                            loading={opening === row.id}
                            aria-label={intl.formatMessage({ id: 'role.edit_permissions' })}
                            onClick={() => void openEdit(row)}
                          />
                        </Tooltip>
                      ))}
                    {canRemove &&
                      (removeReason ? (
                        blockedAction(removeReason, 'trash')
                      ) : (
                        <Button
                          variant="minimal"
                          size="small"
                          intent="danger"
                          icon="trash"
                          aria-label={intl.formatMessage({ id: 'action.delete' })}
                          onClick={() => setDeleting([row])}
                        />
                      ))}
                  </span>
                );
              }
            : undefined
        }
      />
      {editing && (
        <ResourceForm
          isOpen
          title={
            editing.mode === 'edit'
              ? intl.formatMessage({ id: 'role.edit_title' }, { name: editing.row.name })
              : intl.formatMessage({ id: 'role.add_title' })
          }
          submitText={intl.formatMessage({ id: editing.mode === 'edit' ? 'action.save' : 'action.submit' })}
          fields={fields}
          initial={initial}
          schema={calls[editing.mode === 'edit' ? 'role/update' : 'role/add'].input}
          submit={(input) =>
            editing.mode === 'edit'
              ? api.call('role/update', input as CallInput<'role/update'>)
              : api.call('role/add', input as CallInput<'role/add'>)
          }
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        loading={deleteBusy}
        cancelButtonText={intl.formatMessage({ id: 'action.cancel' })}
        confirmButtonText={intl.formatMessage({ id: 'action.delete' })}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          <FormattedMessage
            id="form.delete_confirm"
            values={{
              count: deleting?.length ?? 0,
              name: deleting?.length === 1 && deleting[0] ? deleting[0].name : '',
            }}
          />
        </p>
      </Alert>
    </div>
  );
}
