import { and, asc, eq, ne } from 'drizzle-orm';
import { layouts } from '../db/schema';
import type { Db } from '../db/store';

/** Each user's saved workspace layouts, by name; at most one is the active one. */

export type LayoutRecord = typeof layouts.$inferSelect;

export function usersLayouts(db: Db, userId: number): Promise<LayoutRecord[]> {
  return db.select().from(layouts).where(eq(layouts.userId, userId)).orderBy(asc(layouts.name));
}

/** Saves a layout under its name (replacing one of that name); an active one makes the others inactive. */
export async function saveLayout(
  db: Db,
  userId: number,
  layout: { name: string; version: number; data: Record<string, unknown>; active: boolean },
): Promise<void> {
  const { name, version, data, active } = layout;
  await db.transaction(async (tx) => {
    if (active) {
      await tx
        .update(layouts)
        .set({ active: false })
        .where(and(eq(layouts.userId, userId), ne(layouts.name, name)));
    }
    const updatedAt = new Date();
    await tx
      .insert(layouts)
      .values({ userId, name, version, data, active, updatedAt })
      .onConflictDoUpdate({
        target: [layouts.userId, layouts.name],
        set: { version, data, updatedAt, ...(active ? { active: true } : {}) },
      });
  });
}

export async function removeLayout(db: Db, userId: number, name: string): Promise<void> {
  await db.delete(layouts).where(and(eq(layouts.userId, userId), eq(layouts.name, name)));
}
