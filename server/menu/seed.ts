import { inArray } from 'drizzle-orm';
import { type CallTable, calls, ROUTE_PERMISSIONS } from '../../contract/calls';
import { MenuNodeType, ShowHeadshot } from '../../contract/enums';
import { menuNodes, roleNodes, roles } from '../db/schema';
import type { Db } from '../db/store';
import {
  BUTTON_ROLE_OVERRIDES,
  MENU_CATALOGUE,
  pageOfCall,
  type SeededRoleKey,
  SUPER_ONLY_CALLS,
} from './catalogue';

type NodeSeed = {
  seedKey: string;
  parentKey: string | null;
  name: string;
  languageVariable: string;
  path: string;
  type: number;
  icon: string;
  sort: number;
  showHeadshot: number;
  roles: readonly SeededRoleKey[];
};

/** The seeded tree as flat rows: groups, their pages, and one button per permission call. */
export function menuSeeds(table: CallTable = calls): NodeSeed[] {
  const seeds: NodeSeed[] = [];
  const pageRoles = new Map<string, readonly SeededRoleKey[]>();
  MENU_CATALOGUE.forEach((group, groupIndex) => {
    const groupRoles = [...new Set(group.pages.flatMap((entry) => entry.roles))];
    seeds.push({
      seedKey: `group:${group.id}`,
      parentKey: null,
      name: group.id,
      languageVariable: `menu.group.${group.id}`,
      path: '',
      type: MenuNodeType.page,
      icon: group.icon,
      sort: (MENU_CATALOGUE.length - groupIndex) * 100,
      showHeadshot: ShowHeadshot.no,
      roles: groupRoles,
    });
    group.pages.forEach((entry, pageIndex) => {
      pageRoles.set(entry.id, entry.roles);
      seeds.push({
        seedKey: `page:${entry.id}`,
        parentKey: `group:${group.id}`,
        name: entry.id,
        languageVariable: `menu.${entry.id}`,
        path: entry.id,
        type: MenuNodeType.page,
        icon: entry.icon,
        sort: (group.pages.length - pageIndex) * 10,
        showHeadshot: entry.top ? ShowHeadshot.top : ShowHeadshot.no,
        roles: entry.roles,
      });
    });
  });
  const permissions = [
    ...Object.entries(table).flatMap(([path, spec]) =>
      spec.access === 'permission' ? [{ path, permission: spec.permission ?? path }] : [],
    ),
    ...ROUTE_PERMISSIONS.map((permission) => ({ path: permission, permission })),
  ];
  for (const { path, permission } of permissions) {
    const pageId = pageOfCall(permission);
    const roles = pageRoles.get(pageId);
    if (!roles)
      throw new Error(`The call ${path} belongs to no menu page (${pageId}); add it to the catalogue`);
    seeds.push({
      seedKey: `button:${permission}`,
      parentKey: `page:${pageId}`,
      name: permission,
      languageVariable: `button.${permission.replace('/', '.')}`,
      path: permission,
      type: MenuNodeType.button,
      icon: '',
      sort: 0,
      showHeadshot: ShowHeadshot.no,
      roles: SUPER_ONLY_CALLS.has(permission) ? [] : (BUTTON_ROLE_OVERRIDES[permission] ?? roles),
    });
  }
  return seeds;
}

/**
 * Adds the nodes that do not exist yet and grants each new node to its seeded roles. Nodes and
 * grants that administrators edited are left alone: only new nodes are granted.
 */
export async function seedMenu(db: Db): Promise<void> {
  const seeds = menuSeeds();
  const existing = await db.select({ id: menuNodes.id, seedKey: menuNodes.seedKey }).from(menuNodes);
  const idByKey = new Map(existing.map((row) => [row.seedKey, row.id]));
  const fresh = seeds.filter((seed) => !idByKey.has(seed.seedKey));
  if (fresh.length === 0) return;

  const roleRows = await db
    .select({ id: roles.id, key: roles.key })
    .from(roles)
    .where(inArray(roles.key, ['administrator', 'agent', 'default']));
  const roleIdByKey = new Map(roleRows.map((row) => [row.key, row.id]));

  await db.transaction(async (tx) => {
    // Parents come before their children in the seed order, so one pass resolves every parent.
    for (const seed of fresh) {
      const [row] = await tx
        .insert(menuNodes)
        .values({
          seedKey: seed.seedKey,
          parentId: seed.parentKey ? (idByKey.get(seed.parentKey) ?? null) : null,
          name: seed.name,
          languageVariable: seed.languageVariable,
          path: seed.path,
          type: seed.type,
          icon: seed.icon,
          sort: seed.sort,
          showHeadshot: seed.showHeadshot,
        })
        .onConflictDoNothing({ target: menuNodes.seedKey })
        .returning({ id: menuNodes.id });
      if (!row) continue;
      idByKey.set(seed.seedKey, row.id);
      const grants = seed.roles.flatMap((key) => {
        const roleId = roleIdByKey.get(key);
        return roleId === undefined ? [] : [{ roleId, nodeId: row.id }];
      });
      if (grants.length > 0) await tx.insert(roleNodes).values(grants).onConflictDoNothing();
    }
  });
}
