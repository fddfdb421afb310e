import { and, asc, eq, ne } from 'drizzle-orm';
import type { layoutCalls } from '../../contract/areas/layout';
import { layouts } from '../db/schema';
import type { Handlers } from '../http/handlers';

export const layoutHandlers: Handlers<typeof layoutCalls> = {
  'layout/inquire': async (_input, { db, actor }) => {
    const rows = await db
      .select()
      .from(layouts)
      .where(eq(layouts.userId, actor.userId))
      .orderBy(asc(layouts.name));
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

  'layout/save': async ({ name, version, data, active }, { db, actor }) => {
    await db.transaction(async (tx) => {
      if (active) {
        await tx
          .update(layouts)
          .set({ active: false })
          .where(and(eq(layouts.userId, actor.userId), ne(layouts.name, name)));
      }
      const updatedAt = new Date();
      await tx
        .insert(layouts)
        .values({ userId: actor.userId, name, version, data, active, updatedAt })
        .onConflictDoUpdate({
          target: [layouts.userId, layouts.name],
          set: { version, data, updatedAt, ...(active ? { active: true } : {}) },
        });
    });
    return {};
  },

  'layout/remove': async ({ name }, { db, actor }) => {
    await db.delete(layouts).where(and(eq(layouts.userId, actor.userId), eq(layouts.name, name)));
    return {};
  },
};
