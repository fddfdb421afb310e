import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { roleCalls } from '../../contract/areas/roles';
import { menuNodes } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';

/** The editable fields of a menu node, as `role/node_add` and `role/node_update` send them. */
export type MenuNodeFields = z.output<(typeof roleCalls)['role/node_add']['input']>;

function nodeColumns(input: MenuNodeFields) {
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

/** A parent must exist and must not be the node itself. */
async function assertParent(db: Db, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  if (parentId === selfId)
    throw invalidParameter([{ path: 'parent_id', messageKey: 'role.parent_self' }], 'role.parent_self');
  const [parent] = await db.select({ id: menuNodes.id }).from(menuNodes).where(eq(menuNodes.id, parentId));
  if (!parent)
    throw invalidParameter([{ path: 'parent_id', messageKey: 'role.node_unknown' }], 'role.node_unknown');
}

export async function addMenuNode(db: Db, input: MenuNodeFields): Promise<number> {
  await assertParent(db, input.parent_id);
  const [node] = await db.insert(menuNodes).values(nodeColumns(input)).returning({ id: menuNodes.id });
  return (node as { id: number }).id;
}

export async function updateMenuNode(db: Db, id: number, input: MenuNodeFields): Promise<void> {
  await assertParent(db, input.parent_id, id);
  const updated = await db
    .update(menuNodes)
    .set(nodeColumns(input))
    .where(eq(menuNodes.id, id))
    .returning({ id: menuNodes.id });
  if (updated.length === 0) throw notFound();
}

/** Deletes nodes together only when none of them keeps a child outside the deleted set. */
export async function removeMenuNodes(db: Db, ids: number[]): Promise<void> {
  const [orphaned] = await db
    .select({ id: menuNodes.id })
    .from(menuNodes)
    .where(and(inArray(menuNodes.parentId, ids), notInArray(menuNodes.id, ids)))
    .limit(1);
  if (orphaned) throw conflict('role.node_has_children');
  await db.delete(menuNodes).where(inArray(menuNodes.id, ids));
}
