import { describe, expect, it } from 'vitest';
import { inTreeOrder, makesCycle, nestKept, subtreeOf } from '../../../server/mall/tree';

const node = (id: number, parentId: number | null, sort = 0, shown = true) => ({ id, parentId, sort, shown });

// 1 ─┬─ 3 ── 5
//    └─ 4
// 2
const tree = [node(5, 3), node(4, 1, 1), node(3, 1, 9), node(2, null, 0), node(1, null, 5)];

describe('the mall category tree', () => {
  it('orders rows depth first, each after its parent, larger sort first among siblings', () => {
    expect(inTreeOrder(tree).map(({ node, depth }) => [node.id, depth])).toEqual([
      [1, 0],
      [3, 1],
      [5, 2],
      [4, 1],
      [2, 0],
    ]);
  });

  it('puts a row whose parent is gone at the top, and cuts a stored loop instead of walking it', () => {
    expect(inTreeOrder([node(7, 99)]).map(({ depth }) => depth)).toEqual([0]);
    const loop = [node(1, null), node(2, 3), node(3, 2)];
    expect(inTreeOrder(loop).map(({ node }) => node.id)).toEqual([1]);
    expect(subtreeOf(loop, 2)).toEqual(new Set([2, 3]));
  });

  it('refuses a parent that is the row itself or below it, and allows any other', () => {
    expect(makesCycle(tree, 1, 1)).toBe(true);
    expect(makesCycle(tree, 1, 5)).toBe(true);
    expect(makesCycle(tree, 3, 5)).toBe(true);
    expect(makesCycle(tree, 3, 4)).toBe(false);
    expect(makesCycle(tree, 5, 2)).toBe(false);
    expect(makesCycle(tree, 5, null)).toBe(false);
  });

  it('nests the kept rows, a dropped row taking its subtree with it', () => {
    const hiddenThree = tree.map((row) => (row.id === 3 ? { ...row, shown: false } : row));
    const nested = nestKept(hiddenThree, (row) => row.shown);
    expect(nested.map((row) => [row.id, row.children.map((child) => child.id)])).toEqual([
      [1, [4]],
      [2, []],
    ]);
  });
});
