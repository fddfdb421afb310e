import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import { UPLOAD, type UploadMime } from '../../contract/areas/images';
import { destinations, images, imageTexts } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import { containing, selectPage } from '../http/paging';
import { sniffPicture } from './sniff';
import { type StoredAt, storedAt, type UploadStores } from './storage';

export type ImageRecord = typeof images.$inferSelect;

const EXTENSION: Record<UploadMime, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** Pictures are served under this path on every host, entry and short domains included. */
export const PICTURE_PREFIX = '/u/';

/**
 * The public address of an uploaded picture. Relative, so an image page on an entry or short
 * domain loads it from that same domain; the extension is only for people saving the file.
 */
export function imagePath(image: Pick<ImageRecord, 'storageKey' | 'mime'>): string {
  return `${PICTURE_PREFIX}${image.storageKey}.${EXTENSION[image.mime as UploadMime] ?? 'bin'}`;
}

/** A library row as the contract shows it: its public address and how many destinations show it. */
export function imageRow(image: ImageRecord, usedBy: number) {
  return { ...image, url: imagePath(image), used_by: usedBy, created_at: image.createdAt };
}

/** The storage key of a public address's last part (`<key>.<ext>`), or null. */
export function storageKeyOf(file: string): string | null {
  const match = /^([A-Za-z0-9_-]{22})\.(png|jpg|gif|webp)$/.exec(file);
  return match ? (match[1] as string) : null;
}

/** A file name without folders or extension, as the image's default name. */
export function nameFromFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.replace(/\.[^.]*$/, '').trim();
  return (stem || base || 'image').slice(0, 80);
}

/**
 * Checks an upload by its bytes and keeps it: the file in storage under a random key, the row in
 * the owner's library. Anything that is not a PNG, JPEG, GIF or WebP picture is refused.
 */
export async function saveUpload(
  db: Db,
  stores: UploadStores,
  upload: { ownerId: number; name: string; bytes: Buffer },
): Promise<ImageRecord> {
  const picture = sniffPicture(upload.bytes);
  if (!picture)
    throw invalidParameter([{ path: 'file', messageKey: 'image.not_picture' }], 'image.not_picture');
  if (picture.width > UPLOAD.maxPixels || picture.height > UPLOAD.maxPixels)
    throw invalidParameter([{ path: 'file', messageKey: 'image.too_many_pixels' }], 'image.too_many_pixels');
  const storageKey = randomBytes(16).toString('base64url');
  const at = await stores.put(storageKey, upload.bytes);
  try {
    const [row] = await db
      .insert(images)
      .values({
        ownerId: upload.ownerId,
        name: upload.name,
        storageKey,
        mime: picture.mime,
        bytes: upload.bytes.length,
        width: picture.width,
        height: picture.height,
        storage: at.storage,
        storageBucket: at.bucket,
        storagePrefix: at.prefix,
      })
      .returning();
    return row as ImageRecord;
  } catch (error) {
    await stores.remove(at, storageKey);
    throw error;
  }
}

/**
 * The images with these ids that belong to the owner. Inside a transaction `lock` holds the rows
 * until it ends: `share` while destinations are saved that show them, `update` while they are
 * deleted — so a picture cannot be deleted under a code that is being saved with it.
 */
export function ownersImages(db: Db, ownerId: number, ids: number[], lock?: 'share' | 'update') {
  if (ids.length === 0) return Promise.resolve([] as ImageRecord[]);
  const query = db
    .select()
    .from(images)
    .where(and(eq(images.ownerId, ownerId), inArray(images.id, ids)));
  return lock ? query.for(lock) : query;
}

/**
 * Image destinations must show one of the code owner's own pictures (and a QR logo must be one of
 * them, and a format the server can draw): another customer's image id is refused as unknown.
 */
export async function assertOwnersImages(
  db: Db,
  ownerId: number,
  wanted: { path: string; imageId: number }[],
): Promise<void> {
  const found = await ownersImages(
    db,
    ownerId,
    wanted.map((entry) => entry.imageId),
    'share',
  );
  const known = new Set(found.map((image) => image.id));
  const unknown = wanted.filter((entry) => !known.has(entry.imageId));
  if (unknown.length > 0)
    throw invalidParameter(
      unknown.map((entry) => ({ path: entry.path, messageKey: 'code.image_unknown' })),
      'code.image_unknown',
    );
}

/**
 * How many live destinations (retired ones no longer count) and picture-list pictures show each
 * image: such an image cannot be deleted.
 */
export async function imageUse(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ imageId: destinations.imageId, n: count() })
    .from(destinations)
    .where(and(inArray(destinations.imageId, ids), isNull(destinations.removedAt)))
    .groupBy(destinations.imageId);
  const pictures = await db
    .select({ imageId: imageTexts.imageId, n: count() })
    .from(imageTexts)
    .where(inArray(imageTexts.imageId, ids))
    .groupBy(imageTexts.imageId);
  const use = new Map<number, number>();
  for (const row of [...rows, ...pictures])
    use.set(row.imageId as number, (use.get(row.imageId as number) ?? 0) + row.n);
  return use;
}

/** One page of the owner's pictures, newest first, each with how many destinations show it. */
export async function listOwnersImages(
  db: Db,
  ownerId: number,
  { keyword, ...page }: { keyword?: string; page: number; page_size: number },
) {
  const pattern = containing(keyword);
  const { rows, total } = await selectPage(db, images, {
    where: and(eq(images.ownerId, ownerId), pattern ? ilike(images.name, pattern) : undefined),
    orderBy: [desc(images.id)],
    page,
  });
  const use = await imageUse(
    db,
    rows.map((row) => row.id),
  );
  return { list: rows.map((row) => ({ image: row, usedBy: use.get(row.id) ?? 0 })), total };
}

export async function renameImage(db: Db, ownerId: number, id: number, name: string): Promise<void> {
  const updated = await db
    .update(images)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(images.id, id), eq(images.ownerId, ownerId)))
    .returning({ id: images.id });
  if (updated.length === 0) throw notFound();
}

/**
 * Deletes the owner's pictures and their files. A printed code showing one would lose it: while
 * any destination shows one, the owner changes those codes first.
 */
export async function removeImages(db: Db, stores: UploadStores, ownerId: number, ids: number[]) {
  const removed = await db.transaction(async (tx) => {
    const owned = await ownersImages(tx, ownerId, ids, 'update');
    if (owned.length !== new Set(ids).size) throw notFound();
    const use = await imageUse(tx, ids);
    if (use.size > 0) throw conflict('image.in_use');
    await tx.delete(images).where(inArray(images.id, ids));
    return owned;
  });
  for (const image of removed) await stores.remove(storedAt(image), image.storageKey);
}

/**
 * Where the file of a storage key is, or null for no such file. A file never moves, so answers are
 * kept (up to a bound): serving a picture again asks the database nothing.
 */
export function createUploadLocator(db: Db, keep = 10_000): (key: string) => Promise<StoredAt | null> {
  const known = new Map<string, StoredAt>();
  return async (key) => {
    const cached = known.get(key);
    if (cached) return cached;
    const [row] = await db
      .select({
        storage: images.storage,
        storageBucket: images.storageBucket,
        storagePrefix: images.storagePrefix,
      })
      .from(images)
      .where(eq(images.storageKey, key))
      .limit(1);
    if (!row) return null;
    if (known.size >= keep) known.clear();
    const at = storedAt(row);
    known.set(key, at);
    return at;
  };
}
