import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as Axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  E2E_ADMIN,
  launchBrowser,
  newPage,
  openFromPalette,
  openPanel,
  type RunningProduct,
  signIn,
  startProduct,
} from './harness';

const require = createRequire(import.meta.url);

/**
 * axe's source, evaluated in the page rather than added as a script tag: the console's Content
 * Security Policy (`script-src 'self'`) refuses an inline script, as it should.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA: what the console promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

/**
 * Runs axe over the whole page and answers its serious and critical violations, one line each
 * (rule, impact, the elements it found), so a failure reads without a debugger.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  // Away from any control, so no hover or tooltip state is audited by chance.
  await page.mouse.move(0, 0);
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof Axe };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_TAGS);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}: ${violation.help}) at ${violation.targets.join(' | ')}`,
    );
}

async function toggleTheme(page: Page, dark: boolean) {
  await page.click('[data-action="theme.toggle"]');
  await page.waitForFunction((wanted) => document.body.classList.contains('bp6-dark') === wanted, dark);
}

/** The id of the panel (its tab) that holds the keyboard focus, or null when none does. */
function focusedPanelTab(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.closest('[role="tabpanel"]')?.id ?? null);
}

/** Waits until the keyboard focus is inside the panel's content. */
async function focusReaches(page: Page, panelId: string) {
  await page.waitForFunction(
    (id) => document.activeElement?.closest('[role="tabpanel"]')?.id === `flexlayout-tab-${id}`,
    panelId,
  );
}

/**
 * Signs in and shows the landing panel, today's statistics (SPEC §1), once it has read its
 * figures. The account's layout is kept between tests, so the panel is asked for by address.
 */
async function signInToLanding(page: Page) {
  await signIn(product, page, E2E_ADMIN.account, E2E_ADMIN.password);
  await page.goto(`${product.url}/#/customer/today_statistics`);
  await page.locator('#flexlayout-tab-today_statistics .lc-stats-toolbar .lc-stats-updated').waitFor();
}

describe('accessibility', () => {
  it('has no serious or critical WCAG 2.1 AA violation on the login page, light or dark', async () => {
    const { context, page, errors } = await newPage(browser);
    await page.goto(`${product.url}/#/admin_login`);
    await page.locator('#login-account').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await toggleTheme(page, true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has no serious or critical WCAG 2.1 AA violation in the workspace and its landing panel, light or dark', async () => {
    const { context, page, errors } = await newPage(browser);
    await signInToLanding(page);
    expect(await seriousViolations(page)).toEqual([]);

    await toggleTheme(page, true);
    expect(await seriousViolations(page)).toEqual([]);

    // flexlayout measures its border bar with a word of text; screen readers must not read it.
    expect(await page.locator('.lc-dock').ariaSnapshot()).not.toContain('FindBorderBarSize');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers a skip link as the first Tab stop, leading into the focused panel', async () => {
    const { context, page } = await newPage(browser);
    await signInToLanding(page);
    // From a fresh page the keyboard starts at the top of the document.
    await page.reload();
    await page.locator('.lc-dock .flexlayout__tab:visible').first().waitFor();

    await page.keyboard.press('Tab');
    const skipLink = await page.evaluate(() => {
      const active = document.activeElement;
      return { isSkipLink: active?.classList.contains('lc-skip-link'), text: active?.textContent };
    });
    expect(skipLink).toEqual({ isSkipLink: true, text: '跳到主要内容' });

    await page.keyboard.press('Enter');
    await focusReaches(page, 'today_statistics');
    await context.close();
  });

  it('moves the focus into a panel opened from the menu, the palette or an address', async () => {
    const { context, page } = await newPage(browser);
    await signInToLanding(page);

    await openPanel(page, 'message_list');
    await focusReaches(page, 'message_list');

    await openFromPalette(page, '语言', 'language_list');
    await focusReaches(page, 'language_list');

    await page.goto(`${product.url}/#/customer/update_password`);
    await focusReaches(page, 'update_password');

    // A palette closed without opening anything gives the focus back where it was.
    await page.keyboard.press('Control+k');
    await page.locator('.lc-palette input').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.lc-palette').waitFor({ state: 'detached' });
    expect(await focusedPanelTab(page)).toBe('flexlayout-tab-update_password');

    // The account menu closes as the page it opened takes the focus, and leaves it there.
    await openPanel(page, 'message_list');
    await focusReaches(page, 'message_list');
    await page.click('[data-action="user.menu"]');
    await page.locator('.lc-user-menu .bp6-menu-item', { hasText: '修改密码' }).click();
    await page.locator('.lc-user-menu').waitFor({ state: 'detached' });
    await focusReaches(page, 'update_password');
    await context.close();
  });

  it('reaches the dock tabs by Tab and switches panels with the arrow keys and Enter', async () => {
    const { context, page } = await newPage(browser);
    await signInToLanding(page);
    await openPanel(page, 'message_list');
    await focusReaches(page, 'message_list');

    // Back from the panel's content, the strip's selected tab is a Tab stop.
    let focusedTab: string | null = null;
    for (let press = 0; press < 5 && focusedTab === null; press += 1) {
      await page.keyboard.press('Shift+Tab');
      focusedTab = await page.evaluate(() =>
        document.activeElement?.getAttribute('role') === 'tab' ? document.activeElement.id : null,
      );
    }
    expect(focusedTab).toBe('flexlayout-tabbutton-message_list');

    // The tab before it is one arrow away; Enter selects it and the keyboard stays on the strip.
    const strip = await page.evaluate(() =>
      [...(document.activeElement?.closest('[role="tablist"]')?.querySelectorAll('[role="tab"]') ?? [])].map(
        (tab) => tab.id,
      ),
    );
    const previous = strip[strip.indexOf('flexlayout-tabbutton-message_list') - 1];
    expect(previous).toBeDefined();
    await page.keyboard.press('ArrowLeft');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(previous);
    await page.keyboard.press('Enter');
    const previousPanel = previous?.replace('flexlayout-tabbutton-', '');
    await page.waitForFunction((id) => window.location.hash === `#/customer/${id}`, previousPanel);
    expect(
      await page.evaluate(() => ({
        focused: document.activeElement?.id,
        selected: document.activeElement?.getAttribute('aria-selected'),
      })),
    ).toEqual({ focused: previous, selected: 'true' });
    await context.close();
  });

  it('on a phone, leaves the focus in a panel opened from the menu drawer, and gives it back to the menu button on Escape', async () => {
    const { context, page } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${product.url}/#/admin_login`);
    await page.fill('#login-account', E2E_ADMIN.account);
    await page.fill('#login-password', E2E_ADMIN.password);
    await page.click('button[type=submit]');
    await page.locator('.lc-mobile-panel').waitFor();
    const menuButton = page.locator('[data-action="menu.drawer"]');

    await menuButton.click();
    await page.locator('.lc-menu-drawer [data-panel="daily_statistics"]').click();
    await page.locator('.lc-menu-drawer').waitFor({ state: 'detached' });
    // The drawer's closing did not take the focus back to the menu button.
    const focusedPanel = () =>
      page.evaluate(
        () => document.activeElement?.closest('.lc-mobile-panel')?.id ?? document.activeElement?.id,
      );
    expect(await focusedPanel()).toMatch(/^flexlayout-tab-daily_statistics/);

    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.locator('.lc-menu-drawer').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.lc-menu-drawer').waitFor({ state: 'detached' });
    // Closed without opening anything: the focus goes back to the menu button.
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'menu.drawer');
    await context.close();
  });
});
