import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../server/app';
import type { Config } from '../../server/config';
import { openStore, type Store } from '../../server/db/store';
import { readSubscriberDefaults, writeSubscriberDefaults } from '../../server/settings/configuration';
import { type CreatedDatabase, createDatabase } from '../support/postgres-database';

export const ADMIN = { account: 'rootadmin', password: 'Admin12345' };

/** The databases every API test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databases: { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> }[] = [
  { name: 'pglite', open: openPgliteDatabase },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, open: openFreshPostgres }] : []),
];

export type TestDatabase = { store: Store; databaseUrl?: string; drop(): Promise<void> };

async function openPgliteDatabase(): Promise<TestDatabase> {
  const store = await openStore({});
  return { store, drop: () => store.close() };
}

/** An empty PostgreSQL database of its own on the server of TEST_DATABASE_URL, and how to drop it. */
export function createEmptyPostgres(): Promise<CreatedDatabase> {
  return createDatabase(process.env.TEST_DATABASE_URL as string, 'lc_test');
}

/** A database of its own for each test file, dropped afterwards. */
async function openFreshPostgres(): Promise<TestDatabase> {
  const database = await createEmptyPostgres();
  const store = await openStore({ databaseUrl: database.url });
  return {
    store,
    databaseUrl: database.url,
    async drop() {
      await store.close();
      await database.drop();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: mkdtempSync(join(tmpdir(), 'lc-test-')),
    masterKey: randomBytes(32),
    admin: ADMIN,
    logLevel: 'silent',
    redisPrefix: `test${randomBytes(4).toString('hex')}`,
    webRoot: join(tmpdir(), 'lc-no-web'),
    journalName: `test-${randomBytes(4).toString('hex')}`,
    trustProxy: [],
    ...overrides,
  };
}

export type CallOptions = { token?: string; locale?: string; raw?: string };
// biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes and assert on them
export type CallAnswer = { httpStatus: number; body: any };

export type TestServer = {
  url: string;
  app: FastifyInstance;
  call(path: string, input?: unknown, options?: CallOptions): Promise<CallAnswer>;
  /** Signs in and answers the bearer token. */
  login(account?: string, password?: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * Package limits are the subject of the money tests, which set the free tier they need; other
 * tests make as many codes and domains for an account without a package as they like.
 */
async function liftFreeTier(store: Store): Promise<void> {
  const defaults = await readSubscriberDefaults(store.db);
  await writeSubscriberDefaults(store.db, {
    ...defaults,
    free_max_codes: 1_000_000,
    free_max_domains: 10_000,
  });
}

/** A real HTTP server built by buildApp, listening on a free loopback port. */
export async function startServer(
  database: TestDatabase,
  options: BuildOptions & { config?: Partial<Config> } = {},
): Promise<TestServer> {
  // The monitor and the bot run on their own only where a test asks; otherwise tests run their rounds.
  const app = await buildApp(testConfig(options.config), {
    runMonitor: false,
    runTelegram: false,
    ...options,
    store: database.store,
  });
  await liftFreeTier(database.store);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call: TestServer['call'] = async (path, input = {}, { token, locale, raw } = {}) => {
    const response = await fetch(`${url}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(locale ? { 'x-locale': locale } : {}),
      },
      body: raw ?? JSON.stringify(input),
    });
    return { httpStatus: response.status, body: await response.json() };
  };
  return {
    url,
    app,
    call,
    async login(account = ADMIN.account, password = ADMIN.password) {
      const answer = await call('admin/login', { account, password });
      if (answer.httpStatus !== 200) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
      return answer.body.data.token as string;
    },
    close: () => app.close(),
  };
}
