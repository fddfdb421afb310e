import { CsvError, parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { CellProblem } from './layout';

/** A record of the file with the line it starts on (the header is line 1). */
export type FileLine = { line: number; cells: string[] };

export type ReadFile = { lines: FileLine[] } | { problems: CellProblem[] };

const unreadable = (key: string, values?: Record<string, string | number>): ReadFile => ({
  problems: [{ field: 'file', key, values }],
});

/**
 * The records of a CSV file in UTF-8 (a byte-order mark is skipped). Each record knows the line
 * it starts on, which a quoted cell with line breaks moves on by more than one.
 */
export function readCsv(bytes: Uint8Array, maxLines: number): ReadFile {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return unreadable('code_transfer.not_utf8');
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One record beyond the header and the limit is enough to know the file is too long.
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      info: true,
      to: maxLines + 2,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
  } catch (error) {
    if (error instanceof CsvError)
      return unreadable('code_transfer.csv_broken', {
        line: Number((error as { lines?: number }).lines ?? 0),
      });
    throw error;
  }
  if (records.length > maxLines + 1) return tooMany(maxLines);
  let previousEnd = 0;
  const lines = records.map(({ record, info }) => {
    const line = { line: previousEnd + 1, cells: record };
    previousEnd = info.lines;
    return line;
  });
  return { lines };
}

/** A cell's value as exceljs reads it, as the text a person sees in it. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  // A formula someone typed: what it showed when the file was saved, never run here.
  if ('result' in value) return value.result === undefined ? '' : cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * The rows of the first sheet of an XLSX workbook, each with its row number. Edited files keep
 * their text in shared strings, and the export writes them so too: exceljs decodes character
 * references of inline strings twice, so `&lt;` typed in a cell would come back as `<`.
 */
export async function readXlsx(bytes: Uint8Array, maxLines: number): Promise<ReadFile> {
  // Loaded by the first spreadsheet read, as by the first written (see ../../exports/table-file).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return unreadable('code_transfer.xlsx_broken');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return unreadable('code_transfer.xlsx_broken');
  if (sheet.actualRowCount > maxLines + 1) return tooMany(maxLines);
  const lines: FileLine[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, index) =>
      cellText(values[index + 1]),
    );
    lines.push({ line: rowNumber, cells });
  });
  return { lines };
}

/** Lines beyond the header, blank ones included, are counted against the limit. */
const tooMany = (max: number) => unreadable('code_transfer.too_many_rows', { max });

/** Whether a record holds nothing (a blank line, or a row of empty cells). */
export const isBlankLine = (line: FileLine) => line.cells.every((cell) => cell.trim() === '');
