/**
 * Screenshots of the console for looking at it: login, the workspace in light and dark, the
 * palette, a dialog and the phone layout. Usage, against a running product:
 *
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:8080 /tmp/shots [account] [password]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const [baseUrl = 'http://127.0.0.1:8080', outDir = 'screenshots', account = 'admin', password = ''] =
  process.argv.slice(2);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(outDir, `${name}.png`) });
  console.log(`${name}.png`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));

  await page.goto(`${baseUrl}/#/admin_login`);
  await page.locator('#login-account').waitFor();
  await shot(page, 'login-light');
  await page.fill('#login-account', account);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page.locator('.lc-dock').waitFor();

  await page.goto(`${baseUrl}/#/customer/message_list`);
  await page.locator('.lc-resource').first().waitFor();
  await page.goto(`${baseUrl}/#/customer/language_list`);
  await page.locator('table.lc-table-grid tbody tr').first().waitFor();
  await page.keyboard.press('Alt+Backslash');
  await page.goto(`${baseUrl}/#/customer/update_password`);
  await shot(page, 'workspace-light');

  await page.keyboard.press('Control+k');
  await page.keyboard.type('语言');
  await shot(page, 'palette-light');
  await page.keyboard.press('Escape');

  await page.click('[data-action="theme.toggle"]');
  await shot(page, 'workspace-dark');
  await page.goto(`${baseUrl}/#/customer/language_list`);
  await page.click('[data-action="language_list/add"]');
  await shot(page, 'dialog-dark');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+k');
  await shot(page, 'palette-dark');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 800 });
  await shot(page, 'mobile-dark');
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
