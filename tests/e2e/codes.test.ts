import type { Browser, Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectAs } from '../support/host-request';
import { decodeQrPng } from '../support/qr';
import {
  callProduct,
  E2E_ADMIN,
  launchBrowser,
  liftFreeTier,
  newPage,
  type RunningProduct,
  signIn as signInToConsole,
  startProduct,
} from './harness';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  product = await startProduct();
  await liftFreeTier(product);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const OPERATOR = { account: 'e2eoperator', password: 'Oper12345' };
const SUFFIX = 'e2e-spring';
const SHARE_PASSWORD = 'share123';

type Answer = { status: boolean; data: Record<string, unknown> & { list?: Record<string, unknown>[] } };

const call = (path: string, body: unknown, token?: string) => callProduct<Answer>(product, path, body, token);

/** Signs in and, once the console has opened its landing panel, opens the code list by its URL. */
async function signIn(page: Page, account: string, password: string) {
  // The workspace first restores the saved layout and opens the landing panel; a URL opened
  // before it stands would be overtaken by the landing panel's focus.
  await signInToConsole(product, page, account, password);
  await page.goto(`${product.url}/#/customer/qr_code_list`);
  await page.locator('.lc-codes-own').first().waitFor();
}

/** The row of one code in the operator's list. */
function codeRow(page: Page, suffix: string): Locator {
  return page.locator('.lc-codes-own tbody tr', { has: page.locator(`[data-code="${suffix}"]`) });
}

/** Refreshes the list until a row shows the expected visits (the writer flushes within moments). */
async function waitForVisits(page: Page, suffix: string, visits: number) {
  const cell = codeRow(page, suffix).locator('[data-field="view_number"]');
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.click('.lc-codes-own [data-action="codes.refresh"]');
    await page.waitForTimeout(300);
    if ((await cell.textContent())?.trim() === String(visits)) return;
  }
  expect((await cell.textContent())?.trim()).toBe(String(visits));
}

describe('live codes', () => {
  it('lets a new operator create a rotating code, follow it, watch its visits, download its QR and share its counts', async () => {
    const registered = await call('admin/register', {
      account: OPERATOR.account,
      password: OPERATOR.password,
      repeat_password: OPERATOR.password,
    });
    expect(registered.status).toBe(true);

    const { context, page, errors } = await newPage(browser);

    // Sign in and open the code list, still empty.
    await signIn(page, OPERATOR.account, OPERATOR.password);
    await page.locator('.lc-codes-own .lc-table-state').waitFor();

    // A new code with two destinations; the first serves one visit only.
    await page.click('.lc-codes-own .lc-resource-toolbar [data-action="qr_code_list/add"]');
    await page.waitForFunction(() => window.location.hash === '#/customer/set_qr_code');
    const editor = page.locator('.lc-code-editor:visible');
    await editor.locator('input[name="name"]').fill('春季活动群');
    await editor.locator('input[name="file_name"]').fill(SUFFIX);
    await editor.locator('input[name="password"]').fill(SHARE_PASSWORD);
    await editor.locator('[name="destinations.0.url"]').fill('https://one.example/');
    await editor.locator('[name="destinations.0.threshold"]').fill('1');
    await editor.locator('[data-action="codes.add_destination"]').click();
    await editor.locator('[name="destinations.1.url"]').fill('https://two.example/');
    await editor.locator('[data-action="qr_code_list/add"]').click();
    const createdLink = editor.locator('[data-created-url]');
    await createdLink.waitFor();
    const codeUrl = (await createdLink.textContent())?.trim() ?? '';
    expect(codeUrl).toBe(`${product.url}/c/${SUFFIX}`);
    // The tab now edits the created code, under its name.
    await page.locator('.flexlayout__tab_button--selected', { hasText: '春季活动群' }).waitFor();

    // Following the link lands on the first destination; the next visit rotates to the second.
    const visitor = await context.newPage();
    const landing = visitor.waitForRequest((request) => request.url().startsWith('https://one.example'));
    // A redirect's target is not routed, and this network has no DNS for it: the request is the proof.
    await visitor.goto(codeUrl).catch(() => undefined);
    expect((await landing).url()).toBe('https://one.example/');
    expect((await landing).redirectedFrom()?.url()).toBe(codeUrl);
    await visitor.close();
    const second = await context.request.get(codeUrl, { maxRedirects: 0 });
    expect(second.status()).toBe(302);
    expect(second.headers().location).toBe('https://two.example/');

    // The list counts both visits after a refresh.
    await page.click('.lc-side-menu [data-panel="qr_code_list"]');
    await codeRow(page, SUFFIX).waitFor();
    await waitForVisits(page, SUFFIX, 2);
    await expect(codeRow(page, SUFFIX).locator('[data-field="ip_view_number"]').textContent()).resolves.toBe(
      '1',
    );

    // The QR image the panel offers encodes the code's link with its scan marker.
    await codeRow(page, SUFFIX).locator('[data-action="codes.qr"]').click();
    const download = page.locator('.lc-qr-popover [data-action="codes.download_png"]');
    await download.waitFor();
    const href = (await download.getAttribute('href')) ?? '';
    expect(href).toContain('download=1');
    const png = await fetch(new URL(href, product.url));
    expect(png.headers.get('content-type')).toBe('image/png');
    const scanned = decodeQrPng(Buffer.from(await png.arrayBuffer())) ?? '';
    expect(scanned.startsWith(`${codeUrl}?s=`)).toBe(true);
    await page.keyboard.press('Escape');

    // The editor shows the first destination's threshold used up.
    await codeRow(page, SUFFIX).locator('[data-action="codes.edit"]').click();
    await page
      .locator('.lc-code-editor:visible .lc-dest-table tbody tr')
      .first()
      .locator('[data-usage="full"]')
      .waitFor();

    // The share page shows the counts with the password; a wrong or missing one is asked for again.
    const share = await context.newPage();
    await share.goto(`${product.url}/#/share_access?name=${SUFFIX}&password=${SHARE_PASSWORD}`);
    await share.locator('[data-share="view_number"]', { hasText: '2' }).waitFor();
    await expect(share.locator('[data-share-title]').textContent()).resolves.toBe('春季活动群');
    await expect(share.locator('[data-share="ip_view_number"]').textContent()).resolves.toBe('1');
    await share.goto(`${product.url}/#/share_access?name=${SUFFIX}&password=wrong1`);
    await share.locator('.lc-share-lock', { hasText: '分享密码不正确' }).waitFor();
    await share.goto(`${product.url}/#/share_access?name=${SUFFIX}`);
    await share.locator('#share-password').waitFor();
    // Without even a code's name, the page is an error page.
    await share.goto(`${product.url}/#/share_access`);
    await share.locator('.lc-share-error', { hasText: '页面错误，请联系管理员' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes, groups and trashes codes in bulk, asking first, and restores them from the trash', async () => {
    const token = (await call('admin/login', OPERATOR)).data.token as string;
    const group = (await call('group/add', { name: '门店海报' }, token)).data.id as number;
    for (const suffix of ['bulk-a', 'bulk-b']) {
      const created = await call(
        'qr_code_list/add',
        { name: `批量 ${suffix}`, file_name: suffix, destinations: [{ url: 'https://e.example/' }] },
        token,
      );
      expect(created.status).toBe(true);
    }
    const statusOf = async (suffix: string) => {
      const list = (await call('batche_query/inquire', { file_names: [suffix] }, token)).data.list ?? [];
      return list[0];
    };

    const { context, page, errors } = await newPage(browser);
    await signIn(page, OPERATOR.account, OPERATOR.password);
    await codeRow(page, 'bulk-a').waitFor();
    for (const suffix of ['bulk-a', 'bulk-b'])
      await codeRow(page, suffix).locator('.lc-table-check input').check({ force: true });
    const bulk = page.locator('.lc-codes-own .lc-codes-bulkbar');
    await bulk.getByText('已选 2 个').waitFor();
    // The status bar tells the same, for the focused panel.
    await page.locator('.lc-status-bar [data-status="selected-rows"]', { hasText: '已选 2 行' }).waitFor();

    // Closing stops printed codes, so it asks first.
    await bulk.locator('[data-action="codes.close"]').click();
    await page.locator('.bp6-alert', { hasText: '确定关闭所选的 2 个活码吗' }).waitFor();
    await page.locator('.bp6-alert-footer .bp6-intent-danger').click();
    await page.locator('.bp6-alert').waitFor({ state: 'detached' });
    await expect.poll(async () => (await statusOf('bulk-a'))?.status).toBe(2);
    expect((await statusOf('bulk-b'))?.status).toBe(2);

    // The selection survives the refresh, so the same codes move into a group next.
    await bulk.locator('[data-action="group/move"]').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: '门店海报' }).click();
    await codeRow(page, 'bulk-b').getByText('门店海报').waitFor();
    const grouped = await call('qr_code_list/inquire', { group_id: group }, token);
    expect(grouped.data.total).toBe(2);

    // A new entry domain changes the printed address, so it asks first, naming the domain.
    const admin = (await call('admin/login', E2E_ADMIN)).data.token as string;
    const assigned = await call(
      'hold_domain/add',
      { host: 'go.e2e.example', type: 1, owner_account: OPERATOR.account },
      admin,
    );
    expect(assigned.status).toBe(true);
    await page.reload();
    for (const suffix of ['bulk-a', 'bulk-b'])
      await codeRow(page, suffix).locator('.lc-table-check input').check({ force: true });
    await bulk.locator('[data-action="qr_code_list/change_domain_name"]').click();
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: 'go.e2e.example' }).click();
    await page.locator('.bp6-alert', { hasText: '确定将所选的 2 个活码换到 go.e2e.example 吗' }).waitFor();
    await page.locator('.bp6-alert-footer .bp6-intent-danger').click();
    await page.locator('.bp6-alert').waitFor({ state: 'detached' });
    const moved = (await call('qr_code_list/inquire', { group_id: group }, token)).data.list as {
      url: string;
    }[];
    expect(moved.map((row) => new URL(row.url).host)).toEqual(['go.e2e.example', 'go.e2e.example']);

    // To the trash, asking first; the trash panel gives them back.
    await bulk.locator('[data-action="qr_code_list/remove"]').click();
    await page.locator('.bp6-alert-footer .bp6-intent-danger').click();
    await codeRow(page, 'bulk-a').waitFor({ state: 'detached' });
    expect((await statusOf('bulk-a'))?.removed).toBe(true);
    await page.click('.lc-side-menu [data-panel="recover"]');
    const trash = page.locator('.lc-codes-trash');
    await trash.locator('tbody tr', { hasText: 'bulk-a' }).waitFor();
    await trash.locator('thead .lc-table-check input').check({ force: true });
    await trash.locator('.lc-codes-bulkbar [data-action="qr_code_list/update_remove"]').click();
    await trash.locator('.lc-table-state').waitFor();
    expect((await statusOf('bulk-b'))?.removed).toBe(false);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('uploads a WeChat group picture to the library, shows it as a code’s destination and keeps it while used', async () => {
    const picture = new PNG({ width: 120, height: 120 });
    for (let at = 0; at < picture.data.length; at += 4) picture.data.set([7, 193, 96, 255], at);

    const { context, page, errors } = await newPage(browser);
    await signIn(page, OPERATOR.account, OPERATOR.password);
    await page.goto(`${product.url}/#/customer/image_configs`);
    const library = page.locator('.lc-image-drop');
    await library.locator('.lc-table-state').waitFor();
    await library.locator('.lc-resource-toolbar [data-testid="image-upload-input"]').setInputFiles({
      name: '粉丝群二维码.png',
      mimeType: 'image/png',
      buffer: PNG.sync.write(picture),
    });
    const row = library.locator('tbody tr', { hasText: '粉丝群二维码' });
    await row.waitFor();
    await row.getByText('120 × 120').waitFor();
    await row.getByText('未使用').waitFor();

    // A new code whose destination is that picture, picked from the library by name.
    await page.goto(`${product.url}/#/customer/qr_code_list`);
    await page.click('.lc-codes-own .lc-resource-toolbar [data-action="qr_code_list/add"]');
    const editor = page.locator('.lc-code-editor:visible');
    await editor.locator('input[name="name"]').fill('粉丝群');
    await editor.locator('input[name="file_name"]').fill('e2e-group-qr');
    await editor.locator('.lc-dest-table tbody tr').first().locator('[data-field="kind"]').click();
    await editor.locator('.lc-dest-image-picker input').fill('粉丝');
    await page.locator('.bp6-popover .bp6-menu-item', { hasText: '粉丝群二维码' }).click();
    await editor.locator('[data-action="qr_code_list/add"]').click();
    const createdLink = editor.locator('[data-created-url]');
    await createdLink.waitFor();

    // Scanning it shows the picture on a page with the code's title.
    const visitor = await context.newPage();
    await visitor.goto((await createdLink.textContent())?.trim() ?? '');
    await visitor.locator('h1', { hasText: '粉丝群' }).waitFor();
    await expect
      .poll(() => visitor.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(120);
    await visitor.close();

    // In the library the picture now counts as used and cannot be deleted.
    await page.goto(`${product.url}/#/customer/image_configs`);
    await library.locator('[aria-label="刷新"]').click();
    await row.getByText('1 个跳转目标').waitFor();
    // Its delete button stays, greyed, saying why.
    await expect(
      row.locator('[aria-label="仍有活码在使用，不能删除"]').getAttribute('class'),
    ).resolves.toContain('bp6-disabled');

    // The same picture goes into the centre of the code's QR.
    await page.goto(`${product.url}/#/customer/qr_code_list`);
    await codeRow(page, 'e2e-group-qr').locator('[data-action="codes.qr"]').click();
    await page
      .locator('.lc-qr-popover .lc-qr-preview-logo select')
      .selectOption({ label: 'Logo: 粉丝群二维码' });
    const withLogo = page.locator('.lc-qr-popover [data-action="codes.download_png"]');
    await expect.poll(() => withLogo.getAttribute('href')).toMatch(/logo=\d+/);
    const logoPng = await fetch(new URL((await withLogo.getAttribute('href')) ?? '', product.url));
    expect(decodeQrPng(Buffer.from(await logoPng.arrayBuffer()))).toContain('/c/e2e-group-qr?s=');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shortens a link on a short domain and sends the bare domain to the operator’s entry page', async () => {
    const admin = (await call('admin/login', E2E_ADMIN)).data.token as string;
    const assigned = await call(
      'hold_domain/add',
      { host: 's.e2e.example', type: 3, owner_account: OPERATOR.account },
      admin,
    );
    expect(assigned.status).toBe(true);

    const { page, context, errors } = await newPage(browser);
    await signIn(page, OPERATOR.account, OPERATOR.password);
    await page.goto(`${product.url}/#/customer/short_code`);
    const panel = page.locator('.lc-short-code');
    await panel.locator('#short-code-url').fill('javascript:alert(1)');
    await panel.locator('[data-action="short_code.shorten"]').click();
    await panel.getByText('请输入以 http:// 或 https:// 开头的完整链接').waitFor();
    await panel.locator('#short-code-url').fill('https://shop.e2e.example/spring?from=qr');
    await panel.locator('#short-code-suffix').fill('e2e-short');
    await panel.locator('[data-action="short_code.shorten"]').click();
    const result = panel.locator('[data-short-link="e2e-short"]');
    await result.locator('[data-form="path"]', { hasText: 'https://s.e2e.example/e2e-short' }).waitFor();
    await result.locator('[data-form="query"]', { hasText: 'https://s.e2e.example/?k=e2e-short' }).waitFor();
    expect(await getAs('s.e2e.example', '/e2e-short')).toEqual({
      status: 302,
      location: 'https://shop.e2e.example/spring?from=qr',
    });

    await panel.locator('#short-code-entry').fill('https://shop.e2e.example/');
    await panel.locator('[data-action="domain_list/update_entry_page"]').click();
    await expect
      .poll(() => getAs('s.e2e.example', '/'))
      .toEqual({
        status: 302,
        location: 'https://shop.e2e.example/',
      });

    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A GET to the product as if sent to another host name (a browser cannot reach made-up domains). */
const getAs = (host: string, path: string) => redirectAs(product.url, host, path);
