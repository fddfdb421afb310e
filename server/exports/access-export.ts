import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, count, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ExportFormat } from '../../contract/areas/access-records';
import { AsyncOperationStatus, type Locale } from '../../contract/enums';
import { asyncOperations, codes, visits } from '../db/schema';
import type { Db } from '../db/store';
import { translate } from '../i18n';
import { visitColumns } from '../statistics/visit-rows';
import { type Cell, openCsv, openXlsx, type TableFile } from './table-file';

const PAGE = 2000;
const LINK_TTL_MS = 3_600_000;

export const accessExportParams = z.object({
  code_id: z.int(),
  format: z.enum(['csv', 'xlsx'] satisfies typeof ExportFormat),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
  locale: z.string(),
  zone: z.string(),
});
export type AccessExportParams = z.infer<typeof accessExportParams>;

export type ExportDeps = { db: Db; dataDir: string; log: FastifyBaseLogger };

const COLUMNS = [
  'time',
  'ip',
  'country',
  'province',
  'city',
  'carrier',
  'os',
  'browser',
  'device',
  'model',
  'wechat',
  'bot',
  'status',
  'referrer',
  'user_agent',
] as const;

type Row = Awaited<ReturnType<typeof pageOf>>[number];

/**
 * Rows written between two turns of the event loop. An export runs on the thread that answers
 * visitors: a page of 2,000 rows written in one stretch held every redirect up for 100–200 ms;
 * 200 rows take a few milliseconds.
 */
const ROWS_PER_TURN = 200;

/**
 * The cells of a row, with what repeats on every row made once per export: one date formatter
 * (`toLocaleString` with a time zone built one per call, ~45 µs) and each label translated once.
 */
function cellMaker(locale: Locale, zone: string): (row: Row) => Cell[] {
  // The fields `toLocaleString` shows by default, so the text is the same as before.
  const time = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const labels = new Map<string, string>();
  const label = (key: string) => {
    let text = labels.get(key);
    if (text === undefined) {
      text = translate(locale, key);
      labels.set(key, text);
    }
    return text;
  };
  const yesNo = (value: boolean) => label(value ? 'export.yes' : 'export.no');
  return (row) => [
    time.format(new Date(row.created_at)),
    row.ip,
    row.country,
    row.province,
    row.city,
    label(`export.carrier.${row.carrier}`),
    row.os,
    row.browser,
    row.device,
    row.model,
    yesNo(row.in_wechat),
    yesNo(row.bot),
    label(`export.status.${row.access_status}`),
    row.referrer,
    row.user_agent,
  ];
}

function whereOf(params: AccessExportParams) {
  return and(
    eq(visits.codeId, params.code_id),
    isNull(visits.clearedAt),
    params.start_time ? gte(visits.createdAt, new Date(params.start_time)) : undefined,
    params.end_time ? lte(visits.createdAt, new Date(params.end_time)) : undefined,
  );
}

/** One page of visits after an id: keyset paging keeps every page equally cheap. */
function pageOf(db: Db, params: AccessExportParams, afterId: number) {
  return db
    .select(visitColumns)
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .where(and(whereOf(params), gt(visits.id, afterId)))
    .orderBy(asc(visits.id))
    .limit(PAGE);
}

async function openFile(path: string, params: AccessExportParams, locale: Locale): Promise<TableFile> {
  const header = COLUMNS.map((column) => translate(locale, `export.column.${column}`));
  return params.format === 'csv'
    ? openCsv(path, header)
    : openXlsx(path, header, translate(locale, 'export.sheet_visits'));
}

const setOperation = (db: Db, id: number, values: Partial<typeof asyncOperations.$inferInsert>) =>
  db.update(asyncOperations).set(values).where(eq(asyncOperations.id, id));

/**
 * Writes a code's recorded visits to a CSV or XLSX file under the data directory, page by page,
 * reporting progress on the operation; a failure marks it abnormal with a message the owner reads.
 */
export async function runAccessExport(
  deps: ExportDeps,
  operationId: number,
  fileName: string,
): Promise<void> {
  const { db } = deps;
  const [operation] = await db.select().from(asyncOperations).where(eq(asyncOperations.id, operationId));
  if (!operation) return;
  const params = accessExportParams.parse(operation.params);
  const locale = params.locale as Locale;
  const folder = join(deps.dataDir, 'exports');
  const relative = `${operationId}.${params.format}`;
  try {
    mkdirSync(folder, { recursive: true });
    const [total] = await db.select({ n: count() }).from(visits).where(whereOf(params));
    const file = await openFile(join(folder, relative), params, locale);
    const cellsOf = cellMaker(locale, params.zone);
    let written = 0;
    let afterId = 0;
    for (;;) {
      const rows = await pageOf(db, params, afterId);
      if (rows.length === 0) break;
      for (const [index, row] of rows.entries()) {
        await file.addRow(cellsOf(row));
        if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
      }
      written += rows.length;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      await setOperation(db, operationId, {
        progress: Math.min(99, Math.floor((written * 100) / Math.max(1, total?.n ?? 1))),
      });
    }
    await file.close();
    await setOperation(db, operationId, {
      status: AsyncOperationStatus.completed,
      progress: 100,
      fileName,
      filePath: relative,
      finishedAt: new Date(),
    });
  } catch (error) {
    deps.log.error({ err: error, operationId }, 'export failed');
    rmSync(join(folder, relative), { force: true });
    await setOperation(db, operationId, {
      status: AsyncOperationStatus.abnormal,
      message: translate(locale, 'async_operations.export_failed'),
      finishedAt: new Date(),
    }).catch(() => undefined);
  }
}

/** Lets the event loop answer what waits (a file's writes resolve at once, as microtasks). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function removeExportFile(dataDir: string, filePath: string): void {
  if (filePath) rmSync(join(dataDir, 'exports', filePath), { force: true });
}

function signature(masterKey: Buffer, id: number, expires: number): string {
  return createHmac('sha256', masterKey).update(`export:${id}:${expires}`).digest('base64url');
}

/** A link to a finished file that works without a session (a browser download) for an hour. */
export function downloadUrl(masterKey: Buffer, id: number, now: number): string {
  const expires = now + LINK_TTL_MS;
  return `/downloads/${id}?e=${expires}&s=${signature(masterKey, id, expires)}`;
}

const downloadQuery = z.object({ e: z.coerce.number().int(), s: z.string().min(1).max(100) });

export function registerDownloads(app: FastifyInstance, db: Db, masterKey: Buffer, dataDir: string): void {
  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>(
    '/downloads/:id',
    async (request, reply) => {
      const id = Number(request.params.id);
      const query = downloadQuery.safeParse(request.query);
      const refuse = () => reply.code(404).send({ status: false, code: 'not_found', message: 'not found' });
      if (!Number.isInteger(id) || !query.success || query.data.e < Date.now()) return refuse();
      const expected = Buffer.from(signature(masterKey, id, query.data.e));
      const given = Buffer.from(query.data.s);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return refuse();
      const [operation] = await db.select().from(asyncOperations).where(eq(asyncOperations.id, id));
      const path = operation?.filePath ? join(dataDir, 'exports', operation.filePath) : '';
      if (!operation || operation.status !== AsyncOperationStatus.completed || !existsSync(path))
        return refuse();
      const type = operation.filePath.endsWith('.csv')
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
      return reply
        .header('content-type', type)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(operation.fileName)}`,
        )
        .send(createReadStream(path));
    },
  );
}
