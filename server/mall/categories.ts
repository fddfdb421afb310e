import { count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { mallCategoryListCalls, PublicCategory } from '../../contract/areas/mall';
import { type Locale, ShowStatus } from '../../contract/enums';
import { type LocalizedText, textIn } from '../../contract/localized';
import { mallCategories, mallProducts } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import { pageWindow } from '../http/paging';
import { inTreeOrder, makesCycle, type Nested, nestKept } from './tree';

type Input<P extends keyof typeof mallCategoryListCalls> = z.output<
  (typeof mallCategoryListCalls)[P]['input']
>;
type CategoryFields = Omit<Input<'mall_category_list/update'>, 'id'>;
type CategoryRecord = typeof mallCategories.$inferSelect;

const columnsOf = (fields: CategoryFields) => ({
  parentId: fields.parent_id === 0 ? null : fields.parent_id,
  title: fields.title,
  icon: fields.icon,
  showStatus: fields.show_status,
  sort: fields.sort,
  updatedAt: new Date(),
});

/**
 * Category writers take turns: a move checked against the tree as it was could otherwise close a
 * loop with a move made at the same moment.
 */
async function lockTree(tx: Db): Promise<CategoryRecord[]> {
  await tx.execute(sql`lock table ${mallCategories} in share row exclusive mode`);
  return tx.select().from(mallCategories);
}

function assertParent(tree: CategoryRecord[], id: number | null, parentId: number | null) {
  if (parentId === null) return;
  if (!tree.some((row) => row.id === parentId))
    throw invalidParameter([{ path: 'parent_id', messageKey: 'mall_category_list.parent_missing' }]);
  if (id !== null && makesCycle(tree, id, parentId))
    throw invalidParameter([{ path: 'parent_id', messageKey: 'mall_category_list.parent_cycle' }]);
}

async function productCounts(db: Db): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: mallProducts.categoryId, products: count() })
    .from(mallProducts)
    .groupBy(mallProducts.categoryId);
  return new Map(rows.map((row) => [row.id, row.products]));
}

/** One page of the tree in tree order; a filtered page keeps each row's depth in the whole tree. */
export async function listCategories(db: Db, { show_status, ...page }: Input<'mall_category_list/inquire'>) {
  const tree = await db.select().from(mallCategories);
  const products = await productCounts(db);
  const ordered = inTreeOrder(tree).filter(({ node }) => !show_status || node.showStatus === show_status);
  const { limit, offset } = pageWindow(page);
  return {
    total: ordered.length,
    list: ordered.slice(offset, offset + limit).map(({ node, depth }) => ({
      id: node.id,
      parent_id: node.parentId ?? 0,
      title: node.title as LocalizedText,
      icon: node.icon,
      show_status: node.showStatus as 1 | 2,
      sort: node.sort,
      depth,
      children: tree.filter((row) => row.parentId === node.id).length,
      products: products.get(node.id) ?? 0,
      updated_at: node.updatedAt,
    })),
  };
}

/** The shown categories as a nested tree, titled in `locale`; a hidden one hides its subtree. */
export async function shownCategoryTree(db: Db, locale: Locale): Promise<PublicCategory[]> {
  const tree = await db.select().from(mallCategories);
  const shape = (node: Nested<CategoryRecord>): PublicCategory => ({
    id: node.id,
    title: textIn(node.title, locale),
    titles: node.title as LocalizedText,
    icon: node.icon,
    sort: node.sort,
    children: node.children.map(shape),
  });
  return nestKept(tree, (node) => node.showStatus === ShowStatus.shown).map(shape);
}

export function addCategory(db: Db, fields: CategoryFields): Promise<number> {
  return db.transaction(async (tx) => {
    const columns = columnsOf(fields);
    assertParent(await lockTree(tx), null, columns.parentId);
    const [row] = await tx.insert(mallCategories).values(columns).returning({ id: mallCategories.id });
    return (row as { id: number }).id;
  });
}

export function updateCategory(db: Db, id: number, fields: CategoryFields): Promise<void> {
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx);
    if (!tree.some((row) => row.id === id)) throw notFound();
    const columns = columnsOf(fields);
    assertParent(tree, id, columns.parentId);
    await tx.update(mallCategories).set(columns).where(eq(mallCategories.id, id));
  });
}

/** Deletes categories that hold nothing: no subcategory left behind and no product. */
export function removeCategories(db: Db, ids: number[]): Promise<void> {
  return db.transaction(async (tx) => {
    const tree = await lockTree(tx);
    const removed = new Set(ids);
    if (tree.some((row) => row.parentId !== null && removed.has(row.parentId) && !removed.has(row.id)))
      throw conflict('mall_category_list.has_children');
    // Rows locked, so no product slips into a category while it goes.
    await tx
      .select({ id: mallCategories.id })
      .from(mallCategories)
      .where(inArray(mallCategories.id, ids))
      .for('update');
    const [used] = await tx
      .select({ id: mallProducts.id })
      .from(mallProducts)
      .where(inArray(mallProducts.categoryId, ids))
      .limit(1);
    if (used) throw conflict('mall_category_list.has_products');
    await tx.delete(mallCategories).where(inArray(mallCategories.id, ids));
  });
}
