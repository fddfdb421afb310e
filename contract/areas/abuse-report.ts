import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noOutput, paged, pageInput } from '../call';
import { AbuseReportCategory, AbuseReportStatus, CodeStatus, ScreenVerdict } from '../enums';
import { text } from '../text';
import { visitRowSchema } from './statistics';

/**
 * Facts about a reported code that an administrator should look at, never a verdict: the
 * platform does nothing by itself on them (SPEC §0; the rules are `server/abuse/signals`).
 */
export const ABUSE_SIGNALS = [
  'mostly_bots',
  'one_address_range',
  'frequent_changes',
  'new_account_burst',
] as const;
export const abuseSignalSchema = z.enum(ABUSE_SIGNALS);
export type AbuseSignal = z.infer<typeof abuseSignalSchema>;

export const MAX_REPORT_MESSAGE = 2000;
export const MAX_REPORT_CONTACT = 200;

/** What a visitor sends, from the public form page or as a call. */
export const abuseReportAddSchema = z.object({
  file_name: text().trim().min(1, 'abuse_report.file_name_required').max(100),
  category: enumSchema(AbuseReportCategory),
  message: text().trim().max(MAX_REPORT_MESSAGE, 'abuse_report.message_too_long').default(''),
  contact: text().trim().max(MAX_REPORT_CONTACT, 'abuse_report.contact_too_long').default(''),
});

export const abuseReportRowSchema = z.object({
  id: z.int(),
  code_id: z.int(),
  code_name: text(),
  file_name: text(),
  owner_id: z.int(),
  owner_account: text(),
  category: enumSchema(AbuseReportCategory),
  status: enumSchema(AbuseReportStatus),
  message: text(),
  contact: text(),
  admin_note: text(),
  handled_by_account: text().nullable(),
  created_at: isoTime,
  updated_at: isoTime,
  signals: z.array(abuseSignalSchema),
});

const screeningRowSchema = z.object({
  id: z.int(),
  host: text(),
  url: text(),
  verdict: enumSchema(ScreenVerdict),
  source: text(),
  reason: text(),
  checked_at: isoTime,
});

/** The report side by side with what an administrator needs to judge it. */
export const abuseReportDetailSchema = z.object({
  report: abuseReportRowSchema.extend({ reporter_ip: text(), user_agent: text() }),
  code: z.object({
    id: z.int(),
    name: text(),
    file_name: text(),
    url: text(),
    status: enumSchema(CodeStatus),
    created_at: isoTime,
    removed_at: isoTime.nullable(),
    destinations: z.array(
      z.object({ id: z.int(), url: text().nullable(), title: text(), enabled: z.boolean() }),
    ),
  }),
  owner: z.object({
    id: z.int(),
    account: text(),
    created_at: isoTime,
    code_count: z.int(),
    /** Reports about the owner's codes besides this one. */
    other_reports: z.int(),
  }),
  visits: z.array(visitRowSchema),
  screening: z.array(screeningRowSchema),
});

export const abuseReportCalls = {
  'abuse_report/add': call({
    summary: 'Report a code for abuse (anyone, no sign-in); limited per address',
    effect: 'write',
    // The queue is the record of a report; the audit log would only copy a stranger's contact.
    audit: false,
    access: 'public',
    rateLimit: { max: 5, windowSeconds: 600 },
    input: abuseReportAddSchema,
    output: z.object({ id: z.int() }),
  }),
  'abuse_report/inquire': call({
    summary: 'The abuse report queue, newest first, with the signals of each reported code',
    effect: 'read',
    access: 'permission',
    input: z.object({
      ...pageInput,
      status: enumSchema(AbuseReportStatus).optional(),
      category: enumSchema(AbuseReportCategory).optional(),
      keyword: text().trim().max(100).optional().describe('Code name or suffix, or owner account'),
    }),
    output: paged(abuseReportRowSchema),
  }),
  'abuse_report/detail': call({
    summary: 'One report with its code, destinations, owner, latest visits and screening history',
    effect: 'read',
    access: 'permission',
    permission: 'abuse_report/inquire',
    input: z.object({ id: idSchema }),
    output: abuseReportDetailSchema,
  }),
  'abuse_report/update': call({
    summary: 'Move a report through the queue (reviewing, actioned, dismissed) with a note',
    effect: 'write',
    access: 'permission',
    input: z.object({
      id: idSchema,
      status: enumSchema(AbuseReportStatus),
      note: text().trim().max(1000).default(''),
    }),
    output: noOutput,
  }),
};
