import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckVerdict, DomainCheckKind, DomainType, MonitorStatus, ShieldAction } from '../../contract/enums';
import { operationLogs, telegramOutbox } from '../../server/db/schema';
import { HEALTH_PATH, healthToken } from '../../server/domains/health';
import { createResolver } from '../../server/net/resolver';
import { type FakeDns, startFakeDns } from '../fakes/dns/fake-dns';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram/fake-telegram';
import { requestAs } from '../support/host-request';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const HOST = 'shop.monitor-test.com';
const MINUTE = 60_000;

/** A small HTTP server whose answer the test sets: the domain's site, or a reputation checker. */
async function startAnswering(answer: (request: IncomingMessage) => { status: number; body: string }) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const { status, body } = answer(request);
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    asked,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    port: (server.address() as AddressInfo).port,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(databases)('domain monitoring on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let dns: FakeDns;
  let telegram: FakeTelegram;
  let site: Awaited<ReturnType<typeof startAnswering>>;
  let checker: Awaited<ReturnType<typeof startAnswering>>;
  const masterKey = randomBytes(32);
  let clock = new Date('2026-11-27T08:00:00Z');
  /** What the checker says about every URL: its `data.status`, or a whole answer. */
  let verdict: { status: number; body: string } = { status: 200, body: '{"data":{"status":"1"}}' };
  let admin: string;
  let owner: string;
  let ownerId: number;
  let domainId: number;

  const call = (path: string, input: unknown, token: string, locale = 'en-US') =>
    server.call(path, input, { token, locale });
  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await call(path, input, token);
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  /** "Check now", a minute after the last one (a recheck within seconds answers the last round). */
  const checkNow = async () => {
    clock = new Date(clock.getTime() + MINUTE);
    const [row] = (await ok('domain_monitor/check', { ids: [domainId] }, owner)).list;
    return row as { monitor_status: number; monitor_reason: string | null };
  };
  const checkerSays = (status: string, msg = '') => {
    verdict = { status: 200, body: JSON.stringify({ data: { status, msg } }) };
  };

  beforeAll(async () => {
    dns = await startFakeDns();
    telegram = await startFakeTelegram();
    site = await startAnswering((request) =>
      request.url === HEALTH_PATH ? { status: 200, body: healthToken(masterKey) } : { status: 404, body: '' },
    );
    checker = await startAnswering(() => verdict);
    database = await open();
    server = await startServer(database, {
      config: { masterKey, edgeAddresses: ['127.0.0.1'], telegramApiRoot: telegram.url },
      clock: () => clock,
      domainChecks: {
        resolver: createResolver([dns.server], 1000),
        allowPrivate: true,
        health: { scheme: 'http', port: site.port },
      },
    });
    dns.set(HOST, 'A', ['127.0.0.1']);
    admin = await server.login();
    ownerId = await createUser(database.store, {
      account: 'monitorowner',
      password: 'Pass12345',
      roleKey: 'default',
    });
    owner = await server.login('monitorowner', 'Pass12345');
    domainId = (
      await ok(
        'hold_domain/add',
        { host: HOST, type: DomainType.entry, owner_account: 'monitorowner' },
        admin,
      )
    ).id;
    await ok(
      'url_key_platform/save',
      {
        platform: 'wx_checker',
        title: 'WeChat link check',
        url: `${checker.url}/check?url={url}&key={key}`,
        secret: 'k-123',
        enabled: true,
        mapping: {
          method: 'GET',
          body: '',
          verdict_path: 'data.status',
          flagged_values: ['2', 'blocked'],
          ok_values: ['1'],
          reason_path: 'data.msg',
        },
      },
      admin,
    );
    await ok(
      'we_chat_blocking_detection_configuration/update',
      {
        enabled: true,
        every_minutes: 10,
        failures_before_failed: 2,
        certificate_warn_days: 14,
        check_https: true,
        reputation_platform: 'wx_checker',
      },
      admin,
    );
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await site?.close();
    await checker?.close();
    await telegram?.close();
    await dns?.close();
  });

  it('checks a healthy domain: DNS, the health token and the checker, each kept in the history', async () => {
    expect(await checkNow()).toEqual({
      id: domainId,
      monitor_status: MonitorStatus.normal,
      monitor_reason: null,
    });
    // The checker was asked about the domain's page with the sealed key, opened only for it.
    expect(checker.asked.at(-1)).toBe(`/check?url=${encodeURIComponent(`https://${HOST}/`)}&key=k-123`);
    const history = await ok('wx_shield_detection/inquire', { keyword: 'monitor-test' }, admin);
    expect(history.list.map((row: { check: number }) => row.check).sort()).toEqual([
      DomainCheckKind.dns,
      DomainCheckKind.https,
      DomainCheckKind.reputation,
    ]);
    expect(history.list.every((row: { verdict: number }) => row.verdict === CheckVerdict.ok)).toBe(true);
    const [row] = (await ok('domain_monitor/inquire', {}, owner)).list;
    expect(row).toMatchObject({ host: HOST, monitor_status: MonitorStatus.normal, failures: 0 });
    expect(row.history).toHaveLength(1);
    // The secret never leaves the server.
    const keys = await ok('url_key_platform/detail', {}, admin);
    expect(JSON.stringify(keys)).not.toContain('k-123');
    expect(keys.list[0]).toMatchObject({ platform: 'wx_checker', has_secret: true, secret_hint: '••••-123' });
  });

  it('binds a Telegram chat with a one-time code sent to the bot', async () => {
    const refused = await call('telegram/bind_code', {}, owner);
    expect(refused.httpStatus).toBe(409);
    expect(refused.body.message).toBe('No Telegram bot is configured on this platform yet');
    await ok(
      'url_key_platform/save',
      {
        platform: 'telegram_bot',
        title: 'Alerts bot',
        url: '',
        secret: telegram.token,
        enabled: true,
        mapping: null,
      },
      admin,
    );
    const { code, bot_username } = await ok('telegram/bind_code', {}, owner);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    telegram.userSends(
      { chatId: 1001, username: 'shopkeeper', firstName: 'Shop', languageCode: 'en' },
      `/start ${code}`,
    );
    await server.app.telegram.round();
    expect(bot_username === '' || bot_username === 'livecode_test_bot').toBe(true);
    const mine = await ok('telegram/my_binding', {}, owner);
    expect(mine).toMatchObject({
      configured: true,
      bot_username: 'livecode_test_bot',
      binding: { account: 'monitorowner', username: 'shopkeeper', chat_id: '1001' },
    });
    expect(telegram.sent.at(-1)).toMatchObject({
      chat_id: '1001',
      text: expect.stringContaining('monitorowner'),
    });
    // A code works once.
    telegram.userSends({ chatId: 1002, languageCode: 'zh-hans' }, code);
    await server.app.telegram.round();
    expect(telegram.sent.at(-1)).toMatchObject({
      chat_id: '1002',
      text: expect.stringContaining('绑定码无效'),
    });
    // The administrator binds too, and subscribes to flagged domains only.
    const adminCode = (await ok('telegram/bind_code', {}, admin)).code;
    telegram.userSends({ chatId: 2002, languageCode: 'en' }, adminCode);
    await server.app.telegram.round();
    await ok(
      'shield_push/update',
      {
        enabled: true,
        on_flagged: true,
        on_failed: false,
        on_recovered: false,
        hosts: '',
        quiet_enabled: false,
        quiet_start: 22,
        quiet_end: 8,
      },
      admin,
    );
    expect(await ok('shield_push/inquire', {}, admin)).toMatchObject({
      on_failed: false,
      telegram_bound: true,
    });
    const all = await ok('telegram_bot_binding/inquire', {}, admin);
    expect(all.total).toBe(2);
  });

  it('flags a domain as soon as the checker says so, and tells the holder, the subscribed admin and the log', async () => {
    checkerSays('blocked', 'reported as fraud');
    const flagged = await checkNow();
    expect(flagged.monitor_status).toBe(MonitorStatus.flagged);
    expect(flagged.monitor_reason).toContain('reported as fraud');
    const inbox = await ok('message/inquire', { page: 1, page_size: 5 }, owner);
    expect(inbox.list[0].title).toContain(HOST);
    const logged = await database.store.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.path, 'domain_monitor/status'));
    expect(logged.at(-1)?.content).toContain(`${HOST}: 1 → 2`);
    const sentBefore = telegram.sent.length;
    await server.app.telegram.round();
    const alerts = telegram.sent.slice(sentBefore);
    expect(alerts.map((message) => message.chat_id).sort()).toEqual(['1001', '2002']);
    expect(alerts.every((message) => message.text.includes(HOST))).toBe(true);
  });

  it('keeps serving codes on a flagged domain, or pauses them when the holder’s setting says so', async () => {
    const code = await ok(
      'qr_code_list/add',
      { name: 'Flyer', domain_id: domainId, destinations: [{ url: 'https://example.org/menu' }] },
      owner,
    );
    expect((await requestAs(server.url, HOST, `/${code.file_name}`)).status).toBe(302);
    const shields = await ok('shield_configuration/inquire', { account: 'monitorowner' }, admin);
    expect(shields).toMatchObject({
      default_action: ShieldAction.keep_serving,
      list: [
        {
          user_id: ownerId,
          flagged_action: 0,
          effective_action: ShieldAction.keep_serving,
          flagged_count: 1,
        },
      ],
    });
    await ok('shield_configuration/update', { user_id: ownerId, flagged_action: ShieldAction.pause }, admin);
    const paused = await requestAs(server.url, HOST, `/${code.file_name}`);
    expect(paused.status).toBe(503);
    expect(paused.body.toString()).toContain('暂时无法访问');
    // The health token still answers, so the monitor sees the domain recover.
    expect((await requestAs(server.url, HOST, HEALTH_PATH)).body.toString()).toBe(healthToken(masterKey));
    checkerSays('1');
    expect((await checkNow()).monitor_status).toBe(MonitorStatus.normal);
    expect((await requestAs(server.url, HOST, `/${code.file_name}`)).status).toBe(302);
    // An administrator's account is no operator.
    const adminUser = await call('shield_configuration/update', { user_id: 1, flagged_action: 2 }, admin);
    expect(adminUser.httpStatus).toBe(404);
  });

  it('fails a domain only after two failed rounds in a row, with the reason of each', async () => {
    verdict = { status: 500, body: 'oops' };
    const once = await checkNow();
    expect(once.monitor_status).toBe(MonitorStatus.normal);
    expect(once.monitor_reason).toContain('HTTP 500');
    verdict = { status: 200, body: '<html>not json</html>' };
    const twice = await checkNow();
    expect(twice.monitor_status).toBe(MonitorStatus.detection_failed);
    expect(twice.monitor_reason).toContain('not JSON');
    dns.set(HOST, 'A', ['203.0.113.9']);
    checkerSays('1');
    const elsewhere = await checkNow();
    expect(elsewhere.monitor_reason).toContain('points at 203.0.113.9');
    dns.set(HOST, 'A', ['127.0.0.1']);
    expect((await checkNow()).monitor_status).toBe(MonitorStatus.normal);
    const [row] = (await ok('domain_monitor/inquire', {}, owner)).list;
    expect(row.history.map((point: { verdict: number }) => point.verdict)).toEqual([1, 2, 1, 4, 4, 4, 1]);
  });

  it('queues Telegram messages while the Bot API is down and sends them once it is back', async () => {
    telegram.setDown(true);
    checkerSays('2');
    await checkNow();
    await expect(server.app.telegram.round()).rejects.toThrow();
    expect((await ok('telegram/my_binding', {}, owner)).bot_problem).toContain('502');
    const waiting = await database.store.db.select().from(telegramOutbox);
    expect(waiting.filter((row) => row.sentAt === null).length).toBeGreaterThan(0);
    telegram.setDown(false);
    const before = telegram.sent.length;
    await server.app.telegram.round();
    expect(telegram.sent.slice(before).some((message) => message.text.includes(HOST))).toBe(true);
    expect((await ok('telegram/my_binding', {}, owner)).bot_problem).toBeNull();
  });

  it('verifies a waiting domain by itself once its TXT record exists, and then monitors it', async () => {
    checkerSays('1');
    const added = await ok(
      'domain_list/add',
      { domain: 'late.monitor-test.com', type: DomainType.entry },
      owner,
    );
    clock = new Date(clock.getTime() + 11 * MINUTE);
    await server.app.monitor.round();
    const listed = async () =>
      (
        (await ok('domain_list/inquire', { page_size: 50 }, owner)).list as {
          id: number;
          verification: number;
        }[]
      ).find((row) => row.id === added.id);
    expect((await listed())?.verification).toBe(3);
    dns.set(added.txt_name, 'TXT', [added.txt_value]);
    dns.set('late.monitor-test.com', 'A', ['127.0.0.1']);
    clock = new Date(clock.getTime() + 11 * MINUTE);
    await server.app.monitor.round();
    expect((await listed())?.verification).toBe(2);
    const monitored = (await ok('domain_monitor/inquire', { keyword: 'late' }, owner)).list;
    expect(monitored).toMatchObject([
      { host: 'late.monitor-test.com', monitor_status: MonitorStatus.normal },
    ]);
  });

  it('removes an external key, but not the checker the monitor uses', async () => {
    const { id } = await ok(
      'url_key_platform/save',
      { platform: 'spare_checker', title: 'Spare', url: '', enabled: false, mapping: null },
      admin,
    );
    await ok('url_key_platform/remove', { ids: [id] }, admin);
    const platforms = (await ok('url_key_platform/detail', {}, admin)).list.map(
      (key: { platform: string }) => key.platform,
    );
    expect(platforms).not.toContain('spare_checker');
    const checkerId = (await ok('url_key_platform/detail', {}, admin)).list.find(
      (key: { platform: string }) => key.platform === 'wx_checker',
    ).id;
    const used = await call('url_key_platform/remove', { ids: [checkerId] }, admin);
    expect(used.httpStatus).toBe(409);
    expect(used.body.message).toContain('domain monitoring uses');
    expect((await call('url_key_platform/remove', { ids: [999_999] }, admin)).httpStatus).toBe(404);
  });

  it('refuses bad settings with the field that is wrong', async () => {
    const hosts = await call(
      'shield_push/update',
      {
        enabled: true,
        on_flagged: true,
        on_failed: true,
        on_recovered: true,
        hosts: 'good.example.com, not a host!',
        quiet_enabled: true,
        quiet_start: 22,
        quiet_end: 7,
      },
      admin,
    );
    expect(hosts.httpStatus).toBe(400);
    expect(JSON.stringify(hosts.body)).toContain('hosts');
    const checkerName = await call(
      'we_chat_blocking_detection_configuration/update',
      {
        enabled: true,
        every_minutes: 10,
        failures_before_failed: 2,
        certificate_warn_days: 14,
        check_https: true,
        reputation_platform: 'nope',
      },
      admin,
    );
    expect(checkerName.httpStatus).toBe(400);
    expect(JSON.stringify(checkerName.body)).toContain('reputation_platform');
    const platform = await call(
      'url_key_platform/save',
      { platform: 'Bad Name', title: 'x', url: '', enabled: true, mapping: null },
      admin,
    );
    expect(platform.httpStatus).toBe(400);
  });
});
