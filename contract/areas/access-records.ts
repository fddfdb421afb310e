import { z } from 'zod';
import { call, enumSchema, idSchema, isoTime, noInput, noOutput, paged, pageInput, prefixed } from '../call';
import { AccessStatus, AsyncOperationStatus, Carrier } from '../enums';
import { isIPv4, LIMITS } from '../rules';
import { text } from '../text';
import { daySchema, visitRowSchema } from './statistics';

/** Addresses one enquiry may ask about. */
export const ACCESS_LOG_MAX_IPS = 500;

/** One visitor address of the access-log page: its latest visit and how many visits it made. */
export const accessRowSchema = z.object({
  ip: text(),
  ip_count: z.int(),
  latest_create_time: isoTime,
  /** Where the address is, as one line: country, province, city, carrier. */
  latest_ip_belong: text(),
  /** The referring page of the latest visit, if the browser sent one. */
  latest_source: text(),
  latest_user_agent: text(),
  access_status: enumSchema(AccessStatus),
  os: text(),
  model: text(),
  device: text(),
  carrier: enumSchema(Carrier),
  /** Any of the address's visits came from inside WeChat (not only its latest). */
  in_wechat: z.boolean(),
  /** How many of its visits came from inside WeChat. */
  wechat_count: z.int(),
  /** Every operating system its visits came from (one address may be a phone and a computer). */
  platforms: z.array(text()),
  /** Located in mainland China; a private or unknown address is neither in China nor outside it. */
  in_china: z.boolean(),
});
export type AccessRow = z.infer<typeof accessRowSchema>;

const timeRange = {
  start_time: z.iso.datetime({ offset: true }).optional(),
  end_time: z.iso.datetime({ offset: true }).optional(),
};

export const ExportFormat = ['csv', 'xlsx'] as const;

export const accessRecordCalls = prefixed('qr_code_access', {
  public_enquiry: call({
    summary:
      'The public access-log page: visits of given addresses to one code, for whoever holds the owner’s query key',
    effect: 'read',
    access: 'public',
    rateLimit: { max: 10, windowSeconds: 60 },
    input: z
      .object({
        key: text().trim().min(1, 'access_log.key_required').max(64),
        file_name: text().trim().min(1, 'access_log.file_name_required').max(100),
        ip_list: z
          .array(text().trim().refine(isIPv4, 'rule.ip_invalid'))
          .min(1, 'rule.ip_required')
          .max(ACCESS_LOG_MAX_IPS, 'access_log.too_many_ips'),
        start_time: z.iso.datetime({ offset: true, error: 'access_log.time_required' }),
        end_time: z.iso.datetime({ offset: true, error: 'access_log.time_required' }),
      })
      // Compared as instants: the two times may carry different offsets.
      .refine((range) => Date.parse(range.start_time) <= Date.parse(range.end_time), {
        message: 'access_log.range_order',
        path: ['end_time'],
      }),
    output: z.object({ list: z.array(accessRowSchema) }),
  }),
  inquire: call({
    summary: 'Recorded visits of one of the caller’s codes, newest first, and how many were cleared',
    effect: 'read',
    access: 'permission',
    apiScope: 'statistics:read',
    input: z.object({
      code_id: idSchema,
      ip: text().trim().max(45).optional(),
      access_status: enumSchema(AccessStatus).optional(),
      ...timeRange,
      ...pageInput,
    }),
    output: paged(visitRowSchema).extend({ cleared: z.int() }),
  }),
  export_access_records: call({
    summary: 'Start an export of a code’s recorded visits (CSV or XLSX); follow it in async_operations',
    effect: 'write',
    access: 'permission',
    input: z.object({ code_id: idSchema, format: z.enum(ExportFormat).default('xlsx'), ...timeRange }),
    output: z.object({ id: z.int() }),
  }),
  clear_record: call({
    summary: 'Hide a code’s recorded visits from its owner’s lists (they can be restored)',
    effect: 'write',
    access: 'permission',
    input: z.object({ code_id: idSchema }),
    output: z.object({ cleared: z.int() }),
  }),
  user_restore_access_records: call({
    summary: 'Bring back the recorded visits the owner cleared from one of their codes',
    effect: 'write',
    access: 'permission',
    input: z.object({ code_id: idSchema }),
    output: z.object({ restored: z.int() }),
  }),
  restore_access_records: call({
    summary: 'Administrators: bring back the cleared visits of any code',
    effect: 'write',
    access: 'permission',
    input: z.object({ code_id: idSchema }),
    output: z.object({ restored: z.int() }),
  }),
  clear_access_history: call({
    summary: 'Administrators: delete recorded visits older than a day for good (counts and statistics stay)',
    effect: 'write',
    access: 'permission',
    input: z.object({ before: daySchema, code_id: idSchema.optional() }),
    output: z.object({ deleted: z.int() }),
  }),
});

export const asyncOperationRowSchema = z.object({
  id: z.int(),
  title: text(),
  status: enumSchema(AsyncOperationStatus),
  /** 0–100. */
  progress: z.int(),
  /** Why it failed (abnormal), otherwise empty. */
  message: text(),
  file_name: text(),
  /** A signed link to the finished file, valid for an hour; null until completed. */
  download_url: text().nullable(),
  created_at: isoTime,
  finished_at: isoTime.nullable(),
});

export const asyncOperationCalls = prefixed('async_operations', {
  inquire: call({
    summary: 'The caller’s background jobs (exports), newest first',
    effect: 'read',
    access: 'permission',
    input: z.object({ status: enumSchema(AsyncOperationStatus).optional(), ...pageInput }),
    output: paged(asyncOperationRowSchema),
  }),
  remove: call({
    summary: 'Delete finished jobs and their files',
    effect: 'write',
    access: 'permission',
    input: z.object({ ids: z.array(idSchema).min(1).max(1000) }),
    output: noOutput,
  }),
});

/** The owner's secret key for the public access-log page (SPEC §6). */
export const queryKeyCalls = prefixed('admin', {
  query_key: call({
    summary: 'The caller’s access-log query key (made on first ask)',
    effect: 'read',
    access: 'user',
    input: noInput,
    output: z.object({ key: text().length(LIMITS.queryKeyLength) }),
  }),
  reset_query_key: call({
    summary: 'Replace the caller’s access-log query key; the old one stops working at once',
    effect: 'write',
    access: 'user',
    input: noInput,
    output: z.object({ key: text().length(LIMITS.queryKeyLength) }),
  }),
});
