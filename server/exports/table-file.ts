import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { type Cell, csvLine, sheetValue } from './cells';

/** A file written row by row, so an export of millions of visits never sits in memory. */
export type TableFile = {
  addRow(cells: readonly Cell[]): Promise<void>;
  close(): Promise<void>;
};

/** CSV in UTF-8 with a byte-order mark, so spreadsheet applications read Chinese correctly. */
export async function openCsv(path: string, header: readonly string[]): Promise<TableFile> {
  const stream = createWriteStream(path);
  const write = async (line: string) => {
    if (!stream.write(line)) await once(stream, 'drain');
  };
  await write(`\uFEFF${csvLine(header)}`);
  return {
    addRow: (cells) => write(csvLine(cells)),
    close: async () => {
      stream.end();
      await once(stream, 'finish');
    },
  };
}

/**
 * XLSX through exceljs's streaming writer, one row committed at a time. Text goes in as string
 * cells (never formulas), made safe the same way as in CSV so both formats read back alike.
 * exceljs is loaded by the first spreadsheet (some 25 MB that a server without one never holds).
 * `sharedStrings` keeps the text in the shared-string table, as spreadsheet applications save it:
 * exceljs's reader decodes character references of inline strings twice (`&lt;` typed in a cell
 * would read back as `<`), but not of shared strings. The table stays in memory until the end
 * (each distinct text once), so only files meant to be read back (the codes export) use it.
 */
export async function openXlsx(
  path: string,
  header: readonly string[],
  sheetName: string,
  options: { sharedStrings?: boolean } = {},
): Promise<TableFile> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: path,
    useStyles: true,
    useSharedStrings: options.sharedStrings ?? false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  const headerRow = sheet.addRow(header.map(sheetValue));
  headerRow.font = { bold: true };
  headerRow.commit();
  return {
    addRow: async (cells) => {
      sheet.addRow(cells.map(sheetValue)).commit();
    },
    close: async () => {
      sheet.commit();
      await workbook.commit();
    },
  };
}
