import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput } from '../call';
import { SuspensionTarget } from '../enums';
import { text } from '../text';

/**
 * A suspension's target is named by id, or by what an administrator sees of it (an account, a
 * code's suffix, a domain's host) when typing it into the console is easier than looking up an id.
 */
export const suspensionAddSchema = z
  .object({
    target_type: enumSchema(SuspensionTarget),
    target_id: idSchema.optional(),
    target_name: text()
      .trim()
      .max(255)
      .optional()
      .describe('Instead of target_id: the account, the code suffix or the domain host'),
    reason: text().trim().min(1, 'abuse_suspension.reason_required').max(500),
    expires_at: z.iso.datetime({ offset: true }).nullable().default(null).describe('Null: until lifted'),
    report_id: idSchema.optional().describe('The abuse report that led to it'),
  })
  .refine((input) => input.target_id !== undefined || (input.target_name ?? '') !== '', {
    message: 'abuse_suspension.target_required',
    path: ['target_id'],
  });

export const suspensionRowSchema = z.object({
  id: z.int(),
  target_type: enumSchema(SuspensionTarget),
  target_id: z.int(),
  /** The account, the code's name and suffix, or the domain's host; empty when it is gone. */
  target_label: text(),
  reason: text(),
  expires_at: isoTime.nullable(),
  created_by: z.int(),
  created_at: isoTime,
  lifted_at: isoTime.nullable(),
  lifted_by: z.int().nullable(),
  /** Neither lifted nor past its expiry. */
  active: z.boolean(),
});

export const abuseSuspensionCalls = {
  'abuse_suspension/add': call({
    summary:
      'Suspend a user (all their codes, their console becomes read-only, their API keys stop), a code or a domain',
    effect: 'write',
    access: 'permission',
    input: suspensionAddSchema,
    output: z.object({ id: z.int() }),
  }),
  'abuse_suspension/inquire': call({
    summary: 'Suspensions, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({
      ...pageInput,
      target_type: enumSchema(SuspensionTarget).optional(),
      active: z.boolean().optional(),
    }),
    output: paged(suspensionRowSchema),
  }),
  'abuse_suspension/lift': call({
    summary: 'Lift a suspension: everything serves again exactly as before',
    effect: 'write',
    access: 'permission',
    input: z.object({ id: idSchema }),
    output: noOutput,
  }),
};
