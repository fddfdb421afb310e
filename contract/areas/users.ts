import { z } from 'zod';
import {
  call,
  decimalString,
  enumSchema,
  idSchema,
  isoTime,
  noOutput,
  paged,
  pageInput,
  prefixed,
  shareRatioSchema,
} from '../call';
import { Disabled, OnlineStatus } from '../enums';
import { membershipStateSchema } from '../membership';
import { moneyInput, moneyOutput } from '../money';
import { INVITATION_CODE_PATTERN, LETTERS_AND_DIGITS, LIMITS } from '../rules';
import { text } from '../text';
import { messageFields } from './message-admin';
import { requestIdSchema } from './money';

export const userRowSchema = z.object({
  id: z.int(),
  account: text(),
  name: text(),
  phone: text(),
  role_id: z.int(),
  role_name: text(),
  superior_id: z.int().nullable(),
  superior_account: text().nullable(),
  /** Accounts whose superior this one is (an agent's customers), and what it has earned from them. */
  customers: z.int(),
  total_shares: moneyOutput,
  balance: decimalString,
  share_ratio: decimalString,
  invitation_code: text(),
  /** The expiry as stored, for sorting and the edit form; what the list shows is `membership`. */
  member_expire_time: isoTime.nullable(),
  membership: membershipStateSchema,
  disabled: enumSchema(Disabled),
  online_status: enumSchema(OnlineStatus),
  online_updated_at: isoTime.nullable(),
  register_ip: text(),
  login_ip: text(),
  login_time: isoTime.nullable(),
  created_at: isoTime,
});

export const USER_SORT_COLUMNS = [
  'id',
  'account',
  'balance',
  'member_expire_time',
  'login_time',
  'created_at',
] as const;

const ids = z.array(idSchema).min(1).max(500);
/** What both kinds of account have in common when edited. */
const profileFields = {
  id: idSchema,
  name: text().trim().max(64),
  phone: text().trim().max(32),
  role_id: idSchema,
};
const password = text()
  .min(LIMITS.passwordMinLength, 'rule.password_too_short')
  .max(64)
  .regex(LETTERS_AND_DIGITS, 'rule.password_letters_digits');

const inquireInput = z.object({
  keyword: text().trim().max(64).optional().describe('Part of the account, name or phone'),
  role_id: idSchema.optional(),
  disabled: enumSchema(Disabled).optional(),
  online_status: enumSchema(OnlineStatus).optional(),
  superior_id: idSchema.optional(),
  sort_by: z.enum(USER_SORT_COLUMNS).default('id'),
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  ...pageInput,
});

const addInput = z.object({
  account: text().trim().min(LIMITS.accountMinLength, 'rule.account_too_short').max(64),
  password,
  name: text().trim().max(64).default(''),
  phone: text().trim().max(32).default(''),
  role_id: idSchema,
});

/** The calls `user_list` and `administrators` share; each lists its own kind of account. */
function accountCalls<M extends 'user_list' | 'administrators'>(module: M, noun: string) {
  return prefixed(module, {
    inquire: call({
      summary: `${noun}: search, filter, sort and page`,
      effect: 'read',
      access: 'permission',
      input: inquireInput,
      output: paged(userRowSchema),
    }),
    add: call({
      summary: `Create one of the ${noun}`,
      effect: 'write',
      access: 'permission',
      input: addInput,
      output: z.object({ id: z.int() }),
    }),
    reset_password: call({
      summary: 'Set a new password; blank means the configured default. Their sessions end.',
      effect: 'write',
      access: 'permission',
      input: z.object({ id: idSchema, password: z.union([z.literal(''), password]).default('') }),
      output: noOutput,
    }),
    disable: call({
      summary: 'Disable (2) or enable (1) accounts; disabling ends their sessions at once',
      effect: 'write',
      access: 'permission',
      input: z.object({ ids, disabled: enumSchema(Disabled) }),
      output: noOutput,
    }),
    refresh: call({
      summary: 'Force the open consoles of an account to reload',
      effect: 'write',
      access: 'permission',
      input: z.object({ id: idSchema }),
      output: noOutput,
    }),
  });
}

export const userListCalls = {
  ...accountCalls('user_list', 'users'),
  'user_list/update': call({
    summary: 'Change a user: name, phone, role, superior, share ratio, invitation code, member expiry',
    effect: 'write',
    access: 'permission',
    input: z.object({
      ...profileFields,
      superior_id: idSchema.nullable(),
      share_ratio: shareRatioSchema,
      invitation_code: text().trim().min(4).max(32).regex(INVITATION_CODE_PATTERN, 'register.code_format'),
      member_expire_time: z.iso.datetime({ offset: true }).nullable(),
    }),
    output: noOutput,
  }),
  'user_list/balance': call({
    summary: 'Add (positive) or subtract (negative) balance; one ledger row in the same transaction',
    effect: 'write',
    access: 'permission',
    input: z.object({
      id: idSchema,
      // Balances are `numeric(20, 6)`: fourteen digits before the point.
      amount: moneyInput({ sign: 'nonzero' }),
      remark: text().trim().max(200).default(''),
      /** The console's retry token: the same one again changes the balance once. */
      request_id: requestIdSchema.optional(),
    }),
    output: z.object({ balance: decimalString }),
  }),
  'user_list/superior_chain': call({
    summary: "The agents above a user, nearest first: who earns a share of the user's purchases",
    effect: 'read',
    access: 'permission',
    permission: 'user_list/inquire',
    input: z.object({ id: idSchema }),
    output: z.object({
      list: z.array(
        z.object({
          id: z.int(),
          account: text(),
          share_ratio: decimalString,
          disabled: enumSchema(Disabled),
          /** 1 is the user's own superior. */
          level: z.int().min(1),
        }),
      ),
    }),
  }),
  'user_list/send_message': call({
    summary: 'Send a site message to the chosen users',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids, ...messageFields }),
    output: z.object({ sent: z.int() }),
  }),
};

export const administratorCalls = {
  ...accountCalls('administrators', 'administrators'),
  'administrators/update': call({
    summary: 'Change an administrator: name, phone, role',
    effect: 'write',
    access: 'permission',
    input: z.object(profileFields),
    output: noOutput,
  }),
};
