import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { imageCalls } from '../../contract/areas/images';
import { images } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { containing, selectPage } from '../http/paging';
import { imageRow, imageUse, ownersImages } from '../uploads/library';

/** The image library (`image_configs`): each customer sees and changes only their own pictures. */
export const imageHandlers: Handlers<typeof imageCalls> = {
  'image_configs/inquire': async ({ keyword, ...page }, { db, actor }) => {
    const pattern = containing(keyword);
    const { rows, total } = await selectPage(db, images, {
      where: and(eq(images.ownerId, actor.userId), pattern ? ilike(images.name, pattern) : undefined),
      orderBy: [desc(images.id)],
      page,
    });
    const use = await imageUse(
      db,
      rows.map((row) => row.id),
    );
    return {
      list: rows.map((row) => imageRow(row, use.get(row.id) ?? 0)),
      total,
    };
  },

  'image_configs/update': async ({ id, name }, { db, actor }) => {
    const updated = await db
      .update(images)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(images.id, id), eq(images.ownerId, actor.userId)))
      .returning({ id: images.id });
    if (updated.length === 0) throw notFound();
    return {};
  },

  'image_configs/remove': async ({ ids }, { db, actor, uploads }) => {
    const removed = await db.transaction(async (tx) => {
      const owned = await ownersImages(tx, actor.userId, ids, 'update');
      if (owned.length !== new Set(ids).size) throw notFound();
      // A printed code showing the picture would lose it: the owner changes those codes first.
      const use = await imageUse(tx, ids);
      if (use.size > 0) throw conflict('image.in_use');
      await tx.delete(images).where(inArray(images.id, ids));
      return owned;
    });
    for (const image of removed) await uploads.remove(image.storageKey);
    return {};
  },
};
