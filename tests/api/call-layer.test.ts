import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call } from '../../contract/call';
import { calls } from '../../contract/calls';
import { handlers } from '../../server/calls';
import { createUser, grant } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** Calls that exist only in this test, to exercise the layer every real call goes through. */
const testCalls = {
  ...calls,
  'test/echo': call({
    summary: 'echo',
    effect: 'read',
    access: 'public',
    input: z.object({ name: z.string().min(5, 'rule.account_too_short'), count: z.int().min(0) }),
    output: z.object({ name: z.string(), count: z.int() }),
  }),
  'test/boom': call({
    summary: 'fails',
    effect: 'read',
    access: 'user',
    input: z.object({}),
    output: z.object({}),
  }),
  'test/guarded': call({
    summary: 'needs a grant',
    effect: 'write',
    access: 'permission',
    input: z.object({}),
    output: z.object({ secret: z.string() }),
  }),
};
const testHandlers = {
  ...handlers,
  'test/echo': async (input: { name: string; count: number }) => input,
  'test/boom': async () => {
    throw new Error('connection to 10.0.0.7 failed at /srv/app/internal.ts:42');
  },
  // Returns more than the contract allows: the output schema must strip it.
  'test/guarded': async () => ({ secret: 'granted', password_hash: 'scrypt$leak' }),
};

describe.each(databases)('the call layer on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let adminToken: string;
  let customerToken: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { calls: testCalls, handlers: testHandlers });
    await createUser(database.store, { account: 'customer1', password: 'Pass12345', roleKey: 'default' });
    adminToken = await server.login();
    customerToken = await server.login('customer1', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers an invalid body with 400, the generic message and each field error', async () => {
    const answer = await server.call('test/echo', { name: 'abc', count: -1 });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body).toMatchObject({ status: false, code: 'invalid_parameter', message: '参数无效' });
    const paths = answer.body.errors.map((error: { path: string }) => error.path).sort();
    expect(paths).toEqual(['count', 'name']);
    expect(answer.body.errors.find((error: { path: string }) => error.path === 'name').message).toBe(
      '用户名长度不能少于5个字符',
    );
  });

  it('localises messages by the request locale', async () => {
    const answer = await server.call('test/echo', { name: 'abc', count: 1 }, { locale: 'en-US' });
    expect(answer.body.message).toBe('The parameter is invalid');
    expect(answer.body.errors[0].message).toBe('username must be longer than 5 characters');
    const swahili = await server.call('test/echo', {}, { locale: 'sw-KE' });
    expect(swahili.body.message).toBe('Kigezo si sahihi');
  });

  it('answers a valid body with the envelope and the shaped data', async () => {
    const answer = await server.call('test/echo', { name: 'abcdef', count: 3, extra: 'dropped' });
    expect(answer).toEqual({ httpStatus: 200, body: { status: true, data: { name: 'abcdef', count: 3 } } });
  });

  it('answers malformed JSON with 400 instead of an internal error', async () => {
    const answer = await server.call('test/echo', undefined, { raw: '{"name": ' });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.code).toBe('invalid_parameter');
  });

  it('hides an unknown exception behind the generic message and an error id', async () => {
    const answer = await server.call('test/boom', {}, { token: adminToken, locale: 'en-US' });
    expect(answer.httpStatus).toBe(500);
    expect(answer.body).toEqual({
      status: false,
      code: 'internal',
      message: 'Resource error, please contact administrator',
      error_id: expect.any(String),
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/10\.0\.0\.7|internal\.ts|stack/);
  });

  it('refuses a user call without a session or with an unknown token', async () => {
    expect((await server.call('test/boom', {})).httpStatus).toBe(401);
    expect((await server.call('test/boom', {}, { token: 'not-a-token' })).httpStatus).toBe(401);
  });

  it('refuses a permission call the role lacks, and allows it once granted', async () => {
    const refused = await server.call('test/guarded', {}, { token: customerToken });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.code).toBe('forbidden');
    await grant(database.store, 'default', 'test/guarded');
    const allowed = await server.call('test/guarded', {}, { token: customerToken });
    expect(allowed.body).toEqual({ status: true, data: { secret: 'granted' } });
  });

  it('lets a super administrator make every permission call', async () => {
    const answer = await server.call('test/guarded', {}, { token: adminToken });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data).not.toHaveProperty('password_hash');
  });

  it('answers an unknown call path with a 404 envelope', async () => {
    const answer = await server.call('test/nothing_here', {});
    expect(answer.httpStatus).toBe(404);
    expect(answer.body).toMatchObject({ status: false, code: 'not_found' });
  });

  it('reports health with the database kind, the visit backlog and how the shared ports stand', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: expect.stringMatching(/^(pglite|postgres)$/),
      backlog: { visits: expect.any(Number), bytes: expect.any(Number) },
      ports: { counters: 'healthy', bus: 'healthy', rateLimits: 'healthy' },
    });
  });
});
