import { and, eq } from 'drizzle-orm';
import { menuNodes, roleNodes } from '../db/schema';
import type { Db } from '../db/store';
import type { Actor } from './sessions';

/** Whether the actor's role is granted a permission path (a call path or a page id). */
export async function isGranted(db: Db, actor: Actor, path: string): Promise<boolean> {
  if (actor.isSuper) return true;
  const [row] = await db
    .select({ nodeId: roleNodes.nodeId })
    .from(roleNodes)
    .innerJoin(menuNodes, eq(menuNodes.id, roleNodes.nodeId))
    .where(and(eq(roleNodes.roleId, actor.roleId), eq(menuNodes.path, path)))
    .limit(1);
  return row !== undefined;
}
