import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { verifyPassword } from '../security/passwords';
import type { SecretBox } from '../security/secrets';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../security/totp';
import { readConfiguration } from '../settings/configuration';
import { userById } from './login';
import { hasAuthenticator, PENDING_TOTP } from './users';

/**
 * Starts setting up an authenticator: a new secret is kept sealed as pending until a code from it
 * is proved. Answers the secret and its otpauth URL (issuer: the site's title).
 */
export async function startAuthenticatorSetup(db: Db, secrets: SecretBox, userId: number) {
  const row = await userById(db, userId);
  if (hasAuthenticator(row.user.totpSecret)) throw invalidParameter([], 'totp.already_enabled');
  const secret = newTotpSecret();
  await db
    .update(users)
    .set({ totpSecret: PENDING_TOTP + secrets.seal(secret) })
    .where(eq(users.id, userId));
  const { title } = await readConfiguration(db);
  return { secret, url: otpauthUrl(title, row.user.account, secret) };
}

/** Finishes the setup when the code comes from the pending secret. */
export async function enableAuthenticator(
  db: Db,
  secrets: SecretBox,
  userId: number,
  code: string,
  now: Date,
): Promise<void> {
  const [user] = await db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, userId));
  if (!user?.totpSecret.startsWith(PENDING_TOTP)) throw invalidParameter([], 'totp.not_started');
  const sealed = user.totpSecret.slice(PENDING_TOTP.length);
  if (!verifyTotp(secrets.open(sealed), code, now)) {
    throw invalidParameter([{ path: 'code', messageKey: 'login.totp_wrong' }], 'login.totp_wrong');
  }
  await db.update(users).set({ totpSecret: sealed }).where(eq(users.id, userId));
}

/** Removes the authenticator after the password is re-entered. */
export async function disableAuthenticator(db: Db, userId: number, password: string): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw invalidParameter([{ path: 'password', messageKey: 'password.old_wrong' }], 'password.old_wrong');
  }
  await db.update(users).set({ totpSecret: '' }).where(eq(users.id, userId));
}
