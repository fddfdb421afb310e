import { z } from 'zod';
import { call, idSchema, isoTime, noInput, noOutput, paged, pageInput, prefixed } from '../call';
import { text } from '../text';

export const logRowSchema = z.object({
  id: z.int(),
  user_id: z.int().nullable(),
  account: text(),
  type: text(),
  path: text(),
  content: text(),
  server_ip: text(),
  source_ip: text(),
  user_agent: text(),
  created_at: isoTime,
});

export const logTypeRowSchema = z.object({
  id: z.int(),
  key: text(),
  name: text(),
  remark: text(),
  updated_at: isoTime,
});

/** The parsed form of `log_config`: which log types are not recorded, and how long rows are kept. */
export const logConfigSchema = z.object({
  exclude_types: z.array(text()).default([]),
  retention_days: z.int().min(1).max(3650).default(180),
});

const ids = z.array(idSchema).min(1).max(500);
const logTypeFields = {
  key: text()
    .trim()
    .regex(/^[a-z_]{1,60}$/, 'log_type.key_format'),
  name: text().trim().min(1, 'log_type.name_required').max(60),
  remark: text().trim().max(300).default(''),
};

export const logCalls = {
  ...prefixed('log', {
    inquire: call({
      summary: 'The operation log, newest first, with filters',
      effect: 'read',
      access: 'permission',
      input: z.object({
        account: text().trim().max(64).optional(),
        type: text().trim().max(60).optional(),
        keyword: text().trim().max(200).optional().describe('Part of the content or the call path'),
        source_ip: text().trim().max(64).optional(),
        start_time: z.iso.datetime({ offset: true }).optional(),
        end_time: z.iso.datetime({ offset: true }).optional(),
        ...pageInput,
      }),
      output: paged(logRowSchema),
    }),
  }),
  ...prefixed('log_type', {
    inquire: call({
      summary: 'The log type dictionary',
      effect: 'read',
      access: 'permission',
      input: z.object({ ...pageInput }),
      output: paged(logTypeRowSchema),
    }),
    add: call({
      summary: 'Add a log type',
      effect: 'write',
      access: 'permission',
      input: z.object(logTypeFields),
      output: z.object({ id: z.int() }),
    }),
    update: call({
      summary: 'Rename a log type',
      effect: 'write',
      access: 'permission',
      input: z.object({ id: idSchema, ...logTypeFields }),
      output: noOutput,
    }),
    remove: call({
      summary: 'Delete log types',
      effect: 'write',
      access: 'permission',
      input: z.object({ ids }),
      output: noOutput,
    }),
  }),
  ...prefixed('log_config', {
    inquire: call({
      summary: 'The log configuration as JSON text',
      effect: 'read',
      access: 'permission',
      input: noInput,
      output: z.object({ config: text() }),
    }),
    update: call({
      summary: 'Replace the log configuration; text that is not valid JSON is refused ("Conversion failed")',
      effect: 'write',
      access: 'permission',
      input: z.object({ config: text().max(20000) }),
      output: noOutput,
    }),
  }),
};
