import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { afterAll, describe, expect, it } from 'vitest';
import {
  codeCells,
  columnOfPath,
  ENUM_COLUMNS,
  type HeaderMap,
  headerFor,
  parseLine,
  readHeader,
  type TransferCode,
  usedSlots,
} from '../../../server/codes/transfer/layout';
import { type FileLine, isBlankLine, readCsv, readXlsx } from '../../../server/codes/transfer/read-file';
import { csvLine } from '../../../server/exports/cells';
import { openXlsx } from '../../../server/exports/table-file';
import { storableText } from '../../support/hostile-text';

const folder = mkdtempSync(join(tmpdir(), 'code-transfer-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let files = 0;

/**
 * Text as a spreadsheet cell can hold it (what `sheetText` keeps): no character XML cannot carry,
 * line breaks as LF, no half surrogate pair. Anything else is changed on the way out, by design.
 */
const writableText = storableText.map((text) =>
  text
    .replace(/\p{Cs}/gu, '\uFFFD')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a sheet cannot hold
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g, '')
    .replace(/\r\n?/g, '\n'),
);

const choice = (values: Readonly<Record<string, number>>) => fc.constantFrom(...Object.values(values));

const destination = fc.record({
  url: fc.option(fc.webUrl({ withQueryParameters: true, withFragments: true }), { nil: null }),
  image_id: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
  title: writableText,
  threshold: fc.integer({ min: 0, max: 1_000_000_000 }),
  weight: fc.integer({ min: 1, max: 1000 }),
  enabled: fc.boolean(),
  fallback: fc.boolean(),
  expires_at: fc.option(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString()),
    { nil: null },
  ),
});

const code: fc.Arbitrary<TransferCode> = fc.record({
  file_name: fc.stringMatching(/^[A-Za-z0-9_-]{0,20}$/),
  name: writableText,
  status: choice(ENUM_COLUMNS.status),
  domain: fc.option(fc.domain(), { nil: '' }).map((host) => host.toLowerCase()),
  group: writableText,
  rotation_model: choice(ENUM_COLUMNS.rotation_model),
  jump_type: choice(ENUM_COLUMNS.jump_type),
  access_mode: choice(ENUM_COLUMNS.access_mode),
  restriction_visit: choice(ENUM_COLUMNS.restriction_visit),
  open_log: choice(ENUM_COLUMNS.open_log),
  password: writableText,
  remark: writableText,
  fallback_message: writableText,
  fallback_image_id: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
  destinations: fc.array(destination, { maxLength: 4 }),
});

const slotsOf = (codes: TransferCode[]) => Math.max(0, ...codes.map((one) => one.destinations.length));

/** Header and lines read back, each line parsed into a code. */
function parsedLines(lines: FileLine[]): TransferCode[] {
  const [first, ...rest] = lines.filter((line) => !isBlankLine(line));
  const header = readHeader(first?.cells ?? []) as HeaderMap;
  expect(Array.isArray(header)).toBe(false);
  return rest.map((line) => {
    const { code: parsed, problems } = parseLine(line.cells, header);
    expect(problems).toEqual([]);
    return parsed;
  });
}

describe('the code transfer layout', () => {
  test.prop([fc.array(code, { minLength: 1, maxLength: 5 })], { numRuns: 200 })(
    'reads back from CSV every code it wrote',
    (codes) => {
      const slots = slotsOf(codes);
      const text = `\uFEFF${csvLine(headerFor(slots))}${codes.map((one) => csvLine(codeCells(one, slots))).join('')}`;
      const read = readCsv(new TextEncoder().encode(text), 1000);
      if (!('lines' in read)) throw new Error(JSON.stringify(read.problems));
      expect(parsedLines(read.lines)).toEqual(codes);
    },
  );

  test.prop([fc.array(code, { minLength: 1, maxLength: 5 })], { numRuns: 25 })(
    'reads back from XLSX every code it wrote',
    async (codes) => {
      const slots = slotsOf(codes);
      const path = join(folder, `${++files}.xlsx`);
      const file = await openXlsx(path, headerFor(slots), 'Codes', { sharedStrings: true });
      for (const one of codes) await file.addRow(codeCells(one, slots));
      await file.close();
      const read = await readXlsx(readFileSync(path), 1000);
      if (!('lines' in read)) throw new Error(JSON.stringify(read.problems));
      expect(parsedLines(read.lines)).toEqual(codes);
    },
  );

  it('takes blank cells as the code editor’s defaults and names of fixed values or their numbers', () => {
    const header = readHeader([
      'File_Name ',
      'name',
      'rotation_model',
      'jump_type',
      'dest2_url',
    ]) as HeaderMap;
    expect(header.slots).toBe(2);
    const { code: parsed, problems } = parseLine(
      ['abc', 'Name', 'ROUND_ROBIN', '2', 'https://e.com/'],
      header,
    );
    expect(problems).toEqual([]);
    expect(parsed).toMatchObject({ status: 1, rotation_model: 3, jump_type: 2, access_mode: 1, open_log: 2 });
    expect(parsed.destinations).toEqual([
      {
        url: 'https://e.com/',
        image_id: null,
        title: '',
        threshold: 0,
        weight: 1,
        enabled: true,
        fallback: false,
        expires_at: null,
      },
    ]);
    // The only destination came from the second column group: its errors name that group.
    expect(columnOfPath(['destinations', 0, 'url'], usedSlots(['abc', 'Name', '', '', 'x'], header))).toBe(
      'dest2_url',
    );
  });

  it('says which cells are not what their column takes', () => {
    const header = readHeader([
      'file_name',
      'name',
      'status',
      'dest1_url',
      'dest1_threshold',
      'dest1_enabled',
    ]) as HeaderMap;
    const { problems } = parseLine(['a', 'b', 'half', 'https://e.com/', '-3', 'perhaps'], header);
    expect(problems.map((problem) => [problem.field, problem.key])).toEqual([
      ['status', 'code_transfer.choose_one'],
      ['dest1_threshold', 'code_transfer.whole_number'],
      ['dest1_enabled', 'code_transfer.yes_or_no'],
    ]);
  });

  it('refuses a header with unknown, repeated or missing columns', () => {
    expect(readHeader(['file_name', 'name', 'name', 'colour', 'dest1_size'])).toEqual([
      { field: 'file', key: 'code_transfer.duplicate_column', values: { column: 'name' } },
      { field: 'file', key: 'code_transfer.unknown_column', values: { column: 'colour' } },
      { field: 'file', key: 'code_transfer.unknown_column', values: { column: 'dest1_size' } },
    ]);
    expect(readHeader(['remark'])).toEqual([
      { field: 'file', key: 'code_transfer.missing_column', values: { column: 'file_name' } },
      { field: 'file', key: 'code_transfer.missing_column', values: { column: 'name' } },
    ]);
  });
});
