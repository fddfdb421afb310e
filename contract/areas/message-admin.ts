import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput } from '../call';
import { NotifyStatus } from '../enums';
import { text } from '../text';

export const MESSAGE_TARGETS = ['one', 'many', 'all'] as const;

/** The text of a site message, wherever one is sent from. */
export const messageFields = {
  title: text().trim().min(1, 'message.title_required').max(200),
  content: text().trim().min(1, 'message.content_required').max(5000),
};

export const sentMessageSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  account: text(),
  title: text(),
  content: text(),
  notify_status: enumSchema(NotifyStatus),
  created_at: isoTime,
});

export const messageListCalls = {
  'message_list/inquire': call({
    summary: 'Site messages sent to users, newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({
      account: text().trim().max(64).optional(),
      notify_status: enumSchema(NotifyStatus).optional(),
      ...pageInput,
    }),
    output: paged(sentMessageSchema),
  }),
  'message_list/add': call({
    summary: 'Send a site message to one user, several users (by account) or everyone',
    effect: 'write',
    access: 'permission',
    input: z
      .object({
        target: z.enum(MESSAGE_TARGETS),
        accounts: z.array(text().trim().min(1).max(64)).max(1000).default([]),
        ...messageFields,
      })
      .refine((input) => input.target === 'all' || input.accounts.length > 0, {
        path: ['accounts'],
        message: 'message.accounts_required',
      })
      .refine((input) => input.target !== 'one' || input.accounts.length <= 1, {
        path: ['accounts'],
        message: 'message.one_account',
      }),
    output: z.object({ sent: z.int() }),
  }),
  'message_list/remove': call({
    summary: 'Delete sent messages',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(500) }),
    output: noOutput,
  }),
};
