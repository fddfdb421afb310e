import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { imageTextCalls, imageTextTypeCalls } from '../../contract/areas/picture-lists';
import { ImageTextJumpType, ShowStatus } from '../../contract/enums';
import { images, imageTexts, imageTextTypes } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import { containing, pageWindow } from '../http/paging';
import { MENU_CATALOGUE } from '../menu/catalogue';
import { imagePath, ownersImages } from '../uploads/library';

/**
 * Picture lists (SPEC §8): types, and pictures under them that customers click on their home.
 * These are the platform's own, kept by administrators; any signed-in user may count a click.
 */

type TypeFields = Omit<z.output<(typeof imageTextTypeCalls)['image_text_type/update']['input']>, 'id'>;
type PictureFields = Omit<z.output<(typeof imageTextCalls)['image_text/update']['input']>, 'id'>;
type PictureFilter = z.output<(typeof imageTextCalls)['image_text/inquire']['input']>;

const CONSOLE_PAGES: ReadonlySet<string> = new Set(
  MENU_CATALOGUE.flatMap((group) => group.pages.map((page) => page.id)),
);

/**
 * How many pictures a type holds, as a column of the type list. Written out with table names:
 * drizzle leaves columns of a one-table select unqualified, which inside the subquery would name
 * the picture's own columns.
 */
const pictureCount = sql<number>`(select count(*)::int from image_texts where image_texts.type_id = image_text_types.id)`;

/** One page of types, by part of the title or code, each with how many pictures it holds. */
export async function listTypes(
  db: Db,
  { keyword, ...page }: { keyword?: string; page: number; page_size: number },
) {
  const pattern = containing(keyword);
  const where = pattern
    ? or(ilike(imageTextTypes.title, pattern), ilike(imageTextTypes.code, pattern))
    : undefined;
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({ type: imageTextTypes, pictures: pictureCount })
    .from(imageTextTypes)
    .where(where)
    .orderBy(desc(imageTextTypes.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(imageTextTypes).where(where);
  return { rows, total: total?.n ?? 0 };
}

async function assertCodeFree(db: Db, code: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: imageTextTypes.id })
    .from(imageTextTypes)
    .where(
      and(
        eq(imageTextTypes.code, code),
        exceptId === undefined ? undefined : ne(imageTextTypes.id, exceptId),
      ),
    )
    .limit(1);
  if (taken)
    throw conflict('image_text_type.code_taken', [
      { path: 'code', messageKey: 'image_text_type.code_taken' },
    ]);
}

const typeColumns = (input: TypeFields) => ({
  title: input.title,
  code: input.code,
  remark: input.remark,
  status: input.status,
  updatedAt: new Date(),
});

export function addType(db: Db, input: TypeFields): Promise<number> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    const [row] = await tx
      .insert(imageTextTypes)
      .values(typeColumns(input))
      .returning({ id: imageTextTypes.id });
    return (row as { id: number }).id;
  });
}

export function updateType(db: Db, id: number, input: TypeFields): Promise<void> {
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code, id);
    const updated = await tx
      .update(imageTextTypes)
      .set(typeColumns(input))
      .where(eq(imageTextTypes.id, id))
      .returning({ id: imageTextTypes.id });
    if (updated.length === 0) throw notFound();
  });
}

/** Deletes types; a type that still holds pictures stays, so no picture is lost by accident. */
export function removeTypes(db: Db, ids: number[]): Promise<void> {
  return db.transaction(async (tx) => {
    // Locks the types, so a picture cannot be added under one while it is being removed.
    await tx
      .select({ id: imageTextTypes.id })
      .from(imageTextTypes)
      .where(inArray(imageTextTypes.id, ids))
      .for('update');
    const [used] = await tx
      .select({ id: imageTexts.id })
      .from(imageTexts)
      .where(inArray(imageTexts.typeId, ids))
      .limit(1);
    if (used) throw conflict('image_text_type.has_pictures');
    await tx.delete(imageTextTypes).where(inArray(imageTextTypes.id, ids));
  });
}

/** One page of pictures, larger sort first, with their type's title and image address. */
export async function listPictures(db: Db, { type_id, keyword, show_status, ...page }: PictureFilter) {
  const pattern = containing(keyword);
  const where = and(
    type_id === undefined ? undefined : eq(imageTexts.typeId, type_id),
    show_status === undefined ? undefined : eq(imageTexts.showStatus, show_status),
    pattern ? or(ilike(imageTexts.title, pattern), ilike(imageTexts.description, pattern)) : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({ picture: imageTexts, typeTitle: imageTextTypes.title, image: images })
    .from(imageTexts)
    .innerJoin(imageTextTypes, eq(imageTextTypes.id, imageTexts.typeId))
    .innerJoin(images, eq(images.id, imageTexts.imageId))
    .where(where)
    .orderBy(desc(imageTexts.sort), desc(imageTexts.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(imageTexts).where(where);
  return {
    list: rows.map(({ picture, typeTitle, image }) => ({
      ...pictureRow(picture, image),
      type_title: typeTitle,
    })),
    total: total?.n ?? 0,
  };
}

function pictureRow(picture: typeof imageTexts.$inferSelect, image: typeof images.$inferSelect) {
  return {
    id: picture.id,
    type_id: picture.typeId,
    title: picture.title,
    description: picture.description,
    image_id: picture.imageId,
    image_url: imagePath(image),
    jump_type: picture.jumpType as 1 | 2 | 3,
    jump_url: picture.jumpUrl,
    click_count: picture.clickCount,
    sort: picture.sort,
    remark: picture.remark,
    show_status: picture.showStatus as 1 | 2,
    updated_at: picture.updatedAt,
  };
}

/**
 * What the schema cannot check: the type exists, the image is one of the caller's uploads (or the
 * one the picture already shows), and an in-app jump names a page of the console.
 */
async function assertReferences(db: Db, ownerId: number, input: PictureFields, currentImageId?: number) {
  const problems: { path: string; messageKey: string }[] = [];
  const [type] = await db
    .select({ id: imageTextTypes.id })
    .from(imageTextTypes)
    .where(eq(imageTextTypes.id, input.type_id))
    .for('share');
  if (!type) problems.push({ path: 'type_id', messageKey: 'image_text.type_unknown' });
  if (
    input.image_id !== currentImageId &&
    (await ownersImages(db, ownerId, [input.image_id], 'share')).length === 0
  )
    problems.push({ path: 'image_id', messageKey: 'image_text.image_unknown' });
  if (input.jump_type === ImageTextJumpType.in_app_route && !CONSOLE_PAGES.has(input.jump_url))
    problems.push({ path: 'jump_url', messageKey: 'image_text.route_unknown' });
  if (problems.length > 0) throw invalidParameter(problems);
}

const pictureColumns = (input: PictureFields) => ({
  typeId: input.type_id,
  title: input.title,
  description: input.description,
  imageId: input.image_id,
  jumpType: input.jump_type,
  jumpUrl: input.jump_url,
  sort: input.sort,
  remark: input.remark,
  showStatus: input.show_status,
  updatedAt: new Date(),
});

export function addPicture(db: Db, ownerId: number, input: PictureFields): Promise<number> {
  return db.transaction(async (tx) => {
    await assertReferences(tx, ownerId, input);
    const [row] = await tx.insert(imageTexts).values(pictureColumns(input)).returning({ id: imageTexts.id });
    return (row as { id: number }).id;
  });
}

export function updatePicture(db: Db, ownerId: number, id: number, input: PictureFields): Promise<void> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageId: imageTexts.imageId })
      .from(imageTexts)
      .where(eq(imageTexts.id, id))
      .for('update');
    if (!current) throw notFound();
    await assertReferences(tx, ownerId, input, current.imageId);
    await tx.update(imageTexts).set(pictureColumns(input)).where(eq(imageTexts.id, id));
  });
}

export async function removePictures(db: Db, ids: number[]): Promise<void> {
  await db.delete(imageTexts).where(inArray(imageTexts.id, ids));
}

/**
 * Counts one click on a shown picture in a single statement, so simultaneous clicks all count;
 * a hidden or missing picture is not found.
 */
export async function countClick(db: Db, id: number): Promise<number> {
  const [row] = await db
    .update(imageTexts)
    .set({ clickCount: sql`${imageTexts.clickCount} + 1` })
    .where(and(eq(imageTexts.id, id), eq(imageTexts.showStatus, ShowStatus.shown)))
    .returning({ clickCount: imageTexts.clickCount });
  if (!row) throw notFound();
  return row.clickCount;
}

/** Whether a type exists, for settings that name one. */
export async function typeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: imageTextTypes.id })
    .from(imageTextTypes)
    .where(eq(imageTextTypes.id, id));
  return row !== undefined;
}

/** How many pictures the customer home shows at most: a carousel, not a gallery. */
const SHOWN_PICTURES = 50;

/** The shown pictures of a shown type, larger sort first; none for a hidden or missing type. */
export async function shownPictures(db: Db, typeId: number) {
  const rows = await db
    .select({ picture: imageTexts, image: images })
    .from(imageTexts)
    .innerJoin(imageTextTypes, eq(imageTextTypes.id, imageTexts.typeId))
    .innerJoin(images, eq(images.id, imageTexts.imageId))
    .where(
      and(
        eq(imageTexts.typeId, typeId),
        eq(imageTexts.showStatus, ShowStatus.shown),
        eq(imageTextTypes.status, ShowStatus.shown),
      ),
    )
    .orderBy(desc(imageTexts.sort), desc(imageTexts.id))
    .limit(SHOWN_PICTURES);
  return rows.map(({ picture, image }) => pictureRow(picture, image));
}
