import type { layoutCalls } from '../../contract/areas/layout';
import type { Handlers } from '../http/handlers';
import { removeLayout, saveLayout, usersLayouts } from '../layouts/service';
import { readConfiguration } from '../settings/configuration';

export const layoutHandlers: Handlers<typeof layoutCalls> = {
  'layout/inquire': async (_input, { db, actor }) => {
    const rows = await usersLayouts(db, actor.userId);
    return {
      list: rows.map((row) => ({
        name: row.name,
        version: row.version,
        data: row.data as Record<string, unknown>,
        updated_at: row.updatedAt,
      })),
      active: rows.find((row) => row.active)?.name ?? null,
    };
  },

  'layout/save': async (layout, { db, actor }) => {
    const { max_layouts_per_user: limit } = await readConfiguration(db);
    await saveLayout(db, actor.userId, layout, limit);
    return {};
  },

  'layout/remove': async ({ name }, { db, actor }) => {
    await removeLayout(db, actor.userId, name);
    return {};
  },
};
