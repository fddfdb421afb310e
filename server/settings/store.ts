import { eq } from 'drizzle-orm';
import { settings } from '../db/schema';
import type { Db } from '../db/store';

/**
 * A settings document: stored values over the defaults, so a setting added later has a value on
 * old installations. Unknown stored fields are ignored by the caller's output schema.
 */
export async function readSetting<T extends Record<string, unknown>>(
  db: Db,
  key: string,
  defaults: T,
): Promise<T> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
  const stored = row?.value && typeof row.value === 'object' ? (row.value as Partial<T>) : {};
  return { ...defaults, ...stored };
}

export async function writeSetting(db: Db, key: string, value: Record<string, unknown>): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
}
