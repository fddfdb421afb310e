import type { Browser } from 'playwright-core';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WECHAT_GROUP_LIFETIME_MS } from '../../contract/group-qr';
import type { TestServer } from '../api/harness';
import { newPage, type RunningProduct, setTheme, shoot, signIn } from './harness';
import { type InProcessProduct, startInProcess } from './in-process';

/*
 * The product is built in this process here (not started as its own), so the test can move the
 * clock the server reads while the browser looks at the console.
 */
let product: InProcessProduct;
let server: TestServer;
let browser: Browser;
let clock = new Date();
let token: string;

const OPERATOR = { account: 'qunzhu01', password: 'Qunzhu12345' };
const SUFFIX = 'e2e-groups';

beforeAll(async () => {
  product = await startInProcess(OPERATOR, { clock: () => clock });
  ({ server, browser, token } = product);
});

afterAll(() => product?.close());

describe('group QR codes', () => {
  it('reads five dropped group codes with their expiries, and lists the code as it nears them', async () => {
    const created = await server.call(
      'qr_code_list/add',
      {
        name: '周末读书会',
        file_name: SUFFIX,
        destinations: [{ url: 'https://example.com/welcome', enabled: false }],
      },
      { token },
    );
    expect(created.httpStatus).toBe(200);
    const { page, errors } = await newPage(browser, { locale: 'zh-CN' });
    await signIn({ url: server.url } as RunningProduct, page, OPERATOR.account, OPERATOR.password);

    // From the code list's row menu: the code's editor opens with its bulk upload.
    await page.goto(`${server.url}/#/customer/qr_code_list`);
    const row = page.locator(`.lc-codes-row-actions[data-code="${SUFFIX}"]`);
    await row.locator('button').last().click();
    await page.locator('.bp6-menu [data-action="qr_code_list/add_images"]').click();
    const dialog = page.locator('.lc-bulk-qr-dialog');
    await dialog.waitFor();

    const files = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => ({
        name: `group-${n}.png`,
        mimeType: 'image/png',
        buffer: await QRCode.toBuffer(`https://weixin.qq.com/g/ReadingClub${n}`, { type: 'png', scale: 6 }),
      })),
    );
    const uploadedAt = clock;
    // Dropped on the drop zone, as an operator drags them from a folder.
    const dropped = await page.evaluateHandle(
      (pictures) => {
        const transfer = new DataTransfer();
        for (const picture of pictures) {
          const bytes = Uint8Array.from(atob(picture.base64), (char) => char.charCodeAt(0));
          transfer.items.add(new File([bytes], picture.name, { type: picture.mimeType }));
        }
        return transfer;
      },
      files.map(({ name, mimeType, buffer }) => ({ name, mimeType, base64: buffer.toString('base64') })),
    );
    const dropZone = dialog.locator('[data-field="bulk-drop"]');
    await dropZone.dispatchEvent('dragenter', { dataTransfer: dropped });
    await dropZone.dispatchEvent('dragover', { dataTransfer: dropped });
    await dropZone.dispatchEvent('drop', { dataTransfer: dropped });
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(5);
    await dialog.locator('[data-action="qr_code_list/add_images"]').click();
    await expect.poll(() => dialog.locator('tr[data-status="added"]').count(), { timeout: 20_000 }).toBe(5);
    const contents = await dialog.locator('.lc-bulk-content-text').allTextContents();
    expect(contents.map((text) => text.replace(/^微信群/, ''))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `https://weixin.qq.com/g/ReadingClub${n}`),
    );
    const expiry = new Date(uploadedAt.getTime() + WECHAT_GROUP_LIFETIME_MS);
    const shown = await dialog.locator('.lc-bulk-expiry').first().textContent();
    expect(shown).toContain(String(expiry.getDate()));
    await shoot(page, 'bulk-upload', false);
    await setTheme(page, true);
    await shoot(page, 'bulk-upload', true);
    await setTheme(page, false);
    await dialog.locator('.bp6-dialog-footer button').last().click();
    await dialog.waitFor({ state: 'detached' });

    // The editor shows the five new rows at once, each with what its picture holds on hover.
    const editor = page.locator('.lc-code-editor:visible');
    await expect.poll(() => editor.locator('.lc-dest-decoded').count()).toBe(5);
    await editor.locator('.lc-dest-decoded').first().hover();
    await page.locator('.bp6-tooltip', { hasText: 'ReadingClub1' }).waitFor();

    // Nothing needs attention yet; two hours before the groups expire, the code does.
    await page.goto(`${server.url}/#/customer/code_attention`);
    const panel = page.locator('.lc-attention:visible');
    await panel.locator('.bp6-non-ideal-state').waitFor();
    clock = new Date(uploadedAt.getTime() + WECHAT_GROUP_LIFETIME_MS - 2 * 3_600_000);
    await panel.locator('button[aria-label="刷新"]').click();
    const listed = panel.locator(`tr[data-code="${SUFFIX}"]`);
    await listed.waitFor();
    expect(await listed.getAttribute('data-state')).toBe('expiring');
    expect(await listed.textContent()).toContain('周末读书会');
    await shoot(page, 'attention', false);
    await setTheme(page, true);
    await shoot(page, 'attention', true);
    await setTheme(page, false);

    // "Upload replacements" opens the same upload for that code.
    await listed.locator('[data-action="attention.upload"]').click();
    await page.locator('.lc-bulk-qr-dialog').waitFor();
    expect(errors).toEqual([]);
  });

  it('lets an owner set their own alert lines, a blank field taking the platform’s', async () => {
    const { page, errors } = await newPage(browser, { locale: 'zh-CN' });
    await signIn({ url: server.url } as RunningProduct, page, OPERATOR.account, OPERATOR.password);
    await page.goto(`${server.url}/#/customer/code_attention`);
    await page.locator('.lc-attention:visible').waitFor();
    await page.locator('button[data-action="code_attention/save_settings"]').click();
    const expiring = page.locator('#attention-expiring');
    const low = page.locator('#attention-low');
    await expect.poll(() => expiring.isEnabled()).toBe(true);
    const before = await server.call('code_attention/settings', {}, { token });
    expect(await expiring.getAttribute('placeholder')).toBe(String(before.body.data.default_expiring_hours));
    expect(await low.getAttribute('placeholder')).toBe(String(before.body.data.default_low_usable));

    await shoot(page, 'attention-lines', false);
    await setTheme(page, true);
    await shoot(page, 'attention-lines', true);
    await setTheme(page, false);

    await expiring.fill('12');
    await low.fill('3');
    await page.locator('.lc-attention-lines button', { hasText: '保存' }).click();
    await expect
      .poll(async () => (await server.call('code_attention/settings', {}, { token })).body.data)
      .toMatchObject({ expiring_hours: 12, low_usable: 3 });

    // Cleared, the expiry line is the platform's again.
    await expiring.fill('');
    await page.locator('.lc-attention-lines button', { hasText: '保存' }).click();
    await expect
      .poll(async () => (await server.call('code_attention/settings', {}, { token })).body.data)
      .toMatchObject({ expiring_hours: null, low_usable: 3 });
    expect(errors).toEqual([]);
  });

  it('shows a stranded visitor the owner’s fallback page, light or dark', async () => {
    const form = new FormData();
    const helper = await QRCode.toBuffer('https://u.wechat.com/ReadingHelper', { type: 'png', scale: 4 });
    form.append('file', new Blob([new Uint8Array(helper)]), 'helper.png');
    const uploaded = await fetch(`${server.url}/api/file/add`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const contact = ((await uploaded.json()) as { data: { id: number } }).data.id;
    const created = await server.call(
      'qr_code_list/add',
      {
        name: '周末读书会',
        file_name: 'e2e-stranded',
        fallback_message: '本周群已满，请添加助教微信 reading-help，拉你进下一期群。',
        fallback_image_id: contact,
        destinations: [
          { url: 'https://example.com/old', expires_at: new Date(Date.now() - 60_000).toISOString() },
        ],
      },
      { token },
    );
    expect(created.httpStatus).toBe(200);
    const { page } = await newPage(browser, { locale: 'zh-CN', viewport: { width: 390, height: 700 } });
    for (const dark of [false, true]) {
      await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
      const answer = await page.goto(`${server.url}/c/e2e-stranded`);
      expect(answer?.status()).toBe(200);
      await page.locator('.fallback', { hasText: 'reading-help' }).waitFor();
      await page.locator('img').waitFor();
      await shoot(page, 'fallback', dark);
    }
  });
});
