import { eq } from 'drizzle-orm';
import type { AttentionState } from '../../contract/group-qr';
import { codeAlertSettings } from '../db/schema';
import type { Db } from '../db/store';
import type { AlertLines } from './lifecycle';
import { byUrgency, codeStanding } from './lifecycle';
import { ownersLines, platformLines, watchedCodes } from './lifecycle-alerts';

export type AttentionRow = {
  code_id: number;
  name: string;
  file_name: string;
  state: AttentionState;
  usable: number;
  next_expiry: Date | null;
};

/**
 * The owner's codes that need attention (SPEC §12.1): those with nothing usable, running low, or
 * with a destination expiring within the owner's window — most urgent first, one page of them.
 */
export async function codesNeedingAttention(
  db: Db,
  ownerId: number,
  now: Date,
  defaults: Partial<AlertLines> | undefined,
  page: { page: number; page_size: number },
): Promise<{ list: AttentionRow[]; total: number }> {
  const lines = (await ownersLines(db, [ownerId], defaults)).get(ownerId) ?? platformLines(defaults);
  const rows = (await watchedCodes(db, { ownerId })).flatMap((code) => {
    const standing = codeStanding(code.destinations, now, lines);
    return standing.state === null
      ? []
      : [
          {
            id: code.id,
            code,
            state: standing.state,
            nextExpiry: standing.nextExpiry,
            usable: standing.usable,
          },
        ];
  });
  rows.sort(byUrgency);
  const from = (page.page - 1) * page.page_size;
  return {
    list: rows.slice(from, from + page.page_size).map((row) => ({
      code_id: row.id,
      name: row.code.name,
      file_name: row.code.fileName,
      state: row.state,
      usable: row.usable,
      next_expiry: row.nextExpiry,
    })),
    total: rows.length,
  };
}

/** The owner's own lines as saved (null where they take the platform's). */
export async function ownAlertLines(db: Db, ownerId: number) {
  const [row] = await db.select().from(codeAlertSettings).where(eq(codeAlertSettings.ownerId, ownerId));
  return { expiring_hours: row?.expiringHours ?? null, low_usable: row?.lowUsable ?? null };
}

export async function saveAlertLines(
  db: Db,
  ownerId: number,
  lines: { expiring_hours: number | null; low_usable: number | null },
) {
  const values = { expiringHours: lines.expiring_hours, lowUsable: lines.low_usable, updatedAt: new Date() };
  await db
    .insert(codeAlertSettings)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: codeAlertSettings.ownerId, set: values });
}
