import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput, prefixed } from '../call';
import { WithdrawalStatus } from '../enums';
import { membershipStateSchema } from '../membership';
import { moneyInput, moneyOutput, tronAddressSchema, txHashInput } from '../money';
import { text } from '../text';
import { orderFilter, orderRowSchema } from './money';
import { daySchema } from './statistics';

/**
 * Agents (SPEC §7): a customer registered with an agent's invitation code has that agent as
 * superior, and each package the customer buys pays the agent `price × ratio`, cut down to six
 * decimals (never rounded up), in the purchase's own transaction. One level only, unless the
 * payment settings give a second-level ratio: then the superior's own superior, an agent not
 * disabled, also earns `price × second_level_ratio`, cut to what the first share left of the price.
 */

export const shareRowSchema = z.object({
  id: z.int(),
  customer_id: z.int(),
  customer_account: z.string(),
  order_id: z.int(),
  order_amount: moneyOutput,
  /** The agent's ratio when the purchase was made (0.1 = 10%). */
  ratio: z.string(),
  amount: moneyOutput,
  /** 1: the customer is the agent's own; 2: a customer of one of the agent's agents. */
  level: z.union([z.literal(1), z.literal(2)]),
  create_time: isoTime,
});

export const agentDividedIntoCalls = prefixed('agent_divided_into', {
  inquire: call({
    summary: 'The caller’s own revenue shares, newest first, with the sum of all the filter picks',
    effect: 'read',
    access: 'permission',
    input: z.object({
      customer_id: idSchema.optional(),
      start_time: z.iso.datetime({ offset: true }).optional(),
      end_time: z.iso.datetime({ offset: true }).optional(),
      ...pageInput,
    }),
    output: z.object({ list: z.array(shareRowSchema), total: z.int().min(0), sum: moneyOutput }),
  }),
});

export const withdrawalRowSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  account: z.string(),
  /** Frozen from the balance when asked for; returned if the request is rejected. */
  amount: moneyOutput,
  /** Kept for the payout's network fee: the agent receives `amount − fee`. */
  fee: moneyOutput,
  address: z.string(),
  status: enumSchema(WithdrawalStatus),
  tx_hash: z.string(),
  reason: z.string(),
  create_time: isoTime,
  review_time: isoTime.nullable(),
});

const withdrawalFilter = { status: enumSchema(WithdrawalStatus).optional(), ...pageInput };

export const withdrawalListCalls = prefixed('withdrawal_list', {
  inquire: call({
    summary: 'The caller’s own withdrawals, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object(withdrawalFilter),
    output: paged(withdrawalRowSchema),
  }),
  add: call({
    summary: 'Ask to withdraw an amount to a TRC20 address: it is frozen at once, pending review',
    effect: 'write',
    access: 'permission',
    input: z.object({
      amount: moneyInput({ sign: 'positive' }),
      address: tronAddressSchema,
    }),
    output: z.object({ id: z.int() }),
  }),
});

export const actingWithdrawalListCalls = prefixed('acting_withdrawal_list', {
  inquire: call({
    summary: 'Every agent’s withdrawals, pending ones to review',
    effect: 'read',
    access: 'permission',
    input: z.object({ ...withdrawalFilter, keyword: text().trim().max(64).optional() }),
    output: paged(withdrawalRowSchema),
  }),
  approve: call({
    summary: 'Approve a pending withdrawal with the payout’s transaction hash (once; a hash pays one)',
    effect: 'write',
    access: 'permission',
    input: z.object({
      id: idSchema,
      tx_hash: txHashInput,
    }),
    output: noOutput,
  }),
  reject: call({
    summary: 'Reject a pending withdrawal with a reason; the frozen amount returns to the balance',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema, reason: text().trim().min(1, 'withdrawal.reason_required').max(200) }),
    output: noOutput,
  }),
});

export const customerRowSchema = z.object({
  id: z.int(),
  account: z.string(),
  name: z.string(),
  register_time: isoTime,
  last_login_time: isoTime.nullable(),
  /** Until when the customer's membership runs (null: none); never their balance or password data. */
  member_expire_time: isoTime.nullable(),
  /** Where the customer's membership stands, as every page shows it. */
  membership: membershipStateSchema,
  combo_name: z.object({ 'zh-CN': z.string(), 'en-US': z.string(), 'sw-KE': z.string() }).nullable(),
  /** What the customer spent on packages, all time. */
  total_spent: moneyOutput,
});

export const userCustomerCalls = prefixed('user_customer', {
  inquire: call({
    summary: 'The caller’s customers (registered with their invitation code), newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(64).optional(), ...pageInput }),
    output: paged(customerRowSchema),
  }),
});

export const orderCustomerCalls = prefixed('order_customer', {
  inquire: call({
    summary: 'The orders of the caller’s customers, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({ keyword: text().trim().max(64).optional(), ...orderFilter }),
    output: paged(orderRowSchema),
  }),
});

const agentDayFields = {
  new_customers: z.int(),
  paying_customers: z.int(),
  purchase_amount: moneyOutput,
  share_amount: moneyOutput,
};

export const agentDailyStatisticsCalls = prefixed('agent_daily_statistics', {
  inquire: call({
    summary:
      'The caller’s customers and shares per day, from the daily rollup (days without activity absent)',
    effect: 'read',
    access: 'permission',
    input: z
      .object({ start_date: daySchema, end_date: daySchema })
      .refine((range) => range.start_date <= range.end_date, {
        message: 'statistics.range_order',
        path: ['end_date'],
      }),
    output: z.object({ list: z.array(z.object({ date: daySchema, ...agentDayFields })) }),
  }),
});

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'statistics.month_format');

export const agentHistoricalStatisticsCalls = prefixed('agent_historical_statistics', {
  inquire: call({
    summary: 'The caller’s customers and shares per month, summed from the daily rollup',
    effect: 'read',
    access: 'permission',
    input: z
      .object({ start_month: monthSchema, end_month: monthSchema })
      .refine((range) => range.start_month <= range.end_month, {
        message: 'statistics.range_order',
        path: ['end_month'],
      }),
    output: z.object({ list: z.array(z.object({ month: z.string(), ...agentDayFields })) }),
  }),
});

export const agentCalls = {
  ...userCustomerCalls,
  ...orderCustomerCalls,
  ...agentDailyStatisticsCalls,
  ...agentHistoricalStatisticsCalls,
  ...agentDividedIntoCalls,
  ...withdrawalListCalls,
  ...actingWithdrawalListCalls,
};
