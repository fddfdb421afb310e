import type { MenuNode } from '../../../contract/areas/menu';
import { MenuNodeType } from '../../../contract/enums';

/**
 * The permission tree of a role as pure functions: what a check box shows, what ticking one does,
 * and which node ids a save sends. The server drops a node whose parent is not granted from the
 * menu, so granting a node grants its ancestors too.
 */
export type NodeIndex = {
  byId: ReadonlyMap<number, MenuNode>;
  parentOf: ReadonlyMap<number, number | null>;
};

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

export function indexTree(tree: readonly MenuNode[]): NodeIndex {
  const byId = new Map<number, MenuNode>();
  const parentOf = new Map<number, number | null>();
  const walk = (nodes: readonly MenuNode[], parent: number | null) => {
    for (const node of nodes) {
      byId.set(node.id, node);
      parentOf.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(tree, null);
  return { byId, parentOf };
}

/** Every node below `node` that may be ticked; a node that may not be ticked hides its subtree too. */
export function selectableDescendants(node: MenuNode): MenuNode[] {
  return node.children.flatMap((child) =>
    child.allow_select ? [child, ...selectableDescendants(child)] : [],
  );
}

function allDescendantIds(node: MenuNode): number[] {
  return node.children.flatMap((child) => [child.id, ...allDescendantIds(child)]);
}

function ancestorIds(index: NodeIndex, id: number): number[] {
  const found: number[] = [];
  let parent = index.parentOf.get(id) ?? null;
  while (parent !== null) {
    found.push(parent);
    parent = index.parentOf.get(parent) ?? null;
  }
  return found;
}

/** Checked: the node and everything tickable below it; indeterminate: some of that; else unchecked. */
export function checkState(node: MenuNode, granted: ReadonlySet<number>): CheckState {
  const own = granted.has(node.id);
  const below = selectableDescendants(node);
  if (below.length === 0) return own ? 'checked' : 'unchecked';
  const held = below.filter((child) => granted.has(child.id)).length;
  if (own && held === below.length) return 'checked';
  if (!own && held === 0) return 'unchecked';
  return 'indeterminate';
}

/**
 * Ticking a node grants it, what may be ticked below it (a page's buttons) and its ancestors;
 * unticking a checked node takes it and everything below it away, and an ancestor left with
 * nothing granted below it goes too.
 */
export function toggleNode(index: NodeIndex, granted: ReadonlySet<number>, id: number): Set<number> {
  const node = index.byId.get(id);
  const next = new Set(granted);
  if (!node) return next;
  if (checkState(node, granted) !== 'checked') {
    next.add(id);
    for (const child of selectableDescendants(node)) next.add(child.id);
    for (const ancestor of ancestorIds(index, id)) next.add(ancestor);
    return next;
  }
  next.delete(id);
  for (const child of allDescendantIds(node)) next.delete(child);
  for (const ancestor of ancestorIds(index, id)) {
    const ancestorNode = index.byId.get(ancestor);
    if (ancestorNode && !allDescendantIds(ancestorNode).some((below) => next.has(below))) {
      next.delete(ancestor);
    }
  }
  return next;
}

/** Ticks every tickable node, or none. */
export function grantAll(tree: readonly MenuNode[]): Set<number> {
  const ids = new Set<number>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (!node.allow_select) continue;
      ids.add(node.id);
      walk(node.children);
    }
  };
  walk(tree);
  return ids;
}

/**
 * The node ids a save sends: what is ticked in the tree, plus what the role already had outside
 * it. An administrator's tree holds only the nodes they hold themselves; the role's other grants
 * are not theirs to take away by not seeing them.
 */
export function nodeIdsToSave(index: NodeIndex, granted: ReadonlySet<number>, original: readonly number[]) {
  const unseen = original.filter((id) => !index.byId.has(id));
  return [...new Set([...unseen, ...granted])].sort((a, b) => a - b);
}

/** How many tickable nodes of the tree are granted, for the "n of m" line. */
export function grantedCount(index: NodeIndex, granted: ReadonlySet<number>): number {
  let count = 0;
  for (const id of granted) if (index.byId.has(id)) count += 1;
  return count;
}

/**
 * The tree cut down to nodes whose label or path contains `query` (any case), with the ancestors
 * that lead to them. A matching node keeps its whole subtree; the ids to expand are the branches
 * on the way to a match, so every match is in view.
 */
export function filterTree(
  tree: readonly MenuNode[],
  query: string,
  label: (node: MenuNode) => string,
): { tree: MenuNode[]; expand: Set<number> } {
  const needle = query.trim().toLowerCase();
  const expand = new Set<number>();
  if (needle === '') return { tree: [...tree], expand };
  const matches = (node: MenuNode) =>
    label(node).toLowerCase().includes(needle) || node.path.toLowerCase().includes(needle);
  const visit = (nodes: readonly MenuNode[]): MenuNode[] =>
    nodes.flatMap((node) => {
      const children = visit(node.children);
      if (children.length > 0) expand.add(node.id);
      if (matches(node)) return [node];
      return children.length > 0 ? [{ ...node, children, children_number: children.length }] : [];
    });
  return { tree: visit(tree), expand };
}

/** The ids of nodes shown in order, walking only into expanded nodes: the keyboard's path. */
export function visibleOrder(tree: readonly MenuNode[], expanded: ReadonlySet<number>): number[] {
  return tree.flatMap((node) => [
    node.id,
    ...(expanded.has(node.id) ? visibleOrder(node.children, expanded) : []),
  ]);
}

/** Every node that has children: what "expand all" opens. */
export function branchIds(tree: readonly MenuNode[]): Set<number> {
  const ids = new Set<number>();
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.children.length === 0) continue;
      ids.add(node.id);
      walk(node.children);
    }
  };
  walk(tree);
  return ids;
}

/** A parent a node may move under: any page node but itself and its own descendants (no loops). */
export function parentChoices(
  tree: readonly MenuNode[],
  selfId: number | null,
): { node: MenuNode; depth: number }[] {
  const choices: { node: MenuNode; depth: number }[] = [];
  const walk = (nodes: readonly MenuNode[], depth: number) => {
    for (const node of nodes) {
      if (node.id === selfId || node.type !== MenuNodeType.page) continue;
      choices.push({ node, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return choices;
}

/** A button's action (the part of its call path after the slash), for a label when no key exists. */
export function buttonAction(node: MenuNode): string | null {
  if (node.type !== MenuNodeType.button) return null;
  const slash = node.path.indexOf('/');
  return slash === -1 ? null : node.path.slice(slash + 1);
}
