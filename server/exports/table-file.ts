import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import ExcelJS from 'exceljs';

/**
 * An exact decimal (an amount) as its text: a JS number would round it, and as plain text a
 * negative amount would be defused into `'-30` like a formula.
 */
export type Decimal = { readonly decimal: string };

export type Cell = string | number | boolean | Decimal;

/** A file written row by row, so an export of millions of visits never sits in memory. */
export type TableFile = {
  addRow(cells: readonly Cell[]): Promise<void>;
  close(): Promise<void>;
};

/**
 * A spreadsheet application runs a cell starting with `=`, `+`, `-` or `@` as a formula: a visitor's
 * user agent must never become one. Such text gets a leading apostrophe.
 */
export function inertText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** What a cell holds once no spreadsheet can take it for a formula. */
function defused(cell: Cell): string | number | boolean {
  if (typeof cell === 'string') return inertText(cell);
  if (typeof cell === 'object')
    return PLAIN_DECIMAL.test(cell.decimal) ? cell.decimal : inertText(cell.decimal);
  return cell;
}

function csvCell(cell: Cell): string {
  const value = defused(cell);
  if (typeof value !== 'string') return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** CSV in UTF-8 with a byte-order mark, so spreadsheet applications read Chinese correctly. */
export async function openCsv(path: string, header: readonly string[]): Promise<TableFile> {
  const stream = createWriteStream(path);
  const write = async (line: string) => {
    if (!stream.write(line)) await once(stream, 'drain');
  };
  await write(`\uFEFF${header.map(csvCell).join(',')}\r\n`);
  return {
    addRow: (cells) => write(`${cells.map(csvCell).join(',')}\r\n`),
    close: async () => {
      stream.end();
      await once(stream, 'finish');
    },
  };
}

export async function openXlsx(
  path: string,
  header: readonly string[],
  sheetName: string,
): Promise<TableFile> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  const headerRow = sheet.addRow([...header]);
  headerRow.font = { bold: true };
  headerRow.commit();
  return {
    addRow: async (cells) => {
      sheet.addRow(cells.map(defused)).commit();
    },
    close: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
