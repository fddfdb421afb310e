import { Button, ButtonGroup, Checkbox, InputGroup, Tooltip } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { FilteredNodeTree, useTreeFilter } from './FilteredNodeTree';
import { nodeLabel } from './node-label';
import {
  branchIds,
  checkState,
  grantAll,
  grantedCount,
  indexTree,
  nodeIdsToSave,
  toggleNode,
} from './role-tree';

type PermissionTreeProps = {
  tree: readonly MenuNode[];
  /** The node ids the role is granted (those outside `tree` included: they are kept). */
  value: readonly number[];
  onChange(next: number[]): void;
  invalid?: boolean;
  readOnly?: boolean;
};

/**
 * The permission tree of a role: one check box per node that allows selection. Ticking a page
 * ticks its buttons; a half-ticked page has some of them. Filter by name or path; arrows walk it.
 */
export function PermissionTree({ tree, value, onChange, invalid, readOnly }: PermissionTreeProps) {
  const intl = useIntl();
  const index = useMemo(() => indexTree(tree), [tree]);
  const granted = useMemo(() => new Set(value), [value]);
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set(tree.map((node) => node.id)));
  const filter = useTreeFilter(tree, expanded);
  const label = (node: MenuNode) => nodeLabel(intl, node);
  const total = grantAll(tree).size;
  const commit = (next: ReadonlySet<number>) => onChange(nodeIdsToSave(index, next, value));

  return (
    <div className={`lc-perm${invalid ? ' lc-perm-invalid' : ''}`}>
      <div className="lc-perm-toolbar">
        <InputGroup
          type="search"
          size="small"
          leftIcon="filter"
          className="lc-perm-filter"
          aria-label={intl.formatMessage({ id: 'role.tree_filter' })}
          placeholder={intl.formatMessage({ id: 'role.tree_filter' })}
          value={filter.query}
          onValueChange={filter.setQuery}
        />
        <ButtonGroup variant="minimal">
          <Tooltip content={intl.formatMessage({ id: 'role.expand_all' })} placement="top">
            <Button
              size="small"
              icon="expand-all"
              aria-label={intl.formatMessage({ id: 'role.expand_all' })}
              onClick={() => setExpanded(branchIds(tree))}
            />
          </Tooltip>
          <Tooltip content={intl.formatMessage({ id: 'role.collapse_all' })} placement="top">
            <Button
              size="small"
              icon="collapse-all"
              aria-label={intl.formatMessage({ id: 'role.collapse_all' })}
              onClick={() => setExpanded(new Set())}
            />
          </Tooltip>
        </ButtonGroup>
        {!readOnly && (
          <ButtonGroup variant="minimal">
            <Button size="small" icon="tick" onClick={() => commit(grantAll(tree))}>
              <FormattedMessage id="role.grant_all" />
            </Button>
            <Button size="small" icon="cross" onClick={() => commit(new Set())}>
              <FormattedMessage id="role.grant_none" />
            </Button>
          </ButtonGroup>
        )}
        <span className="lc-header-spacer" />
        <span className="lc-perm-count">
          <FormattedMessage
            id="role.granted_count"
            values={{ granted: grantedCount(index, granted), total }}
          />
        </span>
      </div>
      <div className="lc-perm-scroll">
        <FilteredNodeTree
          tree={filter.tree}
          expanded={filter.expanded}
          onExpandedChange={setExpanded}
          renderLabel={(shown, focus) => {
            // The filtered copy may have lost children; the state comes from the whole node.
            const node = index.byId.get(shown.id) ?? shown;
            const state = checkState(node, granted);
            return (
              <span className="lc-perm-node" data-node-path={node.path || undefined} data-node-id={node.id}>
                <Checkbox
                  inline
                  className="lc-perm-check"
                  checked={state === 'checked'}
                  indeterminate={state === 'indeterminate'}
                  disabled={readOnly || !node.allow_select}
                  label={label(node)}
                  onChange={() => commit(toggleNode(index, granted, node.id))}
                  {...focus}
                />
              </span>
            );
          }}
          secondaryLabel={(node) =>
            // A label that fell back to the path already says it.
            node.path && node.path !== label(node) ? <code className="lc-node-path">{node.path}</code> : null
          }
        />
      </div>
    </div>
  );
}
