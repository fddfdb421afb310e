import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { groupCalls } from '../../contract/areas/code-tools';
import type { Actor } from '../auth/sessions';
import { codeGroups, codes } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, notFound } from '../http/errors';
import { containing, countRows, pageWindow } from '../http/paging';
import { ownedCodes, ownersGroup } from './repository';

/** An owner's code groups: each owner sees and changes only their own, names unique per owner. */

/** One page of the owner's groups, larger sort first, with how many codes each holds. */
export async function listGroups(
  db: Db,
  ownerId: number,
  filter: z.output<(typeof groupCalls)['group/inquire']['input']>,
) {
  const { keyword, ...page } = filter;
  const where = and(
    eq(codeGroups.ownerId, ownerId),
    keyword ? ilike(codeGroups.name, containing(keyword) as string) : undefined,
  );
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select()
    .from(codeGroups)
    .where(where)
    .orderBy(desc(codeGroups.sort), asc(codeGroups.id))
    .limit(limit)
    .offset(offset);
  const counts = rows.length
    ? await db
        .select({ groupId: codes.groupId, n: count() })
        .from(codes)
        .where(
          inArray(
            codes.groupId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(codes.groupId)
    : [];
  const countOf = new Map(counts.map((row) => [row.groupId, row.n]));
  return {
    list: rows.map((group) => ({ group, codeCount: countOf.get(group.id) ?? 0 })),
    total: await countRows(db, codeGroups, where),
  };
}

export async function addGroup(
  db: Db,
  ownerId: number,
  group: { name: string; sort: number },
): Promise<number> {
  const [row] = await db
    .insert(codeGroups)
    .values({ ownerId, ...group })
    .onConflictDoNothing()
    .returning({ id: codeGroups.id });
  if (!row) throw conflict('group.name_taken');
  return row.id;
}

export async function updateGroup(
  db: Db,
  ownerId: number,
  { id, name, sort }: { id: number; name: string; sort: number },
): Promise<void> {
  const [clash] = await db
    .select({ id: codeGroups.id })
    .from(codeGroups)
    .where(and(eq(codeGroups.ownerId, ownerId), eq(codeGroups.name, name)));
  if (clash && clash.id !== id) throw conflict('group.name_taken');
  const updated = await db
    .update(codeGroups)
    .set({ name, sort, updatedAt: new Date() })
    .where(and(eq(codeGroups.id, id), eq(codeGroups.ownerId, ownerId)))
    .returning({ id: codeGroups.id });
  if (updated.length === 0) throw notFound();
}

/** Deletes the owner's groups; their codes stay, in no group. */
export async function removeGroups(db: Db, ownerId: number, ids: number[]): Promise<void> {
  const owned = await db
    .select({ id: codeGroups.id })
    .from(codeGroups)
    .where(and(inArray(codeGroups.id, ids), eq(codeGroups.ownerId, ownerId)));
  if (owned.length !== new Set(ids).size) throw notFound();
  await db.transaction(async (tx) => {
    await tx.update(codes).set({ groupId: null }).where(inArray(codes.groupId, ids));
    await tx.delete(codeGroups).where(inArray(codeGroups.id, ids));
  });
}

/** Puts the actor's codes into one of their groups (null: no group). */
export async function moveCodesToGroup(db: Db, actor: Actor, ids: number[], groupId: number | null) {
  await ownedCodes(db, actor, ids);
  await ownersGroup(db, actor.userId, groupId);
  await db.update(codes).set({ groupId, updatedAt: new Date() }).where(inArray(codes.id, ids));
}
