import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { MAX_INT4 } from '../../contract/call';
import { type CallPath, calls } from '../../contract/calls';
import { DomainType } from '../../contract/enums';
import { hashText, idFieldsOf, OMIT, type Path, sampleBody, seededRng } from '../support/contract-bodies';
import { createUser } from './fixtures';
import { type CallAnswer, databases, startServer, type TestDatabase, type TestServer } from './harness';

/**
 * Tenancy, generated from the contract: every call a customer may make that names objects by id
 * (`id`, `ids`, `*_id` fields at any depth of its input) is made by customer B with customer A's
 * ids. It must be refused exactly as if the object did not exist — 404, 403, or a 400 on that very
 * field (a reference such as a code's group) — and A's objects must read the same afterwards. The
 * same body with B's own object must be accepted, which proves the refusal is about ownership and
 * not a body the generator got wrong. A new call with an id field is covered without a line here.
 */

/** The kinds of object a customer owns. */
type Kind =
  | 'code'
  | 'destination'
  | 'group'
  | 'domain'
  | 'image'
  | 'job'
  | 'message'
  | 'forward'
  | 'api_key'
  | 'webhook'
  | 'webhook_delivery';

/** A `*_id` field names its kind; `id`/`ids` name the kind of their call's module. */
const KIND_OF_FIELD: Record<string, Kind> = {
  code_id: 'code',
  group_id: 'group',
  domain_id: 'domain',
  image_id: 'image',
  image_ids: 'image',
  fallback_image_id: 'image',
  delivery_id: 'webhook_delivery',
};
const KIND_OF_MODULE: Record<string, Kind> = {
  qr_code_list: 'code',
  monitor: 'code',
  group: 'group',
  domain_list: 'domain',
  domain_monitor: 'domain',
  no_hijack: 'domain',
  forward: 'forward',
  image_configs: 'image',
  async_operations: 'job',
  code_api: 'api_key',
  message: 'message',
  webhook: 'webhook',
};

/**
 * `*_id` fields that name no customer's object: VIP packages are the platform's, on sale to every
 * account, a purchase's request id is the caller's own retry token, and an analytics site id is the
 * provider's.
 */
const NOT_OWNED = new Set(['combo_id', 'request_id', 'site_id']);

/** Calls whose `id` names the platform's object every customer shares: a picture of the home's picture list. */
const SHARED_OBJECT_CALLS = new Set<CallPath>(['image_text/click']);

/**
 * Bulk calls that answer each item on its own (SPEC §12.1 `add_images`: `refused: [{image_id,
 * reason}]`): an id the caller cannot see is refused in that list, worded as for one that does not
 * exist, while the caller's own items of the same request go through.
 */
const PER_ITEM_REFUSALS = new Set<CallPath>(['qr_code_list/add_images']);

/** What a per-item answer says of one id: its reason when refused, "accepted" otherwise. */
function itemAnswer(answer: CallAnswer, id: number): string {
  if (answer.httpStatus !== 200) return `http ${answer.httpStatus}`;
  const refused = (answer.body.data?.refused ?? []) as { image_id: number; reason: string }[];
  return refused.find((item) => item.image_id === id)?.reason ?? 'accepted';
}

/**
 * Fields only an administrator may set (a platform-wide webhook, administrators' events): a
 * customer's body keeps them at what a customer may send, so a refusal is about the id alone.
 */
const CUSTOMER_VALUES: Partial<Record<CallPath, Record<string, unknown>>> = {
  'webhook/update': { platform: false, events: ['code.created'] },
};

/** Calls whose `ids` name another kind than their module's: moving codes into a group. */
const KIND_OF_IDS_IN: Partial<Record<CallPath, Kind>> = { 'group/move': 'code' };

function kindOf(path: CallPath, field: { field: string; path: Path }): Kind | undefined {
  // A destination's own id inside a code's list of destinations.
  if (field.field === 'id' && field.path[0] === 'destinations') return 'destination';
  if (field.field === 'id' || field.field === 'ids')
    return KIND_OF_IDS_IN[path] ?? KIND_OF_MODULE[path.split('/')[0] as string];
  return KIND_OF_FIELD[field.field];
}

type Owned = Record<Kind, number>;

function pngOf(size: number): Buffer {
  const image = new PNG({ width: size, height: size });
  image.data.fill(120);
  return PNG.sync.write(image);
}

/** Array indices of a field path are written 0: one pattern for every item. */
const patternOf = (path: Path) => path.map((key) => (typeof key === 'number' ? 0 : key)).join('.');

/**
 * The body with the field set, where it was sent. A list on the way keeps only its first item, so
 * an id that must be unique in it (a code's destinations) is named once.
 */
function withField(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(body)) return body.slice(0, 1).map((item) => withField(item, rest, value));
  if (body === null || typeof body !== 'object' || !((head as string) in body)) return body;
  const record = body as Record<string, unknown>;
  return { ...record, [head as string]: withField(record[head as string], rest, value) };
}

/** How a refusal reads, without what differs between requests (ids in messages, error ids). */
const refusalOf = (answer: CallAnswer) => ({
  status: answer.httpStatus,
  code: answer.body.code,
  errors: answer.body.errors,
});

describe.each(databases)('tenancy of every call that takes an id on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  const tokens = { a: '', b: '' };
  let a: Owned;
  let b: Owned;
  let bShortDomain: number;
  /** Names that must differ (groups) are numbered. */
  let serial = 0;

  const made = async (path: string, input: unknown, token: string) => {
    const answer = await server.call(path, input, { token });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  /** How to make one object of each kind for an owner: the only table of this test written by hand. */
  const MAKERS: Record<Kind, (account: string, token: string, owned: Partial<Owned>) => Promise<number>> = {
    domain: async (account) =>
      (
        await made(
          'hold_domain/add',
          {
            host: `${account.replace('_', '-')}.example.com`,
            type: DomainType.short,
            owner_account: account,
          },
          root,
        )
      ).id,
    group: async (_account, token) => (await made('group/add', { name: `Group ${++serial}` }, token)).id,
    // A forwarding rule lives on a landing-page domain of its own.
    forward: async (account, token) => {
      const landing = await made(
        'hold_domain/add',
        {
          host: `land${++serial}-${account.replace('_', '-')}.example.com`,
          type: DomainType.landing_page,
          owner_account: account,
        },
        root,
      );
      const rule = {
        domain_id: landing.id,
        path_prefix: '/',
        target_url: 'https://example.org/',
        status_code: 302,
        keep_path: false,
        enabled: true,
      };
      return (await made('forward/add', rule, token)).id;
    },
    image: async (_account, token) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pngOf(8))]), 'tenancy.png');
      const response = await fetch(`${server.url}/api/${UPLOAD.path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return ((await response.json()) as { data: { id: number } }).data.id;
    },
    code: async (_account, token, owned) =>
      (
        await made(
          'qr_code_list/add',
          {
            name: 'Tenancy code',
            group_id: owned.group,
            domain_id: owned.domain,
            password: 'share123',
            // The picture stays unused, so its owner may remove it.
            destinations: [
              { url: 'https://a.example.com/', threshold: 5 },
              { url: 'https://b.example.com/' },
            ],
          },
          token,
        )
      ).id,
    destination: async (_account, token, owned) =>
      (await made('qr_code_list/details', { id: owned.code }, token)).destinations[0].id,
    job: async (_account, token, owned) => {
      const { id } = await made(
        'qr_code_access/export_access_records',
        { code_id: owned.code, format: 'csv' },
        token,
      );
      // A running export cannot be removed; an export of no visits finishes at once.
      for (let tries = 0; tries < 50; tries += 1) {
        const jobs = await made('async_operations/inquire', {}, token);
        if (jobs.list.find((job: { id: number; status: number }) => job.id === id)?.status !== 1) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return id;
    },
    // A live key is kept from case to case: an account may hold only so many.
    api_key: async (_account, token) => {
      const live = (await made('code_api/inquire', {}, token)).list.find(
        (key: { revoked_at: string | null }) => key.revoked_at === null,
      );
      return (
        live?.id ?? (await made('code_api/add', { name: 'Tenancy key', scopes: ['codes:read'] }, token)).id
      );
    },
    // An enabled endpoint is kept from case to case: an account may hold only so many.
    webhook: async (_account, token) => {
      const live = (await made('webhook/inquire', {}, token)).list.find(
        (endpoint: { enabled: boolean }) => endpoint.enabled,
      );
      return (
        live?.id ??
        (await made('webhook/add', { url: 'https://hooks.example.com/in', events: ['code.created'] }, token))
          .id
      );
    },
    webhook_delivery: async (_account, token, owned) =>
      (await made('webhook/test', { id: owned.webhook }, token)).delivery_id,
    message: async (account, token) => {
      const [user] = (await made('user_list/inquire', { keyword: account }, root)).list;
      await made('user_list/send_message', { ids: [user.id], title: 'Hello', content: 'Tenancy' }, root);
      return (await made('message/inquire', {}, token)).list[0].id;
    },
  };
  /** Kinds in the order they can be made: a code needs a group, a domain and an image. */
  const ORDER: Kind[] = [
    'domain',
    'group',
    'image',
    'code',
    'destination',
    'job',
    'message',
    'forward',
    'api_key',
    'webhook',
    'webhook_delivery',
  ];

  const makeAll = async (account: string, token: string, keep: Partial<Owned> = {}) => {
    const owned: Partial<Owned> = { ...keep };
    for (const kind of ORDER)
      if (owned[kind] === undefined) owned[kind] = await MAKERS[kind](account, token, owned);
    return owned as Owned;
  };

  /** Everything of A that a call could change, as A reads it. */
  const snapshotOfA = async () => {
    const read = (path: string, input: unknown) => server.call(path, input, { token: tokens.a });
    return {
      code: (await read('qr_code_list/details', { id: a.code })).body,
      codes: (await read('qr_code_list/inquire', { removed: true })).body,
      visits: (await read('qr_code_access/inquire', { code_id: a.code })).body,
      groups: (await read('group/inquire', {})).body,
      domains: (await read('domain_list/inquire', {})).body,
      images: (await read('image_configs/inquire', {})).body,
      // Without the download links: they are signed afresh at every read.
      jobs: (await read('async_operations/inquire', {})).body.data.list.map(
        ({ download_url: _link, ...job }: { download_url: unknown }) => job,
      ),
      messages: (await read('message/inquire', {})).body,
      forwards: (await read('forward/inquire', {})).body,
      apiKeys: (await read('code_api/inquire', {})).body,
      webhooks: (await read('webhook/inquire', {})).body,
      deliveries: (await read('webhook/deliveries', { id: a.webhook })).body,
    };
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    for (const [name, account] of [
      ['a', 'tenant_a'],
      ['b', 'tenant_b'],
    ] as const) {
      await createUser(database.store, { account, password: 'Pass12345', roleKey: 'default' });
      tokens[name] = await server.login(account, 'Pass12345');
    }
    a = await makeAll('tenant_a', tokens.a);
    b = await makeAll('tenant_b', tokens.b);
    bShortDomain = b.domain;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('refuses every id of another customer as if it did not exist, and changes nothing', async () => {
    // The calls B may make at all: an empty body is refused by the schema (400), not the access rule.
    const allowed: CallPath[] = [];
    for (const path of Object.keys(calls) as CallPath[]) {
      if (path === 'admin/logout') continue;
      const probe = await server.call(path, {}, { token: tokens.b });
      if (probe.httpStatus !== 403) allowed.push(path);
    }
    const cases = allowed.flatMap((path) =>
      idFieldsOf(calls[path].input)
        .filter((field) => !NOT_OWNED.has(field.field) && !SHARED_OBJECT_CALLS.has(path))
        .map((field) => ({ path, field, kind: kindOf(path, field) })),
    );
    expect(cases.length).toBeGreaterThan(30);
    const unknown = cases
      .filter((entry) => !entry.kind)
      .map((entry) => `${entry.path} ${entry.field.path.join('.')}`);
    // A new id field needs its kind in KIND_OF_FIELD, KIND_OF_MODULE or KIND_OF_IDS_IN (and maybe a maker).
    expect(unknown).toEqual([]);

    const before = await snapshotOfA();
    const problems: string[] = [];
    for (const { path, field, kind } of cases) {
      // B's objects afresh for every case: the control of the one before may have removed them.
      b = await makeAll('tenant_b', tokens.b, { domain: bShortDomain });
      const pattern = patternOf(field.path);
      const rng = seededRng(hashText(`${path} ${pattern}`));
      // Every other id field names B's own object, so only the field under test is foreign.
      const body = sampleBody(calls[path].input, rng, (name, at) => {
        if (at.length === 1 && CUSTOMER_VALUES[path]?.[name] !== undefined)
          return CUSTOMER_VALUES[path]?.[name];
        const other = kindOf(path, { field: name, path: at });
        if (!other) return undefined;
        if (patternOf(at) === pattern) return field.many ? [a[other]] : a[other];
        // A destination id keeps an existing destination of the code edited: new ones have none.
        if (other === 'destination') return OMIT;
        return name.endsWith('ids') ? [b[other]] : b[other];
      });
      const kindOfField = kind as Kind;
      const send = (value: number) =>
        server.call(path, withField(body, field.path, field.many ? [value] : value), { token: tokens.b });
      const foreign = await send(a[kindOfField]);
      const missing = await send(MAX_INT4);
      const name = `${path} ${pattern}`;
      const onField = (answer: CallAnswer) =>
        answer.httpStatus === 400 &&
        (answer.body.errors ?? []).length > 0 &&
        answer.body.errors.every((error: { path: string }) => {
          // On the field itself, or on the list that holds it (`destinations` for `destinations.0.id`).
          const at = error.path.replace(/\.\d+/g, '.0');
          return at.startsWith(pattern) || pattern.startsWith(`${at}.`);
        });
      if (PER_ITEM_REFUSALS.has(path)) {
        const [foreignSays, missingSays] = [
          itemAnswer(foreign, a[kindOfField]),
          itemAnswer(missing, MAX_INT4),
        ];
        if (foreignSays === 'accepted' || foreignSays !== missingSays)
          problems.push(`${name}: A's ${kindOfField} was ${foreignSays}, a missing one ${missingSays}`);
      } else if (!(foreign.httpStatus === 404 || foreign.httpStatus === 403 || onField(foreign)))
        problems.push(
          `${name}: A's ${kindOfField} answered ${foreign.httpStatus} ${JSON.stringify(foreign.body)}`,
        );
      else if (JSON.stringify(refusalOf(foreign)) !== JSON.stringify(refusalOf(missing)))
        problems.push(
          `${name}: A's ${kindOfField} (${foreign.httpStatus}) and no ${kindOfField} (${missing.httpStatus}) answer differently`,
        );
      if (field.many) {
        const mixed = await server.call(path, withField(body, field.path, [b[kindOfField], a[kindOfField]]), {
          token: tokens.b,
        });
        if (
          PER_ITEM_REFUSALS.has(path)
            ? itemAnswer(mixed, a[kindOfField]) === 'accepted'
            : mixed.httpStatus < 400
        )
          problems.push(`${name}: B's and A's ${kindOfField} together answered ${mixed.httpStatus}`);
      }
      const after = await snapshotOfA();
      if (JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${name}: changed A's objects`);
      // A destination id means "keep this one" of the code edited: a call that edits no code
      // (creating one) accepts none, not even B's own, so there is nothing to compare with.
      if (kindOfField === 'destination' && !('id' in (body as object))) continue;
      const control = await send(b[kindOfField]);
      // A 409 found B's object and refused what its state does not allow (removing a domain codes
      // still use): the answer is about the object's state, not about who owns it.
      if (control.httpStatus !== 200 && control.httpStatus !== 409)
        problems.push(
          `${name}: B's own ${kindOfField} answered ${control.httpStatus} ${JSON.stringify(control.body)}`,
        );
    }
    expect(problems.join('\n')).toBe('');
  }, 240_000);
});
