import { and, asc, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { batchQueryCalls, groupCalls, rotationCalls } from '../../contract/areas/code-tools';
import { ownedCodes, ownersGroup } from '../codes/repository';
import { readRotationTypes } from '../codes/rotation-types';
import { codeGroups, codes, destinations, rotationSwitches } from '../db/schema';
import { conflict, invalidParameter, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { containing, countRows, pageWindow } from '../http/paging';
import { writeSetting } from '../settings/store';

const fromDestination = alias(destinations, 'from_destination');
const toDestination = alias(destinations, 'to_destination');

export const groupHandlers: Handlers<typeof groupCalls> = {
  'group/inquire': async ({ keyword, ...page }, { db, actor }) => {
    const where = and(
      eq(codeGroups.ownerId, actor.userId),
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
      list: rows.map((row) => ({
        id: row.id,
        name: row.name,
        sort: row.sort,
        code_count: countOf.get(row.id) ?? 0,
        updated_at: row.updatedAt,
      })),
      total: await countRows(db, codeGroups, where),
    };
  },

  'group/add': async ({ name, sort }, { db, actor }) => {
    const [row] = await db
      .insert(codeGroups)
      .values({ ownerId: actor.userId, name, sort })
      .onConflictDoNothing()
      .returning({ id: codeGroups.id });
    if (!row) throw conflict('group.name_taken');
    return { id: row.id };
  },

  'group/update': async ({ id, name, sort }, { db, actor }) => {
    const [clash] = await db
      .select({ id: codeGroups.id })
      .from(codeGroups)
      .where(and(eq(codeGroups.ownerId, actor.userId), eq(codeGroups.name, name)));
    if (clash && clash.id !== id) throw conflict('group.name_taken');
    const updated = await db
      .update(codeGroups)
      .set({ name, sort, updatedAt: new Date() })
      .where(and(eq(codeGroups.id, id), eq(codeGroups.ownerId, actor.userId)))
      .returning({ id: codeGroups.id });
    if (updated.length === 0) throw notFound();
    return {};
  },

  'group/remove': async ({ ids }, { db, actor }) => {
    const owned = await db
      .select({ id: codeGroups.id })
      .from(codeGroups)
      .where(and(inArray(codeGroups.id, ids), eq(codeGroups.ownerId, actor.userId)));
    if (owned.length !== new Set(ids).size) throw notFound();
    await db.transaction(async (tx) => {
      await tx.update(codes).set({ groupId: null }).where(inArray(codes.groupId, ids));
      await tx.delete(codeGroups).where(inArray(codeGroups.id, ids));
    });
    return {};
  },

  'group/move': async ({ ids, group_id }, { db, actor, codeCache }) => {
    await ownedCodes(db, actor, ids);
    await ownersGroup(db, actor.userId, group_id);
    await db.update(codes).set({ groupId: group_id, updatedAt: new Date() }).where(inArray(codes.id, ids));
    await codeCache.changed(ids);
    return {};
  },
};

export const rotationHandlers: Handlers<typeof rotationCalls> = {
  'rotation/inquire': async ({ code_id, ...page }, { db, actor }) => {
    const where = and(
      eq(rotationSwitches.ownerId, actor.userId),
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
    return {
      list: rows.map((row) => ({
        id: row.id,
        code_id: row.codeId,
        code_name: row.codeName,
        file_name: row.fileName,
        from_destination: row.fromUrl ?? (row.fromTitle || null),
        to_destination: row.toUrl ?? row.toTitle ?? '',
        exhausted: row.exhausted,
        created_at: row.createdAt,
      })),
      total: await countRows(db, rotationSwitches, where),
    };
  },

  'rotation_type/inquire': async (_input, { db }) => ({ list: await readRotationTypes(db) }),

  'rotation_type/update': async (input, { db }) => {
    const list = (await readRotationTypes(db)).map((entry) => (entry.value === input.value ? input : entry));
    if (!list.some((entry) => entry.enabled)) throw invalidParameter([], 'rotation_type.one_enabled');
    await writeSetting(db, 'rotation_types', { list });
    return {};
  },
};

export const batchQueryHandlers: Handlers<typeof batchQueryCalls> = {
  'batche_query/inquire': async ({ file_names }, { db, actor }) => {
    const rows = await db
      .select()
      .from(codes)
      .where(and(eq(codes.ownerId, actor.userId), inArray(codes.fileName, file_names)));
    const byName = new Map(rows.map((row) => [row.fileName, row]));
    return {
      list: file_names.map((fileName) => {
        const code = byName.get(fileName);
        return {
          file_name: fileName,
          found: code !== undefined,
          id: code?.id ?? null,
          name: code?.name ?? null,
          status: (code?.status ?? null) as 1 | 2 | null,
          removed: code?.removedAt != null,
          view_number: code?.viewNumber ?? 0,
          ip_view_number: code?.ipViewNumber ?? 0,
        };
      }),
    };
  },
};
