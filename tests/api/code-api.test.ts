import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { Disabled } from '../../contract/enums';
import { apiKeys } from '../../server/db/schema';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const CODE = { name: 'Scripted', destinations: [{ url: 'https://example.com/from-api' }] };

describe.each(databases)('the code API on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  const sessions = { a: '', b: '' };
  const userIds = { a: 0, b: 0 };

  const ok = async (path: string, input: object, token: string) => {
    const answer = await server.call(path, input, { token, locale: 'en-US' });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const newKey = (owner: 'a' | 'b', scopes: string[], extra: object = {}) =>
    ok('code_api/add', { name: `Key of ${owner}`, scopes, ...extra }, sessions[owner]) as Promise<{
      id: number;
      key: string;
    }>;
  const withKey = (path: string, input: object, key: string) =>
    server.call(path, input, { token: key, locale: 'en-US' });

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    for (const owner of ['a', 'b'] as const) {
      const account = `api_owner_${owner}`;
      userIds[owner] = await createUser(database.store, {
        account,
        password: 'Pass12345',
        roleKey: 'default',
      });
      sessions[owner] = await server.login(account, 'Pass12345');
    }
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  describe('the OpenAPI document', () => {
    it('is OpenAPI 3.1 with a bearer scheme and one POST operation per call of the contract', async () => {
      const response = await fetch(`${server.url}/api/openapi.json`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      const document = await response.json();
      expect(document.openapi).toBe('3.1.0');
      expect(document.components.securitySchemes.bearer).toEqual(
        expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      );
      expect(Object.keys(document.paths).sort()).toEqual(
        Object.keys(calls)
          .map((path) => `/api/${path}`)
          .sort(),
      );
      const add = document.paths['/api/qr_code_list/add'].post;
      expect(add).toMatchObject({
        tags: ['qr_code_list'],
        summary: calls['qr_code_list/add'].summary,
        'x-api-scope': 'codes:write',
        'x-access': 'permission',
        security: [{ bearer: [] }],
      });
      expect(add.requestBody.content['application/json'].schema.required).toEqual(['name', 'destinations']);
      const answer = add.responses['200'].content['application/json'].schema;
      expect(answer.properties.status).toEqual({ const: true });
      expect(answer.properties.data.required).toEqual(expect.arrayContaining(['id', 'file_name', 'url']));
      expect(document.paths['/api/website/inquire'].post.security).toEqual([]);
      expect(document.paths['/api/code_api/add'].post['x-api-scope']).toBeNull();
    });

    it('is served as an escaped HTML reference at /api/docs', async () => {
      const response = await fetch(`${server.url}/api/docs`, { headers: { 'accept-language': 'en-US' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const page = await response.text();
      expect(page).toContain('POST /api/qr_code_list/add');
      expect(page).toContain('Authorization: Bearer lc_…');
      expect(page).toContain('POST /api/&lt;module&gt;/&lt;action&gt;');
      expect(page).toContain('codes:write');
      expect(page).toContain('href="/api/openapi.json"');
      expect(page).not.toContain('<script');
    });
  });

  describe('keys', () => {
    it('answers the key once and never again: the list shows only its ends', async () => {
      const { id, key } = await newKey('a', ['codes:read', 'codes:read']);
      expect(key).toMatch(/^lc_[A-Za-z0-9_-]{43}$/);
      const listed = await ok('code_api/inquire', {}, sessions.a);
      const row = listed.list.find((entry: { id: number }) => entry.id === id);
      expect(row).toMatchObject({
        name: 'Key of a',
        scopes: ['codes:read'],
        prefix: key.slice(0, 7),
        last4: key.slice(-4),
        rate_limit: 60,
        last_used_at: null,
        revoked_at: null,
      });
      expect(JSON.stringify(listed)).not.toContain(key);
      expect(JSON.stringify(listed)).not.toContain(key.slice(3, 20));
      const [stored] = await database.store.db.select().from(apiKeys).where(eq(apiKeys.id, id));
      expect(JSON.stringify(stored)).not.toContain(key.slice(7, 40));
    });

    it('refuses bad input with field messages', async () => {
      const answer = await server.call(
        'code_api/add',
        { name: ' ', scopes: ['codes:delete'], rate_limit: 0 },
        { token: sessions.a, locale: 'en-US' },
      );
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.errors.map((error: { path: string }) => error.path).sort()).toEqual([
        'name',
        'rate_limit',
        'scopes.0',
      ]);
    });

    it('keeps each owner to their own keys', async () => {
      const { id } = await newKey('a', ['codes:read']);
      const listedByB = await ok('code_api/inquire', {}, sessions.b);
      expect(listedByB.list.map((row: { id: number }) => row.id)).not.toContain(id);
      const revoke = await server.call('code_api/revoke', { ids: [id] }, { token: sessions.b });
      expect(revoke.httpStatus).toBe(404);
      const update = await server.call(
        'code_api/update',
        { id, name: 'Taken', scopes: ['codes:write'] },
        { token: sessions.b },
      );
      expect(update.httpStatus).toBe(404);
      const row = (await ok('code_api/inquire', {}, sessions.a)).list.find(
        (entry: { id: number }) => entry.id === id,
      );
      expect(row).toMatchObject({ name: 'Key of a', scopes: ['codes:read'], revoked_at: null });
    });

    it('lets the owner change a live key, not a revoked one', async () => {
      const { id } = await newKey('a', ['codes:read']);
      await ok(
        'code_api/update',
        { id, name: 'Renamed', scopes: ['statistics:read'], rate_limit: 5 },
        sessions.a,
      );
      expect(await ok('code_api/revoke', { ids: [id] }, sessions.a)).toEqual({ revoked: 1 });
      expect(await ok('code_api/revoke', { ids: [id] }, sessions.a)).toEqual({ revoked: 0 });
      const again = await server.call(
        'code_api/update',
        { id, name: 'Back', scopes: ['codes:read'] },
        { token: sessions.a },
      );
      expect(again.httpStatus).toBe(409);
      const row = (await ok('code_api/inquire', {}, sessions.a)).list.find(
        (entry: { id: number }) => entry.id === id,
      );
      expect(row).toMatchObject({ name: 'Renamed', scopes: ['statistics:read'], rate_limit: 5 });
      expect(row.revoked_at).not.toBeNull();
    });
  });

  describe('calls made with a key', () => {
    it('creates a code and reads its statistics as the key’s owner', async () => {
      const { key } = await newKey('a', ['codes:read', 'codes:write', 'statistics:read']);
      const created = await withKey('qr_code_list/add', CODE, key);
      expect(created.httpStatus, JSON.stringify(created.body)).toBe(200);
      const { id, url } = created.body.data;
      const mine = await ok('qr_code_list/details', { id }, sessions.a);
      expect(mine).toMatchObject({ name: 'Scripted', owner_id: userIds.a });
      for (let visit = 0; visit < 2; visit++) await fetch(url, { redirect: 'manual' });
      await server.app.visits.drain();
      const statistics = await withKey('historical_statistics/inquire', { code_id: id }, key);
      expect(statistics.httpStatus, JSON.stringify(statistics.body)).toBe(200);
      expect(statistics.body.data.list).toEqual([expect.objectContaining({ id, visits: 2 })]);
      const listed = await withKey('qr_code_list/inquire', {}, key);
      expect(listed.body.data.list.map((row: { id: number }) => row.id)).toContain(id);
      const row = (await ok('code_api/inquire', {}, sessions.a)).list.find(
        (entry: { prefix: string }) => entry.prefix === key.slice(0, 7),
      );
      expect(row.last_used_at).not.toBeNull();
    });

    it('refuses a call beyond the key’s scopes with 403', async () => {
      const { key } = await newKey('a', ['codes:read', 'statistics:read']);
      const add = await withKey('qr_code_list/add', CODE, key);
      expect(add.httpStatus).toBe(403);
      expect(add.body.code).toBe('forbidden');
      expect(add.body.message).not.toBe('');
      expect((await withKey('qr_code_list/inquire', {}, key)).httpStatus).toBe(200);
    });

    it('refuses calls no key reaches: managing keys, sessions, administration', async () => {
      const { key } = await newKey('a', ['codes:read', 'codes:write', 'statistics:read']);
      const refused = [
        ['code_api/inquire', {}],
        ['code_api/add', { name: 'Child', scopes: ['codes:write'] }],
        ['code_api/revoke', { ids: [1] }],
        ['admin/get_user_info', {}],
        [
          'admin/update_password',
          { old_password: 'Pass12345', password: 'Other123', repeat_password: 'Other123' },
        ],
        ['qr_code_list/user_inquire', {}],
        ['user_list/inquire', {}],
      ] as const;
      for (const [path, input] of refused) {
        const answer = await withKey(path, input, key);
        expect(answer.httpStatus, path).toBe(403);
      }
      // A public call answers as to anyone: the key is not looked at.
      expect((await withKey('website/inquire', {}, key)).httpStatus).toBe(200);
    });

    it('refuses administrators’ calls to an administrator’s key too', async () => {
      const key = (
        await ok('code_api/add', { name: 'Root script', scopes: ['codes:read', 'codes:write'] }, root)
      ).key as string;
      expect((await withKey('qr_code_list/user_inquire', {}, key)).httpStatus).toBe(403);
      expect((await withKey('qr_code_list/inquire', {}, key)).httpStatus).toBe(200);
    });

    it('answers 401 to a revoked or unknown key, and to a key of a disabled owner', async () => {
      const { id, key } = await newKey('b', ['codes:read']);
      expect((await withKey('qr_code_list/inquire', {}, key)).httpStatus).toBe(200);
      await ok('code_api/revoke', { ids: [id] }, sessions.b);
      const revoked = await withKey('qr_code_list/inquire', {}, key);
      expect(revoked.httpStatus).toBe(401);
      expect(revoked.body.code).toBe('unauthorized');
      const unknown = `lc_${'x'.repeat(43)}`;
      expect((await withKey('qr_code_list/inquire', {}, unknown)).httpStatus).toBe(401);

      const account = 'api_owner_disabled';
      const ownerId = await createUser(database.store, {
        account,
        password: 'Pass12345',
        roleKey: 'default',
      });
      const session = await server.login(account, 'Pass12345');
      const { key: ownersKey } = await ok(
        'code_api/add',
        { name: 'Soon off', scopes: ['codes:read'] },
        session,
      );
      expect((await withKey('qr_code_list/inquire', {}, ownersKey)).httpStatus).toBe(200);
      await ok('user_list/disable', { ids: [ownerId], disabled: Disabled.yes }, root);
      expect((await withKey('qr_code_list/inquire', {}, ownersKey)).httpStatus).toBe(401);
    });

    it('keeps a key to its owner’s codes', async () => {
      const bCode = await ok('qr_code_list/add', { ...CODE, name: 'Of B' }, sessions.b);
      const { key } = await newKey('a', ['codes:read', 'codes:write', 'statistics:read']);
      expect((await withKey('qr_code_list/details', { id: bCode.id }, key)).httpStatus).toBe(404);
      const listed = await withKey('qr_code_list/inquire', {}, key);
      expect(listed.body.data.list.map((row: { id: number }) => row.id)).not.toContain(bCode.id);
      expect((await withKey('qr_code_list/remove', { ids: [bCode.id] }, key)).httpStatus).toBe(404);
      expect((await ok('qr_code_list/details', { id: bCode.id }, sessions.b)).name).toBe('Of B');
    });

    it('answers 429 beyond the key’s calls a minute, other keys unaffected', async () => {
      const { key } = await newKey('a', ['codes:read'], { rate_limit: 3 });
      const statuses: number[] = [];
      for (let call = 0; call < 4; call++)
        statuses.push((await withKey('qr_code_list/inquire', {}, key)).httpStatus);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await withKey('qr_code_list/inquire', {}, key);
      expect(limited.body.code).toBe('rate_limited');
      const { key: other } = await newKey('a', ['codes:read']);
      expect((await withKey('qr_code_list/inquire', {}, other)).httpStatus).toBe(200);
    });
  });
});
