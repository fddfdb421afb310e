import { z } from 'zod';
import {
  call,
  enumSchema,
  idSchema,
  isoTime,
  localeSchema,
  MAX_INT4,
  noOutput,
  paged,
  pageInput,
  prefixed,
} from '../call';
import { ShowStatus } from '../enums';
import { localizedText, localizedTextOutput } from '../localized';
import { moneyInput, moneyOutput } from '../money';
import { text } from '../text';

/*
 * The mall catalogue (SPEC §8): a tree of categories, brands, and products whose prices and stock
 * are per SKU. Administrators keep it; anyone may read the shown categories.
 */

/** A picture's address: one from the upload storage (`/u/…`) or a full http(s) address. */
export const pictureAddress = text()
  .trim()
  .max(500)
  .regex(/^(\/[^\s/]\S*|https?:\/\/\S+)$/, 'mall.picture_address');

const pictures = (max: number) => z.array(pictureAddress).max(max, 'mall.too_many_pictures').default([]);

const ids = z.array(idSchema).min(1).max(200);

/** A parent of 0 puts the category at the top of the tree. */
const categoryFields = {
  parent_id: z.int().min(0).max(MAX_INT4).default(0),
  title: localizedText({ max: 60, requiredKey: 'mall_category_list.title_required' }),
  icon: pictureAddress.or(z.literal('')).default(''),
  show_status: enumSchema(ShowStatus).default(ShowStatus.shown),
  sort: z.int().min(0).max(100000).default(0),
};

export const categoryRowSchema = z.object({
  id: z.int(),
  parent_id: z.int(),
  title: localizedTextOutput,
  icon: z.string(),
  show_status: enumSchema(ShowStatus),
  sort: z.int(),
  /** Levels above it: the list comes in tree order, each category after its parent. */
  depth: z.int(),
  /** Categories directly under it and products in it: either keeps it from being removed. */
  children: z.int(),
  products: z.int(),
  updated_at: isoTime,
});

/** A shown category as anyone reads it, with its shown subcategories. */
export type PublicCategory = {
  id: number;
  title: string;
  titles: z.output<typeof localizedTextOutput>;
  icon: string;
  sort: number;
  children: PublicCategory[];
};
const publicCategorySchema: z.ZodType<PublicCategory> = z.object({
  id: z.int(),
  /** In the asked language, or the caller's. */
  title: z.string(),
  titles: localizedTextOutput,
  icon: z.string(),
  sort: z.int(),
  get children() {
    return z.array(publicCategorySchema);
  },
});

const brandFields = {
  title: text().trim().min(1, 'mall_brand_list.title_required').max(60),
  translations: localizedText({ max: 60 }),
  sort: z.int().min(0).max(100000).default(0),
};

export const brandRowSchema = z.object({
  id: z.int(),
  title: z.string(),
  translations: localizedTextOutput,
  sort: z.int(),
  products: z.int(),
  updated_at: isoTime,
});

export const skuAttributeSchema = z.object({
  name: text().trim().min(1, 'mall_product_list.attribute_name_required').max(30),
  value: text().trim().min(1, 'mall_product_list.attribute_value_required').max(60),
});

/** One variant of a product: its own model, attributes, price and stock. */
export const skuSchema = z.object({
  model: text().trim().min(1, 'mall_product_list.model_required').max(60),
  attributes: z.array(skuAttributeSchema).max(10).default([]),
  price: moneyInput({ sign: 'non_negative' }),
  stock: z.int().min(0, 'mall_product_list.stock_range').max(MAX_INT4, 'mall_product_list.stock_range'),
});

const productFields = {
  category_id: idSchema,
  /** 0: no brand. */
  brand_id: z.int().min(0).max(MAX_INT4).default(0),
  title: text().trim().min(1, 'mall_product_list.title_required').max(120),
  data_source: text().trim().max(60).default(''),
  information: text().trim().max(5000).default(''),
  cover_images: pictures(9),
  detail_images: pictures(30),
  purchases: z.int().min(0).max(MAX_INT4).default(0),
  ranking_recommend: z.boolean().default(false),
  home_recommend: z.boolean().default(false),
  show_status: enumSchema(ShowStatus).default(ShowStatus.shown),
  sort: z.int().min(0).max(100000).default(0),
  skus: z.array(skuSchema).min(1, 'mall_product_list.skus_required').max(100),
};

export const productRowSchema = z.object({
  id: z.int(),
  category_id: z.int(),
  category_title: localizedTextOutput,
  brand_id: z.int(),
  brand_title: z.string(),
  title: z.string(),
  data_source: z.string(),
  information: z.string(),
  cover_images: z.array(z.string()),
  detail_images: z.array(z.string()),
  purchases: z.int(),
  ranking_recommend: z.boolean(),
  home_recommend: z.boolean(),
  show_status: enumSchema(ShowStatus),
  sort: z.int(),
  skus: z.array(
    z.object({
      model: z.string(),
      attributes: z.array(z.object({ name: z.string(), value: z.string() })),
      price: moneyOutput,
      stock: z.int(),
    }),
  ),
  /** The cheapest SKU's price. */
  lowest_price: moneyOutput,
  /** Every SKU's stock together. */
  stock: z.int(),
  updated_at: isoTime,
});

export const mallCategoryListCalls = prefixed('mall_category_list', {
  inquire: call({
    summary: 'Mall categories in tree order (each after its parent), with their depth',
    effect: 'read',
    access: 'permission',
    input: z.object({ show_status: enumSchema(ShowStatus).optional(), ...pageInput }),
    output: paged(categoryRowSchema),
  }),
  add: call({
    summary: 'Add a mall category under a parent (0: at the top)',
    effect: 'write',
    access: 'permission',
    input: z.object(categoryFields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a mall category; a parent inside its own subtree is refused',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...categoryFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete mall categories without subcategories or products',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids }),
    output: noOutput,
  }),
});

export const mallCategoryCalls = prefixed('mall_category', {
  inquire: call({
    summary: 'The shown mall categories as a tree, titled in the asked language',
    effect: 'read',
    access: 'public',
    rateLimit: { max: 120, windowSeconds: 60 },
    input: z.object({
      /** Only shown categories are ever answered; the console sends 1. */
      show_status: z.literal(ShowStatus.shown).optional(),
      language: localeSchema.optional(),
    }),
    output: z.object({ list: z.array(publicCategorySchema) }),
  }),
});

export const mallBrandListCalls = prefixed('mall_brand_list', {
  inquire: call({
    summary: 'Mall brands by part of their title, larger sort first',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(60).optional(), ...pageInput }),
    output: paged(brandRowSchema),
  }),
  add: call({
    summary: 'Add a mall brand',
    effect: 'write',
    access: 'permission',
    input: z.object(brandFields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a mall brand',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...brandFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete mall brands; their products keep no brand',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids }),
    output: noOutput,
  }),
});

export const mallProductListCalls = prefixed('mall_product_list', {
  inquire: call({
    summary: 'Mall products with their SKUs and lowest price, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({
      keyword: text().trim().max(120).optional(),
      category_id: idSchema.optional(),
      ...pageInput,
    }),
    output: paged(productRowSchema),
  }),
  add: call({
    summary: 'Add a mall product with its SKUs',
    effect: 'write',
    access: 'permission',
    input: z.object(productFields),
    output: z.object({ id: z.int() }),
  }),
  update: call({
    summary: 'Change a mall product; its SKUs are replaced by the ones sent',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, ...productFields }),
    output: noOutput,
  }),
  remove: call({
    summary: 'Delete mall products and their SKUs',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids }),
    output: noOutput,
  }),
});

export const mallCalls = {
  ...mallCategoryListCalls,
  ...mallCategoryCalls,
  ...mallBrandListCalls,
  ...mallProductListCalls,
};
