/**
 * What the screenshot scripts share: Debian's chromium, a desktop page that reports its errors,
 * pictures into a folder, calls to the product's API, signing in and opening a panel by its URL.
 */
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export type Answer<T = Record<string, unknown>> = { status: boolean; data: T; message?: string };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A 1440 × 900 page in a context of its own, printing the page's errors as they happen. */
export async function desktopPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.stack));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error('console:', message.text().slice(0, 2000));
  });
  return page;
}

/** Takes `<name>.png` into the folder, after a pause for animations and charts to settle. */
export function shooter(outDir: string, settleMs: number) {
  return async (page: Page, name: string) => {
    await page.waitForTimeout(settleMs);
    await page.screenshot({ path: join(outDir, `${name}.png`) });
    console.log(`${name}.png`);
  };
}

/** `POST /api/<path>` of the product, with a session token when given. */
export function apiCaller(baseUrl: string) {
  return async <T = Record<string, unknown>>(path: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Answer<T>;
  };
}

export async function signIn(page: Page, baseUrl: string, account: string, password: string) {
  await page.goto(`${baseUrl}/#/admin_login`);
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page.locator('.lc-dock').waitFor({ timeout: 15_000 });
}

export async function openPanel(page: Page, baseUrl: string, panel: string) {
  await page.goto(`${baseUrl}/#/customer/${panel}`);
  await page.waitForFunction((id) => window.location.hash.endsWith(id), panel);
  await page.waitForTimeout(700);
}

/**
 * A screenshot script's arguments (`<base url> <folder> [admin account] [admin password]`) and
 * the helpers bound to them.
 */
export function scriptArguments(argv: string[], settleMs: number) {
  const [
    baseUrl = 'http://127.0.0.1:8080',
    outDir = 'screenshots',
    adminAccount = 'admin',
    adminPassword = '',
  ] = argv;
  return {
    baseUrl,
    outDir,
    adminAccount,
    adminPassword,
    call: apiCaller(baseUrl),
    shot: shooter(outDir, settleMs),
    signIn: (page: Page, account: string, password: string) => signIn(page, baseUrl, account, password),
    openPanel: (page: Page, panel: string) => openPanel(page, baseUrl, panel),
  };
}
