import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { administratorCalls, userListCalls } from '../../contract/areas/users';
import { BillType, Disabled } from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import { endAllSessions } from '../auth/sessions';
import { users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter } from '../http/errors';
import { sendToUsers } from '../messages/service';
import { changeBalance } from '../money/ledger';
import { hashPassword } from '../security/passwords';
import { readConfiguration } from '../settings/configuration';
import { assertNoSuperiorCycle, assignableRole, type RoleScope, targetAccounts } from './management';
import { createAccount } from './users';

/**
 * What the `user_list` and `administrators` pages do to accounts. Every function checks its
 * targets through `targetAccounts` first, so each page reaches only its own kind of account.
 */

type Input<P extends keyof typeof userListCalls> = z.output<(typeof userListCalls)[P]['input']>;

export async function addAccount(
  db: Db,
  actor: Actor,
  scope: RoleScope,
  input: Input<'user_list/add'>,
): Promise<number> {
  await assignableRole(db, actor, input.role_id, scope);
  const id = await createAccount(db, {
    account: input.account,
    password: input.password,
    name: input.name,
    phone: input.phone,
    roleId: input.role_id,
  });
  if (id === null) throw conflict('register.account_taken');
  return id;
}

/** Sets a new password (blank: the configured default) and ends the account's sessions. */
export async function resetPassword(
  db: Db,
  actor: Actor,
  scope: RoleScope,
  { id, password }: Input<'user_list/reset_password'>,
): Promise<void> {
  await targetAccounts(db, actor, [id], scope);
  const next = password === '' ? (await readConfiguration(db)).default_reset_password : password;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), mustChangePassword: true, updatedAt: new Date() })
    .where(eq(users.id, id));
  await endAllSessions(db, id);
}

/** Disables or enables accounts; a disabled account's sessions end at once. Nobody disables themselves. */
export async function setDisabled(
  db: Db,
  actor: Actor,
  scope: RoleScope,
  { ids, disabled }: Input<'user_list/disable'>,
): Promise<void> {
  if (disabled === Disabled.yes && ids.includes(actor.userId)) throw invalidParameter([], 'user.not_self');
  await targetAccounts(db, actor, ids, scope);
  await db.update(users).set({ disabled, updatedAt: new Date() }).where(inArray(users.id, ids));
  if (disabled === Disabled.yes) {
    for (const id of ids) await endAllSessions(db, id);
  }
}

/** A customer's profile, role, superior, share ratio, invitation code and membership. */
export async function updateCustomer(db: Db, actor: Actor, input: Input<'user_list/update'>): Promise<void> {
  await targetAccounts(db, actor, [input.id], 'customer');
  await assignableRole(db, actor, input.role_id, 'customer');
  if (input.superior_id !== null) await assertNoSuperiorCycle(db, input.id, input.superior_id);
  const [codeOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.invitationCode, input.invitation_code))
    .limit(1);
  if (codeOwner && codeOwner.id !== input.id) throw conflict('user.code_taken');
  await db
    .update(users)
    .set({
      name: input.name,
      phone: input.phone,
      roleId: input.role_id,
      superiorId: input.superior_id,
      shareRatio: input.share_ratio,
      invitationCode: input.invitation_code,
      memberExpireTime: input.member_expire_time === null ? null : new Date(input.member_expire_time),
      updatedAt: new Date(),
    })
    .where(eq(users.id, input.id));
}

/** An administrator's profile and role; nobody changes their own role. */
export async function updateAdministrator(
  db: Db,
  actor: Actor,
  input: z.output<(typeof administratorCalls)['administrators/update']['input']>,
): Promise<void> {
  await targetAccounts(db, actor, [input.id], 'platform');
  if (input.id === actor.userId) {
    const [self] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, input.id));
    // Changing one's own role could only lock oneself out or raise oneself up.
    if (self?.roleId !== input.role_id) throw invalidParameter([], 'user.not_self');
  }
  await assignableRole(db, actor, input.role_id, 'platform');
  await db
    .update(users)
    .set({ name: input.name, phone: input.phone, roleId: input.role_id, updatedAt: new Date() })
    .where(eq(users.id, input.id));
}

/** An administrator's change of a customer's balance, with its ledger row; answers the new balance. */
export async function adjustCustomerBalance(
  db: Db,
  actor: Actor,
  { id, amount, remark, request_id }: Input<'user_list/balance'>,
): Promise<string> {
  await targetAccounts(db, actor, [id], 'customer');
  return changeBalance(db, {
    userId: id,
    amount,
    type: BillType.admin_edit,
    remark,
    operatorId: actor.userId,
    // A console retry sends its request id again and changes the balance once.
    key: `adm:${actor.userId}:${request_id ?? randomUUID()}`,
  });
}

/** A site message from the administrator to each of these customers. */
export async function messageCustomers(
  db: Db,
  actor: Actor,
  { ids, title, content }: Input<'user_list/send_message'>,
): Promise<number> {
  await targetAccounts(db, actor, ids, 'customer');
  return sendToUsers(db, actor.userId, ids, { title, content });
}
