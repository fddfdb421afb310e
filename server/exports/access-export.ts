import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, asc, count, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AsyncOperationStatus } from '../../contract/enums';
import { asyncOperations, codes, visits } from '../db/schema';
import type { Db } from '../db/store';
import { visitColumns } from '../statistics/visit-rows';
import { type ExportSource, exportFolder, exportParams } from './runner';

const LINK_TTL_MS = 3_600_000;

export const accessExportParams = exportParams.extend({
  code_id: z.int(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export type AccessExportParams = z.infer<typeof accessExportParams>;

type Row = Awaited<ReturnType<typeof pageOf>>[number];

function whereOf(params: AccessExportParams) {
  return and(
    eq(visits.codeId, params.code_id),
    isNull(visits.clearedAt),
    params.start_time ? gte(visits.createdAt, new Date(params.start_time)) : undefined,
    params.end_time ? lte(visits.createdAt, new Date(params.end_time)) : undefined,
  );
}

function pageOf(db: Db, params: AccessExportParams, afterId: number, limit: number) {
  return db
    .select(visitColumns)
    .from(visits)
    .innerJoin(codes, eq(codes.id, visits.codeId))
    .where(and(whereOf(params), gt(visits.id, afterId)))
    .orderBy(asc(visits.id))
    .limit(limit);
}

/** A code's recorded visits, as its owner sees them (cleared ones left out). */
export const accessExportSource: ExportSource<AccessExportParams, Row> = {
  kind: 'access_export',
  params: accessExportParams,
  async count(db, params) {
    const [total] = await db.select({ n: count() }).from(visits).where(whereOf(params));
    return total?.n ?? 0;
  },
  page: pageOf,
  columns: [
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
  ],
  sheetKey: 'export.sheet_visits',
  cells(row, { time, label }) {
    const yesNo = (value: boolean) => label(value ? 'export.yes' : 'export.no');
    return [
      time(new Date(row.created_at)),
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
  },
};

export function removeExportFile(dataDir: string, filePath: string): void {
  if (filePath) rmSync(join(exportFolder(dataDir), filePath), { force: true });
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
      const path = operation?.filePath ? join(exportFolder(dataDir), operation.filePath) : '';
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
