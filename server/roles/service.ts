import { and, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { roleCalls } from '../../contract/areas/roles';
import type { Locale } from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import { menuNodes, roleNodes, roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, forbidden, invalidParameter, notFound } from '../http/errors';
import { containing, selectPage } from '../http/paging';
import { addedNodeIds, decideGrant } from './grants';
import { roleNameToStore, seededRolesMatching } from './seeded';

type Input<P extends keyof typeof roleCalls> = z.output<(typeof roleCalls)[P]['input']>;
export type RoleRecord = typeof roles.$inferSelect;
/** A role with how many users have it and how many nodes it is granted. */
export type RoleSummary = { role: RoleRecord; userCount: number; nodeCount: number };

async function summarise(db: Db, role: RoleRecord): Promise<RoleSummary> {
  const [userCount] = await db.select({ n: count() }).from(users).where(eq(users.roleId, role.id));
  const [nodeCount] = await db.select({ n: count() }).from(roleNodes).where(eq(roleNodes.roleId, role.id));
  return { role, userCount: userCount?.n ?? 0, nodeCount: nodeCount?.n ?? 0 };
}

async function nodeIdsOf(db: Db, roleId: number): Promise<number[]> {
  const rows = await db.select({ id: roleNodes.nodeId }).from(roleNodes).where(eq(roleNodes.roleId, roleId));
  return rows.map((row) => row.id);
}

/** The id of a seeded role by its key (`default`, `agent`…), if it exists. */
export async function roleIdByKey(db: Db, key: string): Promise<number | undefined> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, key)).limit(1);
  return role?.id;
}

/** Whether a role is an administrator (`platform`) or customer role; undefined when there is no such role. */
export async function roleScope(db: Db, id: number): Promise<string | undefined> {
  const [role] = await db.select({ scope: roles.scope }).from(roles).where(eq(roles.id, id));
  return role?.scope;
}

/** Roles whose name (as the reader reads it) or remark contains the keyword. */
export async function listRoles(db: Db, { keyword, ...page }: Input<'role/inquire'>, locale: Locale) {
  const pattern = containing(keyword);
  const seeded = keyword
    ? seededRolesMatching(locale, keyword).map((role) =>
        and(eq(roles.key, role.key ?? ''), eq(roles.name, role.name)),
      )
    : [];
  const { rows, total } = await selectPage(db, roles, {
    where: pattern ? or(ilike(roles.name, pattern), ilike(roles.remark, pattern), ...seeded) : undefined,
    orderBy: [roles.id],
    page,
  });
  return { list: await Promise.all(rows.map((role) => summarise(db, role))), total };
}

export async function roleDetails(db: Db, id: number): Promise<RoleSummary & { nodeIds: number[] }> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!role) throw notFound();
  return { ...(await summarise(db, role)), nodeIds: await nodeIdsOf(db, id) };
}

/**
 * A role the actor may edit: never the super role (it holds everything by definition) and,
 * for anyone but a super administrator, never their own role — nobody raises themselves up.
 */
async function editableRole(db: Db, actor: Actor, id: number): Promise<RoleRecord> {
  const [role] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!role) throw notFound();
  if (role.isSuper || (!actor.isSuper && role.id === actor.roleId)) throw forbidden('role.not_editable');
  return role;
}

/**
 * Reads what `decideGrant` needs — the role's nodes, the added nodes and the actor's own nodes —
 * and refuses a grant it does not allow.
 */
export async function assertGrantable(
  db: Db,
  actor: Actor,
  nodeIds: number[],
  roleId?: number,
): Promise<void> {
  const currentIds = roleId === undefined ? [] : await nodeIdsOf(db, roleId);
  const added = addedNodeIds(currentIds, nodeIds);
  if (added.length === 0) return;
  const wanted = await db
    .select({ id: menuNodes.id, path: menuNodes.path })
    .from(menuNodes)
    .where(inArray(menuNodes.id, added));
  const held = actor.isSuper
    ? []
    : await db
        .select({ id: menuNodes.id, path: menuNodes.path })
        .from(roleNodes)
        .innerJoin(menuNodes, eq(menuNodes.id, roleNodes.nodeId))
        .where(eq(roleNodes.roleId, actor.roleId));
  const decision = decideGrant({
    currentIds,
    requestedIds: nodeIds,
    wanted,
    held,
    actorIsSuper: actor.isSuper,
  });
  if (decision === 'unknown-node') {
    throw invalidParameter([{ path: 'node_ids', messageKey: 'role.node_unknown' }], 'role.node_unknown');
  }
  if (decision === 'beyond-grant') throw forbidden('role.grant_beyond');
}

async function replaceNodes(db: Db, roleId: number, nodeIds: number[]) {
  await db.delete(roleNodes).where(eq(roleNodes.roleId, roleId));
  if (nodeIds.length > 0)
    await db.insert(roleNodes).values([...new Set(nodeIds)].map((nodeId) => ({ roleId, nodeId })));
}

/** A new role with its nodes; only a super administrator makes new administrator roles. */
export async function createRole(db: Db, actor: Actor, input: Input<'role/add'>): Promise<number> {
  const { name, remark, scope, node_ids } = input;
  if (scope === 'platform' && !actor.isSuper) throw forbidden('role.not_editable');
  await assertGrantable(db, actor, node_ids);
  return db.transaction(async (tx) => {
    const [role] = await tx.insert(roles).values({ name, remark, scope }).returning({ id: roles.id });
    const id = (role as { id: number }).id;
    await replaceNodes(tx, id, node_ids);
    return id;
  });
}

export async function updateRole(db: Db, actor: Actor, input: Input<'role/update'>): Promise<void> {
  const { id, name, remark, node_ids } = input;
  const role = await editableRole(db, actor, id);
  if (role.scope === 'platform' && !actor.isSuper) throw forbidden('role.not_editable');
  await assertGrantable(db, actor, node_ids, id);
  await db.transaction(async (tx) => {
    await tx
      .update(roles)
      .set({ name: roleNameToStore(role.key, name), remark, updatedAt: new Date() })
      .where(eq(roles.id, id));
    await replaceNodes(tx, id, node_ids);
  });
}

/** Deletes roles that are editable, not seeded and held by nobody; otherwise deletes none. */
export async function removeRoles(db: Db, actor: Actor, ids: number[]): Promise<void> {
  for (const id of ids) {
    const role = await editableRole(db, actor, id);
    if (role.key !== null) throw conflict('role.seeded');
    const [holders] = await db.select({ n: count() }).from(users).where(eq(users.roleId, id));
    if ((holders?.n ?? 0) > 0) throw conflict('role.in_use');
  }
  await db.delete(roles).where(inArray(roles.id, ids));
}
