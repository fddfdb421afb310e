import type { logCalls } from '../../contract/areas/logs';
import type { Handlers } from '../http/handlers';
import { readLogConfig } from '../http/operation-log';
import {
  addLogType,
  listLogTypes,
  listOperationLogs,
  removeLogTypes,
  saveLogConfig,
  updateLogType,
} from '../logs/service';

export const logHandlers: Handlers<typeof logCalls> = {
  'log/inquire': async (filter, { db }) => {
    const { rows, total } = await listOperationLogs(db, filter);
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
    const { rows, total } = await listLogTypes(db, page);
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

  'log_type/add': async (fields, { db }) => ({ id: await addLogType(db, fields) }),

  'log_type/update': async ({ id, ...fields }, { db }) => {
    await updateLogType(db, id, fields);
    return {};
  },

  'log_type/remove': async ({ ids }, { db }) => {
    await removeLogTypes(db, ids);
    return {};
  },

  'log_config/inquire': async (_input, { db }) => ({
    config: JSON.stringify(await readLogConfig(db), null, 2),
  }),

  'log_config/update': async ({ config }, { db }) => {
    await saveLogConfig(db, config);
    return {};
  },
};
