import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { accessRecordCalls, asyncOperationCalls } from '../../contract/areas/access-records';
import { AsyncOperationStatus, type Locale } from '../../contract/enums';
import { asyncOperations } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';
import { countRows, pageWindow } from '../http/paging';
import { translate } from '../i18n';
import { readConfiguration } from '../settings/configuration';
import { type AccessExportParams, removeExportFile, runAccessExport } from './access-export';

export type ExportRequest = z.output<
  (typeof accessRecordCalls)['qr_code_access/export_access_records']['input']
>;

/**
 * Starts an export of a code's recorded visits as an asynchronous operation of its owner and
 * answers the operation's id at once; its progress shows in `async_operations`.
 */
export async function startAccessExport(
  deps: { db: Db; dataDir: string; log: FastifyBaseLogger },
  request: ExportRequest & { ownerId: number; locale: Locale; now: Date },
  code: { name: string; fileName: string },
): Promise<number> {
  const { db } = deps;
  const { code_id, format, start_time, end_time, locale } = request;
  const { time_zone: zone, max_exports_in_progress: limit } = await readConfiguration(db);
  await assertRoomForExport(db, request.ownerId, limit);
  const params: AccessExportParams = { code_id, format, start_time, end_time, locale, zone };
  const title = translate(locale, 'async_operations.export_title', { name: code.name });
  const [operation] = await db
    .insert(asyncOperations)
    .values({ ownerId: request.ownerId, kind: 'access_export', title, params })
    .returning({ id: asyncOperations.id });
  if (!operation) throw notFound();
  const fileName = `${code.fileName}-${request.now.toISOString().slice(0, 10)}.${format}`;
  void runAccessExport(deps, operation.id, fileName);
  return operation.id;
}

/**
 * Each export runs on this process and writes a file: an account may have `limit` under way at
 * once, and is told to wait for one to finish beyond that.
 */
async function assertRoomForExport(db: Db, ownerId: number, limit: number): Promise<void> {
  const running = await countRows(
    db,
    asyncOperations,
    and(eq(asyncOperations.ownerId, ownerId), eq(asyncOperations.status, AsyncOperationStatus.in_progress)),
  );
  if (running >= limit) throw new AppError(429, 'rate_limited', 'async_operations.too_many', { max: limit });
}

/** One page of the owner's operations, newest first. */
export async function ownersOperations(
  db: Db,
  ownerId: number,
  filter: z.output<(typeof asyncOperationCalls)['async_operations/inquire']['input']>,
) {
  const { status, ...page } = filter;
  const where = and(
    eq(asyncOperations.ownerId, ownerId),
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
  return { rows, total: await countRows(db, asyncOperations, where) };
}

/**
 * Deletes the owner's finished operations and their files. An id that is not the owner's is
 * refused (404, as if it did not exist) before anything is deleted.
 */
export async function removeOperations(
  db: Db,
  dataDir: string,
  ownerId: number,
  ids: number[],
): Promise<void> {
  const owned = await db
    .select({ id: asyncOperations.id })
    .from(asyncOperations)
    .where(and(inArray(asyncOperations.id, ids), eq(asyncOperations.ownerId, ownerId)));
  if (owned.length !== new Set(ids).size) throw notFound();
  const removed = await db
    .delete(asyncOperations)
    .where(
      and(
        inArray(asyncOperations.id, ids),
        eq(asyncOperations.ownerId, ownerId),
        // A job still running keeps its row: its writer would fail on a vanished file.
        sql`${asyncOperations.status} <> ${AsyncOperationStatus.in_progress}`,
      ),
    )
    .returning({ filePath: asyncOperations.filePath });
  for (const row of removed) removeExportFile(dataDir, row.filePath);
}
