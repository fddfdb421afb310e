import { eq } from 'drizzle-orm';
import type { MenuNode } from '../../contract/areas/menu';
import { MenuNodeType, ShortCodeExhibit } from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import { menuNodes, roleNodes } from '../db/schema';
import type { Db } from '../db/store';
import { readConfiguration } from '../settings/configuration';

type NodeRow = typeof menuNodes.$inferSelect;

/** Nests flat rows under their parents, larger sort first; orphans (parent not visible) are dropped. */
export function buildTree(rows: NodeRow[]): MenuNode[] {
  const byParent = new Map<number | null, NodeRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const visit = (parentId: number | null): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => b.sort - a.sort || a.id - b.id)
      .map((row) => {
        const children = visit(row.id);
        return {
          id: row.id,
          name: row.name,
          language_variables: row.languageVariable,
          path: row.path,
          type: row.type as MenuNode['type'],
          platform: 1,
          show_headshot: row.showHeadshot as MenuNode['show_headshot'],
          icon: row.icon,
          sort: row.sort,
          allow_select: row.allowSelect,
          parent: row.parentId,
          children,
          children_number: children.length,
        };
      });
  return visit(null);
}

/**
 * The menu the actor's role is granted; a super administrator sees every node. The short-link page
 * the site configuration hides (`short_code` exhibit 2) is left out for everyone else, with its
 * children.
 */
export async function menuTreeFor(db: Db, actor: Actor): Promise<MenuNode[]> {
  const rows = actor.isSuper
    ? await db.select().from(menuNodes)
    : (
        await db
          .select({ node: menuNodes })
          .from(roleNodes)
          .innerJoin(menuNodes, eq(menuNodes.id, roleNodes.nodeId))
          .where(eq(roleNodes.roleId, actor.roleId))
      ).map((row) => row.node);
  if (actor.isSuper) return buildTree(rows);
  const { short_code_exhibit } = await readConfiguration(db);
  if (short_code_exhibit === ShortCodeExhibit.show) return buildTree(rows);
  return buildTree(rows.filter((row) => !(row.type === MenuNodeType.page && row.path === 'short_code')));
}
