import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { platformCalls } from '../../contract/areas/platform';
import { externalKeys } from '../db/schema';
import type { Db } from '../db/store';
import type { Checker, CheckerMapping } from '../domains/reputation';
import type { SecretBox } from '../security/secrets';

/** The keys of external platforms (enabled ones only if asked), by platform. */
export function listExternalKeys(db: Db, enabledOnly: boolean) {
  return db
    .select()
    .from(externalKeys)
    .where(enabledOnly ? eq(externalKeys.enabled, true) : undefined)
    .orderBy(asc(externalKeys.platform));
}

type SavedKey = z.output<(typeof platformCalls)['url_key_platform/save']['input']>;

/** Adds or changes a key by its platform; an absent or empty secret keeps the stored one. */
export async function saveExternalKey(db: Db, secrets: SecretBox, key: SavedKey): Promise<number> {
  const sealed = key.secret ? { sealedSecret: secrets.seal(key.secret) } : {};
  const values = { title: key.title, url: key.url, enabled: key.enabled, mapping: key.mapping, ...sealed };
  const [row] = await db
    .insert(externalKeys)
    .values({ platform: key.platform, ...values })
    .onConflictDoUpdate({ target: externalKeys.platform, set: { ...values, updatedAt: new Date() } })
    .returning({ id: externalKeys.id });
  return row?.id ?? 0;
}

/** An enabled key's opened secret, or null when the platform has no enabled key with one. */
export async function openExternalSecret(db: Db, secrets: SecretBox, platform: string) {
  const [row] = await db.select().from(externalKeys).where(eq(externalKeys.platform, platform)).limit(1);
  if (!row?.enabled || !row.sealedSecret) return null;
  return { row, secret: secrets.open(row.sealedSecret) };
}

/** `••••` and the secret's last four characters, or empty without a secret. */
export function secretHint(secrets: SecretBox, sealed: string): string {
  if (!sealed) return '';
  return `••••${secrets.open(sealed).slice(-4)}`;
}

/** The reputation checker named in the monitor's settings, if it is enabled and has a mapping. */
export async function loadChecker(db: Db, secrets: SecretBox, platform: string): Promise<Checker | null> {
  if (!platform) return null;
  const [row] = await db.select().from(externalKeys).where(eq(externalKeys.platform, platform)).limit(1);
  if (!row?.enabled || !row.mapping) return null;
  return {
    platform,
    url: row.url,
    secret: row.sealedSecret ? secrets.open(row.sealedSecret) : '',
    mapping: row.mapping as CheckerMapping,
  };
}
