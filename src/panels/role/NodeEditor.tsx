import {
  AnchorButton,
  Button,
  ButtonGroup,
  HTMLSelect,
  HTMLTable,
  Icon,
  InputGroup,
  NonIdealState,
  Spinner,
  Tag,
  Tooltip,
} from '@blueprintjs/core';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { type CallInput, calls } from '../../../contract/calls';
import { MenuNodeType, MenuPlatform, ShowHeadshot } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { menuTreeAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import type { LoadState } from '../../ui/load-state';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import type { FieldDef, FormValues } from '../../ui/resource/types';
import { isIconName, NodeTree } from './NodeTree';
import { nodeLabel } from './node-label';
import { branchIds, filterTree, indexTree, parentChoices } from './role-tree';

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

function nodeFields(intl: IntlShape, tree: readonly MenuNode[], selfId: number | null): FieldDef[] {
  const parents = parentChoices(tree, selfId);
  return [
    {
      name: 'parent_id',
      kind: 'custom',
      labelKey: 'role.node_parent',
      render: ({ id, value, onChange }) => (
        <HTMLSelect
          id={id}
          fill
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) =>
            onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))
          }
        >
          <option value="">{intl.formatMessage({ id: 'role.node_top_level' })}</option>
          {parents.map(({ node, depth }) => (
            <option key={node.id} value={node.id}>
              {`${'\u3000'.repeat(depth)}${node.name}${node.path ? ` (${node.path})` : ''}`}
            </option>
          ))}
        </HTMLSelect>
      ),
    },
    { name: 'name', kind: 'text', labelKey: 'role.node_name', required: true },
    {
      name: 'type',
      kind: 'segmented',
      labelKey: 'role.node_type',
      options: [
        { value: MenuNodeType.page, labelKey: 'role.node_type_page' },
        { value: MenuNodeType.button, labelKey: 'role.node_type_button' },
      ],
    },
    {
      name: 'path',
      kind: 'text',
      labelKey: 'role.node_path',
      placeholderKey: 'role.node_path_placeholder',
      helperKey: 'role.node_path_help',
    },
    {
      name: 'language_variables',
      kind: 'text',
      labelKey: 'role.node_language_variable',
      placeholderKey: 'role.node_language_placeholder',
      helperKey: 'role.node_language_help',
    },
    {
      name: 'icon',
      kind: 'custom',
      labelKey: 'role.node_icon',
      render: ({ id, value, invalid, onChange }) => {
        const text = String(value ?? '');
        return (
          <InputGroup
            id={id}
            fill
            intent={invalid ? 'danger' : 'none'}
            value={text}
            placeholder="people"
            leftElement={isIconName(text) ? <Icon icon={text} /> : undefined}
            onValueChange={onChange}
          />
        );
      },
      helperKey: 'role.node_icon_help',
    },
    { name: 'sort', kind: 'number', labelKey: 'role.node_sort', helperKey: 'role.node_sort_help' },
    {
      name: 'platform',
      kind: 'select',
      labelKey: 'role.node_platform',
      options: [{ value: MenuPlatform.pc, labelKey: 'role.node_platform_pc' }],
    },
    {
      name: 'show_headshot',
      kind: 'switch',
      labelKey: 'role.node_show_top',
      switchValues: { on: ShowHeadshot.top, off: ShowHeadshot.no },
    },
    { name: 'allow_select', kind: 'switch', labelKey: 'role.node_allow_select' },
  ];
}

function formValues(node: MenuNode): FormValues {
  return {
    id: node.id,
    parent_id: node.parent,
    name: node.name,
    language_variables: node.language_variables,
    path: node.path,
    type: node.type,
    platform: node.platform,
    icon: node.icon,
    sort: node.sort,
    show_headshot: node.show_headshot,
    allow_select: node.allow_select,
  };
}

/** The node editor (super administrators): the whole menu tree, one node's properties, add, edit, delete. */
export function NodeEditor({ nodeTree, onChanged, onRetry }: NodeEditorProps) {
  const intl = useIntl();
  const canAdd = useCan('role/node_add');
  const canUpdate = useCan('role/node_update');
  const canRemove = useCan('role/node_remove');
  const tree = nodeTree.status === 'ready' ? nodeTree.data : [];
  const index = useMemo(() => indexTree(tree), [tree]);
  const [query, setQuery] = useState('');
  // The groups open at first, so the editor starts with the pages in view.
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(tree.map((node) => node.id)));
  const [activeId, setActiveId] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MenuNode | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const filtered = useMemo(
    () => filterTree(tree, query, (node) => nodeLabel(intl, node)),
    [tree, query, intl],
  );
  const shownExpanded = query.trim() ? new Set([...expanded, ...filtered.expand]) : expanded;
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

  const property = (labelKey: MessageKey, value: ReactNode) => (
    <tr>
      <th>
        <FormattedMessage id={labelKey} />
      </th>
      <td>{value}</td>
    </tr>
  );
  const yesNo = (flag: boolean) => <FormattedMessage id={flag ? 'role.yes' : 'role.no'} />;

  return (
    <div className="lc-node-editor">
      <section className="lc-node-tree-pane" aria-label={intl.formatMessage({ id: 'role.tab_nodes' })}>
        <div className="lc-resource-toolbar">
          <InputGroup
            type="search"
            leftIcon="filter"
            className="lc-filter-search"
            aria-label={intl.formatMessage({ id: 'role.tree_filter' })}
            placeholder={intl.formatMessage({ id: 'role.tree_filter' })}
            value={query}
            onValueChange={setQuery}
          />
          <span className="lc-header-spacer" />
          <ButtonGroup>
            <Tooltip content={intl.formatMessage({ id: 'role.expand_all' })} placement="bottom">
              <Button
                icon="expand-all"
                aria-label={intl.formatMessage({ id: 'role.expand_all' })}
                onClick={() => setExpanded(branchIds(tree))}
              />
            </Tooltip>
            <Tooltip content={intl.formatMessage({ id: 'role.collapse_all' })} placement="bottom">
              <Button
                icon="collapse-all"
                aria-label={intl.formatMessage({ id: 'role.collapse_all' })}
                onClick={() => setExpanded(new Set())}
              />
            </Tooltip>
            <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
              <Button
                icon="refresh"
                aria-label={intl.formatMessage({ id: 'action.refresh' })}
                onClick={onRetry}
              />
            </Tooltip>
          </ButtonGroup>
          {canAdd && (
            <Button
              intent="primary"
              icon="plus"
              data-action="role/node_add"
              onClick={() => setEditing({ mode: 'add', parentId: null })}
            >
              <FormattedMessage id="role.node_add_top" />
            </Button>
          )}
        </div>
        <div className="lc-node-tree-scroll">
          {filtered.tree.length === 0 ? (
            <div className="lc-perm-empty">
              <FormattedMessage id="role.tree_no_match" />
            </div>
          ) : (
            <NodeTree
              className="lc-perm-tree"
              tree={filtered.tree}
              expanded={shownExpanded}
              onExpandedChange={setExpanded}
              activeId={activeId}
              onActiveChange={setActiveId}
              selectedId={selectedId}
              renderLabel={(node, focus) => (
                <button
                  type="button"
                  className="lc-node-pick"
                  data-node-path={node.path || undefined}
                  aria-pressed={node.id === selectedId}
                  onClick={() => setSelectedId(node.id)}
                  {...focus}
                >
                  {nodeLabel(intl, node)}
                </button>
              )}
              secondaryLabel={(node) => (
                <span className="lc-node-meta">
                  {!node.allow_select && <Icon icon="lock" size={12} />}
                  {node.show_headshot === ShowHeadshot.top && <Icon icon="arrow-up" size={12} />}
                  {node.path && <code className="lc-node-path">{node.path}</code>}
                  <span className="lc-node-sort">{node.sort}</span>
                </span>
              )}
            />
          )}
        </div>
      </section>
      <section className="lc-node-detail" aria-live="polite">
        {selected ? (
          <>
            <div className="lc-node-detail-head">
              <h3>{nodeLabel(intl, selected)}</h3>
              <Tag minimal intent={selected.type === MenuNodeType.page ? 'primary' : 'none'}>
                <FormattedMessage
                  id={selected.type === MenuNodeType.page ? 'role.node_type_page' : 'role.node_type_button'}
                />
              </Tag>
            </div>
            <HTMLTable compact className="lc-node-properties">
              <tbody>
                {property('role.node_name', selected.name)}
                {property('role.node_path', selected.path ? <code>{selected.path}</code> : '—')}
                {property('role.node_language_variable', selected.language_variables || '—')}
                {property(
                  'role.node_parent',
                  parent ? nodeLabel(intl, parent) : <FormattedMessage id="role.node_top_level" />,
                )}
                {property(
                  'role.node_icon',
                  selected.icon ? (
                    <span className="lc-node-icon">
                      {isIconName(selected.icon) && <Icon icon={selected.icon} />}
                      {selected.icon}
                    </span>
                  ) : (
                    '—'
                  ),
                )}
                {property('role.node_sort', selected.sort)}
                {property('role.node_platform', <FormattedMessage id="role.node_platform_pc" />)}
                {property('role.node_show_top', yesNo(selected.show_headshot === ShowHeadshot.top))}
                {property('role.node_allow_select', yesNo(selected.allow_select))}
                {property('role.node_children', selected.children.length)}
                {property('role.node_id', selected.id)}
              </tbody>
            </HTMLTable>
            <div className="lc-form-actions">
              {canUpdate && (
                <Button
                  icon="edit"
                  data-action="role/node_update"
                  onClick={() => setEditing({ mode: 'edit', node: selected })}
                >
                  <FormattedMessage id="action.edit" />
                </Button>
              )}
              {canAdd && selected.type === MenuNodeType.page && (
                <Button icon="add" onClick={() => setEditing({ mode: 'add', parentId: selected.id })}>
                  <FormattedMessage id="role.node_add_child" />
                </Button>
              )}
              {canRemove &&
                (selected.children.length > 0 ? (
                  <Tooltip content={intl.formatMessage({ id: 'role.node_has_children' })}>
                    <AnchorButton icon="trash" intent="danger" variant="outlined" disabled>
                      <FormattedMessage id="action.delete" />
                    </AnchorButton>
                  </Tooltip>
                ) : (
                  <Button
                    icon="trash"
                    intent="danger"
                    variant="outlined"
                    data-action="role/node_remove"
                    onClick={() => setDeleting(selected)}
                  >
                    <FormattedMessage id="action.delete" />
                  </Button>
                ))}
            </div>
          </>
        ) : (
          <NonIdealState
            icon="diagram-tree"
            title={<FormattedMessage id="role.node_pick_title" />}
            description={<FormattedMessage id="role.node_pick_description" />}
          />
        )}
      </section>
      {editing && (
        <ResourceForm
          isOpen
          title={intl.formatMessage({
            id: editing.mode === 'edit' ? 'role.node_edit_title' : 'role.node_add_title',
          })}
          submitText={intl.formatMessage({ id: editing.mode === 'edit' ? 'action.save' : 'action.submit' })}
          fields={nodeFields(intl, tree, editing.mode === 'edit' ? editing.node.id : null)}
          initial={
            editing.mode === 'edit'
              ? formValues(editing.node)
              : {
                  parent_id: editing.parentId,
                  name: '',
                  language_variables: '',
                  path: '',
                  type: editing.parentId === null ? MenuNodeType.page : MenuNodeType.button,
                  platform: MenuPlatform.pc,
                  icon: '',
                  sort: 0,
                  show_headshot: ShowHeadshot.no,
                  allow_select: true,
                }
          }
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
