import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { ERROR_CODES } from '../../contract/call';
import { type CallPath, calls } from '../../contract/calls';
import { Disabled, LOCALES } from '../../contract/enums';
import { startSession } from '../../server/auth/sessions';
import { users } from '../../server/db/schema';
import { catalogues } from '../../src/i18n/catalogues';
import {
  type Hint,
  hashText,
  isIdField,
  type Path,
  type Rng,
  replaceAt,
  sampleBody,
  seededRng,
  slotsOf,
  valueAt,
} from '../support/contract-bodies';
import { requestAs } from '../support/host-request';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/**
 * Every call of the contract, called with bodies generated from its input schema and then broken
 * in every way a client can break them, by a signed-out caller, a customer and a super
 * administrator; then the public GET paths (redirects, pictures, QR images) and the upload route.
 * No answer may be a 5xx, and every `/api` answer must be the `{status, …}` envelope. The list of
 * calls is the contract's table: a new call is fuzzed without a line written here.
 *
 * Deterministic: each caller and call has its own seeded generator, so a failure listed here
 * comes back on the next run, and a new call does not change the bodies of the others.
 */

/**
 * Bodies per admitted call and caller, besides one per field with what the database cannot store:
 * valid samples, random broken fields, broken wholes.
 */
const VALID_SAMPLES = 4;
const FIELD_MUTATIONS = 10;
const WHOLE_MUTATIONS = 3;
/** A tier's callers take 20–45 s in all on two cores; the limit leaves room for a loaded machine. */
const FUZZ_TIMEOUT_MS = 240_000;
const JSON_TYPE = 'application/json';

/** A JSON text put into a body as it is: numbers JSON cannot write, nesting too deep to build. */
class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify, with RawJson values written as their text. */
function toJson(body: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) =>
    value instanceof RawJson ? `@raw${raws.push(value.text) - 1}@` : value,
  );
  return text.replace(/"@raw(\d+)@"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** What replaces one field of a valid body. */
const NASTY_VALUES: { label: string; value: unknown }[] = [
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'fraction', value: 1.5 },
  { label: 'negative fraction', value: -0.5 },
  { label: 'largest int4', value: 2_147_483_647 },
  { label: 'past int4', value: 2_147_483_648 },
  { label: 'unsafe integer', value: 2 ** 53 + 2 },
  { label: '-2^63', value: -(2 ** 63) },
  { label: '1e308', value: 1e308 },
  { label: 'overflowing number', value: new RawJson('1e400') },
  { label: 'negative overflow', value: new RawJson('-1e400') },
  { label: 'NaN text', value: 'NaN' },
  { label: 'Infinity text', value: 'Infinity' },
  { label: 'numeric text', value: '12' },
  { label: 'long digits', value: '9'.repeat(400) },
  { label: 'empty text', value: '' },
  { label: 'blank text', value: '   ' },
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'lone surrogate', value: 'x\ud800y' },
  { label: 'lone low surrogate', value: '\udc00' },
  { label: 'emoji and RTL', value: '😀👩‍👩‍👧 مرحبا שלום \u202eabc' },
  { label: 'SQL', value: "x' OR '1'='1'; DROP TABLE users; --" },
  { label: 'LIKE wildcards', value: '%_\\%' },
  { label: 'escaped NUL', value: '%00' },
  { label: 'path', value: '../../etc/passwd' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'impossible date', value: '2026-13-45' },
  { label: 'February 30', value: '2026-02-30' },
  { label: 'year zero', value: '0000-01-01' },
  { label: 'last day of 9999', value: '9999-12-31' },
  { label: 'impossible time', value: '2026-03-01T25:61:00Z' },
  { label: 'far time', value: '275760-09-13T00:00:00Z' },
  { label: 'huge text', value: 'a'.repeat(200_000) },
  { label: 'empty array', value: [] },
  { label: 'empty object', value: {} },
  { label: 'array of null', value: [null] },
  { label: 'array with NUL', value: ['a\u0000b'] },
  { label: 'ids past int4', value: [2_147_483_648, 1] },
  { label: 'object with NUL', value: { 'k\u0000': 'v\u0000' } },
  { label: 'object with lone surrogate', value: { k: ['\ud83d'] } },
  { label: '__proto__ key', value: new RawJson('{"__proto__":{"polluted":true}}') },
  { label: 'constructor key', value: new RawJson('{"constructor":{"prototype":{"polluted":true}}}') },
  { label: 'deep nesting', value: new RawJson(nested(5_000)) },
];

const labelled = (...labels: string[]) => NASTY_VALUES.filter((nasty) => labels.includes(nasty.label));
/** What PostgreSQL refuses to store: in text, and in an integer or numeric column. */
const HOSTILE_TEXTS = labelled('NUL', 'lone surrogate');
const HOSTILE_NUMBERS = labelled('past int4', '1e308');

type RawRequest = { label: string; body?: string; contentType?: string };

/** Bodies broken as a whole; `valid` is a good body of the call, for the ones that wrap it. */
function wholeBodies(valid: unknown): RawRequest[] {
  return [
    { label: 'empty JSON', body: '', contentType: JSON_TYPE },
    { label: 'broken JSON', body: '{"a":', contentType: JSON_TYPE },
    { label: 'plain text', body: 'hello', contentType: 'text/plain' },
    { label: 'XML', body: '<a/>', contentType: 'application/xml' },
    { label: 'array', body: '[1,2]', contentType: JSON_TYPE },
    { label: 'null', body: 'null', contentType: JSON_TYPE },
    { label: 'string', body: '"x"', contentType: JSON_TYPE },
    { label: 'number', body: '12', contentType: JSON_TYPE },
    { label: 'byte order mark', body: '\ufeff{}', contentType: JSON_TYPE },
    { label: '__proto__', body: '{"__proto__":{"polluted":true}}', contentType: JSON_TYPE },
    {
      label: 'constructor.prototype',
      body: '{"constructor":{"prototype":{"polluted":true}}}',
      contentType: JSON_TYPE,
    },
    { label: 'deep nesting', body: `{"a":${nested(50_000)}}`, contentType: JSON_TYPE },
    {
      label: 'over the body limit',
      body: toJson({ ...(valid as object), padding: 'a'.repeat(1_100_000) }),
      contentType: JSON_TYPE,
    },
  ];
}

/** What is wrong with an answer, or null: a 5xx, or an `/api` answer that is not the envelope. */
function envelopeProblem(status: number, text: string): string | null {
  if (status >= 500) return `answered ${status}`;
  let body: { status?: unknown; data?: unknown; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${status} without JSON`;
  }
  if (body.status === true) return status === 200 && 'data' in body ? null : `status true with ${status}`;
  if (body.status !== false) return `answered ${status} without a status`;
  const known = (ERROR_CODES as readonly unknown[]).includes(body.code);
  return known && typeof body.message === 'string' && status >= 400 ? null : `malformed refusal (${status})`;
}

const shorten = (text = '', room = 240) =>
  JSON.stringify(text.length > room ? `${text.slice(0, room)}… (${text.length} characters)` : text);

type Caller = {
  name: 'anonymous' | 'customer' | 'super';
  token?: string;
  userId?: number;
  roleId?: number;
};

function pngOf(width: number, height: number): Buffer {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
}

describe.each(databases)('the contract fuzz on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  const anonymous: Caller = { name: 'anonymous' };
  const customer: Caller = { name: 'customer' };
  const root: Caller = { name: 'super' };
  /** Ids of objects that exist: generated bodies name them often, so services get past "not found". */
  const knownIds: number[] = [1, 2];
  let entryHost = '';
  let shortHost = '';
  let qrPath = '';
  /** The site configuration as it was before the run, a valid body of `configuration/update`. */
  let configuration: object = {};
  let addressCounter = 0;

  /**
   * Every request comes from another address (the server trusts the loopback proxy), so the rate
   * limits of public calls never stand between a body and its handler.
   */
  const nextAddress = () => {
    addressCounter += 1;
    return `198.18.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
  };

  const send = async (path: string, raw: RawRequest, caller: Caller) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': nextAddress(),
        ...(raw.contentType ? { 'content-type': raw.contentType } : {}),
        ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
      },
      ...(raw.body === undefined ? {} : { body: raw.body }),
    });
    return { status: response.status, text: await response.text() };
  };

  /**
   * A caller's own account may be disabled, reset, moved to another role or signed out by the
   * bodies it sends (or, for the super administrator, by the calls it may make on anyone). When a
   * request is refused with 401 or 403, the account is put back as it was, directly in the
   * database, with a new session, and the request is sent again: the rest of the run still
   * reaches every handler as that caller.
   */
  const keepSignedIn = async (caller: Caller): Promise<boolean> => {
    if (!caller.token || caller.userId === undefined) return false;
    const check = await server.call('admin/get_user_info', {}, { token: caller.token });
    if (check.httpStatus === 200 && check.body.data.user_info.role_id === caller.roleId) return false;
    await database.store.db
      .update(users)
      .set({ disabled: Disabled.no, roleId: caller.roleId })
      .where(eq(users.id, caller.userId));
    caller.token = await startSession(database.store.db, caller.userId, {
      remember: false,
      keep: 100,
      ip: '127.0.0.1',
      userAgent: 'fuzz',
    });
    return true;
  };

  const sendAndCheck = async (caller: Caller, path: string, raw: RawRequest, failures: string[]) => {
    let answer = await send(path, raw, caller);
    if ((answer.status === 401 || answer.status === 403) && (await keepSignedIn(caller)))
      answer = await send(path, raw, caller);
    const problem = envelopeProblem(answer.status, answer.text);
    if (problem)
      failures.push(
        `${caller.name} ${path} [${raw.label}] ${problem}: sent ${shorten(raw.body)} → ${shorten(answer.text, 160)}`,
      );
    return answer;
  };

  /** Ids the generator puts in id fields most of the time: objects that exist, some the caller's. */
  const idHint =
    (rng: Rng): Hint =>
    (field) => {
      if (!isIdField(field) || rng.chance(0.3)) return undefined;
      return field.endsWith('ids') ? [rng.pick(knownIds)] : rng.pick(knownIds);
    };

  /** The requests of one call as one caller, in a fixed order from the call's own seed. */
  function requestsFor(caller: Caller, path: CallPath, admitted: boolean): RawRequest[] {
    const rng = seededRng(hashText(`${caller.name} ${path}`));
    const schema = calls[path].input;
    const hint = idHint(rng);
    const wholes = wholeBodies(sampleBody(schema, rng, hint));
    const requests: RawRequest[] = [
      { label: 'no body' },
      ...Array.from({ length: WHOLE_MUTATIONS }, () => rng.pick(wholes)),
    ];
    if (!admitted) return requests;
    const json = (label: string, body: unknown) => ({ label, body: toJson(body), contentType: JSON_TYPE });
    for (let index = 0; index < VALID_SAMPLES; index += 1)
      requests.push(json('valid', sampleBody(schema, rng, hint)));
    // Every field with what the database cannot store, so no field is left to chance.
    const base = sampleBody(schema, rng, hint);
    for (const slot of slotsOf(schema, base)) {
      const hostile = typeof valueAt(base, slot) === 'number' ? HOSTILE_NUMBERS : HOSTILE_TEXTS;
      for (const { label, value } of hostile)
        requests.push(json(`${slot.join('.')} = ${label}`, replaceAt(base, slot, value)));
    }
    for (let index = 0; index < FIELD_MUTATIONS; index += 1) {
      const body = sampleBody(schema, rng, hint);
      const slots = slotsOf(schema, body);
      const nasty = rng.pick(NASTY_VALUES);
      // Calls without fields get a field they do not expect.
      const slot: Path = slots.length > 0 ? rng.pick(slots) : [rng.pick(['id', 'extra'])];
      requests.push(json(`${slot.join('.')} = ${nasty.label}`, replaceAt(body, slot, nasty.value)));
    }
    return requests;
  }

  /**
   * Every call as one caller. A call the caller may not make (401, 403 on an empty body) gets
   * only broken wholes: its handler is never reached, so more bodies would test nothing.
   */
  async function fuzzEveryCall(caller: Caller): Promise<string[]> {
    const failures: string[] = [];
    for (const path of Object.keys(calls) as CallPath[]) {
      const probe = await sendAndCheck(
        caller,
        path,
        { label: 'empty object', body: '{}', contentType: JSON_TYPE },
        failures,
      );
      const admitted = probe.status !== 401 && probe.status !== 403;
      for (const raw of requestsFor(caller, path, admitted)) await sendAndCheck(caller, path, raw, failures);
    }
    return failures;
  }

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { config: { trustProxy: ['127.0.0.1'] } });
    const [superRow] = await database.store.db.select().from(users).where(eq(users.account, 'rootadmin'));
    Object.assign(root, { token: await server.login(), userId: superRow?.id, roleId: superRow?.roleId });
    const customerId = await createUser(database.store, {
      account: 'fuzz_customer',
      password: 'FuzzPass77',
      roleKey: 'default',
    });
    const [customerRow] = await database.store.db.select().from(users).where(eq(users.id, customerId));
    Object.assign(customer, {
      token: await server.login('fuzz_customer', 'FuzzPass77'),
      userId: customerId,
      roleId: customerRow?.roleId,
    });
    knownIds.push(customerId);

    // The customer's own objects: an entry and a short domain, a group, codes on each host, a picture.
    const made = async (path: string, input: unknown, caller: Caller) => {
      const answer = await server.call(path, input, { token: caller.token });
      if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
      return answer.body.data;
    };
    entryHost = 'fuzz-entry.example.com';
    shortHost = 'fuzz-short.example.com';
    const entry = await made(
      'hold_domain/add',
      { host: entryHost, type: 1, owner_account: 'fuzz_customer' },
      root,
    );
    const short = await made(
      'hold_domain/add',
      { host: shortHost, type: 3, owner_account: 'fuzz_customer' },
      root,
    );
    const group = await made('group/add', { name: 'Fuzz group' }, customer);
    const destinations = [{ url: 'https://land.example.com/' }];
    const code = await made(
      'qr_code_list/add',
      { name: 'Fuzz', file_name: 'fuzzcode', group_id: group.id, destinations },
      customer,
    );
    const onEntry = await made(
      'qr_code_list/add',
      { name: 'Entry', file_name: 'fuzzentry', domain_id: entry.id, destinations },
      customer,
    );
    const onShort = await made(
      'qr_code_list/add',
      { name: 'Short', file_name: 'fuzzshort', domain_id: short.id, destinations },
      customer,
    );
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngOf(8, 8))]), 'fuzz.png');
    const upload = await fetch(`${server.url}/api/${UPLOAD.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
      body: form,
    });
    const image = (await upload.json()).data as { id: number };
    knownIds.push(entry.id, short.id, group.id, code.id, onEntry.id, onShort.id, image.id);
    qrPath = new URL(code.qr_url, server.url).pathname + new URL(code.qr_url, server.url).search;
    configuration = await made('configuration/inquire', {}, root);
  });
  /** A public access-log enquiry that passes every check but the one under test. */
  const enquiry = () => ({
    key: 'k'.repeat(32),
    file_name: 'fuzzcode',
    ip_list: ['203.0.113.9'],
    start_time: new Date(Date.now() - 3_600_000).toISOString(),
    end_time: new Date().toISOString(),
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  // The tests go in this order on purpose: the super administrator's run last, because its calls
  // change what everyone else meets — maintenance mode (503 for the others), roles and their
  // grants, blacklists, the customer's domains taken back. Its own sign-out, password reset or
  // disabling are undone by keepSignedIn. The customer's calls only change its own objects.
  it(
    'answers every call with an envelope and no 5xx when signed out',
    async () => {
      expect((await fuzzEveryCall(anonymous)).join('\n')).toBe('');
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'answers every call with an envelope and no 5xx as a customer',
    async () => {
      expect((await fuzzEveryCall(customer)).join('\n')).toBe('');
    },
    FUZZ_TIMEOUT_MS,
  );

  it('answers odd redirect, picture and QR addresses without a 5xx', async () => {
    const segments = [
      '%00',
      'fuzzcode%00',
      'a%00b',
      '%ED%A0%80',
      '%F0%9F%98%80',
      '%E2%80%AE%D9%85',
      '%',
      '%zz',
      '%C0%AF',
      '..%2F..%2Fetc%2Fpasswd',
      '%2F',
      "'%20OR%201=1--",
      '%25%30%30',
      'x'.repeat(4_000),
      'fuzzcode',
    ];
    const consoleHost = new URL(server.url).host;
    const queries = [
      'k=%00',
      'k=',
      'k=x&size=-1',
      'size=NaN',
      'size=1e400',
      'size=64.5',
      'margin=99999999999999999999',
      'logo=%00',
      'logo=2147483648',
      'logo=-1',
      'download=%00',
      `k=${'a'.repeat(5_000)}`,
      'k=1&k=2',
      'k[]=1',
      '%zz=1',
    ];
    const addresses: [string, string][] = [
      ...segments.flatMap((segment): [string, string][] => [
        [consoleHost, `/c/${segment}`],
        [consoleHost, `/c/${segment}?k=${segment}`],
        [entryHost, `/${segment}`],
        [entryHost, `/${segment}?${segment}=${segment}`],
        [shortHost, `/?k=${segment}`],
        [shortHost, `/${segment}`],
        [consoleHost, `/u/${segment}`],
        [entryHost, `/u/${segment}.png`],
        [consoleHost, `/qr/${segment}.png`],
      ]),
      ...queries.flatMap((query): [string, string][] => [
        [consoleHost, `${qrPath}&${query}`],
        [consoleHost, `/qr/1.svg?${query}`],
        [shortHost, `/?${query}`],
      ]),
    ];
    const failures: string[] = [];
    for (const [host, path] of addresses) {
      const answer = await requestAs(server.url, host, path);
      if (answer.status >= 500) failures.push(`GET ${host}${path.slice(0, 120)} answered ${answer.status}`);
    }
    expect(failures.join('\n')).toBe('');
  }, 60_000);

  it('refuses text the database cannot store on its field, in the caller’s language', async () => {
    const examples: [string, object, Caller, string][] = [
      ['qr_code_list/share_access', { file_name: 'a\u0000b', password: 'x' }, anonymous, 'file_name'],
      ['qr_code_access/public_enquiry', { ...enquiry(), file_name: 'a\u0000b' }, anonymous, 'file_name'],
      ['admin/login', { account: 'root\u0000', password: 'x' }, anonymous, 'account'],
      ['group/inquire', { keyword: 'a\u0000b' }, customer, 'keyword'],
      ['layout/save', { name: 'Mine', version: 1, data: { tabs: ['x\ud800'] } }, customer, 'data.tabs.0'],
      ['configuration/update', { ...configuration, title: 'x\ud800y' }, root, 'title'],
    ];
    for (const [path, input, caller, field] of examples) {
      for (const locale of LOCALES) {
        const answer = await server.call(path, input, { token: caller.token, locale });
        expect([path, answer.httpStatus, answer.body.errors]).toEqual([
          path,
          400,
          [{ path: field, message: catalogues[locale]['rule.text_unstorable'] }],
        ]);
      }
    }
    // An impossible day is refused on its field, not thrown on.
    const day = await server.call(
      'daily_statistics/inquire',
      { start_date: '2026-13-45', end_date: '2026-03-01' },
      { token: customer.token, locale: 'sw-KE' },
    );
    expect([day.httpStatus, day.body.errors]).toEqual([
      400,
      [{ path: 'start_date', message: catalogues['sw-KE']['statistics.day_format'] }],
    ]);
  });

  it('answers a NUL in a code address like any unknown code', async () => {
    const consoleHost = new URL(server.url).host;
    for (const [host, path, unknown] of [
      [consoleHost, '/c/%00', '/c/nosuchcode'],
      [consoleHost, '/c/fuzzcode%00', '/c/nosuchcode'],
      [entryHost, '/a%00b', '/nosuchcode'],
      [shortHost, '/?k=%00', '/?k=nosuchcode'],
    ] as const) {
      // The page without its per-answer style nonce. Sent as HTTPS through the trusted proxy: the
      // fuzz above may have set the domain to HTTPS only, which answers plain HTTP with a 301.
      const page = async (at: string) => {
        const answer = await requestAs(server.url, host, at, { 'x-forwarded-proto': 'https' });
        return [answer.status, answer.body.toString().replace(/nonce="[^"]*"/g, '')];
      };
      const [nul, missing] = [await page(path), await page(unknown)];
      expect([host, path, ...nul]).toEqual([host, path, ...missing]);
      expect(nul[0]).toBe(404);
    }
  });

  it('refuses broken uploads with an envelope and no 5xx', async () => {
    const png = pngOf(8, 8);
    const boundary = 'fuzzboundary';
    /** A multipart body written by hand, so a file name can hold any byte. */
    const multipart = (parts: { disposition: string; content: Buffer | string }[]) =>
      Buffer.concat([
        ...parts.flatMap((part) => [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; ${part.disposition}\r\n\r\n`,
            'latin1',
          ),
          Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
          Buffer.from('\r\n'),
        ]),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const file = (fileName: string) => ({
      disposition: `name="file"; filename="${fileName}"`,
      content: png,
    });
    const bodies: { label: string; body?: Buffer | string; contentType?: string }[] = [
      { label: 'NUL in the file name', body: multipart([file('a\u0000b.png')]) },
      {
        label: 'encoded NUL in the file name',
        body: multipart([{ disposition: `name="file"; filename*=UTF-8''a%00b.png`, content: png }]),
      },
      {
        label: 'NUL in the name field',
        body: multipart([{ disposition: 'name="name"', content: 'a\u0000b' }, file('x.png')]),
      },
      {
        label: 'long name field',
        body: multipart([{ disposition: 'name="name"', content: 'n'.repeat(5_000) }, file('x.png')]),
      },
      { label: 'two files', body: multipart([file('a.png'), file('b.png')]) },
      {
        label: 'not a picture',
        body: multipart([{ disposition: 'name="file"; filename="a.png"', content: 'hello' }]),
      },
      {
        label: 'a file under another field',
        body: multipart([{ disposition: 'name="other"; filename="a.png"', content: png }]),
      },
      { label: 'no parts', body: `--${boundary}--\r\n` },
      { label: 'cut off', body: `--${boundary}\r\nContent-Disposition: form-data; name="file"` },
      { label: 'JSON', body: '{"name":"x"}', contentType: JSON_TYPE },
      { label: 'no body' },
    ];
    const failures: string[] = [];
    for (const caller of [anonymous, customer]) {
      for (const { label, body, contentType } of bodies) {
        const response = await fetch(`${server.url}/api/${UPLOAD.path}`, {
          method: 'POST',
          headers: {
            'x-forwarded-for': nextAddress(),
            ...(body === undefined
              ? {}
              : { 'content-type': contentType ?? `multipart/form-data; boundary=${boundary}` }),
            ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}),
          },
          ...(body === undefined ? {} : { body: typeof body === 'string' ? body : new Uint8Array(body) }),
        });
        const problem = envelopeProblem(response.status, await response.text());
        if (problem) failures.push(`${caller.name} ${UPLOAD.path} [${label}] ${problem}`);
      }
    }
    expect(failures.join('\n')).toBe('');
  });

  it(
    'answers every call with an envelope and no 5xx as the super administrator',
    async () => {
      expect((await fuzzEveryCall(root)).join('\n')).toBe('');
    },
    FUZZ_TIMEOUT_MS,
  );
});
