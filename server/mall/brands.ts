import { count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { mallBrandListCalls } from '../../contract/areas/mall';
import type { LocalizedText } from '../../contract/localized';
import { mallBrands, mallProducts } from '../db/schema';
import type { Db } from '../db/store';
import { notFound } from '../http/errors';
import { containing, selectPage } from '../http/paging';

type Input<P extends keyof typeof mallBrandListCalls> = z.output<(typeof mallBrandListCalls)[P]['input']>;
type BrandFields = Omit<Input<'mall_brand_list/update'>, 'id'>;

const columnsOf = (fields: BrandFields) => ({
  title: fields.title,
  translations: fields.translations,
  sort: fields.sort,
  updatedAt: new Date(),
});

/** One page of brands by part of their title, with how many products carry each. */
export async function listBrands(db: Db, { keyword, ...page }: Input<'mall_brand_list/inquire'>) {
  const pattern = containing(keyword);
  const { rows, total } = await selectPage(db, mallBrands, {
    where: pattern ? ilike(mallBrands.title, pattern) : undefined,
    orderBy: [desc(mallBrands.sort), desc(mallBrands.id)],
    page,
  });
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: mallProducts.brandId, products: count() })
          .from(mallProducts)
          .where(inArray(mallProducts.brandId, ids))
          .groupBy(mallProducts.brandId);
  const products = new Map(counts.map((row) => [row.id, row.products]));
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      translations: row.translations as LocalizedText,
      sort: row.sort,
      products: products.get(row.id) ?? 0,
      updated_at: row.updatedAt,
    })),
  };
}

export async function addBrand(db: Db, fields: BrandFields): Promise<number> {
  const [row] = await db.insert(mallBrands).values(columnsOf(fields)).returning({ id: mallBrands.id });
  return (row as { id: number }).id;
}

export async function updateBrand(db: Db, id: number, fields: BrandFields): Promise<void> {
  const updated = await db
    .update(mallBrands)
    .set(columnsOf(fields))
    .where(eq(mallBrands.id, id))
    .returning({ id: mallBrands.id });
  if (updated.length === 0) throw notFound();
}

/** Deletes brands; their products stay, without a brand. */
export async function removeBrands(db: Db, ids: number[]): Promise<void> {
  await db.delete(mallBrands).where(inArray(mallBrands.id, ids));
}
