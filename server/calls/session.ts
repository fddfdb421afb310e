import QRCode from 'qrcode';
import type { registerCalls } from '../../contract/areas/register';
import type { passwordCalls, sessionCalls, totpCalls } from '../../contract/areas/session';
import { activeSuspension } from '../abuse/suspensions';
import {
  disableAuthenticator,
  enableAuthenticator,
  startAuthenticatorSetup,
} from '../accounts/authenticator';
import { signIn, signInRegistered, userById } from '../accounts/login';
import { changeOwnPassword } from '../accounts/passwords';
import { registerUser } from '../accounts/registration';
import { type UserWithRole, userInfo } from '../accounts/users';
import { endSession } from '../auth/sessions';
import type { Db } from '../db/store';
import type { Handlers } from '../http/handlers';

const sessionOut = async (db: Db, { token, user }: { token: string; user: UserWithRole }) => {
  const suspension = await activeSuspension(db, { userId: user.user.id }, new Date());
  return {
    token,
    user_info: {
      ...userInfo(user),
      suspension: suspension && { reason: suspension.reason, expires_at: suspension.expiresAt },
    },
  };
};

export const sessionHandlers: Handlers<typeof sessionCalls> = {
  'admin/login': async (input, { db, secrets, ip, userAgent, now }) => {
    const { deviceToken, ...session } = await signIn(db, secrets, { ...input, ip, userAgent, now });
    return { ...(await sessionOut(db, session)), device_token: deviceToken };
  },

  'admin/logout': async (_input, { db, actor, realtime }) => {
    await endSession(db, actor.sessionId);
    await realtime.endSessions({ sessionIds: [actor.sessionId] });
    return {};
  },

  'admin/get_user_info': async (_input, { db, actor }) =>
    sessionOut(db, { token: actor.token, user: await userById(db, actor.userId) }),
};

export const registerHandlers: Handlers<typeof registerCalls> = {
  'admin/register': async (input, { db, ip, userAgent, now }) => {
    const at = now();
    const userId = await registerUser(db, { ...input, ip, now: at });
    return sessionOut(db, await signInRegistered(db, userId, { ip, userAgent }, at));
  },
};

export const passwordHandlers: Handlers<typeof passwordCalls> = {
  'admin/update_password': async (input, { db, actor, realtime }) => {
    await changeOwnPassword(db, actor, input);
    // As the other sessions end, so do their consoles; the one that made the change stays.
    await realtime.endSessions({ userIds: [actor.userId], keepSessionId: actor.sessionId });
    return {};
  },
};

export const totpHandlers: Handlers<typeof totpCalls> = {
  'admin/totp_setup': async (_input, { db, actor, secrets }) => {
    const { secret, url } = await startAuthenticatorSetup(db, secrets, actor.userId);
    return { secret, otpauth_url: url, qr_data_url: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
  },

  'admin/totp_enable': async ({ code }, { db, actor, secrets, now }) => {
    await enableAuthenticator(db, secrets, actor.userId, code, now());
    return {};
  },

  'admin/totp_disable': async ({ password }, { db, actor }) => {
    await disableAuthenticator(db, actor.userId, password);
    return {};
  },
};
