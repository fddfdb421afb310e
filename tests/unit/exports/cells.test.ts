import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { csvLine, sheetText, sheetValue } from '../../../server/exports/cells';
import { openCsv, openXlsx } from '../../../server/exports/table-file';
import { storableText } from '../../support/hostile-text';
import { asExceljsReadsIt, FORMULA_START, readCsv } from '../../support/spreadsheets';

const folder = mkdtempSync(join(tmpdir(), 'export-cells-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

/** Rows written through the exports' own writers, then read back: CSV by RFC 4180, XLSX by exceljs. */
async function roundTrip(rows: string[][]) {
  const csvPath = join(folder, `${++files}.csv`);
  const xlsxPath = join(folder, `${files}.xlsx`);
  for (const [path, open] of [
    [csvPath, (target: string) => openCsv(target, ['a', 'b'])],
    [xlsxPath, (target: string) => openXlsx(target, ['a', 'b'], 'Sheet')],
  ] as const) {
    const file = await open(path);
    for (const row of rows) await file.addRow(row);
    await file.close();
  }
  const csv = readFileSync(csvPath, 'utf8');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(xlsxPath);
  const sheet = workbook.worksheets[0];
  const xlsx = rows.map((row, index) =>
    row.map((_, column) => sheet?.getRow(index + 2).getCell(column + 1) as ExcelJS.Cell),
  );
  return { csv, xlsx };
}

describe('a text cell', () => {
  test.prop([storableText])('never starts with a formula character', (text) => {
    expect(sheetText(text)).not.toMatch(FORMULA_START);
  });

  test.prop([storableText])('is the text itself unless it must change, and changes only once', (text) => {
    const cell = sheetText(text);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among what changes
    const changes = /^[=+\-@\t\r]|[\u0000-\u0008\u000b-\u001f\u007f\ufffe\uffff]/;
    if (!changes.test(text)) expect(cell).toBe(text);
    expect(sheetText(cell)).toBe(cell);
  });

  test.prop([fc.array(storableText, { minLength: 1, maxLength: 6 })])(
    'reads back from CSV as its safe text, whatever it holds',
    (texts) => {
      const [record, ...rest] = readCsv(csvLine(texts));
      expect(rest).toEqual([]);
      expect(record).toEqual(texts.map(sheetText));
      for (const field of record ?? []) expect(field).not.toMatch(FORMULA_START);
    },
  );

  it('shows text that looks like a negative number as text, and writes numbers and amounts bare', () => {
    expect(csvLine(['-5', '+8613800000000', 7, -3, true, { decimal: '-30.5' }, { decimal: '=1+1' }])).toBe(
      "'-5,'+8613800000000,7,-3,true,-30.5,'=1+1\r\n",
    );
    expect(sheetValue(12)).toBe(12);
  });

  it('keeps a line break as LF and drops what no spreadsheet file can hold', () => {
    expect(sheetText('a\r\nb\rc\nd')).toBe('a\nb\nc\nd');
    expect(sheetText('\u0001=1+1')).toBe("'=1+1");
    expect(sheetText('x\uffffy\ufffe')).toBe('xy');
  });
});

describe('an exported file', () => {
  test.prop([fc.array(fc.tuple(storableText, storableText), { minLength: 1, maxLength: 8 })], {
    numRuns: 15,
  })('gives the same safe text back in CSV and in XLSX, as strings and never formulas', async (rows) => {
    const { csv, xlsx } = await roundTrip(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...records] = readCsv(csv.slice(1));
    expect(header).toEqual(['a', 'b']);
    expect(records).toEqual(rows.map((row) => row.map(sheetText)));
    for (const [index, row] of rows.entries()) {
      for (const [column, text] of row.entries()) {
        const cell = xlsx[index]?.[column];
        expect(cell?.formula).toBeFalsy();
        // An empty string cell reads back as no value at all.
        if (sheetText(text) === '') expect(cell?.type).toBe(ExcelJS.ValueType.Null);
        else {
          expect(cell?.type).toBe(ExcelJS.ValueType.String);
          expect(cell?.value).toBe(asExceljsReadsIt(sheetText(text)));
        }
      }
    }
  });
});
