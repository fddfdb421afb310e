import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput } from '../call';
import { NotifyStatus } from '../enums';
import { text } from '../text';

export const siteMessageSchema = z.object({
  id: z.int(),
  title: text(),
  content: text(),
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
    audit: false,
    access: 'user',
    input: z.object({ id: idSchema }),
    output: noOutput,
  }),
};
