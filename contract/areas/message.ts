import { z } from 'zod';
import { call, isoTime, noOutput, paged, pageInput } from '../call';
import { enumSchema, NotifyStatus } from '../enums';

export const siteMessageSchema = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  notify_status: enumSchema(NotifyStatus),
  created_at: isoTime,
});

export const messageCalls = {
  'message/inquire': call({
    summary: "The caller's own site messages, newest first",
    effect: 'read',
    access: 'user',
    input: z.object({ notify_status: enumSchema(NotifyStatus).optional(), ...pageInput }),
    output: paged(siteMessageSchema),
  }),
  'message/update_notify_status': call({
    summary: 'Mark one of the caller’s messages as read',
    effect: 'write',
    access: 'user',
    input: z.object({ id: z.int().min(1) }),
    output: noOutput,
  }),
};
