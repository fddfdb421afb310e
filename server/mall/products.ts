import { and, asc, desc, eq, ilike, inArray, min } from 'drizzle-orm';
import type { z } from 'zod';
import type { mallProductListCalls } from '../../contract/areas/mall';
import { EMPTY_LOCALIZED, type LocalizedText } from '../../contract/localized';
import { mallBrands, mallCategories, mallProductSkus, mallProducts } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter, notFound } from '../http/errors';
import { containing, countRows, pageWindow } from '../http/paging';

type Input<P extends keyof typeof mallProductListCalls> = z.output<(typeof mallProductListCalls)[P]['input']>;
type ProductFields = Omit<Input<'mall_product_list/update'>, 'id'>;

const columnsOf = (fields: ProductFields) => ({
  categoryId: fields.category_id,
  brandId: fields.brand_id === 0 ? null : fields.brand_id,
  title: fields.title,
  dataSource: fields.data_source,
  information: fields.information,
  coverImages: fields.cover_images,
  detailImages: fields.detail_images,
  purchases: fields.purchases,
  rankingRecommend: fields.ranking_recommend,
  homeRecommend: fields.home_recommend,
  status: fields.show_status,
  sort: fields.sort,
  updatedAt: new Date(),
});

/**
 * The category and brand a product names must exist; they are read with a share lock, so neither
 * can be deleted before the product is saved.
 */
async function assertReferences(tx: Db, fields: ProductFields): Promise<void> {
  const [category] = await tx
    .select({ id: mallCategories.id })
    .from(mallCategories)
    .where(eq(mallCategories.id, fields.category_id))
    .for('share');
  if (!category)
    throw invalidParameter([{ path: 'category_id', messageKey: 'mall_product_list.category_missing' }]);
  if (fields.brand_id === 0) return;
  const [brand] = await tx
    .select({ id: mallBrands.id })
    .from(mallBrands)
    .where(eq(mallBrands.id, fields.brand_id))
    .for('share');
  if (!brand) throw invalidParameter([{ path: 'brand_id', messageKey: 'mall_product_list.brand_missing' }]);
}

async function insertSkus(tx: Db, productId: number, skus: ProductFields['skus']): Promise<void> {
  await tx.insert(mallProductSkus).values(
    skus.map((sku, position) => ({
      productId,
      model: sku.model,
      attributes: sku.attributes,
      price: sku.price,
      stock: sku.stock,
      position,
    })),
  );
}

/** A product and its SKUs in one transaction: a product never exists without its prices. */
export function addProduct(db: Db, fields: ProductFields): Promise<number> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, fields);
    const [row] = await tx.insert(mallProducts).values(columnsOf(fields)).returning({ id: mallProducts.id });
    const id = (row as { id: number }).id;
    await insertSkus(tx, id, fields.skus);
    return id;
  });
}

/** Changes a product; the SKUs sent replace the stored ones, in the order sent. */
export function updateProduct(db: Db, id: number, fields: ProductFields): Promise<void> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, fields);
    const updated = await tx
      .update(mallProducts)
      .set(columnsOf(fields))
      .where(eq(mallProducts.id, id))
      .returning({ id: mallProducts.id });
    if (updated.length === 0) throw notFound();
    await tx.delete(mallProductSkus).where(eq(mallProductSkus.productId, id));
    await insertSkus(tx, id, fields.skus);
  });
}

export async function removeProducts(db: Db, ids: number[]): Promise<void> {
  await db.delete(mallProducts).where(inArray(mallProducts.id, ids));
}

/** One page of products, newest first, each with its SKUs, lowest price and stock in all. */
export async function listProducts(
  db: Db,
  { keyword, category_id, ...page }: Input<'mall_product_list/inquire'>,
) {
  const pattern = containing(keyword);
  const where = and(
    pattern ? ilike(mallProducts.title, pattern) : undefined,
    category_id ? eq(mallProducts.categoryId, category_id) : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({
      product: mallProducts,
      categoryTitle: mallCategories.title,
      brandTitle: mallBrands.title,
    })
    .from(mallProducts)
    .leftJoin(mallCategories, eq(mallCategories.id, mallProducts.categoryId))
    .leftJoin(mallBrands, eq(mallBrands.id, mallProducts.brandId))
    .where(where)
    .orderBy(desc(mallProducts.sort), desc(mallProducts.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.product.id);
  const skus = ids.length
    ? await db
        .select()
        .from(mallProductSkus)
        .where(inArray(mallProductSkus.productId, ids))
        .orderBy(asc(mallProductSkus.productId), asc(mallProductSkus.position))
    : [];
  // The database compares the decimals, so no price passes through a float to find the lowest.
  const lowest = ids.length
    ? await db
        .select({ id: mallProductSkus.productId, price: min(mallProductSkus.price) })
        .from(mallProductSkus)
        .where(inArray(mallProductSkus.productId, ids))
        .groupBy(mallProductSkus.productId)
    : [];
  const lowestOf = new Map(lowest.map((row) => [row.id, row.price ?? '0']));
  return {
    total: await countRows(db, mallProducts, where),
    list: rows.map(({ product, categoryTitle, brandTitle }) => {
      const own = skus.filter((sku) => sku.productId === product.id);
      return {
        id: product.id,
        category_id: product.categoryId,
        category_title: (categoryTitle as LocalizedText | null) ?? EMPTY_LOCALIZED,
        brand_id: product.brandId ?? 0,
        brand_title: brandTitle ?? '',
        title: product.title,
        data_source: product.dataSource,
        information: product.information,
        cover_images: product.coverImages,
        detail_images: product.detailImages,
        purchases: product.purchases,
        ranking_recommend: product.rankingRecommend,
        home_recommend: product.homeRecommend,
        show_status: product.status as 1 | 2,
        sort: product.sort,
        skus: own.map((sku) => ({
          model: sku.model,
          attributes: sku.attributes,
          price: sku.price,
          stock: sku.stock,
        })),
        lowest_price: lowestOf.get(product.id) ?? '0',
        stock: own.reduce((sum, sku) => sum + sku.stock, 0),
        updated_at: product.updatedAt,
      };
    }),
  };
}
