import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { registerCalls } from '../../contract/areas/register';
import type { passwordCalls, sessionCalls, totpCalls } from '../../contract/areas/session';
import { Disabled } from '../../contract/enums';
import { checkRegistration } from '../../contract/rules';
import { clearAccountFailures, lockSubjects, minutesLocked, recordFailure } from '../accounts/lockout';
import { registerUser } from '../accounts/registration';
import { findUserWithRole, hasAuthenticator, PENDING_TOTP, userInfo } from '../accounts/users';
import { endOtherSessions, endSession, startSession } from '../auth/sessions';
import { users } from '../db/schema';
import { AppError, forbidden, invalidParameter, notFound, rateLimited } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { hashPassword, verifyPassword } from '../security/passwords';
import { newTotpSecret, otpauthUrl, verifyTotp } from '../security/totp';
import { readConfiguration } from '../settings/configuration';

const badCredentials = () => new AppError(400, 'invalid_parameter', 'login.bad_credentials');

export const sessionHandlers: Handlers<typeof sessionCalls> = {
  'admin/login': async ({ account, password, totp, remember }, { db, ip, userAgent, now, secrets }) => {
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
    return { token, user_info: userInfo(row) };
  },

  'admin/logout': async (_input, { db, actor }) => {
    await endSession(db, actor.sessionId);
    return {};
  },

  'admin/get_user_info': async (_input, { db, actor }) => {
    const row = await findUserWithRole(db, eq(users.id, actor.userId));
    if (!row) throw notFound();
    return { token: actor.token, user_info: userInfo(row) };
  },
};

export const registerHandlers: Handlers<typeof registerCalls> = {
  'admin/register': async (input, { db, ip, userAgent, now }) => {
    const userId = await registerUser(db, { ...input, ip, now: now() });
    const row = await findUserWithRole(db, eq(users.id, userId));
    if (!row) throw notFound();
    const token = await startSession(db, userId, { remember: false, ip, userAgent });
    return { token, user_info: userInfo(row) };
  },
};

export const passwordHandlers: Handlers<typeof passwordCalls> = {
  'admin/update_password': async ({ old_password, password, repeat_password }, { db, actor }) => {
    if (password !== repeat_password) throw invalidParameter([], 'password.repeat_differs');
    const row = await findUserWithRole(db, eq(users.id, actor.userId));
    if (!row) throw notFound();
    // The same password rules as registration, checked against the account.
    const problem = checkRegistration({ account: row.user.account, password, repeat_password });
    if (problem) throw invalidParameter([{ path: 'password', messageKey: problem }], problem);
    if (!(await verifyPassword(old_password, row.user.passwordHash))) {
      throw invalidParameter(
        [{ path: 'old_password', messageKey: 'password.old_wrong' }],
        'password.old_wrong',
      );
    }
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, actor.userId));
    await endOtherSessions(db, actor.userId, actor.sessionId);
    return {};
  },
};

export const totpHandlers: Handlers<typeof totpCalls> = {
  'admin/totp_setup': async (_input, { db, actor, secrets }) => {
    const row = await findUserWithRole(db, eq(users.id, actor.userId));
    if (!row) throw notFound();
    if (hasAuthenticator(row.user.totpSecret)) {
      throw invalidParameter([], 'totp.already_enabled');
    }
    const secret = newTotpSecret();
    await db
      .update(users)
      .set({ totpSecret: PENDING_TOTP + secrets.seal(secret) })
      .where(eq(users.id, actor.userId));
    const { title } = await readConfiguration(db);
    const url = otpauthUrl(title, row.user.account, secret);
    return { secret, otpauth_url: url, qr_data_url: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
  },

  'admin/totp_enable': async ({ code }, { db, actor, secrets, now }) => {
    const [user] = await db
      .select({ totpSecret: users.totpSecret })
      .from(users)
      .where(eq(users.id, actor.userId));
    if (!user?.totpSecret.startsWith(PENDING_TOTP)) throw invalidParameter([], 'totp.not_started');
    const sealed = user.totpSecret.slice(PENDING_TOTP.length);
    if (!verifyTotp(secrets.open(sealed), code, now())) {
      throw invalidParameter([{ path: 'code', messageKey: 'login.totp_wrong' }], 'login.totp_wrong');
    }
    await db.update(users).set({ totpSecret: sealed }).where(eq(users.id, actor.userId));
    return {};
  },

  'admin/totp_disable': async ({ password }, { db, actor }) => {
    const [user] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, actor.userId));
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      throw invalidParameter([{ path: 'password', messageKey: 'password.old_wrong' }], 'password.old_wrong');
    }
    await db.update(users).set({ totpSecret: '' }).where(eq(users.id, actor.userId));
    return {};
  },
};
