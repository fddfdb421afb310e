import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../contract/areas/menu';
import {
  buttonPermissions,
  firstPanelPath,
  isPageGranted,
  topNavigationPages,
  visibleMenu,
} from '../../../src/core/menu/menu-tree';
import { findPanel, isRegisteredPanel, panels } from '../../../src/panels/registry';

let nextId = 1;
function node(path: string, extra: Partial<MenuNode> = {}): MenuNode {
  const children = extra.children ?? [];
  return {
    id: nextId++,
    name: path,
    language_variables: `menu.${path}`,
    path,
    type: 1,
    platform: 1,
    show_headshot: 1,
    icon: '',
    sort: 0,
    allow_select: true,
    parent: null,
    children_number: children.length,
    ...extra,
    children,
  };
}
const button = (path: string) => node(path, { type: 2 });

const tree: MenuNode[] = [
  node('statistics', {
    sort: 100,
    children: [node('today_statistics', { sort: 10 }), node('daily_statistics', { sort: 5 })],
  }),
  node('system', {
    sort: 50,
    children: [
      node('message_list', {
        sort: 1,
        show_headshot: 2,
        children: [button('message_list/inquire'), button('message_list/add')],
      }),
      node('language_list', {
        sort: 3,
        children: [button('language_list/inquire'), button('language_list/update')],
      }),
      node('mysql_lock', { sort: 2 }),
    ],
  }),
  node('update_password', { sort: 10 }),
];

describe('panel registry', () => {
  it('holds unique SPEC page ids with lazy loaders', () => {
    const ids = panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of panels) {
      expect(panel.id).toMatch(/^[a-z_]+$/);
      expect(typeof panel.load).toBe('function');
      expect(findPanel(panel.id)).toBe(panel);
    }
  });

  it('knows only built panels', () => {
    expect(isRegisteredPanel('update_password')).toBe(true);
    expect(isRegisteredPanel('today_statistics')).toBe(true);
    expect(isRegisteredPanel('no_such_panel')).toBe(false);
  });
});

// The menu rules are tested against a fixed set of built pages, so the test does not change as panels are added.
const builtPages = new Set(['update_password', 'language_list', 'message_list']);
const isBuilt = (path: string) => builtPages.has(path);

describe('menu filtered by the built pages', () => {
  it('hides pages without a panel and groups left empty, and drops buttons', () => {
    const shown = visibleMenu(tree, isBuilt);
    expect(shown.map((entry) => entry.path)).toEqual(['system', 'update_password']);
    expect(shown[0]?.children.map((entry) => entry.path)).toEqual(['language_list', 'message_list']);
    expect(shown[0]?.children[0]?.children).toEqual([]);
  });

  it('opens the first page with a panel, in menu order', () => {
    expect(firstPanelPath(tree, isBuilt)).toBe('language_list');
    expect(firstPanelPath(tree, () => false)).toBeNull();
    expect(firstPanelPath(tree, () => true)).toBe('statistics');
  });

  it('puts show_headshot = 2 pages in the top navigation', () => {
    expect(topNavigationPages(tree, isBuilt).map((entry) => entry.path)).toEqual(['message_list']);
  });

  it('builds the authority list from the page’s button children', () => {
    expect(buttonPermissions(tree, 'message_list')).toEqual(['message_list/inquire', 'message_list/add']);
    expect(buttonPermissions(tree, 'update_password')).toEqual([]);
    expect(buttonPermissions(tree, 'unknown')).toEqual([]);
  });

  it('grants only pages in the tree', () => {
    expect(isPageGranted(tree, 'language_list')).toBe(true);
    expect(isPageGranted(tree, 'message_list/add')).toBe(false);
    expect(isPageGranted(tree, 'qr_code_list')).toBe(false);
  });
});
