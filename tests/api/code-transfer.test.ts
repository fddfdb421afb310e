import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from '../../contract/areas/code-transfer';
import { UPLOAD } from '../../contract/areas/images';
import { DomainType } from '../../contract/enums';
import { readSubscriberDefaults, writeSubscriberDefaults } from '../../server/settings/configuration';
import { HOSTILE_TEXTS } from '../support/hostile-text';
import { FORMULA_START, readCsv } from '../support/spreadsheets';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Format = 'csv' | 'xlsx';
type ImportRow = {
  line: number;
  action: string;
  file_name: string;
  errors: { field: string; message: string }[];
};

const HEADER =
  'file_name,name,status,group,rotation_model,dest1_url,dest1_threshold,dest1_weight,dest2_url,dest2_enabled';

/** A CSV file as a person would write it, lines joined by CR LF. */
const csvOf = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** The cells of the first sheet, row by row, as exceljs reads them. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: true }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** An installation of its own: the same suffixes are free there, as when an account moves. */
type Installation = { database: TestDatabase; server: TestServer };

describe.each(databases)('code export and import on $name', ({ open }) => {
  let main: Installation;
  let other: Installation;
  let alice: string;
  let bob: string;
  let carol: string;
  let dave: string;
  let administrator: string;

  const call = async (installation: Installation, token: string, path: string, input: unknown) => {
    const answer = await installation.server.call(path, input, { token, locale: 'en-US' });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  const exportFile = async (installation: Installation, token: string, format: Format) => {
    const { download_url } = await call(installation, token, 'qr_code_list/export_codes', { format });
    expect(download_url).toMatch(/^\/downloads\/\d+\?/);
    const response = await fetch(`${installation.server.url}${download_url}`);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };

  const importFile = (
    installation: Installation,
    token: string,
    format: Format,
    bytes: Buffer,
    dryRun: boolean,
  ) =>
    installation.server.call(
      'qr_code_list/import_codes',
      { format, content_base64: bytes.toString('base64'), dry_run: dryRun },
      { token, locale: 'en-US' },
    );

  const imported = async (
    installation: Installation,
    token: string,
    format: Format,
    bytes: Buffer,
    dryRun: boolean,
  ): Promise<{ rows: ImportRow[]; created: number; updated: number; failed: number }> => {
    const answer = await importFile(installation, token, format, bytes, dryRun);
    if (answer.httpStatus !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  };

  const ownCodes = async (installation: Installation, token: string) =>
    (await call(installation, token, 'qr_code_list/inquire', { page: 1, page_size: 100, sort_order: 'asc' }))
      .list as { id: number; name: string; file_name: string; status: number; group_name: string | null }[];

  const details = (installation: Installation, token: string, id: number) =>
    call(installation, token, 'qr_code_list/details', { id });

  const account = async (installation: Installation, name: string, roleKey = 'default') => {
    await createUser(installation.database.store, { account: name, password: 'Pass12345', roleKey });
    return installation.server.login(name, 'Pass12345');
  };

  beforeAll(async () => {
    main = { database: await open(), server: undefined as unknown as TestServer };
    main.server = await startServer(main.database);
    other = { database: await open(), server: undefined as unknown as TestServer };
    other.server = await startServer(other.database);
    alice = await account(main, 'alice');
    carol = await account(main, 'carol');
    dave = await account(main, 'davey');
    administrator = await account(main, 'admin_one', 'administrator');
    bob = await account(other, 'bobby');

    // Alice's codes use every setting the code editor saves.
    const { id: groupId } = await call(main, alice, 'group/add', { name: 'Campaign 春季' });
    await call(main, alice, 'qr_code_list/add', {
      name: '读书会群',
      file_name: 'book-club',
      group_id: groupId,
      rotation_model: 1,
      jump_type: 2,
      access_mode: 2,
      restriction_visit: 2,
      open_log: 1,
      password: 'Share123',
      remark: 'line one\nline two, with "quotes"',
      fallback_message: 'Ask at the desk',
      destinations: [
        { url: 'https://example.com/群/一', title: 'First', threshold: 200, weight: 3 },
        {
          url: 'https://example.com/second?x=1&y=2',
          threshold: 0,
          enabled: false,
          fallback: true,
          expires_at: '2027-01-02T03:04:05.000Z',
        },
        { url: 'https://example.org/third', title: 'Third' },
      ],
    });
    const closed = await call(main, alice, 'qr_code_list/add', {
      name: 'Closed one',
      file_name: 'closed_1',
      rotation_model: 3,
      destinations: [{ url: 'https://example.net/' }],
    });
    await call(main, alice, 'qr_code_list/oepn_all_status', { ids: [closed.id], status: 2 });
    await call(main, alice, 'qr_code_list/add', {
      name: 'Random',
      file_name: 'rnd',
      rotation_model: 2,
      jump_type: 4,
      destinations: [
        { url: 'https://example.com/a', weight: 5 },
        { url: 'https://example.com/b', weight: 1 },
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await main?.server?.close();
    await other?.server?.close();
    await main?.database?.drop();
    await other?.database?.drop();
  });

  it('writes one line per code with its settings by name and its destinations in numbered columns', async () => {
    const csv = (await exportFile(main, alice, 'csv')).toString('utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = readCsv(csv.slice(1));
    expect(header?.slice(0, 14)).toEqual([
      'file_name',
      'name',
      'status',
      'domain',
      'group',
      'rotation_model',
      'jump_type',
      'access_mode',
      'restriction_visit',
      'open_log',
      'password',
      'remark',
      'fallback_message',
      'fallback_image_id',
    ]);
    // Three destination groups: the most any code has.
    expect(header).toHaveLength(14 + 3 * 8);
    expect(header?.[14]).toBe('dest1_url');
    expect(header?.at(-1)).toBe('dest3_expires_at');
    const book = lines.find((line) => line[0] === 'book-club') as string[];
    const cell = (name: string) => book[(header as string[]).indexOf(name)];
    expect(cell('group')).toBe('Campaign 春季');
    expect(cell('jump_type')).toBe('meta_refresh');
    expect(cell('access_mode')).toBe('scan_only');
    expect(cell('open_log')).toBe('counts_only');
    expect(cell('password')).toBe('Share123');
    expect(cell('dest1_url')).toBe('https://example.com/%E7%BE%A4/%E4%B8%80');
    expect(cell('dest1_threshold')).toBe('200');
    expect(cell('dest2_enabled')).toBe('no');
    expect(cell('dest2_fallback')).toBe('yes');
    expect(cell('dest2_expires_at')).toBe('2027-01-02T03:04:05.000Z');
    expect(lines.find((line) => line[0] === 'closed_1')?.[2]).toBe('closed');
  });

  it('round-trips CSV and XLSX into another account: a dry run first writes nothing, then the same file comes back', async () => {
    const csv = await exportFile(main, alice, 'csv');
    const dry = await imported(other, bob, 'csv', csv, true);
    expect(dry).toMatchObject({ created: 3, updated: 0, failed: 0 });
    expect(dry.rows.map((row) => [row.line, row.action, row.file_name])).toEqual([
      // The first code's remark holds a line break: its line runs over two lines of the file.
      [2, 'create', 'book-club'],
      [4, 'create', 'closed_1'],
      [5, 'create', 'rnd'],
    ]);
    expect(await ownCodes(other, bob)).toEqual([]);
    expect((await call(other, bob, 'group/inquire', { page: 1, page_size: 10 })).total).toBe(0);

    const applied = await imported(other, bob, 'csv', csv, false);
    expect(applied).toMatchObject({ created: 3, updated: 0, failed: 0 });
    const codes = await ownCodes(other, bob);
    expect(codes.map((code) => [code.file_name, code.status, code.group_name])).toEqual([
      ['book-club', 1, 'Campaign 春季'],
      ['closed_1', 2, null],
      ['rnd', 1, null],
    ]);
    expect((await exportFile(other, bob, 'csv')).equals(csv)).toBe(true);

    // The same account reads the XLSX back: every line updates its code, and nothing changes.
    const xlsx = await exportFile(main, alice, 'xlsx');
    const again = await imported(other, bob, 'xlsx', xlsx, false);
    expect(again).toMatchObject({ created: 0, updated: 3, failed: 0 });
    expect(await sheetRows(await exportFile(other, bob, 'xlsx'))).toEqual(await sheetRows(xlsx));
    expect((await exportFile(other, bob, 'csv')).equals(csv)).toBe(true);
  });

  it('refuses a suffix another customer holds, without naming them', async () => {
    const csv = await exportFile(main, alice, 'csv');
    const before = await ownCodes(main, carol);
    for (const dryRun of [true, false]) {
      const answer = await imported(main, carol, 'csv', csv, dryRun);
      expect(answer).toMatchObject({ created: 0, updated: 0, failed: 3 });
      for (const row of answer.rows) {
        expect(row.action).toBe('error');
        expect(row.errors).toEqual([
          { field: 'file_name', message: 'This suffix is already used on this domain' },
        ]);
        expect(JSON.stringify(row)).not.toMatch(/alice/i);
      }
    }
    expect(await ownCodes(main, carol)).toEqual(before);
  });

  it('reports a bad line with its column and message while the good lines apply', async () => {
    const file = csvOf(
      HEADER,
      'good-1,Good one,open,,sequential,https://example.com/1,10,1,https://example.com/1b,no',
      'bad-1,Bad one,sideways,,spinning,javascript:alert(1),lots,1,,',
      ',No suffix given,,,,https://example.com/3,,,,',
      'bad-2,,open,,,https://example.com/4,0,0,,maybe',
    );
    const dry = await imported(main, dave, 'csv', file, true);
    expect(dry).toMatchObject({ created: 2, updated: 0, failed: 2 });
    const [good, bad, noSuffix, bad2] = dry.rows as [ImportRow, ImportRow, ImportRow, ImportRow];
    expect(good).toEqual({ line: 2, action: 'create', file_name: 'good-1', errors: [] });
    expect(noSuffix).toMatchObject({ line: 4, action: 'create', file_name: '' });
    expect(bad.line).toBe(3);
    expect(bad.action).toBe('error');
    const fields = Object.fromEntries(bad.errors.map((error) => [error.field, error.message]));
    expect(Object.keys(fields).sort()).toEqual(['dest1_threshold', 'dest1_url', 'rotation_model', 'status']);
    expect(fields.status).toBe('Write one of: open, closed');
    expect(fields.dest1_threshold).toBe('Write a whole number');
    expect(fields.dest1_url).toMatch(/\S/);
    // A second destination with a setting but neither an address nor a picture.
    expect(bad2.errors.map((error) => error.field).sort()).toEqual([
      'dest1_weight',
      'dest2_enabled',
      'dest2_url',
      'name',
    ]);
    expect(await ownCodes(main, dave)).toEqual([]);

    const applied = await imported(main, dave, 'csv', file, false);
    expect(applied).toMatchObject({ created: 2, updated: 0, failed: 2 });
    expect(applied.rows[2]?.file_name).toMatch(/^[A-Za-z0-9_-]{8}$/);
    const codes = await ownCodes(main, dave);
    expect(codes.map((code) => code.name)).toEqual(['Good one', 'No suffix given']);
    const good1 = await details(main, dave, codes[0]?.id as number);
    expect(
      good1.destinations.map((d: { url: string; threshold: number; enabled: boolean }) => [
        d.url,
        d.threshold,
        d.enabled,
      ]),
    ).toEqual([
      ['https://example.com/1', 10, true],
      ['https://example.com/1b', 0, false],
    ]);
  });

  it('updates the code whose suffix the line names, keeping the destinations it lists again', async () => {
    const csv = (await exportFile(main, alice, 'csv')).toString('utf8').slice(1);
    const [header, ...lines] = readCsv(csv) as [string[], ...string[][]];
    const book = lines.find((line) => line[0] === 'book-club') as string[];
    const [code] = (await ownCodes(main, alice)).filter((row) => row.file_name === 'book-club');
    const before = await details(main, alice, code?.id as number);
    book[header.indexOf('name')] = 'Book club, renamed';
    book[header.indexOf('dest3_url')] = 'https://example.org/replaced';
    const file = csvOf(header.join(','), book.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','));
    const answer = await imported(main, alice, 'csv', file, false);
    expect(answer).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const after = await details(main, alice, code?.id as number);
    expect(after.name).toBe('Book club, renamed');
    expect(after.destinations.map((d: { id: number }) => d.id).slice(0, 2)).toEqual(
      before.destinations.map((d: { id: number }) => d.id).slice(0, 2),
    );
    expect(after.destinations[2].url).toBe('https://example.org/replaced');
    expect(after.destinations[2].id).not.toBe(before.destinations[2].id);
  });

  it('keeps to the package’s code limit: lines beyond it are errors', async () => {
    const defaults = await readSubscriberDefaults(main.database.store.db);
    const limited = await account(main, 'limited');
    await call(main, limited, 'qr_code_list/add', {
      name: 'Existing',
      destinations: [{ url: 'https://a.example/' }],
    });
    await writeSubscriberDefaults(main.database.store.db, { ...defaults, free_max_codes: 3 });
    try {
      const file = csvOf(
        'file_name,name,dest1_url',
        'lim-1,One,https://example.com/1',
        'lim-2,Two,https://example.com/2',
        'lim-3,Three,https://example.com/3',
      );
      for (const dryRun of [true, false]) {
        const answer = await imported(main, limited, 'csv', file, dryRun);
        expect(answer).toMatchObject({ created: 2, updated: 0, failed: 1 });
        expect(answer.rows[2]?.errors).toEqual([
          { field: 'line', message: expect.stringContaining('allows 3 live codes') },
        ]);
      }
      expect((await ownCodes(main, limited)).map((code) => code.file_name).slice(1)).toEqual([
        'lim-1',
        'lim-2',
      ]);
    } finally {
      await writeSubscriberDefaults(main.database.store.db, defaults);
    }
  });

  it('refuses callers without the grant', async () => {
    const file = csvOf('file_name,name,dest1_url', 'x-1,X,https://example.com/');
    const input = { format: 'csv', content_base64: file.toString('base64'), dry_run: true };
    for (const path of ['qr_code_list/export_codes', 'qr_code_list/import_codes']) {
      const body = path.endsWith('export_codes') ? { format: 'csv' } : input;
      expect((await main.server.call(path, body)).httpStatus).toBe(401);
      expect((await main.server.call(path, body, { token: administrator })).httpStatus).toBe(403);
    }
  });

  it('refuses a file too large, too long or not of the layout, saying why', async () => {
    const refusal = async (format: Format, bytes: Buffer) => {
      const answer = await importFile(main, dave, format, bytes, true);
      expect(answer.httpStatus).toBe(400);
      return answer.body.message as string;
    };
    expect(await refusal('csv', Buffer.alloc(MAX_IMPORT_BYTES + 1, 'a'))).toBe(
      'The file is larger than 512 KB: split it into several files',
    );
    const long = csvOf(
      'file_name,name,dest1_url',
      ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, index) => `s${index},N,https://e.com/`),
    );
    expect(await refusal('csv', long)).toBe(
      `The file has more than ${MAX_IMPORT_ROWS} codes: split it into several files`,
    );
    expect(await refusal('csv', csvOf('file_name,name,colour', 'a,b,c'))).toBe('Unknown column “colour”');
    expect(await refusal('csv', csvOf('name,dest1_url', 'a,https://e.com/'))).toBe(
      'The column “file_name” is missing',
    );
    expect(await refusal('csv', Buffer.from([0xff, 0xfe, 0x41, 0x00]))).toMatch(/UTF-8/);
    expect(await refusal('xlsx', csvOf('file_name,name'))).toMatch(/XLSX/);
    expect(await refusal('csv', csvOf('file_name,name', 'a,"open quote'))).toMatch(/malformed near line \d/);
  });

  it('reads a formula-looking cell back as the text it was exported as, and keeps hostile text safe', async () => {
    const hostile = HOSTILE_TEXTS.filter((text) => text.trim() !== '');
    const owner = await account(main, 'hostile');
    for (const [index, text] of hostile.entries()) {
      await call(main, owner, 'qr_code_list/add', {
        name: text,
        file_name: `hostile-${index}`,
        remark: text,
        fallback_message: text,
        destinations: [{ url: 'https://example.com/', title: text }],
      });
    }
    for (const format of ['csv', 'xlsx'] as const) {
      const first = await exportFile(main, owner, format);
      if (format === 'csv') {
        for (const line of readCsv(first.toString('utf8').slice(1)))
          for (const cell of line) expect(cell).not.toMatch(FORMULA_START);
      } else {
        for (const row of await sheetRows(first))
          for (const cell of row) {
            expect(typeof cell === 'object' && cell !== null).toBe(false);
            if (typeof cell === 'string') expect(cell).not.toMatch(FORMULA_START);
          }
      }
      const receiver = await account(other, `receiver_${format}`);
      const answer = await imported(other, receiver, format, first, false);
      expect(answer).toMatchObject({ created: hostile.length, failed: 0 });
      const names = (await ownCodes(other, receiver)).map((code) => code.name);
      // Formula starts come back as typed; only characters no spreadsheet can hold are gone.
      expect(names).toContain('=HYPERLINK("http://evil.example","click")');
      expect(names).toContain('+1+1');
      expect(names).toContain('@SUM(1,2)');
      const second = await exportFile(other, receiver, format);
      if (format === 'csv') expect(second.equals(first)).toBe(true);
      else expect(await sheetRows(second)).toEqual(await sheetRows(first));
      // The codes are the receiver's now; the suffixes free for the next format.
      const ids = (await ownCodes(other, receiver)).map((code) => code.id);
      await call(other, receiver, 'qr_code_list/remove', { ids });
      // Out of the trash for good, so the next format's account can take the same suffixes.
      await other.database.store.db.execute(
        sql`delete from destinations where code_id in (select id from codes where file_name like 'hostile-%')`,
      );
      await other.database.store.db.execute(sql`delete from codes where file_name like 'hostile-%'`);
    }
  });

  it('refuses a picture of another customer named in the file, as one that does not exist', async () => {
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('file', new Blob([new Uint8Array(png)]), 'carol.png');
    const upload = await fetch(`${main.server.url}/api/${UPLOAD.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carol}` },
      body: form,
    });
    const { data: picture } = await upload.json();
    expect(picture.id).toBeGreaterThan(0);
    const file = csvOf(
      'file_name,name,fallback_image_id,dest1_url,dest1_image_id',
      `img-1,Carol's picture,,,${picture.id}`,
      `img-2,Carol's contact,${picture.id},https://example.com/,`,
    );
    const answer = await imported(main, dave, 'csv', file, true);
    const unknown = 'The picture does not exist; upload it to your image library first';
    expect(answer.rows.map((row) => [row.action, row.errors])).toEqual([
      ['error', [{ field: 'dest1_image_id', message: unknown }]],
      ['error', [{ field: 'fallback_image_id', message: unknown }]],
    ]);
    // Her own picture is hers to name.
    expect((await imported(main, carol, 'csv', file, true)).rows.map((row) => row.action)).toEqual([
      'create',
      'create',
    ]);
  });

  it('reads a text cell that begins with an apostrophe as typed after one more', async () => {
    const file = csvOf('file_name,name,remark,dest1_url', "apos-1,'=SUM(1;2),''quoted,https://example.com/");
    const answer = await imported(main, dave, 'csv', file, false);
    expect(answer).toMatchObject({ created: 1, failed: 0 });
    const [code] = (await ownCodes(main, dave)).filter((row) => row.file_name === 'apos-1');
    const saved = await details(main, dave, code?.id as number);
    expect(saved.name).toBe('=SUM(1;2)');
    expect(saved.remark).toBe("'quoted");
  });

  it('moves a code to the domain its line names, among the caller’s own domains only', async () => {
    const root = await main.server.login();
    await call(main, root, 'hold_domain/add', {
      host: 'dave-links.example.com',
      type: DomainType.short,
      owner_account: 'davey',
    });
    const file = csvOf(
      'file_name,name,domain,dest1_url',
      'good-1,Good one,dave-links.example.com,https://example.com/1',
    );
    const moving = await imported(main, dave, 'csv', file, false);
    expect(moving, JSON.stringify(moving)).toMatchObject({ updated: 1, failed: 0 });
    const [moved] = (await ownCodes(main, dave)).filter((row) => row.file_name === 'good-1');
    expect((await details(main, dave, moved?.id as number)).domain).toBe('dave-links.example.com');
    const foreign = await imported(main, alice, 'csv', file, true);
    expect(foreign.rows[0]?.errors).toEqual([
      { field: 'domain', message: 'This domain does not exist or is not yours' },
    ]);
  });
});
