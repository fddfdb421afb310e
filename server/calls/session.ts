import { eq } from 'drizzle-orm';
import type { passwordCalls, sessionCalls } from '../../contract/areas/session';
import { Disabled } from '../../contract/enums';
import { checkRegistration } from '../../contract/rules';
import { endOtherSessions, endSession, startSession } from '../auth/sessions';
import { roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, invalidParameter, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { hashPassword, verifyPassword } from '../security/passwords';

async function findUser(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ user: users, roleKey: roles.key })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .limit(1);
  return row;
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUser>>>;

function userInfo({ user, roleKey }: UserRow) {
  return {
    id: user.id,
    account: user.account,
    name: user.name,
    role_id: user.roleId,
    role_key: roleKey ?? '',
    balance: user.balance,
    member_expire_time: user.memberExpireTime,
    invitation_code: user.invitationCode,
    superior_id: user.superiorId,
  };
}

const badCredentials = () => new AppError(400, 'invalid_parameter', 'login.bad_credentials');

export const sessionHandlers: Handlers<typeof sessionCalls> = {
  'admin/login': async ({ account, password, remember }, { db, ip, userAgent }) => {
    const row = await findUser(db, eq(users.account, account));
    // Same answer for an unknown account and a wrong password: accounts cannot be probed.
    if (!row || !(await verifyPassword(password, row.user.passwordHash))) throw badCredentials();
    if (row.user.disabled === Disabled.yes) throw new AppError(403, 'forbidden', 'login.disabled');
    const token = await startSession(db, row.user.id, { remember, ip, userAgent });
    await db.update(users).set({ loginIp: ip, loginTime: new Date() }).where(eq(users.id, row.user.id));
    return { token, user_info: userInfo(row) };
  },

  'admin/logout': async (_input, { db, actor }) => {
    await endSession(db, actor.sessionId);
    return {};
  },

  'admin/get_user_info': async (_input, { db, actor }) => {
    const row = await findUser(db, eq(users.id, actor.userId));
    if (!row) throw notFound();
    return { token: actor.token, user_info: userInfo(row) };
  },
};

export const passwordHandlers: Handlers<typeof passwordCalls> = {
  'admin/update_password': async ({ old_password, password, repeat_password }, { db, actor }) => {
    if (password !== repeat_password) throw invalidParameter([], 'password.repeat_differs');
    const row = await findUser(db, eq(users.id, actor.userId));
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
