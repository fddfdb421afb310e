import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { VISITOR_COUNT_CAP } from '../../contract/areas/statistics';
import { AccessStatus } from '../../contract/enums';
import { SocketEvent } from '../../contract/socket';
import { dayIn } from '../../server/settings/site-zone';
import { createEnricher } from '../../server/visits/enrich';
import { createIp2RegionGeo } from '../../server/visits/enrich/geo';
import { Journal, type VisitRecord } from '../../server/visits/journal';
import { VisitWriter } from '../../server/visits/writer';
import { ANDROID, CRAWLER, DESKTOP, IPHONE_WECHAT } from '../support/user-agents';
import { waitFor } from '../support/wait';
import { createUser } from './fixtures';
import { ADMIN, databases, startServer, type TestDatabase, type TestServer } from './harness';

/** Statistics days are Shanghai days by default: 15:30 UTC is 23:30 there, 16:30 UTC is 00:30 the next day. */
const LATE_EVENING = Date.parse('2026-11-20T15:30:00Z');
const AFTER_MIDNIGHT = Date.parse('2026-11-20T16:30:00Z');

describe.each(databases)('visit analytics on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: string;
  let bob: string;
  let admin: string;
  let aliceId: number;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { config: { trustProxy: ['127.0.0.1'] } });
    aliceId = await createUser(database.store, {
      account: 'alice',
      password: 'Pass12345',
      roleKey: 'default',
    });
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
    admin = await server.login(ADMIN.account, ADMIN.password);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const ok = async (path: string, input: object, token: string) => {
    const answer = await server.call(path, input, { token, locale: 'en-US' });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const createCode = (token: string, input: object = {}) =>
    ok(
      'qr_code_list/add',
      { name: 'Poster', open_log: 2, destinations: [{ url: 'https://example.com/landing' }], ...input },
      token,
    ) as Promise<{ id: number; file_name: string; url: string }>;
  /** A visit through the real redirect path, from a given address and browser (the test runs as a trusted proxy). */
  const visit = (url: string, ip: string, userAgent: string, method = 'GET') =>
    fetch(url, { method, redirect: 'manual', headers: { 'x-forwarded-for': ip, 'user-agent': userAgent } });
  const drained = () => server.app.visits.drain();

  describe('visits through the redirect path', () => {
    let code: { id: number; file_name: string; url: string };
    beforeAll(async () => {
      code = await createCode(alice);
      for (let index = 0; index < 3; index += 1) await visit(code.url, '223.104.3.1', IPHONE_WECHAT);
      await visit(code.url, '120.229.1.1', ANDROID);
      await visit(code.url, '8.8.8.8', DESKTOP);
      await visit(code.url, '66.249.66.1', CRAWLER);
      await visit(code.url, '66.249.66.2', DESKTOP, 'HEAD');
      await drained();
    });

    it('counts today’s visits, first-time addresses and bots, per hour, with the top codes', async () => {
      const today = await ok('today_statistics/inquire', { code_id: code.id }, alice);
      expect(today).toMatchObject({ visits: 7, unique_ips: 5, refused: 0, bots: 2 });
      expect(today.hours.reduce((sum: number, hour: { visits: number }) => sum + hour.visits, 0)).toBe(7);
      const hour = Number(
        new Date().toLocaleString('en-US', { timeZone: 'Asia/Shanghai', hour: '2-digit', hourCycle: 'h23' }),
      );
      expect(today.hours[hour].visits).toBe(7);
      expect(today.top_codes[0]).toMatchObject({ id: code.id, visits: 7, unique_ips: 5 });
    });

    it('tells desktop, mobile and bots apart', async () => {
      const day = dayIn('Asia/Shanghai', Date.now());
      const devices = await ok(
        'pc_historical_statistics/inquire',
        { code_id: code.id, start_date: day, end_date: day },
        alice,
      );
      expect(devices.totals).toEqual({ desktop: 1, mobile: 4, bots: 2 });
    });

    it('keeps the dimensions of served visits per day', async () => {
      const day = dayIn('Asia/Shanghai', Date.now());
      const facets = await ok(
        'historical_statistics/facets',
        { code_id: code.id, start_date: day, end_date: day },
        alice,
      );
      const os = Object.fromEntries(
        facets.os.map((row: { value: string; visits: number }) => [row.value, row.visits]),
      );
      expect(os.iOS).toBe(3);
      expect(os.Android).toBe(1);
      const owner = await ok('historical_statistics/facets', { start_date: day, end_date: day }, alice);
      expect(
        owner.carrier.reduce((sum: number, row: { visits: number }) => sum + row.visits, 0),
      ).toBeGreaterThanOrEqual(7);
    });

    it('records enriched visit rows for the access records and the visit explorer', async () => {
      const records = await ok('qr_code_access/inquire', { code_id: code.id, page: 1, page_size: 50 }, alice);
      expect(records.total).toBe(7);
      const wechat = records.list.find((row: { ip: string }) => row.ip === '223.104.3.1');
      expect(wechat).toMatchObject({ in_wechat: true, bot: false, access_status: AccessStatus.served });
      expect(wechat.os).toMatch(/^iOS/);
      const android = records.list.find((row: { ip: string }) => row.ip === '120.229.1.1');
      expect(android.model).toContain('Galaxy S21');
      const head = records.list.find((row: { ip: string }) => row.ip === '66.249.66.2');
      expect(head.bot).toBe(true);
      const explorer = await ok(
        'visitor/inquire',
        {
          start_time: new Date(Date.now() - 3_600_000).toISOString(),
          end_time: new Date(Date.now() + 60_000).toISOString(),
          file_name: code.file_name,
          bot: true,
        },
        admin,
      );
      expect(explorer.total).toBe(2);
      expect(explorer.total_capped).toBe(false);
      expect(explorer.list[0].owner_account).toBe('alice');
    });

    it('stops counting the explorer’s matches at the cap and says so', async () => {
      const code = await createCode(alice, { name: 'Crowded' });
      const past = new Date(Date.now() - 20 * 86_400_000);
      // Recorded visits written in bulk, three weeks back, so the other tests' days stay as they are.
      await database.store.db.execute(sql`insert into visits (code_id, owner_id, created_at, ip, user_agent, access_status)
        select ${code.id}, ${aliceId}, ${past.toISOString()}::timestamptz + n * interval '1 millisecond', '10.0.0.1', 'bulk', 1
        from generate_series(1, ${VISITOR_COUNT_CAP + 1}) as n`);
      const range = {
        start_time: new Date(past.getTime() - 60_000).toISOString(),
        end_time: new Date(past.getTime() + 60_000).toISOString(),
      };
      const crowded = await ok('visitor/inquire', { ...range, page_size: 5 }, admin);
      expect(crowded).toMatchObject({ total: VISITOR_COUNT_CAP, total_capped: true });
      expect(crowded.list).toHaveLength(5);
      const narrowed = await ok('visitor/inquire', { ...range, ip: '10.0.0.2' }, admin);
      expect(narrowed).toMatchObject({ total: 0, total_capped: false });
      await database.store.db.execute(sql`delete from visits where code_id = ${code.id}`);
    });

    it('looks up one address with its visits and blacklist state', async () => {
      await ok('server_ip_black/add', { cidr: '223.104.0.0/16', remark: '' }, admin);
      const found = await ok('checkout_ip/inquire', { ip: '223.104.3.1' }, admin);
      expect(found).toMatchObject({
        ip: '223.104.3.1',
        visits: 3,
        codes_visited: 1,
        visitor_blacklisted: true,
        console_blacklisted: false,
      });
      expect(found.recent).toHaveLength(3);
      const refused = await server.call('checkout_ip/inquire', { ip: 'not-an-ip' }, { token: admin });
      expect(refused.httpStatus).toBe(400);
    });

    it('shows the latest visits to their owner only', async () => {
      const live = await ok('access_real_time_statistics/inquire', { code_id: code.id }, alice);
      expect(live.list).toHaveLength(7);
      const other = await server.call(
        'access_real_time_statistics/inquire',
        { code_id: code.id },
        { token: bob },
      );
      expect(other.httpStatus).toBe(404);
    });

    it('answers the monitor wall with today’s visits and the serving destination', async () => {
      const wall = await ok('monitor/inquire', { ids: [code.id] }, alice);
      expect(wall.list[0]).toMatchObject({ id: code.id, today_visits: 7, view_number: 7 });
      expect(wall.list[0].destination).toMatchObject({ url: 'https://example.com/landing', remaining: null });
    });
  });

  describe('days follow the site’s time zone', () => {
    let codeId: number;
    beforeAll(async () => {
      const code = await createCode(alice, { name: 'Night' });
      codeId = code.id;
      const journal = new Journal(mkdtempSync(join(tmpdir(), 'lc-seed-')), 'seed', 0);
      const writer = new VisitWriter({
        db: database.store.db,
        journal,
        enricher: createEnricher(createIp2RegionGeo()),
        dayOf: (ms) => dayIn('Asia/Shanghai', ms),
      });
      const seed = (t: number, ip: string, s: number = AccessStatus.served): Omit<VisitRecord, 'q'> => ({
        c: codeId,
        d: s === AccessStatus.served ? null : null,
        o: aliceId,
        t,
        ip,
        ua: ANDROID,
        r: '',
        s,
        w: false,
        b: false,
        sc: false,
        lg: true,
      });
      const [destination] = (await ok('qr_code_list/details', { id: codeId }, alice)).destinations;
      const served = (t: number, ip: string) => ({ ...seed(t, ip), d: destination.id as number });
      writer.add(journal.append(served(LATE_EVENING, '1.1.1.1')));
      writer.add(journal.append(served(LATE_EVENING + 60_000, '1.1.1.2')));
      writer.add(journal.append(served(AFTER_MIDNIGHT, '1.1.1.1')));
      writer.add(journal.append(seed(AFTER_MIDNIGHT + 60_000, '1.1.1.3', AccessStatus.closed)));
      await writer.drain();
      journal.close();
    });

    it('splits daily statistics at Shanghai midnight, not UTC midnight', async () => {
      const daily = await ok(
        'daily_statistics/inquire',
        { code_id: codeId, start_date: '2026-11-19', end_date: '2026-11-21' },
        alice,
      );
      expect(daily.list).toEqual([
        { date: '2026-11-19', visits: 0, unique_ips: 0, refused: 0, bots: 0 },
        { date: '2026-11-20', visits: 2, unique_ips: 2, refused: 0, bots: 0 },
        { date: '2026-11-21', visits: 1, unique_ips: 0, refused: 1, bots: 0 },
      ]);
      expect(daily.totals).toEqual({ visits: 3, unique_ips: 2, refused: 1, bots: 0 });
    });

    it('places hours in Shanghai time, for the owner and platform-wide', async () => {
      const late = await ok('hourly_statistics/inquire', { code_id: codeId, date: '2026-11-20' }, alice);
      expect(late.list[23]).toMatchObject({ hour: 23, visits: 2, unique_ips: 2 });
      const early = await ok('hourly_statistics/inquire', { code_id: codeId, date: '2026-11-21' }, alice);
      expect(early.list[0]).toMatchObject({ hour: 0, visits: 1, refused: 1 });
      const platform = await ok('visit_hour_statistics/inquire', { date: '2026-11-21' }, admin);
      expect(platform.list[0]).toMatchObject({ visits: 1, refused: 1, active_codes: 1 });
    });

    it('sums users over a range for the platform summary', async () => {
      const summary = await ok(
        'visit_summary/inquire',
        { start_date: '2026-11-20', end_date: '2026-11-21', keyword: 'alice' },
        admin,
      );
      expect(summary.list).toEqual([
        {
          user_id: aliceId,
          account: 'alice',
          visits: 3,
          unique_ips: 2,
          refused: 1,
          bots: 0,
          active_codes: 1,
        },
      ]);
      expect(summary.days.map((day: { visits: number }) => day.visits)).toEqual([2, 1]);
    });

    it('refuses bad ranges with a clear message', async () => {
      const backwards = await server.call(
        'daily_statistics/inquire',
        { start_date: '2026-11-21', end_date: '2026-11-20' },
        { token: alice, locale: 'en-US' },
      );
      expect(backwards.httpStatus).toBe(400);
      expect(backwards.body.errors[0].message).toBe('The end date cannot be before the start date');
      const impossible = await server.call(
        'hourly_statistics/inquire',
        { date: '2026-02-30' },
        { token: alice },
      );
      expect(impossible.httpStatus).toBe(400);
    });
  });

  describe('tenancy and permissions', () => {
    it('refuses another owner’s code or group and keeps platform views to administrators', async () => {
      const code = await createCode(alice, { name: 'Private' });
      for (const path of ['today_statistics/inquire', 'pc_historical_statistics/inquire']) {
        const input = { code_id: code.id, start_date: '2026-11-20', end_date: '2026-11-21' };
        expect((await server.call(path, input, { token: bob })).httpStatus).toBe(404);
      }
      const group = await ok('group/add', { name: 'Mine' }, alice);
      const foreignGroup = await server.call(
        'today_statistics/inquire',
        { group_id: group.id },
        { token: bob },
      );
      expect(foreignGroup.httpStatus).toBe(400);
      for (const path of [
        'visit_summary/inquire',
        'visit_hour_statistics/inquire',
        'visitor/inquire',
        'stealing_list/inquire',
      ]) {
        expect((await server.call(path, {}, { token: alice })).httpStatus).toBe(403);
      }
      const bobsToday = await ok('today_statistics/inquire', {}, bob);
      expect(bobsToday.visits).toBe(0);
    });
  });

  describe('suspicious traffic', () => {
    it('finds a frequent address and a crawler of the day', async () => {
      const code = await createCode(alice, { name: 'Hot' });
      for (let index = 0; index < 20; index += 1) await visit(code.url, '9.9.9.9', ANDROID);
      await visit(code.url, '66.249.66.9', CRAWLER);
      await drained();
      const day = dayIn('Asia/Shanghai', Date.now());
      const frequent = await ok(
        'stealing_list/inquire',
        { date: day, kind: 'frequent_ip', code_id: code.id },
        admin,
      );
      expect(frequent.list).toEqual([
        expect.objectContaining({
          kind: 'frequent_ip',
          subject: '9.9.9.9',
          visits: 20,
          owner_account: 'alice',
        }),
      ]);
      const crawlers = await ok(
        'stealing_list/inquire',
        { date: day, kind: 'crawler', code_id: code.id },
        admin,
      );
      expect(crawlers.list[0]).toMatchObject({ subject: CRAWLER, visits: 1 });
    });
  });

  describe('the public access log', () => {
    let code: { id: number; file_name: string; url: string };
    let key: string;
    const enquire = (input: object, ip = '10.0.0.1') =>
      fetch(`${server.url}/api/qr_code_access/public_enquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-locale': 'en-US' },
        body: JSON.stringify(input),
      }).then(async (response) => ({ httpStatus: response.status, body: await response.json() }));
    const range = () => ({
      start_time: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      end_time: new Date(Date.now() + 60_000).toISOString(),
    });

    beforeAll(async () => {
      code = await createCode(alice, { name: 'Lookup' });
      for (let index = 0; index < 2; index += 1) await visit(code.url, '36.1.1.1', IPHONE_WECHAT);
      await visit(code.url, '36.1.1.2', ANDROID);
      // One address, two agents: the latest visit is from Android outside WeChat.
      await visit(code.url, '36.1.1.3', IPHONE_WECHAT);
      await visit(code.url, '36.1.1.3', ANDROID);
      await drained();
      key = (await ok('admin/query_key', {}, alice)).key;
    });

    it('keeps one query key per owner until it is replaced', async () => {
      expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
      expect((await ok('admin/query_key', {}, alice)).key).toBe(key);
    });

    it('answers each asked address with its count and latest visit', async () => {
      const answer = await enquire({
        key,
        file_name: code.file_name,
        ip_list: ['36.1.1.1', '36.1.1.2', '5.5.5.5'],
        ...range(),
      });
      expect(answer.httpStatus).toBe(200);
      const rows = answer.body.data.list;
      expect(rows.map((row: { ip: string; ip_count: number }) => [row.ip, row.ip_count]).sort()).toEqual([
        ['36.1.1.1', 2],
        ['36.1.1.2', 1],
      ]);
      expect(rows.find((row: { ip: string }) => row.ip === '36.1.1.1')).toMatchObject({ in_wechat: true });
    });

    it('counts every visit of an address, whatever its user agent, not only the latest', async () => {
      const answer = await enquire({ key, file_name: code.file_name, ip_list: ['36.1.1.3'], ...range() });
      const [row] = answer.body.data.list;
      expect(row).toMatchObject({ ip_count: 2, wechat_count: 1, in_wechat: true });
      expect(row.platforms.map((os: string) => os.split(' ')[0]).sort()).toEqual(['Android', 'iOS']);
    });

    it('refuses a wrong key, a bad address and a range older than 7 days', async () => {
      const wrongKey = await enquire(
        { key: 'x'.repeat(32), file_name: code.file_name, ip_list: ['36.1.1.1'], ...range() },
        '10.0.0.2',
      );
      expect(wrongKey.httpStatus).toBe(404);
      expect(wrongKey.body.message).toBe('The query key or the code suffix is wrong');
      const badIp = await enquire(
        { key, file_name: code.file_name, ip_list: ['36.1.1'], ...range() },
        '10.0.0.2',
      );
      expect(badIp.httpStatus).toBe(400);
      expect(badIp.body.errors[0].message).toBe('IP address is invalid, please re-enter');
      const old = await enquire(
        {
          key,
          file_name: code.file_name,
          ip_list: ['36.1.1.1'],
          start_time: new Date(Date.now() - 10 * 86_400_000).toISOString(),
          end_time: new Date().toISOString(),
        },
        '10.0.0.2',
      );
      expect(old.httpStatus).toBe(400);
      expect(old.body.message).toBe('Only the last 7 days can be searched');
      const backwards = await enquire(
        {
          key,
          file_name: code.file_name,
          ip_list: ['36.1.1.1'],
          start_time: new Date().toISOString(),
          end_time: new Date(Date.now() - 3_600_000).toISOString(),
        },
        '10.0.0.2',
      );
      expect(backwards.httpStatus).toBe(400);
      expect(backwards.body.errors).toEqual([
        { path: 'end_time', message: 'The end cannot be before the start' },
      ]);
    });

    it('stops answering an old key once it is replaced', async () => {
      const fresh = (await ok('admin/reset_query_key', {}, alice)).key;
      expect(fresh).not.toBe(key);
      const stale = await enquire(
        { key, file_name: code.file_name, ip_list: ['36.1.1.1'], ...range() },
        '10.0.0.3',
      );
      expect(stale.httpStatus).toBe(404);
      const current = await enquire(
        { key: fresh, file_name: code.file_name, ip_list: ['36.1.1.1'], ...range() },
        '10.0.0.3',
      );
      expect(current.httpStatus).toBe(200);
      key = fresh;
    });

    it('is rate-limited per address', async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 11; index += 1)
        statuses.push(
          (await enquire({ key, file_name: code.file_name, ip_list: ['36.1.1.1'], ...range() }, '10.9.9.9'))
            .httpStatus,
        );
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('access records', () => {
    let code: { id: number; file_name: string; url: string };
    beforeAll(async () => {
      code = await createCode(alice, { name: 'Records' });
      await visit(code.url, '1.2.3.4', ANDROID);
      await visit(code.url, '1.2.3.5', '=HYPERLINK("http://evil.example")');
      await drained();
    });

    const waitForJob = async (id: number) => {
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const jobs = await ok('async_operations/inquire', {}, alice);
        const job = jobs.list.find((row: { id: number }) => row.id === id);
        if (job.status !== 1) return job;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('export did not finish');
    };

    it('exports CSV with formulas defused, and XLSX, through a signed download', async () => {
      const { id } = await ok(
        'qr_code_access/export_access_records',
        { code_id: code.id, format: 'csv' },
        alice,
      );
      const job = await waitForJob(id);
      expect(job).toMatchObject({ status: 2, progress: 100 });
      const csv = await (await fetch(`${server.url}${job.download_url}`)).text();
      const lines = csv.trim().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toContain('User agent');
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
      const tampered = await fetch(`${server.url}${job.download_url.replace(/s=[^&]+/, 's=forged')}`);
      expect(tampered.status).toBe(404);

      const xlsx = await ok(
        'qr_code_access/export_access_records',
        { code_id: code.id, format: 'xlsx' },
        alice,
      );
      const done = await waitForJob(xlsx.id);
      const bytes = new Uint8Array(await (await fetch(`${server.url}${done.download_url}`)).arrayBuffer());
      expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK');
      const others = await server.call(
        'qr_code_access/export_access_records',
        { code_id: code.id },
        { token: bob },
      );
      expect(others.httpStatus).toBe(404);
    });

    it('clears records from the owner’s lists and restores them', async () => {
      expect(await ok('qr_code_access/clear_record', { code_id: code.id }, alice)).toEqual({ cleared: 2 });
      const hidden = await ok('qr_code_access/inquire', { code_id: code.id }, alice);
      expect(hidden).toMatchObject({ total: 0, cleared: 2 });
      expect(await ok('qr_code_access/user_restore_access_records', { code_id: code.id }, alice)).toEqual({
        restored: 2,
      });
      expect((await ok('qr_code_access/inquire', { code_id: code.id }, alice)).total).toBe(2);
      const foreign = await server.call('qr_code_access/clear_record', { code_id: code.id }, { token: bob });
      expect(foreign.httpStatus).toBe(404);
    });

    it('lets administrators delete history before a day, and only them', async () => {
      const refused = await server.call(
        'qr_code_access/clear_access_history',
        { before: '2030-01-01' },
        { token: alice },
      );
      expect(refused.httpStatus).toBe(403);
      const { deleted } = await ok(
        'qr_code_access/clear_access_history',
        { before: '2030-01-01', code_id: code.id },
        admin,
      );
      expect(deleted).toBe(2);
      const after = await ok('today_statistics/inquire', { code_id: code.id }, alice);
      expect(after.visits).toBe(2);
    });
  });

  describe('live events', () => {
    it('sends each owner their written visits over the socket, and nobody else', async () => {
      const code = await createCode(alice, { name: 'Live' });
      const listen = async (token: string) => {
        const socket = new WebSocket(`${server.url.replace('http', 'ws')}/ws`);
        const events: { type: number; content?: { visits: { file_name: string; ip: string }[] } }[] = [];
        socket.on('message', (data) => events.push(JSON.parse(String(data))));
        await new Promise((resolve) => socket.once('open', resolve));
        socket.send(JSON.stringify({ type: 1, token, locale: 'en-US' }));
        await waitFor(() => events.length > 0, 5000);
        return { socket, visits: () => events.filter((event) => event.type === SocketEvent.visit) };
      };
      const owner = await listen(alice);
      const stranger = await listen(bob);
      await visit(code.url, '7.7.7.7', ANDROID);
      await drained();
      await waitFor(() => owner.visits().length > 0, 5000);
      expect(owner.visits()[0]?.content?.visits).toEqual([
        expect.objectContaining({ file_name: code.file_name, ip: '7.7.7.7', code_name: 'Live' }),
      ]);
      expect(stranger.visits()).toEqual([]);
      owner.socket.close();
      stranger.socket.close();
    });
  });

  describe('dashboards', () => {
    it('summarises the customer’s account and the platform', async () => {
      const home = await ok('home/inquire', {}, alice);
      expect(home.codes).toBeGreaterThan(0);
      expect(home.last_7_days).toHaveLength(7);
      expect(home.today.visits).toBe(home.last_7_days[6].visits);
      const platform = await ok('home_admin/inquire', {}, admin);
      expect(platform.users).toBeGreaterThanOrEqual(3);
      expect(platform.top_users[0].account).toBe('alice');
      expect(platform.revenue_today).toBe('0');
      expect((await server.call('home_admin/inquire', {}, { token: alice })).httpStatus).toBe(403);
    });
  });
});
