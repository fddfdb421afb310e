/**
 * The category tree as pure functions over the flat rows, so its order, its cycles and its shown
 * part are tested without a database. Siblings come larger `sort` first, then older first.
 */

export type TreeNode = { id: number; parentId: number | null; sort: number };

/** Children of each parent id (null: the top); a row whose parent is gone counts as a top row. */
function childrenByParent<N extends TreeNode>(nodes: readonly N[]): Map<number | null, N[]> {
  const ids = new Set(nodes.map((node) => node.id));
  const byParent = new Map<number | null, N[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), node]);
  }
  for (const siblings of byParent.values()) siblings.sort((a, b) => b.sort - a.sort || a.id - b.id);
  return byParent;
}

/**
 * Every row once, each right after its parent (depth first), with how deep it sits. A loop that
 * somehow got stored is cut where it closes instead of being walked for ever.
 */
export function inTreeOrder<N extends TreeNode>(nodes: readonly N[]): { node: N; depth: number }[] {
  const byParent = childrenByParent(nodes);
  const ordered: { node: N; depth: number }[] = [];
  const seen = new Set<number>();
  const pending = [...(byParent.get(null) ?? [])].reverse().map((node) => ({ node, depth: 0 }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (seen.has(next.node.id)) continue;
    seen.add(next.node.id);
    ordered.push(next);
    const children = byParent.get(next.node.id) ?? [];
    for (const child of [...children].reverse()) pending.push({ node: child, depth: next.depth + 1 });
  }
  return ordered;
}

/** The ids of a row's subtree, itself included: the parents it cannot take. */
export function subtreeOf(nodes: readonly TreeNode[], rootId: number): Set<number> {
  const byParent = childrenByParent(nodes);
  const subtree = new Set<number>([rootId]);
  const pending = [rootId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const child of byParent.get(id) ?? []) {
      if (subtree.has(child.id)) continue;
      subtree.add(child.id);
      pending.push(child.id);
    }
  }
  return subtree;
}

/** Whether giving the row this parent would put it inside its own subtree (itself included). */
export function makesCycle(nodes: readonly TreeNode[], id: number, parentId: number | null): boolean {
  return parentId !== null && subtreeOf(nodes, id).has(parentId);
}

export type Nested<N> = N & { children: Nested<N>[] };

/** The rows that pass `keep` as a nested tree; a row that does not pass hides its subtree too. */
export function nestKept<N extends TreeNode>(nodes: readonly N[], keep: (node: N) => boolean): Nested<N>[] {
  const byParent = childrenByParent(nodes);
  const nest = (parent: number | null, path: ReadonlySet<number>): Nested<N>[] =>
    (byParent.get(parent) ?? [])
      .filter((node) => keep(node) && !path.has(node.id))
      .map((node) => ({ ...node, children: nest(node.id, new Set([...path, node.id])) }));
  return nest(null, new Set());
}
