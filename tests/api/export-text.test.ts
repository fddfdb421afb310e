import { fc } from '@fast-check/vitest';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncOperationStatus } from '../../contract/enums';
import { bills } from '../../server/db/schema';
import { sheetText } from '../../server/exports/cells';
import { HOSTILE_TEXTS, storableText } from '../support/hostile-text';
import { asExceljsReadsIt, FORMULA_START, readCsv } from '../support/spreadsheets';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Job = { id: number; title: string; status: number; download_url: string | null };

/** What `text().trim().max(n)` lets through: the stored value is the trimmed text. */
const fits = (max: number) => (text: string) => text.trim().length > 0 && text.trim().length <= max;

describe.each(databases)('stored text in exports on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;

  const ok = async (path: string, input: unknown) => {
    const answer = await server.call(path, input, { token: admin, locale: 'en-US' });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  /** Starts an export and answers its finished file. */
  const exported = async (path: string, input: object) => {
    const { id } = await ok(path, input);
    const deadline = Date.now() + 15_000;
    for (;;) {
      const job = ((await ok('async_operations/inquire', {})).list as Job[]).find((row) => row.id === id);
      if (job && job.status !== AsyncOperationStatus.in_progress) {
        expect(job.status).toBe(AsyncOperationStatus.completed);
        const response = await fetch(`${server.url}${job.download_url}`);
        expect(response.status).toBe(200);
        return { job, response };
      }
      if (Date.now() > deadline) throw new Error(`export ${id} did not finish`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    admin = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** Every ledger row of a user as stored: the remark the file must hold, safe. */
  const storedRemarks = async (payerId: number) =>
    new Map(
      (
        await database.store.db
          .select({ id: bills.id, remark: bills.remark })
          .from(bills)
          .where(eq(bills.userId, payerId))
          .orderBy(asc(bills.id))
      ).map((row) => [row.id, sheetText(row.remark)]),
    );

  it('writes every remark back as its safe text in CSV and XLSX, never as a formula', async () => {
    const remarks = fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), storableText).filter(fits(200));
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(remarks, { minLength: 1, maxLength: 4 }), async (written) => {
        run += 1;
        // A user of its own per run: the file holds this run's rows alone, and a failure shrinks to them.
        const payerId = await createUser(database.store, {
          account: `export${run}`,
          password: 'Pass12345',
          roleKey: 'default',
        });
        for (const [index, remark] of written.entries())
          await ok('user_list/balance', {
            id: payerId,
            amount: '1',
            remark,
            request_id: `remark-${run}-${index}`,
          });
        const expected = await storedRemarks(payerId);

        const csv = await exported('bill/export', { user_id: payerId, format: 'csv' });
        const [, ...records] = readCsv((await csv.response.text()).replace(/^\uFEFF/, ''));
        expect(new Map(records.map((record) => [Number(record[0]), record[9]]))).toEqual(expected);
        for (const field of records.flat()) expect(field).not.toMatch(FORMULA_START);

        const xlsx = await exported('bill/export', { user_id: payerId, format: 'xlsx' });
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(await xlsx.response.arrayBuffer());
        const read = new Map<number, unknown>();
        workbook.worksheets[0]?.eachRow((row, number) => {
          if (number === 1) return;
          const remark = row.getCell(10);
          expect(remark.formula).toBeFalsy();
          expect([ExcelJS.ValueType.String, ExcelJS.ValueType.Null]).toContain(remark.type);
          read.set(Number(row.getCell(1).value), remark.type === ExcelJS.ValueType.Null ? '' : remark.value);
        });
        expect(read).toEqual(new Map([...expected].map(([id, remark]) => [id, asExceljsReadsIt(remark)])));
      }),
      { numRuns: 15 },
    );
  });

  it('names an export after a code of any name, and downloads it under a well-formed file name', async () => {
    const names = fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), storableText).filter(fits(100));
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const code = await ok('qr_code_list/add', {
          name,
          open_log: 2,
          destinations: [{ url: 'https://example.com/landing' }],
        });
        const { job, response } = await exported('qr_code_access/export_access_records', {
          code_id: code.id,
          format: 'csv',
        });
        expect(job.title).toBe(`Export of visits: ${name.trim()}`);
        // RFC 8187: nothing but its attr-chars and percent escapes after `UTF-8''`.
        expect(response.headers.get('content-disposition')).toMatch(
          /^attachment; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/,
        );
      }),
      { numRuns: 15 },
    );
  });
});
