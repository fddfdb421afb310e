import { timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type {
  accessRecordCalls,
  asyncOperationCalls,
  queryKeyCalls,
} from '../../contract/areas/access-records';
import { type AccessStatus, AsyncOperationStatus, type Carrier, type EnumValue } from '../../contract/enums';
import { LIMITS } from '../../contract/rules';
import { ownedCodes } from '../codes/repository';
import { arrayParam } from '../db/arrays';
import { rowsOf } from '../db/rows';
import { asyncOperations, codes, users, visits } from '../db/schema';
import type { Db } from '../db/store';
import {
  type AccessExportParams,
  downloadUrl,
  removeExportFile,
  runAccessExport,
} from '../exports/access-export';
import { invalidParameter, notFound } from '../http/errors';
import type { CallContext, Handlers } from '../http/handlers';
import { countRows, pageWindow } from '../http/paging';
import { translate } from '../i18n';
import { randomCode } from '../security/tokens';
import { readConfiguration } from '../settings/configuration';
import { num } from '../statistics/rollups';
import { asVisitRow, visitColumns } from '../statistics/visit-rows';

const DAY_MS = 86_400_000;
/**
 * The page offers 7 days back in the visitor's own time zone; a day more here covers any zone's
 * midnight without letting anyone reach further back.
 */
const ENQUIRY_REACH_MS = (LIMITS.accessLogDaysBack + 1) * DAY_MS;

const timeWhere = (start?: string, end?: string) =>
  and(
    start ? gte(visits.createdAt, new Date(start)) : undefined,
    end ? lte(visits.createdAt, new Date(end)) : undefined,
  );

/** Constant-time comparison of a given key with a stored (sealed) one. */
function sameKey(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The owners (among those with a code of this suffix) whose query key is the given one. */
async function codesUnlockedBy(db: Db, open: (sealed: string) => string, fileName: string, key: string) {
  const candidates = await db
    .select({ id: codes.id, ownerId: codes.ownerId, sealedKey: users.queryKey })
    .from(codes)
    .innerJoin(users, eq(users.id, codes.ownerId))
    .where(and(eq(codes.fileName, fileName), isNull(codes.removedAt)));
  return candidates
    .filter((candidate) => candidate.sealedKey !== '' && sameKey(key, open(candidate.sealedKey)))
    .map((candidate) => candidate.id);
}

function belongOf(row: { country: string; province: string; city: string }): string {
  const parts = [row.country, row.province, row.city].filter((part) => part !== '');
  return parts.filter((part, index) => parts.indexOf(part) === index).join(' ');
}

async function setCleared(db: Db, codeId: number, cleared: boolean, now: Date): Promise<number> {
  const changed = await db
    .update(visits)
    .set({ clearedAt: cleared ? now : null })
    .where(and(eq(visits.codeId, codeId), cleared ? isNull(visits.clearedAt) : isNotNull(visits.clearedAt)))
    .returning({ id: visits.id });
  return changed.length;
}

async function ownQueryKey(
  ctx: CallContext<NonNullable<CallContext['actor']>>,
  fresh: boolean,
): Promise<string> {
  const { db, secrets, actor } = ctx;
  if (!fresh) {
    const [row] = await db.select({ queryKey: users.queryKey }).from(users).where(eq(users.id, actor.userId));
    if (row?.queryKey) return secrets.open(row.queryKey);
  }
  const key = randomCode(LIMITS.queryKeyLength);
  await db
    .update(users)
    .set({ queryKey: secrets.seal(key) })
    .where(eq(users.id, actor.userId));
  return key;
}

export const accessRecordHandlers: Handlers<typeof accessRecordCalls> = {
  'qr_code_access/public_enquiry': async (
    { key, file_name, ip_list, start_time, end_time },
    { db, secrets, now },
  ) => {
    const start = new Date(start_time);
    const end = new Date(end_time);
    if (end < start)
      throw invalidParameter(
        [{ path: 'end_time', messageKey: 'access_log.range_order' }],
        'access_log.range_order',
      );
    if (start.getTime() < now().getTime() - ENQUIRY_REACH_MS)
      throw invalidParameter(
        [{ path: 'start_time', messageKey: 'access_log.range_too_old' }],
        'access_log.range_too_old',
      );
    const codeIds = await codesUnlockedBy(db, (sealed) => secrets.open(sealed), file_name, key);
    // One answer for an unknown suffix and a wrong key: the page must not reveal which suffixes exist.
    if (codeIds.length === 0) throw notFound('access_log.key_wrong');
    const rows = rowsOf<{
      ip: string;
      ip_count: unknown;
      created_at: string | Date;
      country: string;
      province: string;
      city: string;
      referrer: string;
      user_agent: string;
      access_status: number;
      os: string;
      model: string;
      device: string;
      carrier: number;
      in_wechat: boolean;
    }>(
      await db.execute(sql`select distinct on (ip) ip, count(*) over (partition by ip) as ip_count, created_at, country,
          province, city, referrer, user_agent, access_status, os, model, device, carrier, in_wechat
        from visits
        where code_id = any(${arrayParam(codeIds, 'int')}) and ip = any(${arrayParam(ip_list, 'text')})
          and created_at >= ${start.toISOString()}::timestamptz and created_at <= ${end.toISOString()}::timestamptz
          and cleared_at is null
        order by ip, created_at desc`),
    );
    return {
      list: rows
        .map((row) => ({
          ip: row.ip,
          ip_count: num(row.ip_count),
          latest_create_time: new Date(row.created_at),
          latest_ip_belong: belongOf(row),
          latest_source: row.referrer,
          latest_user_agent: row.user_agent,
          access_status: row.access_status,
          os: row.os,
          model: row.model,
          device: row.device,
          carrier: row.carrier,
          in_wechat: row.in_wechat,
          in_china: row.country === '中国',
        }))
        .sort((a, b) => b.latest_create_time.getTime() - a.latest_create_time.getTime())
        .map((row) => asAccessRow(row)),
    };
  },

  'qr_code_access/inquire': async (
    { code_id, ip, access_status, start_time, end_time, ...page },
    { db, actor },
  ) => {
    await ownedCodes(db, actor, [code_id]);
    const where = and(
      eq(visits.codeId, code_id),
      isNull(visits.clearedAt),
      ip ? eq(visits.ip, ip) : undefined,
      access_status === undefined ? undefined : eq(visits.accessStatus, access_status),
      timeWhere(start_time, end_time),
    );
    const { limit, offset } = pageWindow(page);
    const rows = await db
      .select(visitColumns)
      .from(visits)
      .innerJoin(codes, eq(codes.id, visits.codeId))
      .where(where)
      .orderBy(desc(visits.createdAt), desc(visits.id))
      .limit(limit)
      .offset(offset);
    const [cleared] = await db
      .select({ n: count() })
      .from(visits)
      .where(and(eq(visits.codeId, code_id), isNotNull(visits.clearedAt)));
    return {
      list: rows.map(asVisitRow),
      total: await countRows(db, visits, where),
      cleared: cleared?.n ?? 0,
    };
  },

  'qr_code_access/export_access_records': async ({ code_id, format, start_time, end_time }, ctx) => {
    const { db, actor, locale, config, log } = ctx;
    const [code] = await ownedCodes(db, actor, [code_id]);
    const zone = (await readConfiguration(db)).time_zone;
    const params: AccessExportParams = { code_id, format, start_time, end_time, locale, zone };
    const title = translate(locale, 'async_operations.export_title', { name: code?.name ?? '' });
    const [operation] = await db
      .insert(asyncOperations)
      .values({ ownerId: actor.userId, kind: 'access_export', title, params })
      .returning({ id: asyncOperations.id });
    if (!operation) throw notFound();
    const fileName = `${code?.fileName ?? 'visits'}-${ctx.now().toISOString().slice(0, 10)}.${format}`;
    // The caller gets the job at once; its progress shows in async_operations.
    void runAccessExport({ db, dataDir: config.dataDir, log }, operation.id, fileName);
    return { id: operation.id };
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

  'qr_code_access/clear_access_history': async ({ before, code_id }, { db }) => {
    const zone = (await readConfiguration(db)).time_zone;
    const deleted = await db
      .delete(visits)
      .where(
        and(
          lt(visits.createdAt, sql`(${before}::date)::timestamp at time zone ${zone}`),
          code_id === undefined ? undefined : eq(visits.codeId, code_id),
        ),
      )
      .returning({ id: visits.id });
    return { deleted: deleted.length };
  },
};

/** The database keeps small integers; the contract narrows them to its enumerations. */
function asAccessRow<Row extends { carrier: number; access_status: number }>(row: Row) {
  return row as Row & { carrier: EnumValue<typeof Carrier>; access_status: EnumValue<typeof AccessStatus> };
}

export const asyncOperationHandlers: Handlers<typeof asyncOperationCalls> = {
  'async_operations/inquire': async ({ status, ...page }, { db, actor, config, now }) => {
    const where = and(
      eq(asyncOperations.ownerId, actor.userId),
      status === undefined ? undefined : eq(asyncOperations.status, status),
    );
    const { limit, offset } = pageWindow(page);
    const rows = await db
      .select()
      .from(asyncOperations)
      .where(where)
      .orderBy(desc(asyncOperations.id))
      .limit(limit)
      .offset(offset);
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
      total: await countRows(db, asyncOperations, where),
    };
  },

  'async_operations/remove': async ({ ids }, { db, actor, config }) => {
    const removed = await db
      .delete(asyncOperations)
      .where(
        and(
          inArray(asyncOperations.id, ids),
          eq(asyncOperations.ownerId, actor.userId),
          // A job still running keeps its row: its writer would fail on a vanished file.
          sql`${asyncOperations.status} <> ${AsyncOperationStatus.in_progress}`,
        ),
      )
      .returning({ filePath: asyncOperations.filePath });
    for (const row of removed) removeExportFile(config.dataDir, row.filePath);
    return {};
  },
};

export const queryKeyHandlers: Handlers<typeof queryKeyCalls> = {
  'admin/query_key': async (_input, ctx) => ({ key: await ownQueryKey(ctx, false) }),
  'admin/reset_query_key': async (_input, ctx) => ({ key: await ownQueryKey(ctx, true) }),
};
