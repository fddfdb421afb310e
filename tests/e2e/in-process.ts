import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { createUser } from '../api/fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from '../api/harness';
import { launchBrowser } from './harness';

export type InProcessProduct = {
  database: TestDatabase;
  server: TestServer;
  browser: Browser;
  /** A session of the operator's, for calls the test makes itself. */
  token: string;
  close(): Promise<void>;
};

/**
 * The product built in the test's own process on a fresh embedded database, serving the built
 * console, with an operator account and a browser: for tests that move the clock the server reads
 * or let its outbound guard reach a receiver on this machine (`options`), which a product started
 * as a process of its own (`startProduct`) would not let them.
 */
export async function startInProcess(
  operator: { account: string; password: string },
  options: Parameters<typeof startServer>[1] = {},
): Promise<InProcessProduct> {
  const database = await (databases[0] as (typeof databases)[number]).open();
  const server = await startServer(database, {
    ...options,
    config: { webRoot: resolve('dist/web'), ...options.config },
  });
  await createUser(database.store, { ...operator, roleKey: 'default' });
  const token = await server.login(operator.account, operator.password);
  const browser = await launchBrowser();
  return {
    database,
    server,
    browser,
    token,
    async close() {
      await browser.close();
      await server.close();
      await database.drop();
    },
  };
}
