import type { layoutCalls } from '../../contract/areas/layout';
import type { Handlers } from '../http/handlers';
import { removeLayout, saveLayout, usersLayouts } from '../layouts/service';

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
    await saveLayout(db, actor.userId, layout);
    return {};
  },

  'layout/remove': async ({ name }, { db, actor }) => {
    await removeLayout(db, actor.userId, name);
    return {};
  },
};
