import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { administratorCalls, USER_SORT_COLUMNS, userListCalls } from '../../contract/areas/users';
import { BillType, Disabled, SocketMessageType } from '../../contract/enums';
import { changeBalance } from '../accounts/ledger';
import {
  assertNoSuperiorCycle,
  assignableRole,
  type RoleScope,
  targetAccounts,
} from '../accounts/management';
import { createAccount } from '../accounts/users';
import type { Actor } from '../auth/sessions';
import { endAllSessions } from '../auth/sessions';
import { messages, roles, users } from '../db/schema';
import { conflict, invalidParameter } from '../http/errors';
import type { CallContext, Handlers } from '../http/handlers';
import { containing, pageWindow } from '../http/paging';
import { hashPassword } from '../security/passwords';
import { readConfiguration } from '../settings/configuration';

const superior = alias(users, 'superior');

const SORT_COLUMNS = {
  id: users.id,
  account: users.account,
  balance: users.balance,
  member_expire_time: users.memberExpireTime,
  login_time: users.loginTime,
  created_at: users.createdAt,
} satisfies Record<(typeof USER_SORT_COLUMNS)[number], unknown>;

type InquireInput = z.output<(typeof userListCalls)['user_list/inquire']['input']>;

async function inquire(ctx: CallContext<Actor>, input: InquireInput, scope: RoleScope) {
  const { keyword, role_id, disabled, online_status, superior_id, sort_by, sort_order, ...page } = input;
  const pattern = containing(keyword);
  const where: SQL | undefined = and(
    eq(roles.scope, scope),
    pattern
      ? or(ilike(users.account, pattern), ilike(users.name, pattern), ilike(users.phone, pattern))
      : undefined,
    role_id === undefined ? undefined : eq(users.roleId, role_id),
    disabled === undefined ? undefined : eq(users.disabled, disabled),
    online_status === undefined ? undefined : eq(users.onlineStatus, online_status),
    superior_id === undefined ? undefined : eq(users.superiorId, superior_id),
  );
  const order = sort_order === 'asc' ? asc(SORT_COLUMNS[sort_by]) : desc(SORT_COLUMNS[sort_by]);
  const { limit, offset } = pageWindow(page);
  const rows = await ctx.db
    .select({ user: users, roleName: roles.name, superiorAccount: superior.account })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(superior, eq(superior.id, users.superiorId))
    .where(where)
    .orderBy(order, desc(users.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(where);
  return {
    list: rows.map(({ user, roleName, superiorAccount }) => ({
      id: user.id,
      account: user.account,
      name: user.name,
      phone: user.phone,
      role_id: user.roleId,
      role_name: roleName,
      superior_id: user.superiorId,
      superior_account: superiorAccount,
      balance: user.balance,
      share_ratio: user.shareRatio,
      invitation_code: user.invitationCode,
      member_expire_time: user.memberExpireTime,
      disabled: user.disabled as 1 | 2,
      online_status: user.onlineStatus as 1 | 2,
      online_updated_at: user.onlineUpdatedAt,
      register_ip: user.registerIp,
      login_ip: user.loginIp,
      login_time: user.loginTime,
      created_at: user.createdAt,
    })),
    total: counted?.total ?? 0,
  };
}

/** The handlers `user_list` and `administrators` share, each bound to its kind of account. */
function accountHandlers(scope: RoleScope) {
  return {
    inquire: (input: InquireInput, ctx: CallContext<Actor>) => inquire(ctx, input, scope),

    add: async (
      input: { account: string; password: string; name: string; phone: string; role_id: number },
      ctx: CallContext<Actor>,
    ) => {
      await assignableRole(ctx.db, ctx.actor, input.role_id, scope);
      const id = await createAccount(ctx.db, {
        account: input.account,
        password: input.password,
        name: input.name,
        phone: input.phone,
        roleId: input.role_id,
      });
      if (id === null) throw conflict('register.account_taken');
      return { id };
    },

    reset_password: async ({ id, password }: { id: number; password: string }, ctx: CallContext<Actor>) => {
      await targetAccounts(ctx.db, ctx.actor, [id], scope);
      const next = password === '' ? (await readConfiguration(ctx.db)).default_reset_password : password;
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(next), updatedAt: new Date() })
        .where(eq(users.id, id));
      await endAllSessions(ctx.db, id);
      await ctx.realtime.refreshUser(id);
      return {};
    },

    disable: async ({ ids, disabled }: { ids: number[]; disabled: 1 | 2 }, ctx: CallContext<Actor>) => {
      if (disabled === Disabled.yes && ids.includes(ctx.actor.userId))
        throw invalidParameter([], 'user.not_self');
      await targetAccounts(ctx.db, ctx.actor, ids, scope);
      await ctx.db.update(users).set({ disabled, updatedAt: new Date() }).where(inArray(users.id, ids));
      // A disabled owner's codes answer "not found" from the next visit on, on every process.
      await ctx.codeCache.ownersChanged(ids);
      if (disabled === Disabled.yes) {
        for (const id of ids) {
          await endAllSessions(ctx.db, id);
          await ctx.realtime.refreshUser(id);
        }
      }
      return {};
    },

    refresh: async ({ id }: { id: number }, ctx: CallContext<Actor>) => {
      await targetAccounts(ctx.db, ctx.actor, [id], scope);
      await ctx.realtime.sendToUser(id, { type: SocketMessageType.reload });
      return {};
    },
  };
}

const customers = accountHandlers('customer');
const administrators = accountHandlers('platform');

export const userListHandlers: Handlers<typeof userListCalls> = {
  'user_list/inquire': customers.inquire,
  'user_list/add': customers.add,
  'user_list/reset_password': customers.reset_password,
  'user_list/disable': customers.disable,
  'user_list/refresh': customers.refresh,

  'user_list/update': async (input, ctx) => {
    await targetAccounts(ctx.db, ctx.actor, [input.id], 'customer');
    await assignableRole(ctx.db, ctx.actor, input.role_id, 'customer');
    if (input.superior_id !== null) await assertNoSuperiorCycle(ctx.db, input.id, input.superior_id);
    const [codeOwner] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.invitationCode, input.invitation_code))
      .limit(1);
    if (codeOwner && codeOwner.id !== input.id) throw conflict('user.code_taken');
    await ctx.db
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
    await ctx.codeCache.ownersChanged([input.id]);
    return {};
  },

  'user_list/balance': async ({ id, amount, remark }, ctx) => {
    await targetAccounts(ctx.db, ctx.actor, [id], 'customer');
    const balance = await changeBalance(ctx.db, {
      userId: id,
      amount,
      type: BillType.admin_edit,
      remark,
      operatorId: ctx.actor.userId,
    });
    return { balance };
  },

  'user_list/send_message': async ({ ids, title, content }, ctx) => {
    await targetAccounts(ctx.db, ctx.actor, ids, 'customer');
    await ctx.db
      .insert(messages)
      .values(ids.map((userId) => ({ userId, senderId: ctx.actor.userId, title, content })));
    return { sent: ids.length };
  },
};

export const administratorHandlers: Handlers<typeof administratorCalls> = {
  'administrators/inquire': administrators.inquire,
  'administrators/add': administrators.add,
  'administrators/reset_password': administrators.reset_password,
  'administrators/disable': administrators.disable,
  'administrators/refresh': administrators.refresh,

  'administrators/update': async (input, ctx) => {
    await targetAccounts(ctx.db, ctx.actor, [input.id], 'platform');
    if (input.id === ctx.actor.userId) {
      const [self] = await ctx.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, input.id));
      // Changing one's own role could only lock oneself out or raise oneself up.
      if (self?.roleId !== input.role_id) throw invalidParameter([], 'user.not_self');
    }
    await assignableRole(ctx.db, ctx.actor, input.role_id, 'platform');
    await ctx.db
      .update(users)
      .set({ name: input.name, phone: input.phone, roleId: input.role_id, updatedAt: new Date() })
      .where(eq(users.id, input.id));
    await ctx.codeCache.ownersChanged([input.id]);
    await ctx.realtime.refreshUser(input.id);
    return {};
  },
};
