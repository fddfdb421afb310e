import type {
  accessRecordCalls,
  asyncOperationCalls,
  queryKeyCalls,
} from '../../contract/areas/access-records';
import { type AccessStatus, AsyncOperationStatus, type Carrier, type EnumValue } from '../../contract/enums';
import { type AddressVisit, enquireAddresses } from '../access-log/enquiry';
import { codeVisits, deleteVisitsBefore, setCleared } from '../access-log/records';
import { ownQueryKey } from '../accounts/query-key';
import { ownedCodes } from '../codes/repository';
import { downloadUrl } from '../exports/access-export';
import { ownersOperations, removeOperations, startAccessExport } from '../exports/operations';
import type { Handlers } from '../http/handlers';
import { clampToRetention, retentionStart } from '../money/membership';
import { num } from '../statistics/rollups';
import { asVisitRow } from '../statistics/visit-rows';

/** Country, province and city as one line, each place once. */
function belongOf(row: { country: string; province: string; city: string }): string {
  const parts = [row.country, row.province, row.city].filter((part) => part !== '');
  return parts.filter((part, index) => parts.indexOf(part) === index).join(' ');
}

/** The database keeps small integers; the contract narrows them to its enumerations. */
function asAccessRow<Row extends { carrier: number; access_status: number }>(row: Row) {
  return row as Row & { carrier: EnumValue<typeof Carrier>; access_status: EnumValue<typeof AccessStatus> };
}

const addressOut = (row: AddressVisit) =>
  asAccessRow({
    ip: row.ip,
    ip_count: num(row.ip_count),
    wechat_count: num(row.wechat_count),
    platforms: row.platforms ?? [],
    latest_create_time: new Date(row.created_at),
    latest_ip_belong: belongOf(row),
    latest_source: row.referrer,
    latest_user_agent: row.user_agent,
    access_status: row.access_status,
    os: row.os,
    model: row.model,
    device: row.device,
    carrier: row.carrier,
    in_wechat: num(row.wechat_count) > 0,
    in_china: row.country === '中国',
  });

export const accessRecordHandlers: Handlers<typeof accessRecordCalls> = {
  'qr_code_access/public_enquiry': async (enquiry, { db, secrets, now }) => {
    const rows = await enquireAddresses(db, (sealed) => secrets.open(sealed), enquiry, now());
    return {
      list: rows
        .map(addressOut)
        .sort((a, b) => b.latest_create_time.getTime() - a.latest_create_time.getTime()),
    };
  },

  'qr_code_access/inquire': async (filter, { db, actor, now }) => {
    await ownedCodes(db, actor, [filter.code_id]);
    const window = clampToRetention(filter, await retentionStart(db, actor.userId, now()));
    const { rows, total, cleared } = await codeVisits(db, window);
    return { list: rows.map(asVisitRow), total, cleared };
  },

  'qr_code_access/export_access_records': async (request, ctx) => {
    const { db, actor, locale, config, log } = ctx;
    const [code] = await ownedCodes(db, actor, [request.code_id]);
    const window = clampToRetention(request, await retentionStart(db, actor.userId, ctx.now()));
    const id = await startAccessExport(
      { db, dataDir: config.dataDir, log },
      { ...window, ownerId: actor.userId, locale, now: ctx.now() },
      code as { name: string; fileName: string },
    );
    return { id };
  },

  'qr_code_access/clear_record': async ({ code_id }, { db, actor, now }) => {
    await ownedCodes(db, actor, [code_id]);
    return { cleared: await setCleared(db, code_id, true, now()) };
  },

  'qr_code_access/user_restore_access_records': async ({ code_id }, { db, actor, now }) => {
    await ownedCodes(db, actor, [code_id]);
    return { restored: await setCleared(db, code_id, false, now()) };
  },

  'qr_code_access/restore_access_records': async ({ code_id }, { db, actor, now }) => {
    await ownedCodes(db, actor, [code_id], { anyOwner: true });
    return { restored: await setCleared(db, code_id, false, now()) };
  },

  'qr_code_access/clear_access_history': async ({ before, code_id }, { db }) => ({
    deleted: await deleteVisitsBefore(db, before, code_id),
  }),
};

export const asyncOperationHandlers: Handlers<typeof asyncOperationCalls> = {
  'async_operations/inquire': async (filter, { db, actor, config, now }) => {
    const { rows, total } = await ownersOperations(db, actor.userId, filter);
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        status: row.status as EnumValue<typeof AsyncOperationStatus>,
        progress: row.progress,
        message: row.message,
        file_name: row.fileName,
        download_url:
          row.status === AsyncOperationStatus.completed
            ? downloadUrl(config.masterKey, row.id, now().getTime())
            : null,
        created_at: row.createdAt,
        finished_at: row.finishedAt,
      })),
      total,
    };
  },

  'async_operations/remove': async ({ ids }, { db, actor, config }) => {
    await removeOperations(db, config.dataDir, actor.userId, ids);
    return {};
  },
};

export const queryKeyHandlers: Handlers<typeof queryKeyCalls> = {
  'admin/query_key': async (_input, { db, secrets, actor }) => ({
    key: await ownQueryKey(db, secrets, actor.userId, false),
  }),
  'admin/reset_query_key': async (_input, { db, secrets, actor }) => ({
    key: await ownQueryKey(db, secrets, actor.userId, true),
  }),
};
