import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { freePort, waitFor } from '../support/wait';

export const E2E_ADMIN = { account: 'e2eadmin', password: 'E2eAdmin123' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type RunningProduct = {
  url: string;
  dataDir: string;
  /** Everything the server printed, for assertions and for debugging a failure. */
  output(): string;
  stop(): Promise<void>;
};

/**
 * Starts the built product (`dist/web` must exist: `npm run test:e2e` builds it first) as a real
 * process on a free port with a fresh embedded database.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lc-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_ACCOUNT: E2E_ADMIN.account,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitFor(() => output.includes('Live-code console') || child.exitCode !== null, 90_000);
  if (child.exitCode !== null) throw new Error(`the server did not start:\n${output}`);
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Debian's chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

/** A fresh browser context (own storage) and page; page errors fail the test that reads them. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: options.locale,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}
