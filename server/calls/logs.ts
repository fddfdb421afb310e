import { and, desc, eq, gte, ilike, inArray, lte, or } from 'drizzle-orm';
import { type logCalls, logConfigSchema } from '../../contract/areas/logs';
import { logTypes, operationLogs } from '../db/schema';
import { conflict, invalidParameter, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { readLogConfig } from '../http/operation-log';
import { containing, selectPage } from '../http/paging';
import { writeSetting } from '../settings/store';

export const logHandlers: Handlers<typeof logCalls> = {
  'log/inquire': async ({ account, type, keyword, source_ip, start_time, end_time, ...page }, { db }) => {
    const accountPattern = containing(account);
    const pattern = containing(keyword);
    const { rows, total } = await selectPage(db, operationLogs, {
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
    return {
      list: rows.map((row) => ({
        id: row.id,
        user_id: row.userId,
        account: row.account,
        type: row.type,
        path: row.path,
        content: row.content,
        server_ip: row.serverIp,
        source_ip: row.sourceIp,
        user_agent: row.userAgent,
        created_at: row.createdAt,
      })),
      total,
    };
  },

  'log_type/inquire': async (page, { db }) => {
    const { rows, total } = await selectPage(db, logTypes, { orderBy: [logTypes.key], page });
    return {
      list: rows.map((row) => ({
        id: row.id,
        key: row.key,
        name: row.name,
        remark: row.remark,
        updated_at: row.updatedAt,
      })),
      total,
    };
  },

  'log_type/add': async (input, { db }) => {
    const [row] = await db
      .insert(logTypes)
      .values(input)
      .onConflictDoNothing({ target: logTypes.key })
      .returning({ id: logTypes.id });
    if (!row) throw conflict('log_type.key_taken');
    return { id: row.id };
  },

  'log_type/update': async ({ id, ...input }, { db }) => {
    const [clash] = await db.select({ id: logTypes.id }).from(logTypes).where(eq(logTypes.key, input.key));
    if (clash && clash.id !== id) throw conflict('log_type.key_taken');
    const updated = await db
      .update(logTypes)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(logTypes.id, id))
      .returning({ id: logTypes.id });
    if (updated.length === 0) throw notFound();
    return {};
  },

  'log_type/remove': async ({ ids }, { db }) => {
    await db.delete(logTypes).where(inArray(logTypes.id, ids));
    return {};
  },

  'log_config/inquire': async (_input, { db }) => ({
    config: JSON.stringify(await readLogConfig(db), null, 2),
  }),

  'log_config/update': async ({ config }, { db }) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(config);
    } catch {
      throw invalidParameter(
        [{ path: 'config', messageKey: 'log_config.conversion_failed' }],
        'log_config.conversion_failed',
      );
    }
    const checked = logConfigSchema.safeParse(parsed);
    if (!checked.success) {
      throw invalidParameter(
        checked.error.issues.map((issue) => ({
          path: `config.${issue.path.join('.')}`,
          messageKey: issue.message,
        })),
        'log_config.conversion_failed',
      );
    }
    await writeSetting(db, 'log_config', checked.data);
    return {};
  },
};
