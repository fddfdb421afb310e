import { eq } from 'drizzle-orm';
import { Disabled } from '../../contract/enums';
import { startSession } from '../auth/sessions';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, forbidden, invalidParameter, notFound, rateLimited } from '../http/errors';
import { verifyPassword } from '../security/passwords';
import type { SecretBox } from '../security/secrets';
import { verifyTotp } from '../security/totp';
import { readConfiguration } from '../settings/configuration';
import { clearAccountFailures, lockSubjects, minutesLocked, recordFailure } from './lockout';
import { findUserWithRole, hasAuthenticator, type UserWithRole } from './users';

/** Where a session is started from; kept with the session and the user's last login. */
export type Origin = { ip: string; userAgent: string };

export type LoginAttempt = Origin & {
  account: string;
  password: string;
  totp?: string;
  remember: boolean;
  /** The clock; tests move it through lockout windows. */
  now: () => Date;
};

const badCredentials = () => new AppError(400, 'invalid_parameter', 'login.bad_credentials');

/**
 * Signs a user in: refused while the account or the address is locked; a failure counts towards
 * a lock; a disabled account and a missing or wrong authenticator code are refused. Answers the
 * session's token and the user.
 */
export async function signIn(
  db: Db,
  secrets: SecretBox,
  attempt: LoginAttempt,
): Promise<{ token: string; user: UserWithRole }> {
  const { account, password, totp, remember, ip, userAgent, now } = attempt;
  const configuration = await readConfiguration(db);
  const subjects = lockSubjects(account, ip);
  const locked = await minutesLocked(db, subjects, now());
  if (locked > 0) throw rateLimited('login.locked', { minutes: locked });

  const row = await findUserWithRole(db, eq(users.account, account));
  // Same answer for an unknown account and a wrong password: accounts cannot be probed.
  if (!row || !(await verifyPassword(password, row.user.passwordHash))) {
    const policy = {
      failures: configuration.lockout_failures,
      windowMinutes: configuration.lockout_window_minutes,
      lockMinutes: configuration.lockout_minutes,
    };
    await recordFailure(db, subjects, policy, now());
    throw badCredentials();
  }
  if (row.user.disabled === Disabled.yes) throw forbidden('login.disabled');
  if (configuration.google_verification && hasAuthenticator(row.user.totpSecret)) {
    if (!totp)
      throw invalidParameter([{ path: 'totp', messageKey: 'login.totp_required' }], 'login.totp_required');
    if (!verifyTotp(secrets.open(row.user.totpSecret), totp, now())) {
      throw invalidParameter([{ path: 'totp', messageKey: 'login.totp_wrong' }], 'login.totp_wrong');
    }
  }
  await clearAccountFailures(db, account);
  const token = await startSession(db, row.user.id, { remember, ip, userAgent });
  await db.update(users).set({ loginIp: ip, loginTime: now() }).where(eq(users.id, row.user.id));
  return { token, user: row };
}

/** A user with their role by id; a user who vanished meanwhile is not found. */
export async function userById(db: Db, userId: number): Promise<UserWithRole> {
  const row = await findUserWithRole(db, eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

/** A session for a user who just registered. */
export async function signInRegistered(
  db: Db,
  userId: number,
  origin: Origin,
): Promise<{ token: string; user: UserWithRole }> {
  const user = await userById(db, userId);
  const token = await startSession(db, userId, { remember: false, ...origin });
  return { token, user };
}
