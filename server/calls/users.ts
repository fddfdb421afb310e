import type { z } from 'zod';
import type { administratorCalls, userListCalls } from '../../contract/areas/users';
import { Disabled, type Locale, SocketMessageType } from '../../contract/enums';
import {
  addAccount,
  adjustCustomerBalance,
  messageCustomers,
  resetPassword,
  setDisabled,
  updateAdministrator,
  updateCustomer,
} from '../accounts/administration';
import { type AccountFilter, type AccountListing, listAccounts } from '../accounts/directory';
import { type RoleScope, superiorChain, targetAccounts } from '../accounts/management';
import type { Actor } from '../auth/sessions';
import type { CallContext, Handlers } from '../http/handlers';
import { membershipPackageOf, membershipState } from '../money/membership-state';
import { roleNameFor } from '../roles/seeded';

const accountOut = (
  locale: Locale,
  now: Date,
  { user, roleName, roleKey, superiorAccount, comboId, comboName, customers, totalShares }: AccountListing,
) => ({
  id: user.id,
  account: user.account,
  name: user.name,
  phone: user.phone,
  role_id: user.roleId,
  role_name: roleNameFor(locale, { key: roleKey, name: roleName }),
  superior_id: user.superiorId,
  superior_account: superiorAccount,
  customers,
  total_shares: totalShares,
  balance: user.balance,
  share_ratio: user.shareRatio,
  invitation_code: user.invitationCode,
  member_expire_time: user.memberExpireTime,
  membership: membershipState(membershipPackageOf(comboId, comboName), user.memberExpireTime, now),
  disabled: user.disabled as 1 | 2,
  online_status: user.onlineStatus as 1 | 2,
  online_updated_at: user.onlineUpdatedAt,
  register_ip: user.registerIp,
  login_ip: user.loginIp,
  login_time: user.loginTime,
  created_at: user.createdAt,
});

type Input<P extends keyof typeof userListCalls> = z.output<(typeof userListCalls)[P]['input']>;

/** The handlers `user_list` and `administrators` share, each bound to its kind of account. */
function accountHandlers(scope: RoleScope) {
  return {
    inquire: async (filter: AccountFilter, { db, locale, now }: CallContext<Actor>) => {
      const { rows, total } = await listAccounts(db, scope, filter);
      const at = now();
      return { list: rows.map((row) => accountOut(locale, at, row)), total };
    },

    add: async (input: Input<'user_list/add'>, { db, actor }: CallContext<Actor>) => ({
      id: await addAccount(db, actor, scope, input),
    }),

    reset_password: async (input: Input<'user_list/reset_password'>, ctx: CallContext<Actor>) => {
      await resetPassword(ctx.db, ctx.actor, scope, input);
      await ctx.realtime.refreshUser(input.id);
      await ctx.realtime.endSessions({ userIds: [input.id] });
      return {};
    },

    disable: async (input: Input<'user_list/disable'>, ctx: CallContext<Actor>) => {
      await setDisabled(ctx.db, ctx.actor, scope, input);
      // A disabled owner's codes answer "not found" from the next visit on, on every process.
      await ctx.codeCache.ownersChanged(input.ids);
      if (input.disabled === Disabled.yes) {
        for (const id of input.ids) await ctx.realtime.refreshUser(id);
        await ctx.realtime.endSessions({ userIds: input.ids });
      }
      return {};
    },

    refresh: async ({ id }: Input<'user_list/refresh'>, ctx: CallContext<Actor>) => {
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
    await updateCustomer(ctx.db, ctx.actor, input);
    await ctx.codeCache.ownersChanged([input.id]);
    return {};
  },

  'user_list/balance': async (input, { db, actor }) => ({
    balance: await adjustCustomerBalance(db, actor, input),
  }),

  'user_list/superior_chain': async ({ id }, { db, actor }) => {
    await targetAccounts(db, actor, [id], 'customer');
    return { list: await superiorChain(db, id) };
  },

  'user_list/send_message': async (input, { db, actor }) => ({
    sent: await messageCustomers(db, actor, input),
  }),
};

export const administratorHandlers: Handlers<typeof administratorCalls> = {
  'administrators/inquire': administrators.inquire,
  'administrators/add': administrators.add,
  'administrators/reset_password': administrators.reset_password,
  'administrators/disable': administrators.disable,
  'administrators/refresh': administrators.refresh,

  'administrators/update': async (input, ctx) => {
    await updateAdministrator(ctx.db, ctx.actor, input);
    await ctx.codeCache.ownersChanged([input.id]);
    await ctx.realtime.refreshUser(input.id);
    return {};
  },
};
