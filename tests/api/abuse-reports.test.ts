import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AbuseReportCategory, AbuseReportStatus, JumpType, RestrictionVisit } from '../../contract/enums';
import {
  abuseReports,
  messages,
  telegramBindings,
  telegramOutbox,
  users,
  visitDays,
} from '../../server/db/schema';
import { readConfiguration } from '../../server/settings/configuration';
import { dayIn } from '../../server/settings/site-zone';
import { CRAWLER, IPHONE_WECHAT } from '../support/user-agents';
import { createUser } from './fixtures';
import { ADMIN, databases, startServer, type TestDatabase, type TestServer } from './harness';

const HOSTILE_NAME = '<script>alert(1)</script> Prize';

describe.each(databases)('abuse reports on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let alice: string;
  let adminId: number;
  let code: { id: number; file_name: string; url: string };

  beforeAll(async () => {
    database = await open();
    // The test stands in for a trusted proxy, so each case reports from addresses of its own.
    server = await startServer(database, { config: { trustProxy: ['127.0.0.1'] } });
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    admin = await server.login(ADMIN.account, ADMIN.password);
    const [root] = await database.store.db.select().from(users).where(eq(users.account, ADMIN.account));
    adminId = (root as { id: number }).id;
    code = await ok(
      'qr_code_list/add',
      {
        name: HOSTILE_NAME,
        jump_type: JumpType.location_replace,
        destinations: [{ url: 'https://example.com/prize' }],
      },
      alice,
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  async function ok(path: string, input: object, token: string) {
    const answer = await server.call(path, input, { token, locale: 'en-US' });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  }
  /** `abuse_report/add` from an address, signed out. */
  async function report(input: object, ip: string) {
    const response = await fetch(`${server.url}/api/abuse_report/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-locale': 'en-US' },
      body: JSON.stringify(input),
    });
    return { status: response.status, body: await response.json() };
  }
  function formPage(fileName: string, ip: string, form?: Record<string, string>) {
    return fetch(`${server.url}/report/${encodeURIComponent(fileName)}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        'x-forwarded-for': ip,
        'accept-language': 'en-US,en;q=0.8',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
  }

  it('takes a report from anyone, signed out', async () => {
    const answer = await report(
      { file_name: code.file_name, category: AbuseReportCategory.phishing, message: 'Fake bank login' },
      '203.0.113.1',
    );
    expect(answer.status).toBe(200);
    const [row] = await database.store.db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.id, answer.body.data.id));
    expect(row).toMatchObject({
      codeId: code.id,
      category: AbuseReportCategory.phishing,
      status: AbuseReportStatus.new,
      reporterIp: '203.0.113.1',
    });
  });

  it('refuses bad input with field messages, and an unknown code with 404', async () => {
    const bad = await report(
      { file_name: code.file_name, category: 9, message: 'x'.repeat(2001), contact: 'y'.repeat(201) },
      '203.0.113.2',
    );
    expect(bad.status).toBe(400);
    const fields = bad.body.errors.map((error: { path: string }) => error.path).sort();
    expect(fields).toEqual(['category', 'contact', 'message']);
    const message = bad.body.errors.find((error: { path: string }) => error.path === 'message');
    expect(message.message).toBe('The description may have at most 2000 characters');
    const unknown = await report({ file_name: 'no-such-code', category: 1 }, '203.0.113.2');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This code does not exist or has been removed');
  });

  it('throttles a flood from one address, on the call and the form alike', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++)
      statuses.push((await report({ file_name: code.file_name, category: 3 }, '198.51.100.9')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect((await report({ file_name: code.file_name, category: 3 }, '198.51.100.9')).status).toBe(429);
    const page = await formPage(code.file_name, '198.51.100.9', { category: '3' });
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('Too many reports');
    // Another address is not held up.
    expect((await report({ file_name: code.file_name, category: 3 }, '198.51.100.10')).status).toBe(200);
  });

  it('serves a form that works without script and shows the code’s name as text', async () => {
    const page = await formPage(code.file_name, '192.0.2.1');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; Prize');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<script');
    expect(html).toContain(`<form method="post" action="/report/${code.file_name}">`);
    expect(html).toContain('<option value="1">Phishing</option>');
    expect(html).toContain('lang="en-US"');

    const chinese = await fetch(`${server.url}/report/${code.file_name}`);
    expect(await chinese.text()).toContain('举报此链接');

    const missing = await formPage('no-such-code', '192.0.2.1');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('takes the form, thanks the reporter and keeps hostile words as they were typed', async () => {
    const hostile = '<script>steal()</script> & "quotes"';
    const sent = await formPage(code.file_name, '192.0.2.2', {
      category: String(AbuseReportCategory.malware),
      message: hostile,
      contact: 'me@example.com',
    });
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Thank you for your report');
    const [row] = await database.store.db
      .select()
      .from(abuseReports)
      .where(eq(abuseReports.reporterIp, '192.0.2.2'));
    expect(row).toMatchObject({ message: hostile, contact: 'me@example.com', category: 2 });

    const wrong = await formPage(code.file_name, '192.0.2.3', { category: '', message: hostile });
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain('&lt;script&gt;steal()&lt;/script&gt; &amp; &quot;quotes&quot;</textarea>');
    expect(html).not.toContain('<script>steal');
    expect(html).toContain('class="error"');
  });

  it('puts a report link on the landing and refusal pages of a code', async () => {
    const landing = await fetch(code.url, { headers: { 'x-forwarded-for': '192.0.2.10' } });
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain(`<a href="/report/${code.file_name}" rel="nofollow">`);
    const wechatOnly = await ok(
      'qr_code_list/add',
      {
        name: 'WeChat group',
        restriction_visit: RestrictionVisit.wechat_only,
        destinations: [{ url: 'https://example.com/group' }],
      },
      alice,
    );
    const refused = await fetch(wechatOnly.url, { headers: { 'accept-language': 'en-US' } });
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain(`href="/report/${wechatOnly.file_name}"`);
    expect(html).toContain('Report this link');
    const unknown = await fetch(`${server.url}/c/no-such-code`);
    expect(await unknown.text()).not.toContain('/report/');
  });

  it('lists, shows and moves reports for administrators only', async () => {
    const list = await ok('abuse_report/inquire', { keyword: 'alice', page: 1, page_size: 50 }, admin);
    expect(list.total).toBeGreaterThan(0);
    const first = list.list.find((row: { message: string }) => row.message === 'Fake bank login');
    expect(first).toMatchObject({
      code_id: code.id,
      code_name: HOSTILE_NAME,
      file_name: code.file_name,
      owner_account: 'alice',
      status: AbuseReportStatus.new,
    });
    const none = await ok('abuse_report/inquire', { keyword: 'nobody-like-this' }, admin);
    expect(none.total).toBe(0);

    const detail = await ok('abuse_report/detail', { id: first.id }, admin);
    expect(detail.code).toMatchObject({ id: code.id, name: HOSTILE_NAME, url: code.url });
    expect(detail.code.destinations.map((row: { url: string }) => row.url)).toEqual([
      'https://example.com/prize',
    ]);
    expect(detail.owner).toMatchObject({ account: 'alice' });
    expect(detail.owner.other_reports).toBeGreaterThan(0);
    expect(Array.isArray(detail.visits)).toBe(true);
    expect(Array.isArray(detail.screening)).toBe(true);

    await ok(
      'abuse_report/update',
      { id: first.id, status: AbuseReportStatus.reviewing, note: 'Looking' },
      admin,
    );
    const reviewing = await ok('abuse_report/inquire', { status: AbuseReportStatus.reviewing }, admin);
    expect(reviewing.list).toEqual([
      expect.objectContaining({ id: first.id, admin_note: 'Looking', handled_by_account: ADMIN.account }),
    ]);
    const gone = await server.call('abuse_report/update', { id: 999_999, status: 2 }, { token: admin });
    expect(gone.httpStatus).toBe(404);

    for (const [path, input] of [
      ['abuse_report/inquire', {}],
      ['abuse_report/detail', { id: first.id }],
      ['abuse_report/update', { id: first.id, status: 4 }],
    ] as const) {
      expect((await server.call(path, input, { token: alice })).httpStatus).toBe(403);
      expect((await server.call(path, input)).httpStatus).toBe(401);
    }
  });

  it('suspends from a report and marks it actioned', async () => {
    const { body } = await report({ file_name: code.file_name, category: 1 }, '192.0.2.20');
    const suspended = await server.call(
      'abuse_suspension/add',
      {
        target_type: 2,
        target_id: code.id,
        reason: 'Phishing report',
        expires_at: null,
        report_id: body.data.id,
      },
      { token: admin },
    );
    expect(suspended.httpStatus).toBe(200);
    await ok(
      'abuse_report/update',
      { id: body.data.id, status: AbuseReportStatus.actioned, note: 'Suspended' },
      admin,
    );
    const detail = await ok('abuse_report/detail', { id: body.data.id }, admin);
    expect(detail.report.status).toBe(AbuseReportStatus.actioned);
    const lifted = await ok('abuse_suspension/inquire', { target_type: 2, active: true }, admin);
    for (const row of lifted.list) await ok('abuse_suspension/lift', { id: row.id }, admin);
  });

  it('tells subscribed administrators: a site message, and Telegram when bound', async () => {
    await database.store.db.insert(telegramBindings).values({ userId: adminId, chatId: '777001' });
    await ok(
      'shield_push/update',
      {
        enabled: true,
        on_flagged: true,
        on_failed: true,
        on_recovered: true,
        on_abuse_report: true,
        hosts: '',
        quiet_enabled: false,
        quiet_start: 22,
        quiet_end: 8,
      },
      admin,
    );
    expect(await ok('shield_push/inquire', {}, admin)).toMatchObject({ on_abuse_report: true });
    const { body } = await report({ file_name: code.file_name, category: 4 }, '192.0.2.30');
    const inbox = await database.store.db.select().from(messages).where(eq(messages.userId, adminId));
    const notice = inbox.find((message) => message.content.includes(`#${body.data.id}`));
    expect(notice?.title).toContain(HOSTILE_NAME);
    const queued = await database.store.db
      .select()
      .from(telegramOutbox)
      .where(and(eq(telegramOutbox.chatId, '777001')));
    expect(queued.some((message) => message.text.includes(`#${body.data.id}`))).toBe(true);
    const aliceInbox = await database.store.db
      .select()
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(eq(users.account, 'alice'));
    expect(aliceInbox.some((row) => row.messages.content.includes(`#${body.data.id}`))).toBe(false);
  });

  it('flags a code whose visits are mostly bots and come from one address range', async () => {
    const botty = await ok(
      'qr_code_list/add',
      {
        name: 'Busy',
        jump_type: JumpType.location_replace,
        destinations: [{ url: 'https://example.com/b' }],
      },
      alice,
    );
    for (let index = 0; index < 20; index++)
      await fetch(botty.url, {
        headers: { 'x-forwarded-for': `100.64.7.${index + 1}`, 'user-agent': CRAWLER },
      });
    await fetch(botty.url, { headers: { 'x-forwarded-for': '100.99.0.1', 'user-agent': IPHONE_WECHAT } });
    await server.app.visits.drain();
    const zone = (await readConfiguration(database.store.db)).time_zone;
    await database.store.db
      .update(visitDays)
      .set({ visits: 60, bots: 55 })
      .where(and(eq(visitDays.codeId, botty.id), eq(visitDays.day, dayIn(zone, Date.now()))));
    await report({ file_name: botty.file_name, category: 3 }, '192.0.2.40');
    const list = await ok('abuse_report/inquire', { keyword: 'Busy' }, admin);
    expect(list.list[0].signals).toEqual(['mostly_bots', 'one_address_range']);
    const detail = await ok('abuse_report/detail', { id: list.list[0].id }, admin);
    expect(detail.visits).toHaveLength(20);
    expect(detail.report.signals).toEqual(['mostly_bots', 'one_address_range']);
    // Ten owner edits of its destinations in a day.
    for (let index = 0; index < 10; index++)
      await ok(
        'qr_code_list/update_url',
        { id: botty.id, destinations: [{ url: `https://example.com/${index}` }] },
        alice,
      );
    const edited = await ok('abuse_report/inquire', { keyword: 'Busy' }, admin);
    expect(edited.list[0].signals).toEqual(['mostly_bots', 'one_address_range', 'frequent_changes']);
    // An ordinary code carries no flag.
    const plain = await ok(
      'abuse_report/inquire',
      { keyword: 'alice', status: AbuseReportStatus.actioned },
      admin,
    );
    expect(plain.list[0].signals).toEqual([]);
  });
});
