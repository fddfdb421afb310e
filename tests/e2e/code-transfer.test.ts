import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../api/harness';
import { newPage, type RunningProduct, shootBoth, signIn } from './harness';
import { type InProcessProduct, startInProcess } from './in-process';

let product: InProcessProduct;
let server: TestServer;
let browser: Browser;
let token: string;

const OPERATOR = { account: 'daoru01', password: 'Daoru12345' };

/** A file as an operator writes it: two good codes, one with a bad address and threshold, one update. */
const CSV = [
  'file_name,name,rotation_model,dest1_url,dest1_threshold,dest2_url',
  'spring-fair,春季展会,sequential,https://example.com/fair,200,https://example.com/fair-2',
  'broken-one,地址写错了,random,javascript:alert(1),很多,',
  'summer-sale,夏季促销,round_robin,https://example.com/summer,,',
  'existing-1,已有活码（改名）,,https://example.com/kept,,',
].join('\r\n');

beforeAll(async () => {
  product = await startInProcess(OPERATOR);
  ({ server, browser, token } = product);
});

afterAll(() => product?.close());

describe('code export and import in the console', () => {
  it('imports a CSV with one bad line: the dry run shows it, applying adds the good codes to the list', async () => {
    const existing = await server.call(
      'qr_code_list/add',
      { name: '已有活码', file_name: 'existing-1', destinations: [{ url: 'https://example.com/kept' }] },
      { token },
    );
    expect(existing.httpStatus).toBe(200);
    const { page, errors } = await newPage(browser, { locale: 'zh-CN' });
    await signIn({ url: server.url } as RunningProduct, page, OPERATOR.account, OPERATOR.password);
    await page.goto(`${server.url}/#/customer/qr_code_list`);
    const panel = page.locator('.lc-codes-own:visible');
    await panel.locator('.lc-codes-row-actions[data-code="existing-1"]').waitFor();

    // The export menu offers both formats; XLSX downloads at once.
    await panel.locator('[data-action="qr_code_list/export_codes"]').click();
    const xlsxItem = page.locator('.bp6-menu [data-action="code_transfer.export_xlsx"]');
    await xlsxItem.waitFor();
    // The menu grows in with a transition: the picture waits until it has settled.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await shootBoth(page, 'export-menu');
    const [download] = await Promise.all([page.waitForEvent('download'), xlsxItem.click()]);
    expect(download.suggestedFilename()).toMatch(/^codes-\d{4}-\d{2}-\d{2}\.xlsx$/);

    // The import opens from the keyboard.
    await panel.locator('[data-action="code_transfer.import"]').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.lc-transfer-dialog');
    await dialog.waitFor();
    await shootBoth(page, 'import-pick');
    await dialog.locator('[data-field="import-file"]').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${CSV}\r\n`),
    });

    // The dry run: one line per code, with what it would do; the bad line names its columns.
    await expect.poll(() => dialog.locator('tr[data-line]').count(), { timeout: 15_000 }).toBe(4);
    const results = await dialog
      .locator('tr[data-line]')
      .evaluateAll((rows) =>
        rows.map((row) => [row.getAttribute('data-line'), row.getAttribute('data-action-result')]),
      );
    expect(results).toEqual([
      ['2', 'create'],
      ['3', 'error'],
      ['4', 'create'],
      ['5', 'update'],
    ]);
    const bad = dialog.locator('tr[data-line="3"]');
    expect(await bad.textContent()).toContain('dest1_url');
    expect(await bad.textContent()).toContain('dest1_threshold');
    expect(await dialog.locator('[data-field="import-counts"]').textContent()).toMatch(/2.*1.*1/);
    // Nothing was saved by the check.
    expect(await panel.locator('.lc-codes-row-actions[data-code="spring-fair"]').count()).toBe(0);
    await shootBoth(page, 'import-dry-run');

    const apply = dialog.locator('[data-action="qr_code_list/import_codes"]');
    expect(await apply.isEnabled()).toBe(true);
    await apply.click();
    await dialog.locator('.bp6-callout[role="status"]').waitFor({ timeout: 15_000 });
    expect(await dialog.locator('.bp6-callout[role="status"]').textContent()).toContain('2');
    // The list behind the dialog is read again at once.
    await panel.locator('.lc-codes-row-actions[data-code="spring-fair"]').waitFor();
    await shootBoth(page, 'import-summary');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // The list was read again: the new codes are there, the bad line's is not.
    for (const suffix of ['spring-fair', 'summer-sale'])
      await panel.locator(`.lc-codes-row-actions[data-code="${suffix}"]`).waitFor();
    expect(await panel.locator('.lc-codes-row-actions[data-code="broken-one"]').count()).toBe(0);
    expect(await panel.textContent()).toContain('已有活码（改名）');
    expect(errors).toEqual([]);
  });

  it('says why a file that is not of the layout cannot be read, and lets another be chosen', async () => {
    const { page, errors } = await newPage(browser, { locale: 'zh-CN' });
    await signIn({ url: server.url } as RunningProduct, page, OPERATOR.account, OPERATOR.password);
    await page.goto(`${server.url}/#/customer/qr_code_list`);
    const panel = page.locator('.lc-codes-own:visible');
    await panel.locator('[data-action="code_transfer.import"]').click();
    const dialog = page.locator('.lc-transfer-dialog');
    await dialog.locator('[data-field="import-file"]').setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('suffix,title\r\na,b\r\n'),
    });
    const alert = dialog.locator('.bp6-callout[role="alert"]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('无法识别的列“suffix”');
    await dialog.locator('[data-field="import-file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await expect.poll(() => alert.textContent()).toContain('请选择 .csv 或 .xlsx 文件');
    await shootBoth(page, 'import-refused');
    expect(errors).toEqual([]);
  });
});
