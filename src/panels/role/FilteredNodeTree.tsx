import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { NodeTree, type NodeTreeProps } from './NodeTree';
import { nodeLabel } from './node-label';
import { filterTree } from './role-tree';

/**
 * A menu tree narrowed by what the reader types (a label or a path): the matching part of the
 * tree, and the branches to open besides the reader's own so that every match shows.
 */
export function useTreeFilter(tree: readonly MenuNode[], expanded: Set<number>) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const filtered = useMemo(
    () => filterTree(tree, query, (node) => nodeLabel(intl, node)),
    [tree, query, intl],
  );
  const shownExpanded = useMemo(
    () => (query.trim() ? new Set([...expanded, ...filtered.expand]) : expanded),
    [expanded, filtered, query],
  );
  return { query, setQuery, tree: filtered.tree, expanded: shownExpanded };
}

/**
 * The filtered tree (`useTreeFilter`) keeping its own keyboard tab stop, or a note that nothing
 * matches.
 */
export function FilteredNodeTree(props: Omit<NodeTreeProps, 'activeId' | 'onActiveChange' | 'className'>) {
  const [activeId, setActiveId] = useState<number | null>(null);
  if (props.tree.length === 0) {
    return (
      <div className="lc-perm-empty">
        <FormattedMessage id="role.tree_no_match" />
      </div>
    );
  }
  return <NodeTree {...props} className="lc-perm-tree" activeId={activeId} onActiveChange={setActiveId} />;
}
