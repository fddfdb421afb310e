import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { freePort } from '../support/wait';

export const E2E_ADMIN = { account: 'e2eadmin', password: 'E2eAdmin123' };
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type RunningProduct = ServerProcess;

/**
 * Starts the built product (`dist/web` must exist: `npm run test:e2e` builds it first) as a real
 * process on a free port with a fresh embedded database. Its public address is the one it listens
 * at, as an operator sets it, so no first-sign-in question stands in the way; `PUBLIC_BASE_URL: ''`
 * starts it without one.
 */
export async function startProduct(env: Record<string, string> = {}): Promise<RunningProduct> {
  if (!existsSync('dist/web/index.html')) throw new Error('dist/web is missing: run `npm run build` first');
  const port = await freePort();
  return startServerProcess(
    {
      ADMIN_ACCOUNT: E2E_ADMIN.account,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    { port },
  );
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

/**
 * A fresh browser context (own storage) and page; page errors and Content Security Policy
 * violations fail the test that reads them.
 */
export async function newPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    locale?: string;
    /** The browser's clock zone (IANA), to tell the site's zone from the reader's. */
    timezoneId?: string;
    /** Cookies and saved storage to start with (another context's session), with an empty cache. */
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1440, height: 900 },
    locale: options.locale,
    timezoneId: options.timezoneId,
    storageState: options.storageState,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The console runs under a strict Content Security Policy: anything it blocks is a fault too.
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      errors.push(message.text());
    }
  });
  return { context, page, errors };
}

/**
 * A call straight to the product's API, as another client would make it: the answer's envelope
 * with the HTTP status beside it, typed as the test reads it.
 */
export async function callProduct<Answer>(
  product: RunningProduct,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer & { httpStatus: number }> {
  const response = await fetch(`${product.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { httpStatus: response.status, ...((await response.json()) as Answer) };
}

/**
 * Package limits are the money tests' subject; tests of other subjects give accounts without a
 * package as many codes and domains as they need, through the administrator's own settings call.
 */
export async function liftFreeTier(product: RunningProduct): Promise<void> {
  const post = async (path: string, body: unknown, token?: string) => {
    const answer = await callProduct<{ status: boolean; data: Record<string, unknown> }>(
      product,
      path,
      body,
      token,
    );
    if (!answer.status) throw new Error(`${path} refused: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const token = (await post('admin/login', E2E_ADMIN)).token as string;
  const defaults = await post('subscriber_config_default/inquire', {}, token);
  await post(
    'subscriber_config_default/update',
    { ...defaults, free_max_codes: 1_000_000, free_max_domains: 10_000 },
    token,
  );
}

/** Signs in through the login page and waits until the workspace has opened its landing panel. */
export async function signIn(product: RunningProduct, page: Page, account: string, password: string) {
  await page.goto(`${product.url}/#/admin_login`);
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page.waitForFunction(() => window.location.hash.startsWith('#/customer/'));
  // A restored layout may hold several tabs; only the selected one is visible, and that is the one
  // showing the workspace stands.
  await page.locator('.lc-dock .flexlayout__tab:visible').first().waitFor();
}

/** Opens a panel from the side menu and waits until it is the focused one. */
export async function openPanel(page: Page, panelId: string) {
  await page.click(`.lc-side-menu [data-panel="${panelId}"]`);
  await page.waitForFunction((id) => window.location.hash === `#/customer/${id}`, panelId);
}

/**
 * Finds a panel in the palette by part of its name and opens it with Enter pressed at once, as a
 * quick typist does: Enter runs the first row of what the typing left on screen.
 */
export async function openFromPalette(page: Page, text: string, panelId: string) {
  await page.keyboard.press('Control+k');
  await page.locator('.lc-palette input').waitFor();
  // Right after a language is picked, the header's language menu is still closing; when it has
  // gone it hands the focus back to its button, and the palette must take it back to its input.
  await page.locator('[data-locale]').first().waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.matches('.lc-palette input') === true);
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
  await page.locator('.lc-palette').waitFor({ state: 'detached' });
  await page.waitForFunction((id) => window.location.hash === `#/customer/${id}`, panelId);
}

/** Where tests put their pictures when asked (`E2E_SCREENSHOTS=folder`), to look at them. */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** A picture of the page as `<name>-light.png` or `-dark.png`, when pictures are asked for. */
export async function shoot(page: Page, name: string, dark: boolean): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${dark ? 'dark' : 'light'}.png`) });
}

/** Switches the console's theme with the header's button, pressed even while a dialog covers it. */
export async function setTheme(page: Page, dark: boolean): Promise<void> {
  if ((await page.evaluate(() => document.body.classList.contains('bp6-dark'))) === dark) return;
  await page.$eval('[data-action="theme.toggle"]', (button) => (button as HTMLButtonElement).click());
  await page.waitForFunction((wanted) => document.body.classList.contains('bp6-dark') === wanted, dark);
}

/** The same view in both themes, when pictures are asked for; light last, as the test goes on. */
export async function shootBoth(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  // Toasts of the steps before would cover what the picture is of.
  for (const close of await page.locator('.bp6-toast button').all()) await close.click();
  await page.locator('.bp6-toast').first().waitFor({ state: 'detached' });
  await setTheme(page, true);
  await shoot(page, name, true);
  await setTheme(page, false);
  await shoot(page, name, false);
}
