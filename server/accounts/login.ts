import { eq } from 'drizzle-orm';
import { Disabled } from '../../contract/enums';
import { startSession } from '../auth/sessions';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, forbidden, invalidParameter, notFound } from '../http/errors';
import { hashPassword, verifyPassword } from '../security/passwords';
import type { SecretBox } from '../security/secrets';
import { newToken } from '../security/tokens';
import { verifyTotp } from '../security/totp';
import { type Configuration, readConfiguration } from '../settings/configuration';
import { findKnownDevice, type KnownDevice, rememberDevice } from './known-devices';
import { countAttempt, lockoutPolicy, reportFailures, settleSuccess } from './lockout';
import { loginSubjects, throttleRules } from './throttle';
import { findUserWithRole, hasAuthenticator, type UserWithRole } from './users';

/** Where a session is started from; kept with the session and the user's last login. */
export type Origin = { ip: string; userAgent: string };

export type LoginAttempt = Origin & {
  account: string;
  password: string;
  totp?: string;
  remember: boolean;
  /** The device token an earlier sign-in on this device answered, if the client kept one. */
  device_token?: string;
  /** The clock; tests move it through the throttle's delays. */
  now: () => Date;
};

const badCredentials = () => new AppError(400, 'invalid_parameter', 'login.bad_credentials');

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password made like every stored one (same scrypt cost). An unknown account
 * is checked against it, so its answer takes as long as a wrong password's and the time does not
 * tell which accounts exist. Made once per process, at the first sign-in of any account.
 */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(newToken());
  return dummyHash;
}

/**
 * Signs a user in. The attempt is throttled first (see `./throttle`): a known device of the
 * account against its own failures only, any other against its address and the account; while
 * one of them waits the answer is a 429 saying when to come back. Then the password — checked
 * against a dummy hash when the account does not exist, with the same answer as a wrong one —,
 * the disabled flag and the authenticator code. Every refusal counts as a failure; a success
 * gives the count back and answers the session's token, the user and the device token.
 */
export async function signIn(
  db: Db,
  secrets: SecretBox,
  attempt: LoginAttempt,
): Promise<{ token: string; user: UserWithRole; deviceToken: string }> {
  const { account, ip, userAgent, device_token } = attempt;
  const now = attempt.now();
  const dummy = dummyPasswordHash();
  const configuration = await readConfiguration(db);
  const policy = lockoutPolicy(configuration);
  const rules = throttleRules(policy);
  const row = await findUserWithRole(db, eq(users.account, account));
  const found = device_token ? await findKnownDevice(db, device_token, now) : undefined;
  const device = found && row && found.userId === row.user.id ? found : undefined;

  const counted = await countAttempt(db, loginSubjects({ account, ip, deviceId: device?.id }), rules, now);
  const checked = await checkCredentials(row, attempt, configuration, secrets, now, await dummy);
  if ('refusal' in checked) {
    await reportFailures(db, counted, policy, { ip, userAgent, now });
    throw checked.refusal;
  }
  const { user } = checked;
  await settleSuccess(db, counted);
  const deviceToken = await rememberDevice(db, user.user.id, recognised(device, device_token), now);
  const token = await startSession(db, user.user.id, {
    remember: attempt.remember,
    ip,
    userAgent,
    keep: configuration.max_sessions_per_user,
  });
  await recordSignIn(db, user.user.id, ip, now);
  return { token, user, deviceToken };
}

function recognised(device: KnownDevice | undefined, token: string | undefined) {
  return device && token ? { device, token } : undefined;
}

/** The user the attempt proves to be, or why it fails. */
async function checkCredentials(
  row: UserWithRole | undefined,
  attempt: LoginAttempt,
  configuration: Configuration,
  secrets: SecretBox,
  now: Date,
  dummy: string,
): Promise<{ user: UserWithRole } | { refusal: AppError }> {
  // Same work and the same answer for an unknown account and a wrong password.
  const passwordMatches = await verifyPassword(attempt.password, row?.user.passwordHash ?? dummy);
  if (!row || !passwordMatches) return { refusal: badCredentials() };
  if (row.user.disabled === Disabled.yes) return { refusal: forbidden('login.disabled') };
  if (configuration.google_verification && hasAuthenticator(row.user.totpSecret)) {
    // A right password without its code counts as a failure too: else the different answer
    // would be a free oracle for the password.
    if (!attempt.totp) {
      const field = { path: 'totp', messageKey: 'login.totp_required' };
      return { refusal: invalidParameter([field], 'login.totp_required') };
    }
    if (!verifyTotp(secrets.open(row.user.totpSecret), attempt.totp, now)) {
      return {
        refusal: invalidParameter([{ path: 'totp', messageKey: 'login.totp_wrong' }], 'login.totp_wrong'),
      };
    }
  }
  return { user: row };
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
  now: Date,
): Promise<{ token: string; user: UserWithRole }> {
  const user = await userById(db, userId);
  const { max_sessions_per_user: keep } = await readConfiguration(db);
  const token = await startSession(db, userId, { remember: false, ...origin, keep });
  await recordSignIn(db, userId, origin.ip, now);
  return { token, user };
}

/** Where and when the user last signed in, as the user list shows it: registering signs in too. */
async function recordSignIn(db: Db, userId: number, ip: string, now: Date): Promise<void> {
  await db.update(users).set({ loginIp: ip, loginTime: now }).where(eq(users.id, userId));
}
