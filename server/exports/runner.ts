import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ExportFormat } from '../../contract/areas/access-records';
import { AsyncOperationStatus, type Locale } from '../../contract/enums';
import { asyncOperations } from '../db/schema';
import type { Db } from '../db/store';
import { translate } from '../i18n';
import type { Cell } from './cells';
import { openCsv, openXlsx, type TableFile } from './table-file';

const PAGE = 2000;

/**
 * Rows written between two turns of the event loop. An export runs on the thread that answers
 * visitors: a page of 2,000 rows written in one stretch held every redirect up for 100–200 ms;
 * 200 rows take a few milliseconds.
 */
const ROWS_PER_TURN = 200;

export type ExportDeps = { db: Db; dataDir: string; log: FastifyBaseLogger };

/**
 * What every export's parameters hold besides its filter: the file format, and the language and
 * time zone of the file's text, fixed when it was asked for. The `abandoned_exports` job reads
 * `locale` of any kind's row to tell its owner it was interrupted.
 */
export const exportParams = z.object({
  format: z.enum(ExportFormat),
  locale: z.string(),
  zone: z.string(),
});
export type ExportParams = z.infer<typeof exportParams>;

/** Text that repeats on every row, made once per export (see `cellText`). */
export type CellText = {
  /** A moment in the export's time zone. */
  time(at: Date): string;
  /** A catalogue text in the requester's language. */
  label(key: string): string;
};

/**
 * One kind of export: what of it differs from another (its rows and their cells). The runner
 * owns the rest — paging, progress, the file and failure — so every kind behaves alike.
 */
export type ExportSource<P extends ExportParams, Row extends { id: number }> = {
  /** `async_operations.kind` of its operations. */
  kind: string;
  /** Its parameters as stored on the operation row. */
  params: z.ZodType<P>;
  count(db: Db, params: P): Promise<number>;
  /** Up to `limit` rows with an id above `afterId`, by id: keyset paging keeps every page equally cheap. */
  page(db: Db, params: P, afterId: number, limit: number): Promise<Row[]>;
  /** Column names; the header of each is `export.column.<name>`. */
  columns: readonly string[];
  /** Catalogue key of the XLSX sheet's name. */
  sheetKey: string;
  cells(row: Row, text: CellText): Cell[];
  /**
   * A file an import reads back (the codes export) names its columns alike in every language,
   * so this header is written as it is instead of `columns` translated; its XLSX keeps text in
   * shared strings, which exceljs reads back exactly (see `openXlsx`).
   */
  readBackHeader?(params: P): readonly string[];
};

/**
 * A date formatter with a time zone costs ~45 µs to build (`toLocaleString` builds one per call),
 * and a label a catalogue lookup: both are made once per export.
 */
function cellText(locale: Locale, zone: string): CellText {
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
  return {
    time: (at) => time.format(at),
    label: (key) => {
      let text = labels.get(key);
      if (text === undefined) {
        text = translate(locale, key);
        labels.set(key, text);
      }
      return text;
    },
  };
}

/** The folder of finished files, under the data directory; operation rows hold paths relative to it. */
export const exportFolder = (dataDir: string) => join(dataDir, 'exports');

function openFile<P extends ExportParams>(
  path: string,
  source: Pick<ExportSource<P, { id: number }>, 'columns' | 'sheetKey' | 'readBackHeader'>,
  params: P,
  locale: Locale,
): Promise<TableFile> {
  const header =
    source.readBackHeader?.(params) ??
    source.columns.map((column) => translate(locale, `export.column.${column}`));
  return params.format === 'csv'
    ? openCsv(path, header)
    : openXlsx(path, header, translate(locale, source.sheetKey), {
        sharedStrings: source.readBackHeader !== undefined,
      });
}

const setOperation = (db: Db, id: number, values: Partial<typeof asyncOperations.$inferInsert>) =>
  db.update(asyncOperations).set(values).where(eq(asyncOperations.id, id));

/**
 * Writes an operation's rows to a CSV or XLSX file under the data directory, page by page,
 * reporting progress on the operation; a failure marks it abnormal with a message the owner reads.
 */
export async function runExport<P extends ExportParams, Row extends { id: number }>(
  deps: ExportDeps,
  source: ExportSource<P, Row>,
  operationId: number,
  fileName: string,
): Promise<void> {
  const { db } = deps;
  const [operation] = await db.select().from(asyncOperations).where(eq(asyncOperations.id, operationId));
  if (!operation) return;
  const params = source.params.parse(operation.params);
  const locale = params.locale as Locale;
  const folder = exportFolder(deps.dataDir);
  const relative = `${operationId}.${params.format}`;
  try {
    mkdirSync(folder, { recursive: true });
    const total = await source.count(db, params);
    const file = await openFile(join(folder, relative), source, params, locale);
    const text = cellText(locale, params.zone);
    let written = 0;
    let afterId = 0;
    for (;;) {
      const rows = await source.page(db, params, afterId, PAGE);
      if (rows.length === 0) break;
      for (const [index, row] of rows.entries()) {
        await file.addRow(source.cells(row, text));
        if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn();
      }
      written += rows.length;
      afterId = rows[rows.length - 1]?.id ?? afterId;
      await setOperation(db, operationId, {
        progress: Math.min(99, Math.floor((written * 100) / Math.max(1, total))),
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
    deps.log.error({ err: error, operationId, kind: source.kind }, 'export failed');
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
