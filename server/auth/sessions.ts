import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { Disabled } from '../../contract/enums';
import { LIMITS } from '../../contract/rules';
import { userSuspendedColumn } from '../abuse/suspensions';
import { roles, sessions, users } from '../db/schema';
import type { Db } from '../db/store';
import { hashToken, newToken } from '../security/tokens';

/** Who is calling: resolved once per request from the bearer token. */
export type Actor = {
  userId: number;
  account: string;
  roleId: number;
  roleKey: string | null;
  isSuper: boolean;
  /** 0 and '' for a caller with an API key: no call that handles sessions is open to API keys. */
  sessionId: number;
  token: string;
  /** Set when the caller came with an API key of the code API rather than a console session. */
  apiKeyId?: number;
  /** An administrator suspended the user: their console is read-only and their API keys stop. */
  suspended?: boolean;
  /** The password was generated or reset by an administrator: only its change is let through. */
  mustChangePassword?: boolean;
};

/** A console's session as its socket keeps it: when the session ends by itself, without a query. */
export type SessionActor = Actor & { expiresAt: Date };

const HOUR_MS = 3_600_000;
/** Session ids per query when many are checked at once, well under PostgreSQL's parameter limit. */
const IDS_PER_QUERY = 5000;

export function bearerToken(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match?.[1] ?? null;
}

/**
 * Starts a session and answers its token. An account keeps at most `keep` live sessions (the
 * configuration's devices signed in at once): the oldest beyond it end here, so a script that
 * signs in again and again cannot pile up sessions, and the owner's newest devices stay in.
 */
export async function startSession(
  db: Db,
  userId: number,
  options: { remember: boolean; ip: string; userAgent: string; keep: number },
): Promise<string> {
  const token = newToken();
  const lifetime = options.remember ? LIMITS.rememberMeDays * 24 * HOUR_MS : LIMITS.sessionHours * HOUR_MS;
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + lifetime),
      ip: options.ip,
      userAgent: options.userAgent.slice(0, 512),
    });
    const beyond = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isLive()))
      .orderBy(desc(sessions.id))
      .offset(options.keep);
    if (beyond.length > 0) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          inArray(
            sessions.id,
            beyond.map((session) => session.id),
          ),
        );
    }
  });
  return token;
}

/** A session that still lets its holder in: neither ended nor expired. */
function isLive() {
  return and(isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()));
}

/** A live session of an enabled user, or null: revoked, expired and disabled all end here. */
export async function resolveSession(db: Db, token: string): Promise<SessionActor | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      account: users.account,
      roleId: users.roleId,
      roleKey: roles.key,
      isSuper: roles.isSuper,
      suspended: userSuspendedColumn(users.id),
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isLive(), eq(users.disabled, Disabled.no)))
    .limit(1);
  return row ? { ...row, token } : null;
}

/**
 * Which of these sessions still let their holder in, as `resolveSession` decides: what holders of
 * long-lived connections (sockets) check now and then, in case word of an ending was lost.
 */
export async function liveSessionIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const live = new Set<number>();
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, ids.slice(start, start + IDS_PER_QUERY)),
          isLive(),
          eq(users.disabled, Disabled.no),
        ),
      );
    for (const row of rows) live.add(row.id);
  }
  return live;
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every other session of a user, e.g. after a password change. */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user at once (disabled, password reset). */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
