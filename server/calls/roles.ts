import { and, count, eq, ilike, inArray, notInArray, or } from 'drizzle-orm';
import type { roleCalls } from '../../contract/areas/roles';
import type { Actor } from '../auth/sessions';
import { menuNodes, roleNodes, roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, forbidden, invalidParameter, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { containing, selectPage } from '../http/paging';
import { buildTree, menuTreeFor } from '../menu/tree';

type RoleRow = typeof roles.$inferSelect;

async function roleOut(db: Db, role: RoleRow) {
  const [userCount] = await db.select({ n: count() }).from(users).where(eq(users.roleId, role.id));
  const [nodeCount] = await db.select({ n: count() }).from(roleNodes).where(eq(roleNodes.roleId, role.id));
  return {
    id: role.id,
    key: role.key,
    name: role.name,
    remark: role.remark,
    scope: role.scope as 'platform' | 'customer',
    is_super: role.isSuper,
    user_count: userCount?.n ?? 0,
    node_count: nodeCount?.n ?? 0,
    created_at: role.createdAt,
  };
}

/**
 * A role the actor may edit: never the super role (it holds everything by definition) and,
 * for anyone but a super administrator, never their own role — nobody raises themselves up.
 */
async function editableRole(db: Db, actor: Actor, id: number): Promise<RoleRow> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!role) throw notFound();
  if (role.isSuper || (!actor.isSuper && role.id === actor.roleId)) throw forbidden('role.not_editable');
  return role;
}

/**
 * Nodes a role does not have yet may only be added when the actor holds them: a super
 * administrator holds all; anyone else holds their own role's nodes and paths (compared by path
 * too, so a new node pointing at a call they lack grants nothing). Nodes the role already has may
 * stay, so an administrator can tidy a customer role without holding every customer page.
 */
async function assertGrantable(db: Db, actor: Actor, nodeIds: number[], roleId?: number): Promise<void> {
  const current =
    roleId === undefined
      ? []
      : await db.select({ id: roleNodes.nodeId }).from(roleNodes).where(eq(roleNodes.roleId, roleId));
  const kept = new Set(current.map((row) => row.id));
  const added = [...new Set(nodeIds)].filter((id) => !kept.has(id));
  if (added.length === 0) return;
  const wanted = await db
    .select({ id: menuNodes.id, path: menuNodes.path })
    .from(menuNodes)
    .where(inArray(menuNodes.id, added));
  if (wanted.length !== added.length) {
    throw invalidParameter([{ path: 'node_ids', messageKey: 'role.node_unknown' }], 'role.node_unknown');
  }
  if (actor.isSuper) return;
  const held = await db
    .select({ id: menuNodes.id, path: menuNodes.path })
    .from(roleNodes)
    .innerJoin(menuNodes, eq(menuNodes.id, roleNodes.nodeId))
    .where(eq(roleNodes.roleId, actor.roleId));
  const heldIds = new Set(held.map((node) => node.id));
  const heldPaths = new Set(held.map((node) => node.path).filter((path) => path !== ''));
  if (!wanted.every((node) => heldIds.has(node.id) || (node.path !== '' && heldPaths.has(node.path)))) {
    throw forbidden('role.grant_beyond');
  }
}

async function replaceNodes(db: Db, roleId: number, nodeIds: number[]) {
  await db.delete(roleNodes).where(eq(roleNodes.roleId, roleId));
  if (nodeIds.length > 0)
    await db.insert(roleNodes).values([...new Set(nodeIds)].map((nodeId) => ({ roleId, nodeId })));
}

function nodeColumns(input: {
  parent_id: number | null;
  name: string;
  language_variables: string;
  path: string;
  type: number;
  platform: number;
  icon: string;
  sort: number;
  show_headshot: number;
  allow_select: boolean;
}) {
  return {
    parentId: input.parent_id,
    name: input.name,
    languageVariable: input.language_variables,
    path: input.path,
    type: input.type,
    platform: input.platform,
    icon: input.icon,
    sort: input.sort,
    showHeadshot: input.show_headshot,
    allowSelect: input.allow_select,
    updatedAt: new Date(),
  };
}

async function assertParent(db: Db, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  if (parentId === selfId)
    throw invalidParameter([{ path: 'parent_id', messageKey: 'role.parent_self' }], 'role.parent_self');
  const [parent] = await db.select({ id: menuNodes.id }).from(menuNodes).where(eq(menuNodes.id, parentId));
  if (!parent)
    throw invalidParameter([{ path: 'parent_id', messageKey: 'role.node_unknown' }], 'role.node_unknown');
}

export const roleHandlers: Handlers<typeof roleCalls> = {
  'role/inquire': async ({ keyword, ...page }, { db }) => {
    const pattern = containing(keyword);
    const { rows, total } = await selectPage(db, roles, {
      where: pattern ? or(ilike(roles.name, pattern), ilike(roles.remark, pattern)) : undefined,
      orderBy: [roles.id],
      page,
    });
    return { list: await Promise.all(rows.map((role) => roleOut(db, role))), total };
  },

  'role/details': async ({ id }, { db }) => {
    const [role] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
    if (!role) throw notFound();
    const nodes = await db
      .select({ nodeId: roleNodes.nodeId })
      .from(roleNodes)
      .where(eq(roleNodes.roleId, id));
    return { ...(await roleOut(db, role)), node_ids: nodes.map((node) => node.nodeId) };
  },

  'role/add': async ({ name, remark, scope, node_ids }, { db, actor }) => {
    // Only a super administrator makes new administrator roles.
    if (scope === 'platform' && !actor.isSuper) throw forbidden('role.not_editable');
    await assertGrantable(db, actor, node_ids);
    return db.transaction(async (tx) => {
      const [role] = await tx.insert(roles).values({ name, remark, scope }).returning({ id: roles.id });
      const id = (role as { id: number }).id;
      await replaceNodes(tx, id, node_ids);
      return { id };
    });
  },

  'role/update': async ({ id, name, remark, node_ids }, { db, actor }) => {
    const role = await editableRole(db, actor, id);
    if (role.scope === 'platform' && !actor.isSuper) throw forbidden('role.not_editable');
    await assertGrantable(db, actor, node_ids, id);
    await db.transaction(async (tx) => {
      await tx.update(roles).set({ name, remark, updatedAt: new Date() }).where(eq(roles.id, id));
      await replaceNodes(tx, id, node_ids);
    });
    return {};
  },

  'role/remove': async ({ ids }, { db, actor }) => {
    for (const id of ids) {
      const role = await editableRole(db, actor, id);
      if (role.key !== null) throw conflict('role.seeded');
      const [holders] = await db.select({ n: count() }).from(users).where(eq(users.roleId, id));
      if ((holders?.n ?? 0) > 0) throw conflict('role.in_use');
    }
    await db.delete(roles).where(inArray(roles.id, ids));
    return {};
  },

  'role/node_tree': async (_input, { db, actor }) => ({
    tree: actor.isSuper ? buildTree(await db.select().from(menuNodes)) : await menuTreeFor(db, actor),
  }),

  'role/node_add': async (input, { db }) => {
    await assertParent(db, input.parent_id);
    const [node] = await db.insert(menuNodes).values(nodeColumns(input)).returning({ id: menuNodes.id });
    return { id: (node as { id: number }).id };
  },

  'role/node_update': async ({ id, ...input }, { db }) => {
    await assertParent(db, input.parent_id, id);
    const updated = await db
      .update(menuNodes)
      .set(nodeColumns(input))
      .where(eq(menuNodes.id, id))
      .returning({ id: menuNodes.id });
    if (updated.length === 0) throw notFound();
    return {};
  },

  'role/node_remove': async ({ ids }, { db }) => {
    const [orphaned] = await db
      .select({ id: menuNodes.id })
      .from(menuNodes)
      .where(and(inArray(menuNodes.parentId, ids), notInArray(menuNodes.id, ids)))
      .limit(1);
    if (orphaned) throw conflict('role.node_has_children');
    await db.delete(menuNodes).where(inArray(menuNodes.id, ids));
    return {};
  },
};
