import { Button, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { type CallInput, calls } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { menuTreeAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { showToast } from '../../core/toaster';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import type { LoadState } from '../../ui/load-state';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { NodeDetail } from './NodeDetail';
import { NodeTreePane } from './NodeTreePane';
import { newNodeValues, nodeFields, nodeFormValues } from './node-form';
import { nodeLabel } from './node-label';
import { indexTree } from './role-tree';

type Editing = { mode: 'add'; parentId: number | null } | { mode: 'edit'; node: MenuNode } | null;

type NodeEditorProps = {
  nodeTree: LoadState<MenuNode[]>;
  onChanged(): void;
  onRetry(): void;
};

/** The signed-in user's own menu follows node edits at once (labels, order, new pages). */
function reloadOwnMenu() {
  api.call('admin/get_token_menu', {}).then(
    ({ tree_menu_arr }) => appStore.set(menuTreeAtom, tree_menu_arr),
    () => undefined,
  );
}

/** The node editor (super administrators): the whole menu tree, one node's properties, add, edit, delete. */
export function NodeEditor({ nodeTree, onChanged, onRetry }: NodeEditorProps) {
  const intl = useIntl();
  const canAdd = useCan('role/node_add');
  const canUpdate = useCan('role/node_update');
  const canRemove = useCan('role/node_remove');
  const tree = nodeTree.status === 'ready' ? nodeTree.data : [];
  const index = useMemo(() => indexTree(tree), [tree]);
  // The groups open at first, so the editor starts with the pages in view.
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(tree.map((node) => node.id)));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MenuNode | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const selected = selectedId === null ? null : (index.byId.get(selectedId) ?? null);
  const parent = selected?.parent ? index.byId.get(selected.parent) : undefined;

  if (nodeTree.status === 'loading') return <Spinner className="lc-node-loading" size={32} />;
  if (nodeTree.status === 'error') {
    return (
      <NonIdealState
        icon="error"
        title={<FormattedMessage id="table.error_title" />}
        description={nodeTree.message}
        action={
          <Button icon="repeat" onClick={onRetry}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      />
    );
  }

  const changed = () => {
    onChanged();
    reloadOwnMenu();
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await api.call('role/node_remove', { ids: [deleting.id] });
      showToast('success', intl.formatMessage({ id: 'form.deleted' }, { count: 1 }));
      setDeleting(null);
      setSelectedId(deleting.parent);
      changed();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className="lc-node-editor">
      <NodeTreePane
        tree={tree}
        expanded={expanded}
        onExpandedChange={setExpanded}
        selectedId={selectedId}
        onSelect={setSelectedId}
        onRefresh={onRetry}
        onAddTop={canAdd ? () => setEditing({ mode: 'add', parentId: null }) : undefined}
      />
      <NodeDetail
        node={selected}
        parent={parent}
        onEdit={canUpdate ? (node) => setEditing({ mode: 'edit', node }) : undefined}
        onAddChild={canAdd ? (node) => setEditing({ mode: 'add', parentId: node.id }) : undefined}
        onDelete={canRemove ? setDeleting : undefined}
      />
      {editing && (
        <ResourceForm
          isOpen
          title={intl.formatMessage({
            id: editing.mode === 'edit' ? 'role.node_edit_title' : 'role.node_add_title',
          })}
          submitText={intl.formatMessage({ id: editing.mode === 'edit' ? 'action.save' : 'action.submit' })}
          fields={nodeFields(intl, tree, editing.mode === 'edit' ? editing.node.id : null)}
          initial={editing.mode === 'edit' ? nodeFormValues(editing.node) : newNodeValues(editing.parentId)}
          schema={calls[editing.mode === 'edit' ? 'role/node_update' : 'role/node_add'].input}
          submit={async (input) => {
            if (editing.mode === 'edit')
              return api.call('role/node_update', input as CallInput<'role/node_update'>);
            const added = await api.call('role/node_add', input as CallInput<'role/node_add'>);
            setSelectedId(added.id);
            if (editing.parentId !== null)
              setExpanded((current) => new Set([...current, editing.parentId as number]));
            return added;
          }}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      <ConfirmAlert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        busy={deleteBusy}
        confirmKey="action.delete"
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      >
        <p>
          <FormattedMessage
            id="role.node_delete_confirm"
            values={{ name: deleting ? nodeLabel(intl, deleting) : '' }}
          />
        </p>
      </ConfirmAlert>
    </div>
  );
}
