/**
 * Bytes on the wire for the console, measured in Debian's chromium from a cold cache: the login
 * page, and the signed-in workspace with its default panels. Then each panel's own chunk as the
 * build compressed it. Builds the console first, so the figures are the current source's.
 *
 *   npm run bench:wire-weight
 */
import { spawnSync } from 'node:child_process';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import {
  callProduct,
  E2E_ADMIN,
  launchBrowser,
  newPage,
  type RunningProduct,
  signIn,
  startProduct,
} from '../../tests/e2e/harness';
import { BUDGET, kB, panelChunks, readManifest } from './build-weight';

const WEB_ROOT = 'dist/web';

type Transfer = { url: string; bytes: number };

/** Counts every response's bytes as received (headers and compressed body) until `stop`. */
async function recordTransfers(cdp: CDPSession): Promise<{ stop(): Transfer[] }> {
  const urls = new Map<string, string>();
  const transfers: Transfer[] = [];
  const onResponse = (event: { requestId: string; response: { url: string } }) =>
    urls.set(event.requestId, event.response.url);
  const onFinished = (event: { requestId: string; encodedDataLength: number }) =>
    transfers.push({ url: urls.get(event.requestId) ?? '?', bytes: event.encodedDataLength });
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  await cdp.send('Network.enable');
  return {
    stop() {
      cdp.off('Network.responseReceived', onResponse);
      cdp.off('Network.loadingFinished', onFinished);
      return transfers;
    },
  };
}

/**
 * Loads a page in a fresh browser context (an empty cache, nothing in memory) and answers what
 * crossed the wire until the network was quiet. A context that loaded the console before keeps
 * modules in memory that clearing its cache does not drop.
 */
async function coldLoad(
  browser: Browser,
  load: (page: Page) => Promise<void>,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<Transfer[]> {
  const { context, page } = await newPage(browser, { storageState });
  try {
    const cdp = await context.newCDPSession(page);
    const recording = await recordTransfers(cdp);
    await load(page);
    await page.waitForLoadState('networkidle');
    return recording.stop();
  } finally {
    await context.close();
  }
}

/** The path a response was for; a response whose address never showed (a socket upgrade) has none. */
function pathOf(url: string): string {
  return URL.canParse(url) ? new URL(url).pathname : url;
}

function report(title: string, transfers: Transfer[], budget: number): boolean {
  const total = transfers.reduce((sum, transfer) => sum + transfer.bytes, 0);
  const assets = transfers.filter((transfer) => pathOf(transfer.url).startsWith('/assets/'));
  const within = total <= budget;
  console.log(
    `\n${title}: ${kB(total)} in ${transfers.length} responses (budget ${kB(budget)}) ${within ? 'within' : 'OVER'}`,
  );
  for (const transfer of [...assets].sort((a, b) => b.bytes - a.bytes).slice(0, 8)) {
    console.log(`  ${kB(transfer.bytes)}  ${pathOf(transfer.url)}`);
  }
  return within;
}

type Answer = { status: boolean; data: Record<string, unknown> };

/**
 * Visits today on a new code, through the real redirect, until today's statistics count them: the
 * landing panel then has a chart to draw, and the charts library is part of the load.
 */
async function recordVisitsToday(product: RunningProduct): Promise<void> {
  const call = (path: string, body: unknown, token?: string) =>
    callProduct<Answer>(product, path, body, token);
  const token = (await call('admin/login', E2E_ADMIN)).data.token as string;
  const code = await call(
    'qr_code_list/add',
    { name: 'Wire weight', destinations: [{ url: 'https://example.com/wire-weight' }] },
    token,
  );
  if (!code.status) throw new Error(`could not make a code: ${JSON.stringify(code)}`);
  for (let visit = 0; visit < 3; visit++) await fetch(code.data.url as string, { redirect: 'manual' });
  for (let attempt = 0; attempt < 100; attempt++) {
    const today = await call('today_statistics/inquire', {}, token);
    if (Number(today.data.visits) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the visits were not counted');
}

function build(): void {
  console.log('building the console…');
  const vite = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}

async function main(): Promise<void> {
  build();
  const product = await startProduct();
  const browser = await launchBrowser();
  let within = true;
  try {
    const login = await coldLoad(browser, async (page) => {
      await page.goto(`${product.url}/#/admin_login`);
      await page.locator('#login-account').waitFor();
    });
    within = report('login page, cold cache', login, BUDGET.login) && within;

    const signedIn = await newPage(browser);
    await signIn(product, signedIn.page, E2E_ADMIN.account, E2E_ADMIN.password);
    await signedIn.page.waitForLoadState('networkidle');
    const session = await signedIn.context.storageState();
    await signedIn.context.close();
    const openWorkspace = () =>
      coldLoad(
        browser,
        async (page) => {
          await page.goto(`${product.url}/#/customer`);
          await page.locator('.lc-dock .flexlayout__tab:visible').first().waitFor();
        },
        session,
      );
    const workspace = await openWorkspace();
    within =
      report('signed-in workspace with its default panels, cold cache', workspace, BUDGET.workspace) &&
      within;
    await recordVisitsToday(product);
    const drawing = await openWorkspace();
    // Said, not held to the budget: the charts library alone is a third of it.
    report('the same, with today’s visits to chart (charts library included)', drawing, BUDGET.workspace);

    const panels = panelChunks(WEB_ROOT, readManifest(WEB_ROOT));
    const over = panels.filter((panel) => panel.bytes > BUDGET.panel);
    console.log(
      `\npanels' own chunks (budget ${kB(BUDGET.panel)} each): ${panels.length}, ${over.length} over`,
    );
    for (const panel of panels.slice(0, 5)) console.log(`  ${kB(panel.bytes)}  ${panel.name}`);
    within = over.length === 0 && within;
  } finally {
    await browser.close();
    await product.stop();
  }
  console.log(within ? '\nevery figure is within its budget' : '\nsome figure is over its budget');
}

await main();
