import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { analyticsSnippetSchema } from '../../contract/areas/js-config';
import { analyticsSnippets } from '../db/schema';
import type { Db } from '../db/store';
import type { CodeCache } from '../redirect/cache';

export type SnippetSettings = z.output<typeof analyticsSnippetSchema>;

/** What a customer who never saved a snippet sees: off, with the most common provider chosen. */
const NO_SNIPPET: SnippetSettings = { provider: 'ga4', site_id: '', enabled: false };

export async function readSnippet(db: Db, ownerId: number): Promise<SnippetSettings> {
  const [row] = await db
    .select()
    .from(analyticsSnippets)
    .where(eq(analyticsSnippets.ownerId, ownerId))
    .limit(1);
  if (!row) return NO_SNIPPET;
  return { provider: row.provider as SnippetSettings['provider'], site_id: row.siteId, enabled: row.enabled };
}

/**
 * Saves the owner's snippet. The snippet travels with the owner's cached codes, so they are
 * loaded afresh on every process: landing pages carry the change from the next visit on.
 */
export async function saveSnippet(
  db: Db,
  codeCache: CodeCache,
  ownerId: number,
  snippet: SnippetSettings,
): Promise<void> {
  const values = { provider: snippet.provider, siteId: snippet.site_id, enabled: snippet.enabled };
  await db
    .insert(analyticsSnippets)
    .values({ ownerId, ...values })
    .onConflictDoUpdate({ target: analyticsSnippets.ownerId, set: { ...values, updatedAt: new Date() } });
  await codeCache.ownersChanged([ownerId]);
}
