import { and, desc, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import { type logCalls, logConfigSchema } from '../../contract/areas/logs';
import { logTypes, operationLogs } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound, type RawFieldError } from '../http/errors';
import { containing, selectPage } from '../http/paging';
import { writeSetting } from '../settings/store';

/** The operation log (written by the call layer), its types and its configuration. */

type Input<P extends keyof typeof logCalls> = z.output<(typeof logCalls)[P]['input']>;
type LogTypeFields = Omit<Input<'log_type/update'>, 'id'>;
export type LogConfig = z.output<typeof logConfigSchema>;

/** One page of operation-log rows, newest first, by account, type, text, source and time. */
export function listOperationLogs(db: Db, filter: Input<'log/inquire'>) {
  const { account, type, keyword, source_ip, start_time, end_time, ...page } = filter;
  const accountPattern = containing(account);
  const pattern = containing(keyword);
  return selectPage(db, operationLogs, {
    where: and(
      accountPattern ? ilike(operationLogs.account, accountPattern) : undefined,
      type ? eq(operationLogs.type, type) : undefined,
      pattern ? or(ilike(operationLogs.content, pattern), ilike(operationLogs.path, pattern)) : undefined,
      source_ip ? eq(operationLogs.sourceIp, source_ip) : undefined,
      start_time ? gte(operationLogs.createdAt, new Date(start_time)) : undefined,
      end_time ? lte(operationLogs.createdAt, new Date(end_time)) : undefined,
    ),
    orderBy: [desc(operationLogs.id)],
    page,
  });
}

export function listLogTypes(db: Db, page: Input<'log_type/inquire'>) {
  return selectPage(db, logTypes, { orderBy: [logTypes.key], page });
}

export async function addLogType(db: Db, fields: LogTypeFields): Promise<number> {
  const [row] = await db
    .insert(logTypes)
    .values(fields)
    .onConflictDoNothing({ target: logTypes.key })
    .returning({ id: logTypes.id });
  if (!row) throw conflict('log_type.key_taken');
  return row.id;
}

export async function updateLogType(db: Db, id: number, fields: LogTypeFields): Promise<void> {
  const [clash] = await db.select({ id: logTypes.id }).from(logTypes).where(eq(logTypes.key, fields.key));
  if (clash && clash.id !== id) throw conflict('log_type.key_taken');
  const updated = await db
    .update(logTypes)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(logTypes.id, id))
    .returning({ id: logTypes.id });
  if (updated.length === 0) throw notFound();
}

export async function removeLogTypes(db: Db, ids: number[]): Promise<void> {
  await db.delete(logTypes).where(inArray(logTypes.id, ids));
}

/**
 * The log configuration as an administrator types it (JSON text): the parsed configuration, or
 * the problems — unreadable JSON on `config`, a wrong field on `config.<field>`.
 */
export function parseLogConfig(text: string): { config: LogConfig } | { problems: RawFieldError[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problems: [{ path: 'config', messageKey: 'log_config.conversion_failed' }] };
  }
  const checked = logConfigSchema.safeParse(parsed);
  if (checked.success) return { config: checked.data };
  return {
    problems: checked.error.issues.map((issue) => ({
      path: ['config', ...issue.path].join('.'),
      messageKey: issue.message,
    })),
  };
}

/** Saves the log configuration typed as JSON, or refuses it with its problems. */
export async function saveLogConfig(db: Db, text: string): Promise<void> {
  const result = parseLogConfig(text);
  if ('problems' in result) throw invalidParameter(result.problems, 'log_config.conversion_failed');
  await writeSetting(db, 'log_config', result.config);
}
