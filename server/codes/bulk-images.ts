import { and, eq, isNull, max } from 'drizzle-orm';
import { type BulkRefusal, defaultExpiry, type QrContentKind, qrContentKind } from '../../contract/group-qr';
import { isStorableText } from '../../contract/text';
import type { Actor } from '../auth/sessions';
import { codes, destinations } from '../db/schema';
import type { Db } from '../db/store';
import { ownersImages } from '../uploads/library';
import { storedAt, type UploadStores } from '../uploads/storage';
import { DECODABLE_MIME_TYPES } from './qr-decode';
import type { RenderPool } from './qr-pool';
import { destinationsOf, ownedCodes } from './repository';

/** A code keeps at most this many destinations, as the editor's own form allows. */
const MAX_DESTINATIONS = 200;

export type BulkAdded = {
  image_id: number;
  destination_id: number;
  content: string;
  kind: QrContentKind;
  expires_at: Date | null;
};
export type BulkResult = { added: BulkAdded[]; refused: { image_id: number; reason: BulkRefusal }[] };

type Read = { imageId: number; content: string; kind: QrContentKind; expiresAt: Date | null };

/**
 * Adds uploaded QR pictures to one of the actor's codes as image destinations, in the order given
 * (SPEC §12.1 `add_images`). Each picture is read on the server: one without a readable code, one
 * whose text a destination of the code already holds (or that is already shown), and one that is
 * not the owner's are refused with the reason; a WeChat group code is dated upload + 7 days.
 */
export async function addImages(
  deps: { db: Db; uploads: UploadStores; decode: RenderPool['decode']; now: Date },
  actor: Actor,
  codeId: number,
  imageIds: number[],
): Promise<BulkResult> {
  const { db, now } = deps;
  const [code] = await ownedCodes(db, actor, [codeId]);
  if (!code) throw new Error('ownedCodes answers every id or refuses');
  const pictures = new Map(
    (await ownersImages(db, code.ownerId, imageIds)).map((image) => [image.id, image]),
  );
  const existing = await destinationsOf(db, code.id);
  const contents = new Set(existing.flatMap((row) => (row.content === null ? [] : [row.content])));
  const shownImages = new Set(existing.flatMap((row) => (row.imageId === null ? [] : [row.imageId])));
  let room = MAX_DESTINATIONS - existing.length;

  const refused: BulkResult['refused'] = [];
  const read: Read[] = [];
  for (const imageId of imageIds) {
    const reason = await refusalOrRead(imageId);
    if (typeof reason === 'string') refused.push({ image_id: imageId, reason });
    else read.push(reason);
  }

  async function refusalOrRead(imageId: number): Promise<BulkRefusal | Read> {
    const picture = pictures.get(imageId);
    if (!picture) return 'unknown_image';
    if (shownImages.has(imageId)) return 'duplicate';
    if (!DECODABLE_MIME_TYPES.includes(picture.mime)) return 'unsupported_format';
    const bytes = await deps.uploads.get(storedAt(picture), picture.storageKey);
    if (!bytes) return 'unknown_image';
    let content: string | null;
    try {
      content = await deps.decode(bytes, picture.mime);
    } catch {
      // A file that sniffed as a picture but does not decode is as unreadable as a photo of a cat
      // (and so is one whose reading outlived its thread).
      content = null;
    }
    if (content === null || !isStorableText(content)) return 'unreadable';
    if (contents.has(content)) return 'duplicate';
    if (room <= 0) return 'too_many';
    room -= 1;
    contents.add(content);
    shownImages.add(imageId);
    const kind = qrContentKind(content);
    return { imageId, content, kind, expiresAt: defaultExpiry(kind, now) };
  }

  if (read.length === 0) return { added: [], refused };
  const added = await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ sort: max(destinations.sort) })
      .from(destinations)
      .where(and(eq(destinations.codeId, code.id), isNull(destinations.removedAt)));
    const firstSort = (last?.sort ?? -1) + 1;
    const rows = await tx
      .insert(destinations)
      .values(
        read.map((entry, index) => ({
          codeId: code.id,
          imageId: entry.imageId,
          content: entry.content,
          kind: entry.kind,
          expiresAt: entry.expiresAt,
          sort: firstSort + index,
        })),
      )
      .returning({ id: destinations.id, imageId: destinations.imageId });
    // New destinations: the owner may be told again when the code runs out or runs low.
    await tx
      .update(codes)
      .set({ exhaustedNotifiedAt: null, lowAlertedAt: null, emptyAlertedAt: null, updatedAt: now })
      .where(eq(codes.id, code.id));
    const idByImage = new Map(rows.map((row) => [row.imageId, row.id]));
    return read.map((entry) => ({
      image_id: entry.imageId,
      destination_id: idByImage.get(entry.imageId) ?? 0,
      content: entry.content,
      kind: entry.kind,
      expires_at: entry.expiresAt,
    }));
  });
  return { added, refused };
}
