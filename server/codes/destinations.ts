import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { destinationInputSchema } from '../../contract/areas/codes';
import { codes, destinations } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { assertOwnersImages, type ImageRecord, ownersImages } from '../uploads/library';
import { destinationsOf } from './repository';

export type DestinationInput = z.output<typeof destinationInputSchema>;

/** Image destinations show one of the code owner's own pictures. */
function assertDestinationImages(db: Db, ownerId: number, list: DestinationInput[]) {
  return assertOwnersImages(
    db,
    ownerId,
    list.flatMap((destination, index) =>
      destination.image_id === undefined
        ? []
        : [{ path: `destinations.${index}.image_id`, imageId: destination.image_id }],
    ),
  );
}

/**
 * Replaces a code's destinations: listed ids are kept (with their visit counts), others are
 * retired (kept for statistics), new ones are added — in the owner's order. Answers the saved
 * destinations' ids in that order.
 */
export async function saveDestinations(
  db: Db,
  code: { id: number; ownerId: number },
  list: DestinationInput[],
): Promise<number[]> {
  const codeId = code.id;
  await assertDestinationImages(db, code.ownerId, list);
  const existing = await destinationsOf(db, codeId);
  const existingIds = new Set(existing.map((destination) => destination.id));
  const keptIds = new Set(
    list.flatMap((destination) => (destination.id === undefined ? [] : [destination.id])),
  );
  for (const id of keptIds) {
    if (!existingIds.has(id))
      throw invalidParameter(
        [{ path: 'destinations', messageKey: 'code.destination_unknown' }],
        'code.destination_unknown',
      );
  }
  const retired = [...existingIds].filter((id) => !keptIds.has(id));
  if (retired.length > 0) {
    await db.update(destinations).set({ removedAt: new Date() }).where(inArray(destinations.id, retired));
  }
  // New destinations or thresholds: the owner may be told again when they run out.
  await db.update(codes).set({ exhaustedNotifiedAt: null }).where(eq(codes.id, codeId));
  const savedIds: number[] = [];
  for (const [sort, destination] of list.entries()) {
    const values = {
      warnedAt: null,
      url: destination.url ?? null,
      imageId: destination.image_id ?? null,
      title: destination.title,
      threshold: destination.threshold,
      weight: destination.weight,
      enabled: destination.enabled,
      fallback: destination.fallback,
      expiresAt: destination.expires_at === null ? null : new Date(destination.expires_at),
      sort,
      updatedAt: new Date(),
    };
    if (destination.id === undefined) {
      const [added] = await db
        .insert(destinations)
        .values({ codeId, ...values })
        .returning({ id: destinations.id });
      savedIds.push(added?.id ?? 0);
    } else {
      // A new expiry is a new event: the owner hears about it again before it comes.
      const before = existing.find((row) => row.id === destination.id)?.expiresAt?.getTime() ?? null;
      const expiryMoved = before !== (values.expiresAt?.getTime() ?? null);
      await db
        .update(destinations)
        .set(expiryMoved ? { ...values, expiryAlertedAt: null } : values)
        .where(eq(destinations.id, destination.id));
      savedIds.push(destination.id);
    }
  }
  return savedIds;
}

/** A code's current destinations with the pictures of its image destinations (the owner's own). */
export async function destinationsWithPictures(db: Db, code: { id: number; ownerId: number }) {
  const list = await destinationsOf(db, code.id);
  const pictures = await ownersImages(
    db,
    code.ownerId,
    list.flatMap((destination) => (destination.imageId === null ? [] : [destination.imageId])),
  );
  const pictureById = new Map<number, ImageRecord>(pictures.map((picture) => [picture.id, picture]));
  return list.map((destination) => ({
    destination,
    picture: destination.imageId === null ? undefined : pictureById.get(destination.imageId),
  }));
}
