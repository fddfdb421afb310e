import type { batchQueryCalls, groupCalls, rotationCalls } from '../../contract/areas/code-tools';
import { addGroup, listGroups, moveCodesToGroup, removeGroups, updateGroup } from '../codes/groups';
import { ownedCodes, ownersCodesBySuffix } from '../codes/repository';
import { listRotationSwitches } from '../codes/rotation-log';
import { readRotationTypes, updateRotationType } from '../codes/rotation-types';
import type { Handlers } from '../http/handlers';

export const groupHandlers: Handlers<typeof groupCalls> = {
  'group/inquire': async (filter, { db, actor }) => {
    const { list, total } = await listGroups(db, actor.userId, filter);
    return {
      list: list.map(({ group, codeCount }) => ({
        id: group.id,
        name: group.name,
        sort: group.sort,
        code_count: codeCount,
        updated_at: group.updatedAt,
      })),
      total,
    };
  },

  'group/add': async (group, { db, actor }) => ({ id: await addGroup(db, actor.userId, group) }),

  'group/update': async (group, { db, actor }) => {
    await updateGroup(db, actor.userId, group);
    return {};
  },

  'group/remove': async ({ ids }, { db, actor }) => {
    await removeGroups(db, actor.userId, ids);
    return {};
  },

  'group/move': async ({ ids, group_id }, { db, actor, codeCache }) => {
    await moveCodesToGroup(db, actor, ids, group_id);
    await codeCache.changed(ids);
    return {};
  },
};

export const rotationHandlers: Handlers<typeof rotationCalls> = {
  'rotation/inquire': async (filter, { db, actor }) => {
    if (filter.code_id !== undefined) await ownedCodes(db, actor, [filter.code_id]);
    const { rows, total } = await listRotationSwitches(db, actor.userId, filter);
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
      total,
    };
  },

  'rotation_type/inquire': async (_input, { db }) => ({ list: await readRotationTypes(db) }),

  'rotation_type/update': async (entry, { db }) => {
    await updateRotationType(db, entry);
    return {};
  },
};

export const batchQueryHandlers: Handlers<typeof batchQueryCalls> = {
  'batche_query/inquire': async ({ file_names }, { db, actor }) => {
    const byName = new Map(
      (await ownersCodesBySuffix(db, actor.userId, file_names)).map((row) => [row.fileName, row]),
    );
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
