import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { codes, destinations, rotationSwitches } from '../db/schema';
import type { Db } from '../db/store';
import { countRows, pageWindow } from '../http/paging';

const fromDestination = alias(destinations, 'from_destination');
const toDestination = alias(destinations, 'to_destination');

/**
 * The owner's rotation switches (a code moving on to its next destination), newest first, of all
 * their codes or one, with the code and both destinations.
 */
export async function listRotationSwitches(
  db: Db,
  ownerId: number,
  filter: { code_id?: number; page: number; page_size: number },
) {
  const { code_id, ...page } = filter;
  const where = and(
    eq(rotationSwitches.ownerId, ownerId),
    code_id === undefined ? undefined : eq(rotationSwitches.codeId, code_id),
  );
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({
      id: rotationSwitches.id,
      codeId: rotationSwitches.codeId,
      codeName: codes.name,
      fileName: codes.fileName,
      fromUrl: fromDestination.url,
      fromTitle: fromDestination.title,
      toUrl: toDestination.url,
      toTitle: toDestination.title,
      exhausted: rotationSwitches.exhausted,
      createdAt: rotationSwitches.createdAt,
    })
    .from(rotationSwitches)
    .innerJoin(codes, eq(codes.id, rotationSwitches.codeId))
    .leftJoin(fromDestination, eq(fromDestination.id, rotationSwitches.fromDestinationId))
    .leftJoin(toDestination, eq(toDestination.id, rotationSwitches.toDestinationId))
    .where(where)
    .orderBy(desc(rotationSwitches.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await countRows(db, rotationSwitches, where) };
}
