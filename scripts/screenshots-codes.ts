/**
 * Screenshots of the live-code panels for looking at them: the code list (with a selection and
 * the QR preview), the code editor, the share page and the other code panels, in light and dark.
 * Seeds an operator with a dozen codes first. Usage, against a running product:
 *
 *   npx tsx scripts/screenshots-codes.ts http://127.0.0.1:8080 /tmp/shots [admin] [admin password]
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { desktopPage, launchBrowser, scriptArguments } from './screenshot-kit';

const { baseUrl, outDir, adminAccount, adminPassword, call, shot, signIn, openPanel } = scriptArguments(
  process.argv.slice(2),
  500,
);
const OPERATOR = { account: 'shopowner', password: 'Shop12345' };

/** An operator with groups, a dozen codes, some visits and a few switches, unless already there. */
async function seed(): Promise<string> {
  await call('admin/register', { ...OPERATOR, repeat_password: OPERATOR.password });
  const login = await call<{ token: string }>('admin/login', OPERATOR);
  const token = login.data.token;
  const existing = await call<{ total: number }>('qr_code_list/inquire', { page: 1, page_size: 1 }, token);
  if (existing.data.total > 0) return token;
  const groups: number[] = [];
  for (const [name, sort] of [
    ['线下门店海报', 30],
    ['微信社群', 20],
    ['电商包裹卡', 10],
  ] as const) {
    groups.push((await call<{ id: number }>('group/add', { name, sort }, token)).data.id);
  }
  const codes: {
    name: string;
    file: string;
    group: number | null;
    destinations: object[];
    extra?: object;
  }[] = [
    {
      name: '618 大促粉丝群',
      file: 'fans618',
      group: groups[1] ?? null,
      destinations: [
        { url: 'https://weixin.example.cn/group/618-a', title: '一群', threshold: 10 },
        { url: 'https://weixin.example.cn/group/618-b', title: '二群', threshold: 200 },
        { url: 'https://weixin.example.cn/group/618-c', title: '三群', threshold: 200, fallback: true },
      ],
      extra: { password: 'share618', remark: '群满 200 人自动切换下一个群' },
    },
    {
      name: '门店 A 会员招募',
      file: 'store-a',
      group: groups[0] ?? null,
      destinations: [{ url: 'https://shop.example.cn/member?store=a' }],
    },
    {
      name: '门店 B 会员招募',
      file: 'store-b',
      group: groups[0] ?? null,
      destinations: [{ url: 'https://shop.example.cn/member?store=b' }],
    },
    {
      name: '包裹卡好评返现',
      file: 'parcel-rv',
      group: groups[2] ?? null,
      destinations: [
        { url: 'https://cs.example.cn/review/a', weight: 3 },
        { url: 'https://cs.example.cn/review/b', weight: 1 },
      ],
      extra: { rotation_model: 2 },
    },
    {
      name: '售后客服企业微信',
      file: 'kefu',
      group: null,
      destinations: [
        { url: 'https://work.example.cn/kf/001', title: '客服 1' },
        { url: 'https://work.example.cn/kf/002', title: '客服 2' },
        { url: 'https://work.example.cn/kf/003', title: '客服 3' },
      ],
      extra: { rotation_model: 3, restriction_visit: 2 },
    },
    {
      name: '新品试用报名表',
      file: 'trial-form',
      group: null,
      destinations: [{ url: 'https://forms.example.cn/f/trial-2026' }],
      extra: { jump_type: 1 },
    },
    {
      name: '直播间引流',
      file: 'live-room',
      group: groups[1] ?? null,
      destinations: [{ url: 'https://live.example.cn/room/8848' }],
    },
    {
      name: '春季新品画册',
      file: 'catalog-s',
      group: groups[0] ?? null,
      destinations: [{ url: 'https://cdn.example.cn/catalog/spring.pdf' }],
      extra: { access_mode: 2 },
    },
    {
      name: '公众号关注',
      file: 'mp-follow',
      group: null,
      destinations: [{ url: 'https://mp.example.cn/follow?from=poster' }],
    },
    {
      name: '加盟咨询',
      file: 'franchise',
      group: null,
      destinations: [{ url: 'https://join.example.cn/consult' }],
      extra: { open_log: 1 },
    },
    {
      name: '周年庆抽奖',
      file: 'lucky-day',
      group: groups[1] ?? null,
      destinations: [{ url: 'https://event.example.cn/lottery' }],
    },
    {
      name: '旧版活动页（停用）',
      file: 'old-event',
      group: null,
      destinations: [{ url: 'https://event.example.cn/2025' }],
    },
  ];
  const created: Record<string, number> = {};
  for (const code of codes) {
    const answer = await call<{ id: number }>(
      'qr_code_list/add',
      {
        name: code.name,
        file_name: code.file,
        group_id: code.group,
        destinations: code.destinations,
        ...code.extra,
      },
      token,
    );
    if (!answer.status) throw new Error(`${code.file}: ${answer.message}`);
    created[code.file] = answer.data.id;
  }
  const visits: Record<string, number> = {
    fans618: 176,
    'store-a': 64,
    'store-b': 23,
    'parcel-rv': 41,
    'trial-form': 9,
  };
  for (const [file, count] of Object.entries(visits)) {
    for (let visit = 0; visit < count; visit++) await fetch(`${baseUrl}/c/${file}`, { redirect: 'manual' });
  }
  await call(
    'qr_code_list/oepn_all_status',
    { ids: [created['old-event'], created.franchise], status: 2 },
    token,
  );
  await call('qr_code_list/remove', { ids: [created['old-event']] }, token);
  return token;
}

async function codeScreens(page: Page, theme: 'light' | 'dark') {
  await openPanel(page, 'qr_code_list');
  await page.locator('.lc-codes-own tbody tr').first().waitFor();
  await shot(page, `qr_code_list-${theme}`);
  const rows = page.locator('.lc-codes-own tbody tr');
  await rows.nth(1).locator('.lc-table-check input').check({ force: true });
  await rows.nth(2).locator('.lc-table-check input').check({ force: true });
  await page.locator('[data-code="fans618"] [data-action="codes.qr"]').click();
  await page.locator('.lc-qr-preview-image').waitFor();
  await shot(page, `qr_code_list-bulk-qr-${theme}`);
  await page.keyboard.press('Escape');

  await page.locator('[data-code="fans618"] [data-action="codes.edit"]').click();
  await page.locator('.lc-dest-table:visible').waitFor();
  await shot(page, `set_qr_code-edit-${theme}`);
  await page.keyboard.press('Alt+Shift+N');
  const editor = page.locator('.lc-code-editor:visible');
  await editor.locator('input[name="name"]').waitFor();
  await editor.locator('input[name="name"]').fill('测试');
  await editor.locator('[name="destinations.0.url"]').fill('javascript:alert(1)');
  await editor.locator('[data-action="qr_code_list/add"]').click();
  await shot(page, `set_qr_code-new-errors-${theme}`);
  await editor.locator('[name="destinations.0.url"]').fill('https://shop.example.cn/new-arrivals');
  await editor.locator('[data-action="qr_code_list/add"]').click();
  await editor.locator('[data-created-url]').waitFor();
  await shot(page, `set_qr_code-created-${theme}`);
}

async function main() {
  mkdirSync(outDir, { recursive: true });
  const token = await seed();
  const browser = await launchBrowser();
  const page = await desktopPage(browser);

  await signIn(page, OPERATOR.account, OPERATOR.password);
  await codeScreens(page, 'light');

  await openPanel(page, 'batche_query');
  await page.fill('#batch-suffixes', 'fans618\nstore-a\nnope-1\nkefu\nold-event\nstore-a\nmissing-2');
  await page.click('[data-action="batche_query/inquire"]');
  await page.locator('.lc-batch-table tbody tr').first().waitFor();
  await shot(page, 'batche_query-light');
  await openPanel(page, 'internal_code_grouping');
  await page.locator('.lc-grouping-menu [data-group]').first().click();
  await page.waitForTimeout(400);
  await shot(page, 'internal_code_grouping-light');
  await openPanel(page, 'recover');
  await shot(page, 'recover-light');
  await openPanel(page, 'rotation');
  await shot(page, 'rotation-light');
  await openPanel(page, 'group');
  await shot(page, 'group-light');

  await page.setViewportSize({ width: 390, height: 800 });
  await openPanel(page, 'qr_code_list');
  await shot(page, 'qr_code_list-mobile-light');
  await openPanel(page, 'set_qr_code');
  await shot(page, 'set_qr_code-mobile-light');
  await page.goto(`${baseUrl}/#/share_access?name=fans618&password=share618`);
  await page.locator('[data-share="view_number"]').waitFor();
  await shot(page, 'share-mobile-light');
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`${baseUrl}/#/share_access?name=fans618&password=share618`);
  await page.locator('[data-share="view_number"]').waitFor();
  await shot(page, 'share-light');
  await page.goto(`${baseUrl}/#/share_access?name=fans618`);
  await shot(page, 'share-error-light');

  await page.goto(`${baseUrl}/#/customer/qr_code_list`);
  await page.locator('.lc-dock').waitFor();
  await page.click('[data-action="theme.toggle"]');
  await codeScreens(page, 'dark');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('store');
  await page.waitForTimeout(800);
  await shot(page, 'palette-codes-dark');
  await page.keyboard.press('Escape');
  await page.goto(`${baseUrl}/#/share_access?name=fans618&password=share618`);
  await page.locator('[data-share="view_number"]').waitFor();
  await shot(page, 'share-dark');

  if (adminPassword) {
    const page = await desktopPage(browser);
    await signIn(page, adminAccount, adminPassword);
    await page.click('[data-action="theme.toggle"]');
    await openPanel(page, 'qr_code_list_admin');
    await page.locator('.lc-codes-admin tbody tr').first().waitFor();
    await shot(page, 'qr_code_list_admin-dark');
    await openPanel(page, 'rotation_type');
    await shot(page, 'rotation_type-dark');
    await openPanel(page, 'qr_code_remove');
    await shot(page, 'qr_code_remove-dark');
  }
  void token;
  await browser.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
