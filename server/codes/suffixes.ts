import { and, eq, inArray } from 'drizzle-orm';
import { codes } from '../db/schema';
import type { Db } from '../db/store';
import { conflict } from '../http/errors';

/**
 * A suffix is unique per domain (`codes_domain_file_idx` on the domain key and the file name).
 * These decide whether codes may move to a domain before the index would refuse it.
 */

/** A code as far as its suffix is concerned. */
export type SuffixHolder = { id: number; fileName: string };

/**
 * The suffixes that would be taken twice on the target domain if these codes moved there, each
 * once, sorted: another code there already has it, or two of the moving codes share it. A moving
 * code that is already on the target domain clashes with nothing by being there.
 *
 * @param occupants codes on the target domain (the caller reads only those with one of the moving suffixes)
 */
export function suffixClashes(moving: readonly SuffixHolder[], occupants: readonly SuffixHolder[]): string[] {
  const movingIds = new Set(moving.map((code) => code.id));
  const movingNames = new Set(moving.map((code) => code.fileName));
  const clashes = new Set(
    occupants
      .filter((code) => !movingIds.has(code.id) && movingNames.has(code.fileName))
      .map((code) => code.fileName),
  );
  const seen = new Set<string>();
  for (const code of new Map(moving.map((code) => [code.id, code])).values()) {
    if (seen.has(code.fileName)) clashes.add(code.fileName);
    seen.add(code.fileName);
  }
  return [...clashes].sort();
}

/**
 * Refuses moving these codes to the domain with this key (0: the console host) when a suffix
 * would clash there: 409 naming the `domain_id` field, the choice that clashes.
 */
export async function assertSuffixesFree(
  db: Db,
  moving: readonly SuffixHolder[],
  domainKey: number,
): Promise<void> {
  if (moving.length === 0) return;
  const occupants = await db
    .select({ id: codes.id, fileName: codes.fileName })
    .from(codes)
    .where(
      and(
        eq(codes.domainKey, domainKey),
        inArray(
          codes.fileName,
          moving.map((code) => code.fileName),
        ),
      ),
    );
  if (suffixClashes(moving, occupants).length > 0) {
    throw conflict('code.file_name_taken', [{ path: 'domain_id', messageKey: 'code.file_name_taken' }]);
  }
}
