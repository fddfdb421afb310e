/**
 * Screenshots of the image library, picture destinations, QR logos and short links, in light and
 * dark. Seeds an operator with two pictures, a short domain (assigned by the administrator) and a
 * code showing a picture. Usage, against a running product:
 *
 *   npx tsx scripts/screenshots-library.ts http://127.0.0.1:8080 /tmp/shots admin <admin password>
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { desktopPage, launchBrowser, scriptArguments } from './screenshot-kit';

const { baseUrl, outDir, adminAccount, adminPassword, call, shot, signIn, openPanel } = scriptArguments(
  process.argv.slice(2),
  500,
);
const OPERATOR = { account: 'libraryowner', password: 'Shop12345' };

/** A square picture: a coloured ground with a darker frame, like a group QR or a logo. */
function picture(size: number, ground: [number, number, number], frame: [number, number, number]): Buffer {
  const image = new PNG({ width: size, height: size });
  const border = Math.round(size / 8);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const edge = x < border || y < border || x >= size - border || y >= size - border;
      image.data.set([...(edge ? frame : ground), 255], (y * size + x) * 4);
    }
  }
  return PNG.sync.write(image);
}

async function upload(token: string, name: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('name', name);
  form.append('file', new Blob([new Uint8Array(bytes)]), `${name}.png`);
  const response = await fetch(`${baseUrl}/api/file/add`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const answer = (await response.json()) as { data: { id: number } };
  return answer.data.id;
}

async function seed(): Promise<void> {
  await call('admin/register', { ...OPERATOR, repeat_password: OPERATOR.password });
  const token = (await call<{ token: string }>('admin/login', OPERATOR)).data.token;
  const library = await call<{ total: number }>('image_configs/inquire', { page: 1, page_size: 1 }, token);
  if (library.data.total > 0) return;
  const group = await upload(token, '粉丝群二维码', picture(240, [255, 255, 255], [7, 193, 96]));
  await upload(token, '门店 Logo', picture(96, [245, 202, 71], [28, 33, 39]));
  await call(
    'qr_code_list/add',
    { name: '会员福利群', file_name: 'vip-group', destinations: [{ image_id: group, title: '福利群' }] },
    token,
  );
  const admin = (
    await call<{ token: string }>('admin/login', { account: adminAccount, password: adminPassword })
  ).data.token;
  await call(
    'hold_domain/add',
    { host: 's.shop.example.cn', type: 3, owner_account: OPERATOR.account },
    admin,
  );
}

async function screens(page: Page, theme: 'light' | 'dark') {
  await openPanel(page, 'image_configs');
  await page.locator('.lc-image-drop tbody tr').first().waitFor();
  await shot(page, `image_configs-${theme}`);

  await openPanel(page, 'qr_code_list');
  await page.locator('[data-code="vip-group"] [data-action="codes.edit"]').click();
  await page.locator('.lc-dest-table:visible').waitFor();
  await shot(page, `set_qr_code-image-${theme}`);

  await openPanel(page, 'qr_code_list');
  await page.locator('[data-code="vip-group"] [data-action="codes.qr"]').click();
  await page.locator('.lc-qr-popover .lc-qr-preview-logo select').selectOption({ label: 'Logo: 门店 Logo' });
  await page.locator('.lc-qr-popover .lc-qr-preview-image').waitFor();
  await shot(page, `qr_logo-${theme}`);
  await page.keyboard.press('Escape');

  await openPanel(page, 'short_code');
  await page.locator('#short-code-url').fill('https://shop.example.cn/spring/new-arrivals?from=poster');
  await page.locator('[data-action="short_code.shorten"]').click();
  await page.locator('.lc-short-code-result').waitFor();
  await page.locator('#short-code-entry').fill('https://shop.example.cn/');
  await shot(page, `short_code-${theme}`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  await seed();
  const browser = await launchBrowser();
  const page = await desktopPage(browser);
  await signIn(page, OPERATOR.account, OPERATOR.password);
  await screens(page, 'light');
  await page.click('[data-action="theme.toggle"]');
  await screens(page, 'dark');

  await page.setViewportSize({ width: 390, height: 760 });
  await page.goto(`${baseUrl}/c/vip-group`);
  await shot(page, 'image_page-mobile');
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
