import type { MenuNode } from '../../../contract/areas/menu';
import { MenuNodeType, ShowHeadshot } from '../../../contract/enums';

/** Answers whether a menu page path has a built panel (the registry's `isRegisteredPanel`). */
export type PanelCheck = (path: string) => boolean;

const bySortDescending = (a: MenuNode, b: MenuNode) => b.sort - a.sort;

function isPage(node: MenuNode): boolean {
  return node.type === MenuNodeType.page;
}

/**
 * The menu as the console shows it: pages whose panel is built, and groups that still hold such a
 * page; button permissions are not menu items. Larger `sort` first.
 */
export function visibleMenu(tree: readonly MenuNode[], hasPanel: PanelCheck): MenuNode[] {
  const shown: MenuNode[] = [];
  for (const node of [...tree].sort(bySortDescending)) {
    if (!isPage(node)) continue;
    const children = visibleMenu(node.children, hasPanel);
    if (hasPanel(node.path) || children.length > 0) {
      shown.push({ ...node, children, children_number: children.length });
    }
  }
  return shown;
}

/** Depth-first in menu order: the page opened after login and by a bare `#/customer`. */
export function firstPanelPath(tree: readonly MenuNode[], hasPanel: PanelCheck): string | null {
  for (const node of visibleMenu(tree, hasPanel)) {
    if (hasPanel(node.path)) return node.path;
    const inside = firstPanelPath(node.children, hasPanel);
    if (inside) return inside;
  }
  return null;
}

/** Visible pages flagged `show_headshot = 2`, flattened in menu order, for the top navigation. */
export function topNavigationPages(tree: readonly MenuNode[], hasPanel: PanelCheck): MenuNode[] {
  const found: MenuNode[] = [];
  const walk = (nodes: readonly MenuNode[]) => {
    for (const node of nodes) {
      if (node.show_headshot === ShowHeadshot.top && hasPanel(node.path)) found.push(node);
      walk(node.children);
    }
  };
  walk(visibleMenu(tree, hasPanel));
  return found;
}

/** Finds the page node of a panel anywhere in the tree. */
export function findPage(tree: readonly MenuNode[], path: string): MenuNode | null {
  for (const node of tree) {
    if (isPage(node) && node.path === path) return node;
    const inside = findPage(node.children, path);
    if (inside) return inside;
  }
  return null;
}

/**
 * The authority list of one page: the paths of its type-2 children. They equal call paths
 * (`language_list/add`), so a button is shown exactly when its call would be allowed.
 */
export function buttonPermissions(tree: readonly MenuNode[], pagePath: string): string[] {
  const page = findPage(tree, pagePath);
  if (!page) return [];
  return page.children.filter((child) => child.type === MenuNodeType.button).map((child) => child.path);
}

/** Whether the user's menu grants a page; panels outside the menu cannot be opened. */
export function isPageGranted(tree: readonly MenuNode[], path: string): boolean {
  return findPage(tree, path) !== null;
}
