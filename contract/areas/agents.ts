import { z } from 'zod';
import { call, idSchema, isoTime, pageInput, prefixed } from '../call';
import { moneyOutput } from '../money';

/**
 * Agents (SPEC §7): a customer registered with an agent's invitation code has that agent as
 * superior, and each package the customer buys pays the agent `price × ratio`, cut down to six
 * decimals (never rounded up), in the purchase's own transaction. One level only.
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

export const agentCalls = { ...agentDividedIntoCalls };
