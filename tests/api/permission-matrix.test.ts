import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../contract/calls';
import { menuSeeds } from '../../server/menu/seed';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Caller = 'anonymous' | 'default' | 'agent' | 'administrator' | 'super';
const CALLERS: Caller[] = ['anonymous', 'default', 'agent', 'administrator', 'super'];

/** Ending the caller's own session would spoil the rest of the matrix; sessions.test covers it. */
const SKIPPED = new Set(['admin/logout']);

/** Which seeded roles are granted each permission path, read from the seeded menu tree. */
const grantedRoles = new Map(
  menuSeeds()
    .filter((seed) => seed.type === 2)
    .map((seed) => [seed.path, new Set<string>(seed.roles)]),
);

function expectedOutcome(path: string, caller: Caller): 'allowed' | 401 | 403 {
  const spec = calls[path as keyof typeof calls];
  if (spec.access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (spec.access === 'user' || caller === 'super') return 'allowed';
  return grantedRoles.get(spec.permission ?? path)?.has(caller) ? 'allowed' : 403;
}

describe.each(databases)('the permission matrix on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    for (const role of ['default', 'agent', 'administrator'] as const) {
      await createUser(database.store, { account: `matrix_${role}`, password: 'Pass12345', roleKey: role });
      tokens[role] = await server.login(`matrix_${role}`, 'Pass12345');
    }
    tokens.super = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const paths = Object.keys(calls).filter((path) => !SKIPPED.has(path));

  it.each(CALLERS)('answers every call as %s according to its access rule', async (caller) => {
    const mismatches: string[] = [];
    for (const path of paths) {
      const answer = await server.call(path, {}, { token: tokens[caller] });
      const expected = expectedOutcome(path, caller);
      const actual = answer.httpStatus === 401 || answer.httpStatus === 403 ? answer.httpStatus : 'allowed';
      if (actual !== expected) mismatches.push(`${path}: expected ${expected}, got ${answer.httpStatus}`);
      expect(answer.httpStatus).not.toBe(500);
    }
    expect(mismatches).toEqual([]);
  });

  it('keeps the platform pages from customers and agents', () => {
    for (const caller of ['default', 'agent'] as const) {
      for (const path of [
        'user_list/inquire',
        'role/update',
        'ip_black/add',
        'configuration/update',
        'log/inquire',
      ]) {
        expect(expectedOutcome(path, caller)).toBe(403);
      }
    }
    expect(expectedOutcome('role/node_add', 'administrator')).toBe(403);
    expect(expectedOutcome('user_list/balance', 'administrator')).toBe('allowed');
  });
});
