import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type ApiKeyRow, type codeApiCalls, MAX_LIVE_API_KEYS } from '../../contract/areas/code-api';
import type { ApiScope } from '../../contract/call';
import { apiKeys } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, notFound } from '../http/errors';
import { selectPage } from '../http/paging';
import { hashToken } from '../security/tokens';

/** Every API key starts so: it tells a key from a session token at a glance, for people and the server. */
export const API_KEY_PREFIX = 'lc_';

type KeyFields = z.output<(typeof codeApiCalls)['code_api/add']['input']>;
type Page = z.output<(typeof codeApiCalls)['code_api/inquire']['input']>;

/** `lc_` and 32 random bytes in base64url (43 characters): guessing one is out of reach. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;

/**
 * Whether a bearer token is an API key. The length matters as much as the prefix: a session
 * token (43 characters of the same alphabet) may happen to start with `lc_`.
 */
export function isApiKey(token: string): boolean {
  return token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);
}

function rowOf(record: typeof apiKeys.$inferSelect): ApiKeyRow {
  return {
    id: record.id,
    name: record.name,
    scopes: record.scopes as ApiScope[],
    prefix: record.prefix,
    last4: record.last4,
    rate_limit: record.rateLimit,
    last_used_at: record.lastUsedAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
    revoked_at: record.revokedAt?.toISOString() ?? null,
  };
}

/** The owner's keys, newest first, revoked ones included so the owner sees what was cut off. */
export async function listApiKeys(db: Db, userId: number, page: Page) {
  const { rows, total } = await selectPage(db, apiKeys, {
    where: eq(apiKeys.userId, userId),
    orderBy: [desc(apiKeys.id)],
    page,
  });
  return { list: rows.map(rowOf), total };
}

/** Creates a key and answers it: the only moment it exists outside its holder's hands. */
export async function addApiKey(
  db: Db,
  userId: number,
  fields: KeyFields,
): Promise<{ id: number; key: string }> {
  const [live] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if ((live?.total ?? 0) >= MAX_LIVE_API_KEYS) throw conflict('code_api.too_many_keys');
  const key = newApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId,
      name: fields.name,
      scopes: fields.scopes,
      rateLimit: fields.rate_limit,
      keyHash: hashToken(key),
      prefix: key.slice(0, API_KEY_PREFIX.length + 4),
      last4: key.slice(-4),
    })
    .returning({ id: apiKeys.id });
  return { id: (row as { id: number }).id, key };
}

/** Changes one of the owner's live keys; another's key is "not found", a revoked one stays as it was. */
export async function updateApiKey(db: Db, userId: number, id: number, fields: KeyFields): Promise<void> {
  const [key] = await db
    .select({ revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .limit(1);
  if (!key) throw notFound();
  if (key.revokedAt) throw conflict('code_api.key_revoked');
  await db
    .update(apiKeys)
    .set({ name: fields.name, scopes: fields.scopes, rateLimit: fields.rate_limit })
    .where(eq(apiKeys.id, id));
}

/**
 * Revokes the owner's keys; answers how many were live. One id of another owner refuses the
 * whole request, as if it did not exist, and revokes nothing.
 */
export async function revokeApiKeys(db: Db, userId: number, ids: number[], now: Date): Promise<number> {
  const wanted = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(inArray(apiKeys.id, wanted), eq(apiKeys.userId, userId)));
    if (owned.length !== wanted.length) throw notFound();
    const revoked = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(inArray(apiKeys.id, wanted), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    return revoked.length;
  });
}
