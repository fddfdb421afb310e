import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { CallSpec } from '../../contract/call';
import { Disabled } from '../../contract/enums';
import { userSuspendedColumn } from '../abuse/suspensions';
import { apiKeys, roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { forbidden, rateLimited, unauthorized } from '../http/errors';
import type { RateLimiter } from '../ports/rate-limiter';
import { hashToken } from '../security/tokens';
import { isGranted } from './permissions';
import type { Actor } from './sessions';

/** `last_used_at` is a hint for the owner, not an audit trail: one write a minute per key is enough. */
const LAST_USED_PRECISION_MS = 60_000;
/** Per-key rate limits count calls in windows of a minute. */
const RATE_WINDOW_SECONDS = 60;

type ApiKeyHolder = Actor & {
  apiKeyId: number;
  scopes: readonly string[];
  rateLimit: number;
  lastUsedAt: Date | null;
};

/** A live key of an enabled owner, or null: revoked, unknown and disabled all end here. */
async function resolveApiKey(db: Db, key: string): Promise<ApiKeyHolder | null> {
  const [row] = await db
    .select({
      apiKeyId: apiKeys.id,
      scopes: apiKeys.scopes,
      rateLimit: apiKeys.rateLimit,
      lastUsedAt: apiKeys.lastUsedAt,
      userId: users.id,
      account: users.account,
      roleId: users.roleId,
      roleKey: roles.key,
      isSuper: roles.isSuper,
      suspended: userSuspendedColumn(users.id),
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt), eq(users.disabled, Disabled.no)),
    )
    .limit(1);
  return row ? { ...row, sessionId: 0, token: '' } : null;
}

/** Notes the key's use unless it was noted within the last minute (by this process or another). */
async function noteUse(db: Db, holder: ApiKeyHolder, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  if (holder.lastUsedAt && holder.lastUsedAt > staleBefore) return;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, holder.apiKeyId),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore)),
      ),
    );
}

/**
 * The caller behind an API key, for a call that is not public: an unknown or revoked key (or a
 * disabled owner) is 401; a suspended owner's key is 403; a call the key's scopes do not reach, or that API keys never reach, is
 * 403; beyond the key's calls a minute, 429. The owner's role must still grant the call, exactly
 * as for the owner in the console, so a key never does more than its owner may.
 */
export async function admitApiKey(
  deps: { db: Db; rateLimiter: RateLimiter; now(): Date },
  key: string,
  spec: Pick<CallSpec, 'access' | 'permission' | 'apiScope'>,
  path: string,
): Promise<Actor> {
  const holder = await resolveApiKey(deps.db, key);
  if (!holder) throw unauthorized('code_api.key_invalid');
  if (holder.suspended) throw forbidden('abuse_suspension.key_suspended');
  if (!spec.apiScope) throw forbidden('code_api.call_closed');
  if (!holder.scopes.includes(spec.apiScope)) throw forbidden('code_api.scope_missing');
  if (!(await deps.rateLimiter.hit(`api_key:${holder.apiKeyId}`, holder.rateLimit, RATE_WINDOW_SECONDS))) {
    throw rateLimited('code_api.rate_limited', undefined, RATE_WINDOW_SECONDS);
  }
  const { scopes: _scopes, rateLimit: _rate, lastUsedAt: _last, ...actor } = holder;
  if (spec.access === 'permission' && !(await isGranted(deps.db, actor, spec.permission ?? path))) {
    throw forbidden();
  }
  await noteUse(deps.db, holder, deps.now());
  return actor;
}
