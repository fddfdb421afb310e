import { asc, eq } from 'drizzle-orm';
import { externalKeys } from '../db/schema';
import type { Db } from '../db/store';

/** The keys of external platforms (enabled ones only if asked), by platform. */
export function listExternalKeys(db: Db, enabledOnly: boolean) {
  return db
    .select()
    .from(externalKeys)
    .where(enabledOnly ? eq(externalKeys.enabled, true) : undefined)
    .orderBy(asc(externalKeys.platform));
}
