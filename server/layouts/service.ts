import { and, asc, count, eq, ne } from 'drizzle-orm';
import { layouts } from '../db/schema';
import type { Db } from '../db/store';
import { AppError } from '../http/errors';

/** Each user's saved workspace layouts, by name; at most one is the active one. */

export type LayoutRecord = typeof layouts.$inferSelect;

export function usersLayouts(db: Db, userId: number): Promise<LayoutRecord[]> {
  return db.select().from(layouts).where(eq(layouts.userId, userId)).orderBy(asc(layouts.name));
}

/**
 * Saves a layout under its name (replacing one of that name); an active one makes the others
 * inactive. A new name beyond the account's `limit` of saved layouts is refused: every layout is
 * sent at each sign-in, so their number bounds that answer.
 */
export async function saveLayout(
  db: Db,
  userId: number,
  layout: { name: string; version: number; data: Record<string, unknown>; active: boolean },
  limit: number,
): Promise<void> {
  const { name, version, data, active } = layout;
  await db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(layouts)
      .where(and(eq(layouts.userId, userId), ne(layouts.name, name)));
    if ((others?.n ?? 0) >= limit) {
      throw new AppError(409, 'conflict', 'layout.too_many', { max: limit });
    }
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
