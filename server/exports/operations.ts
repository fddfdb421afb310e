import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { accessRecordCalls, asyncOperationCalls } from '../../contract/areas/access-records';
import type { billCalls } from '../../contract/areas/money';
import { AsyncOperationStatus, type Locale } from '../../contract/enums';
import { asyncOperations } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';
import { countRows, pageWindow } from '../http/paging';
import { translate } from '../i18n';
import { readConfiguration } from '../settings/configuration';
import { accessExportSource, removeExportFile } from './access-export';
import { type LedgerExportParams, ledgerExportSource } from './ledger-export';
import { type ExportDeps, type ExportParams, type ExportSource, runExport } from './runner';

export type ExportRequest = z.output<
  (typeof accessRecordCalls)['qr_code_access/export_access_records']['input']
>;

/** What the requester of an export is: the operation's owner, and the language of its file. */
type Requester = { ownerId: number; locale: Locale; now: Date };

/**
 * Starts an export as an asynchronous operation of its owner and answers the operation's id at
 * once; its progress shows in `async_operations`. The parameters get the configured time zone, so
 * the file's times read as the site's statistics do.
 */
async function startExport<P extends ExportParams, Row extends { id: number }>(
  deps: ExportDeps,
  source: ExportSource<P, Row>,
  request: { ownerId: number; params: Omit<P, 'zone'>; title: (params: P) => string; fileName: string },
  /** Answer only once the file is written (a small export whose caller wants the link at once). */
  options: { wait?: boolean } = {},
): Promise<number> {
  const { db } = deps;
  const { time_zone: zone, max_exports_in_progress: limit } = await readConfiguration(db);
  await assertRoomForExport(db, request.ownerId, limit);
  const params = source.params.parse({ ...request.params, zone });
  const [operation] = await db
    .insert(asyncOperations)
    .values({ ownerId: request.ownerId, kind: source.kind, title: request.title(params), params })
    .returning({ id: asyncOperations.id });
  if (!operation) throw notFound();
  if (options.wait) {
    await runExport(deps, source, operation.id, request.fileName);
    return operation.id;
  }
  // The runner records its own failures on the row; what escapes it (the row unreadable) must
  // not end the process as an unhandled rejection.
  runExport(deps, source, operation.id, request.fileName).catch((error: unknown) =>
    deps.log.error({ err: error, operationId: operation.id }, 'export failed to start'),
  );
  return operation.id;
}

const fileDay = (now: Date) => now.toISOString().slice(0, 10);

/** Starts an export of a code's recorded visits (see `startExport`). */
export function startAccessExport(
  deps: ExportDeps,
  request: ExportRequest & Requester,
  code: { name: string; fileName: string },
): Promise<number> {
  const { code_id, format, start_time, end_time, locale } = request;
  return startExport(deps, accessExportSource, {
    ownerId: request.ownerId,
    params: { code_id, format, start_time, end_time, locale },
    title: () => translate(locale, 'async_operations.export_title', { name: code.name }),
    fileName: `${code.fileName}-${fileDay(request.now)}.${format}`,
  });
}

/**
 * Writes a file of the owner's codes (see `codeExportSource`) and answers the operation once the
 * file is there, or throws when it could not be written.
 */
export async function exportCodesNow<P extends ExportParams, Row extends { id: number }>(
  deps: ExportDeps,
  source: ExportSource<P, Row>,
  request: { ownerId: number; params: Omit<P, 'zone'>; now: Date },
): Promise<number> {
  const { locale, format } = request.params as Omit<ExportParams, 'zone'>;
  const id = await startExport(
    deps,
    source,
    {
      ownerId: request.ownerId,
      params: request.params,
      title: () => translate(locale as Locale, 'code_transfer.export_title'),
      fileName: `codes-${fileDay(request.now)}.${format}`,
    },
    { wait: true },
  );
  const [operation] = await deps.db
    .select({ status: asyncOperations.status })
    .from(asyncOperations)
    .where(eq(asyncOperations.id, id));
  if (operation?.status !== AsyncOperationStatus.completed)
    throw new AppError(500, 'internal', 'async_operations.export_failed');
  return id;
}

export type LedgerExportRequest = z.output<(typeof billCalls)['bill/export']['input']>;

/**
 * Starts an export of the ledger rows an administrator filtered (see `startExport`); its title
 * names the time range in the site's time zone.
 */
export function startLedgerExport(
  deps: ExportDeps,
  request: LedgerExportRequest & Requester,
  fileStem: string,
): Promise<number> {
  const { format, user_id, keyword, type, start_time, end_time, locale } = request;
  return startExport(deps, ledgerExportSource, {
    ownerId: request.ownerId,
    params: { format, user_id, keyword, type, start_time, end_time, locale },
    title: (params) => translate(locale, 'async_operations.bill_export_title', { range: rangeOf(params) }),
    fileName: `${fileStem}-${fileDay(request.now)}.${format}`,
  });
}

/** `2026-03-01 – 2026-03-31`, a side left open as `…`, or `all` (the catalogue words it). */
function rangeOf({ start_time, end_time, zone }: LedgerExportParams): string {
  if (!start_time && !end_time) return 'all';
  const day = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const side = (time: string | undefined) => (time ? day.format(new Date(time)) : '…');
  return `${side(start_time)} – ${side(end_time)}`;
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
