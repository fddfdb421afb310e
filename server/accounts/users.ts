import { eq, type SQL } from 'drizzle-orm';
import { roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { hashPassword } from '../security/passwords';
import { randomCode } from '../security/tokens';

/** A user with their role's key, as the session calls need it. */
export async function findUserWithRole(db: Db, where: SQL) {
  const [row] = await db
    .select({ user: users, roleKey: roles.key })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where)
    .limit(1);
  return row;
}

export type UserWithRole = NonNullable<Awaited<ReturnType<typeof findUserWithRole>>>;

/**
 * A setup that was started is kept sealed behind this prefix until the user proves a code from it,
 * so a half-finished setup never counts and never locks anyone out.
 */
export const PENDING_TOTP = 'pending:';

/** Whether the user finished setting up an authenticator. */
export function hasAuthenticator(totpSecret: string): boolean {
  return totpSecret !== '' && !totpSecret.startsWith(PENDING_TOTP);
}

/** The `user_info` of SPEC §11. */
export function userInfo({ user, roleKey }: UserWithRole) {
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
    share_ratio: user.shareRatio,
    totp_enabled: hasAuthenticator(user.totpSecret),
    must_change_password: user.mustChangePassword,
  };
}

/** What a new account is made of, the password aside. */
export type AccountFields = {
  account: string;
  roleId: number;
  name?: string;
  phone?: string;
  superiorId?: number | null;
  shareRatio?: string;
  memberExpireTime?: Date | null;
  registerIp?: string;
  /** A password the user did not choose: replaced at their first sign-in. */
  mustChangePassword?: boolean;
};

export type NewAccount = AccountFields & { password: string };

/**
 * Creates an account with a hashed password and a fresh invitation code. Answers its id, or null
 * when the account name is taken (the unique index decides, even for two requests at once).
 */
export async function createAccount(db: Db, account: NewAccount): Promise<number | null> {
  const { password, ...fields } = account;
  return insertAccount(db, fields, await hashPassword(password));
}

/**
 * `createAccount` with the password hashed beforehand: registration pays for the hash before it
 * learns whether the name is free, so a taken name costs and takes what a registration does.
 */
export async function insertAccount(
  db: Db,
  fields: AccountFields,
  passwordHash: string,
): Promise<number | null> {
  const [created] = await db
    .insert(users)
    .values({ ...fields, name: fields.name || fields.account, passwordHash, invitationCode: randomCode(8) })
    .onConflictDoNothing({ target: users.account })
    .returning({ id: users.id });
  return created?.id ?? null;
}
