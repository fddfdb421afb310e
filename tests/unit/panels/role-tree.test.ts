import { describe, expect, it } from 'vitest';
import type { MenuNode } from '../../../contract/areas/menu';
import { MenuNodeType } from '../../../contract/enums';
import { newNodeValues, nodeFormValues } from '../../../src/panels/role/node-form';
import { editBlock, type RoleRow, removeBlock } from '../../../src/panels/role/role-resource';
import {
  branchIds,
  checkState,
  filterTree,
  grantAll,
  indexTree,
  nodeIdsToSave,
  parentChoices,
  toggleNode,
  visibleOrder,
} from '../../../src/panels/role/role-tree';

let nextId = 1;
function node(path: string, extra: Partial<MenuNode> = {}): MenuNode {
  const children = extra.children ?? [];
  return {
    id: nextId++,
    name: path || 'group',
    language_variables: '',
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
const button = (path: string, extra: Partial<MenuNode> = {}) => node(path, { type: 2, ...extra });

const inquire = button('log/inquire');
const remove = button('log/remove');
const log = node('log', { children: [inquire, remove] });
const locked = button('ip_black/inquire', { allow_select: false });
const ipBlack = node('ip_black', { children: [locked, button('ip_black/add')] });
const password = node('update_password');
const platform = node('', { children: [password, log, ipBlack] });
const tree = [platform];
const index = indexTree(tree);

describe('the permission tree of a role', () => {
  it('ticks a page with its buttons and its group', () => {
    const granted = toggleNode(index, new Set(), log.id);
    expect([...granted].sort()).toEqual([platform.id, log.id, inquire.id, remove.id].sort());
    expect(checkState(log, granted)).toBe('checked');
    expect(checkState(platform, granted)).toBe('indeterminate');
  });

  it('half-ticks a page when only some buttons are granted', () => {
    const granted = toggleNode(index, new Set(), inquire.id);
    expect(granted.has(log.id)).toBe(true);
    expect(checkState(log, granted)).toBe('indeterminate');
    expect(checkState(inquire, granted)).toBe('checked');
  });

  it('ticks everything below a half-ticked page when it is clicked', () => {
    const half = toggleNode(index, new Set(), inquire.id);
    expect(checkState(log, toggleNode(index, half, log.id))).toBe('checked');
  });

  it('unticks a page with its buttons and drops a group left empty', () => {
    const granted = toggleNode(index, new Set(), log.id);
    expect(toggleNode(index, granted, log.id).size).toBe(0);
    const withPassword = toggleNode(index, granted, password.id);
    const left = toggleNode(index, withPassword, log.id);
    expect([...left].sort()).toEqual([platform.id, password.id].sort());
  });

  it('drops a page whose last button is unticked', () => {
    const granted = toggleNode(index, new Set(), inquire.id);
    expect(toggleNode(index, granted, inquire.id).size).toBe(0);
  });

  it('never ticks a node that does not allow selection', () => {
    const granted = toggleNode(index, new Set(), ipBlack.id);
    expect(granted.has(locked.id)).toBe(false);
    expect(checkState(ipBlack, granted)).toBe('checked');
    expect(grantAll(tree).has(locked.id)).toBe(false);
  });

  it('keeps grants the tree does not show (an administrator sees only what they hold)', () => {
    expect(nodeIdsToSave(index, new Set([log.id]), [9999, log.id, inquire.id])).toEqual([log.id, 9999]);
  });

  it('filters by label or path and opens the way to every match', () => {
    const found = filterTree(tree, 'LOG/', (entry) => entry.name);
    expect(found.tree[0]?.children.map((child) => child.path)).toEqual(['log']);
    expect(found.tree[0]?.children[0]?.children).toHaveLength(2);
    expect([...found.expand].sort()).toEqual([platform.id, log.id].sort());
    expect(filterTree(tree, 'nothing', (entry) => entry.name).tree).toEqual([]);
    expect(filterTree(tree, ' ', (entry) => entry.name).tree).toEqual(tree);
  });

  it('walks visible rows in order for the keyboard', () => {
    expect(visibleOrder(tree, new Set())).toEqual([platform.id]);
    expect(visibleOrder(tree, new Set([platform.id]))).toEqual([
      platform.id,
      password.id,
      log.id,
      ipBlack.id,
    ]);
    expect(visibleOrder(tree, branchIds(tree))).toHaveLength(8);
  });

  it('offers as parents only pages that are not the node itself or below it', () => {
    const choices = parentChoices(tree, log.id).map((choice) => choice.node.id);
    expect(choices).toEqual([platform.id, password.id, ipBlack.id]);
    expect(parentChoices(tree, null).find((choice) => choice.node.id === log.id)?.depth).toBe(1);
  });
});

describe('the node form', () => {
  it('starts a page at the top level and a button below a page', () => {
    expect(newNodeValues(null)).toMatchObject({
      parent_id: null,
      type: MenuNodeType.page,
      allow_select: true,
    });
    expect(newNodeValues(log.id)).toMatchObject({ parent_id: log.id, type: MenuNodeType.button });
  });

  it('edits a node with its parent as parent_id and without its children', () => {
    const values = nodeFormValues(inquire);
    expect(values).toMatchObject({ id: inquire.id, parent_id: inquire.parent, path: 'log/inquire', type: 2 });
    expect(values).not.toHaveProperty('children');
    expect(Object.keys(values).sort()).toEqual(['id', ...Object.keys(newNodeValues(null))].sort());
  });
});

describe('what a role row allows', () => {
  const row = (extra: Partial<RoleRow>): RoleRow => ({
    id: 5,
    key: null,
    name: 'Auditors',
    remark: '',
    scope: 'customer',
    is_super: false,
    user_count: 0,
    node_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  });
  const admin = { roleId: 2, isSuper: false };
  const root = { roleId: 1, isSuper: true };

  it('keeps the super role and a role’s own holders away from editing it', () => {
    expect(editBlock(row({ is_super: true, key: 'super_admin' }), root)).toBe('role.super_fixed');
    expect(editBlock(row({ id: 2, scope: 'platform' }), admin)).toBe('role.own_role');
    expect(editBlock(row({ scope: 'platform' }), admin)).toBe('role.platform_super_only');
    expect(editBlock(row({ scope: 'platform' }), root)).toBeNull();
    expect(editBlock(row({}), admin)).toBeNull();
  });

  it('refuses to delete seeded roles and roles in use', () => {
    expect(removeBlock(row({ key: 'default' }), root)).toBe('role.seeded');
    expect(removeBlock(row({ user_count: 3 }), root)).toBe('role.in_use');
    expect(removeBlock(row({}), admin)).toBeNull();
  });
});
