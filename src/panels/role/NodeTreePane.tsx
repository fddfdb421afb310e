import { Button, ButtonGroup, Icon, InputGroup, Tooltip } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { ShowHeadshot } from '../../../contract/enums';
import { FilteredNodeTree, useTreeFilter } from './FilteredNodeTree';
import { nodeLabel } from './node-label';
import { branchIds } from './role-tree';

export type NodeTreePaneProps = {
  tree: readonly MenuNode[];
  /** The open branches; the editor opens a parent when a child is added to it. */
  expanded: Set<number>;
  onExpandedChange(next: Set<number>): void;
  selectedId: number | null;
  onSelect(id: number): void;
  onRefresh(): void;
  /** Adds a top-level page; absent without the add call. */
  onAddTop?(): void;
};

/**
 * The whole menu tree of the node editor, filtered by label or path (matches open the way to
 * them), each node picked with its button and shown with its path, sort and flags.
 */
export function NodeTreePane({
  tree,
  expanded,
  onExpandedChange,
  selectedId,
  onSelect,
  onRefresh,
  onAddTop,
}: NodeTreePaneProps) {
  const intl = useIntl();
  const filter = useTreeFilter(tree, expanded);

  return (
    <section className="lc-node-tree-pane" aria-label={intl.formatMessage({ id: 'role.tab_nodes' })}>
      <div className="lc-resource-toolbar">
        <InputGroup
          type="search"
          leftIcon="filter"
          className="lc-filter-search"
          aria-label={intl.formatMessage({ id: 'role.tree_filter' })}
          placeholder={intl.formatMessage({ id: 'role.tree_filter' })}
          value={filter.query}
          onValueChange={filter.setQuery}
        />
        <span className="lc-header-spacer" />
        <ButtonGroup>
          <Tooltip content={intl.formatMessage({ id: 'role.expand_all' })} placement="bottom">
            <Button
              icon="expand-all"
              aria-label={intl.formatMessage({ id: 'role.expand_all' })}
              onClick={() => onExpandedChange(branchIds(tree))}
            />
          </Tooltip>
          <Tooltip content={intl.formatMessage({ id: 'role.collapse_all' })} placement="bottom">
            <Button
              icon="collapse-all"
              aria-label={intl.formatMessage({ id: 'role.collapse_all' })}
              onClick={() => onExpandedChange(new Set())}
            />
          </Tooltip>
          <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
            <Button
              icon="refresh"
              aria-label={intl.formatMessage({ id: 'action.refresh' })}
              onClick={onRefresh}
            />
          </Tooltip>
        </ButtonGroup>
        {onAddTop && (
          <Button intent="primary" icon="plus" data-action="role/node_add" onClick={onAddTop}>
            <FormattedMessage id="role.node_add_top" />
          </Button>
        )}
      </div>
      <div className="lc-node-tree-scroll">
        <FilteredNodeTree
          tree={filter.tree}
          expanded={filter.expanded}
          onExpandedChange={onExpandedChange}
          selectedId={selectedId}
          renderLabel={(node, focus) => (
            <button
              type="button"
              className="lc-node-pick"
              data-node-path={node.path || undefined}
              aria-pressed={node.id === selectedId}
              onClick={() => onSelect(node.id)}
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
      </div>
    </section>
  );
}
