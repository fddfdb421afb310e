import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotationSwitches, users } from '../../server/db/schema';
import { decodeQrPng } from '../support/qr';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const WECHAT_UA =
  'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40 NetType/WIFI';

describe.each(databases)('live codes and the redirect engine on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: string;
  let bob: string;
  let aliceId: number;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    aliceId = await createUser(database.store, {
      account: 'alice',
      password: 'Pass12345',
      roleKey: 'default',
    });
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const create = async (input: object, token = alice) => {
    const answer = await server.call(
      'qr_code_list/add',
      { name: 'Campaign', destinations: [{ url: 'https://example.com/a' }], ...input },
      { token },
    );
    if (answer.httpStatus !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.data as { id: number; file_name: string; url: string; qr_url: string };
  };
  const open_ = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { redirect: 'manual', headers });
  const drained = () => server.app.visits.drain();

  it('creates a code with a random 8-character suffix and a link on the console host', async () => {
    const code = await create({});
    expect(code.file_name).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(code.url).toBe(`${server.url}/c/${code.file_name}`);
  });

  it('refuses unsafe destinations and a taken suffix', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/x']) {
      const answer = await server.call(
        'qr_code_list/add',
        { name: 'Bad', destinations: [{ url }] },
        { token: alice, locale: 'en-US' },
      );
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.errors[0].message).toBe('Enter a full link starting with http:// or https://');
    }
    await create({ file_name: 'taken-1' });
    const again = await server.call(
      'qr_code_list/add',
      { name: 'Twice', file_name: 'taken-1', destinations: [{ url: 'https://e.com' }] },
      { token: bob, locale: 'en-US' },
    );
    expect(again.httpStatus).toBe(409);
    expect(again.body.errors).toEqual([
      { path: 'file_name', message: 'This suffix is already used on this domain' },
    ]);
  });

  it('warns while a visit is left, then announces the switch and what visitors now open', async () => {
    // An owner of its own: the other notice tests read their owners' inboxes.
    await createUser(database.store, { account: 'noticeowner', password: 'Pass12345', roleKey: 'default' });
    const token = await server.login('noticeowner', 'Pass12345');
    const code = await create(
      {
        name: 'Poster',
        file_name: 'notice-1',
        destinations: [
          { url: 'https://first.example/', title: 'Group 1', threshold: 3 },
          { url: 'https://second.example/', title: 'Group 2', threshold: 0 },
        ],
      },
      token,
    );
    const messages = async () =>
      (
        await server.call('message/inquire', { page_size: 50 }, { token, locale: 'en-US' })
      ).body.data.list.map(
        (message: { title: string; content: string }) => `${message.title} | ${message.content}`,
      ) as string[];
    const visit = () => open_(`/c/${code.file_name}`);
    // Notices follow a visit without delaying it: wait until the owner has this many.
    const received = async (count: number) => {
      for (let tries = 0; tries < 200 && (await messages()).length < count; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await visit();
    await visit();
    // The second of three visits: one is left, and the owner hears of it now.
    await received(1);
    expect(await messages()).toEqual([
      'The current destination of “Poster” is nearly used up | The current destination of “Poster” has a threshold of 3: 1 more visit and the code switches to the next one. Make sure one is ready.',
    ]);
    await visit();
    expect((await messages()).length).toBe(1);
    await visit();
    await received(2);
    expect((await messages())[0]).toBe(
      '“Poster” switched to its next destination | “Group 1” of “Poster” reached its threshold: visitors now open “Group 2”.',
    );
    await visit();
    expect((await messages()).length).toBe(2);
  });

  it('rotates sequentially by threshold, counts every visit and records the switch', async () => {
    const code = await create({
      file_name: 'seq-1',
      destinations: [
        { url: 'https://one.example/', threshold: 3 },
        { url: 'https://two.example/', threshold: 0 },
      ],
    });
    const locations: string[] = [];
    for (let visit = 0; visit < 5; visit++) {
      const response = await open_(`/c/${code.file_name}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('cache-control')).toBe('no-store');
      locations.push(response.headers.get('location') as string);
    }
    expect(locations).toEqual([
      'https://one.example/',
      'https://one.example/',
      'https://one.example/',
      'https://two.example/',
      'https://two.example/',
    ]);
    await drained();
    const details = (await server.call('qr_code_list/details', { id: code.id }, { token: alice })).body.data;
    expect(details).toMatchObject({
      view_number: 5,
      ip_view_number: 1,
      current_destination: 'https://two.example/',
    });
    expect(details.destinations.map((destination: { visits: number }) => destination.visits)).toEqual([3, 2]);
    const switches = await database.store.db
      .select()
      .from(rotationSwitches)
      .where(eq(rotationSwitches.codeId, code.id));
    expect(switches).toHaveLength(1);
    expect(switches[0]).toMatchObject({
      fromDestinationId: details.destinations[0].id,
      toDestinationId: details.destinations[1].id,
    });
  });

  it('serves exactly the thresholds under 100 concurrent visits', async () => {
    const code = await create({
      file_name: 'burst-1',
      destinations: [
        { url: 'https://first.example/', threshold: 50 },
        { url: 'https://second.example/', threshold: 30 },
        { url: 'https://third.example/' },
      ],
    });
    const responses = await Promise.all(Array.from({ length: 100 }, () => open_(`/c/${code.file_name}`)));
    const tally = new Map<string, number>();
    for (const response of responses) {
      const location = response.headers.get('location') as string;
      tally.set(location, (tally.get(location) ?? 0) + 1);
    }
    expect(Object.fromEntries(tally)).toEqual({
      'https://first.example/': 50,
      'https://second.example/': 30,
      'https://third.example/': 20,
    });
    await drained();
    const details = (await server.call('qr_code_list/details', { id: code.id }, { token: alice })).body.data;
    expect(details.view_number).toBe(100);
  });

  it('writes each jump type as its own page with the destination escaped', async () => {
    const hostile = 'https://evil.example/"><script>alert(1)</script>';
    for (const jumpType of [1, 2, 3, 4]) {
      const code = await create({
        file_name: `jump-${jumpType}`,
        jump_type: jumpType,
        destinations: [{ url: hostile }],
      });
      const response = await open_(`/c/${code.file_name}`);
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).not.toContain('<script>alert(1)');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'nonce-");
    }
  });

  it('applies closed, trash, WeChat-only and scan-only rules with their pages', async () => {
    const code = await create({ file_name: 'gates-1' });
    await server.call('qr_code_list/oepn_all_status', { ids: [code.id], status: 2 }, { token: alice });
    const closed = await open_('/c/gates-1', { 'accept-language': 'en-US' });
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain('This code is closed');
    await server.call('qr_code_list/oepn_all_status', { ids: [code.id], status: 1 }, { token: alice });
    expect((await open_('/c/gates-1')).status).toBe(302);

    await server.call(
      'qr_code_list/update_restriction_visit',
      { ids: [code.id], restriction_visit: 2 },
      { token: alice },
    );
    const outside = await open_('/c/gates-1');
    expect(outside.status).toBe(403);
    expect(await outside.text()).toContain('请在微信中打开');
    expect((await open_('/c/gates-1', { 'user-agent': WECHAT_UA })).status).toBe(302);
    await server.call(
      'qr_code_list/update_restriction_visit',
      { ids: [code.id], restriction_visit: 1 },
      { token: alice },
    );

    await server.call('qr_code_list/batch_update', { ids: [code.id], access_mode: 2 }, { token: alice });
    expect((await open_('/c/gates-1')).status).toBe(403);
    const png = Buffer.from(await (await fetch(`${server.url}${code.qr_url}`)).arrayBuffer());
    const scanned = decodeQrPng(png) as string;
    expect(scanned.startsWith(`${server.url}/c/gates-1?s=`)).toBe(true);
    expect((await open_(scanned.slice(server.url.length))).status).toBe(302);

    await server.call('qr_code_list/remove', { ids: [code.id] }, { token: alice });
    expect((await open_('/c/gates-1')).status).toBe(404);
    const trash = await server.call('qr_code_list/inquire', { removed: true }, { token: alice });
    expect(trash.body.data.list.map((row: { file_name: string }) => row.file_name)).toContain('gates-1');
    await server.call('qr_code_list/update_remove', { ids: [code.id] }, { token: alice });
    expect((await open_('/c/gates-1?s=x')).status).toBe(403);
  });

  it('shows the expired page when the owner’s membership has ended', async () => {
    const code = await create({ file_name: 'member-1' });
    await database.store.db
      .update(users)
      .set({ memberExpireTime: new Date(Date.now() - 1000) })
      .where(eq(users.id, aliceId));
    await server.call('qr_code_list/update_open_log', { ids: [code.id], open_log: 2 }, { token: alice });
    expect((await open_('/c/member-1')).status).toBe(410);
    await database.store.db.update(users).set({ memberExpireTime: null }).where(eq(users.id, aliceId));
    await server.call('qr_code_list/update_open_log', { ids: [code.id], open_log: 2 }, { token: alice });
    expect((await open_('/c/member-1')).status).toBe(302);
  });

  it('serves the QR image as PNG and SVG, and refuses an unsigned request', async () => {
    const code = await create({ file_name: 'qr-1' });
    const png = await fetch(`${server.url}${code.qr_url}&size=300`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(decodeQrPng(Buffer.from(await png.arrayBuffer()))).toMatch(/\/c\/qr-1\?s=/);
    const svg = await fetch(`${server.url}${code.qr_url.replace('.png', '.svg')}`);
    expect(await svg.text()).toContain('<svg');
    expect((await fetch(`${server.url}/qr/${code.id}.png?k=forged`)).status).toBe(404);
  });

  it('keeps every code to its owner', async () => {
    const code = await create({ file_name: 'mine-1' });
    const calls: [string, object][] = [
      ['qr_code_list/details', { id: code.id }],
      ['qr_code_list/update', { id: code.id, name: 'x', destinations: [{ url: 'https://e.com' }] }],
      ['qr_code_list/update_url', { id: code.id, destinations: [{ url: 'https://e.com' }] }],
      ['qr_code_list/remove', { ids: [code.id] }],
      ['qr_code_list/oepn_all_status', { ids: [code.id], status: 2 }],
      ['qr_code_list/batch_update', { ids: [code.id], jump_type: 1 }],
      [
        'qr_code_list/get_ip',
        { id: code.id, start_time: '2026-01-01T00:00:00Z', end_time: '2027-01-01T00:00:00Z' },
      ],
    ];
    for (const [path, input] of calls) {
      expect((await server.call(path, input, { token: bob })).httpStatus, path).toBe(404);
    }
    const bobsList = await server.call('qr_code_list/inquire', {}, { token: bob });
    expect(bobsList.body.data.list.map((row: { id: number }) => row.id)).not.toContain(code.id);
    expect((await open_('/c/mine-1')).status).toBe(302);
  });

  it('refuses code calls to roles without the customer pages', async () => {
    await createUser(database.store, { account: 'admin3', password: 'Pass12345', roleKey: 'administrator' });
    const admin = await server.login('admin3', 'Pass12345');
    expect(
      (
        await server.call(
          'qr_code_list/add',
          { name: 'x', destinations: [{ url: 'https://e.com' }] },
          { token: admin },
        )
      ).httpStatus,
    ).toBe(403);
    expect((await server.call('qr_code_list/user_inquire', {}, { token: admin })).httpStatus).toBe(200);
    expect((await server.call('qr_code_list/user_inquire', {}, { token: alice })).httpStatus).toBe(403);
  });

  it('opens the share page data with the right password only', async () => {
    const code = await create({ file_name: 'share-1', password: 'letmein1' });
    await open_('/c/share-1');
    await drained();
    const shared = await server.call('qr_code_list/share_access', {
      file_name: 'share-1',
      password: 'letmein1',
    });
    expect(shared.body.data).toEqual({ id: code.id, name: 'Campaign', view_number: 1, ip_view_number: 1 });
    expect(
      (await server.call('qr_code_list/share_access', { file_name: 'share-1', password: 'wrong' }))
        .httpStatus,
    ).toBe(404);

    // The owner's share link carries the password and opens the share page; nobody else gets it.
    const link = (await server.call('qr_code_list/share_link', { id: code.id }, { token: alice })).body.data;
    expect(link).toEqual({
      url: `${server.url}/#/share_access?name=share-1&password=letmein1`,
      has_password: true,
    });
    expect((await server.call('qr_code_list/share_link', { id: code.id }, { token: bob })).httpStatus).toBe(
      404,
    );
    const unshared = await create({ file_name: 'share-2' });
    expect(
      (await server.call('qr_code_list/share_link', { id: unshared.id }, { token: alice })).body.data,
    ).toEqual({
      url: '',
      has_password: false,
    });
  });

  it('lists distinct visitor addresses of a code', async () => {
    const code = await create({ file_name: 'ips-1' });
    await open_('/c/ips-1');
    await open_('/c/ips-1');
    await drained();
    const answer = await server.call(
      'qr_code_list/get_ip',
      { id: code.id, start_time: '2020-01-01T00:00:00Z', end_time: '2100-01-01T00:00:00Z' },
      { token: alice },
    );
    expect(answer.body.data).toMatchObject({ total: 1, list: [{ ip: '127.0.0.1', visits: 2 }] });
  });

  it('tells the owner once at 80% of a threshold and once when every threshold is used up', async () => {
    const owner = await server.login('bobby', 'Pass12345');
    const answer = await server.call(
      'qr_code_list/add',
      { name: 'Notify', file_name: 'notify-1', destinations: [{ url: 'https://n.example/', threshold: 5 }] },
      { token: owner },
    );
    expect(answer.httpStatus).toBe(200);
    const unread = async () =>
      (
        await server.call('message/inquire', { notify_status: 1, page_size: 50 }, { token: owner })
      ).body.data.list.map((row: { title: string }) => row.title);
    for (let visit = 0; visit < 4; visit++) await open_('/c/notify-1');
    await expect.poll(unread).toEqual(['活码「Notify」的当前落地页即将用完']);
    for (let visit = 0; visit < 6; visit++) expect((await open_('/c/notify-1')).status).toBe(302);
    await expect
      .poll(unread)
      .toEqual(['活码「Notify」的落地页阈值已用完', '活码「Notify」的当前落地页即将用完']);
  });

  it('keeps the share password when an edit leaves it out, and turns it off when it is empty', async () => {
    const code = await create({ file_name: 'keep-pw', password: 'secret12' });
    const edit = { id: code.id, name: 'Renamed', destinations: [{ url: 'https://k.example/' }] };
    await server.call('qr_code_list/update', edit, { token: alice });
    expect(
      (await server.call('qr_code_list/share_access', { file_name: 'keep-pw', password: 'secret12' }))
        .httpStatus,
    ).toBe(200);
    await server.call('qr_code_list/update', { ...edit, password: '' }, { token: alice });
    expect(
      (await server.call('qr_code_list/share_access', { file_name: 'keep-pw', password: 'secret12' }))
        .httpStatus,
    ).toBe(404);
  });

  it('lists codes in no group and gives every row its QR image', async () => {
    const group = (await server.call('group/add', { name: 'G1' }, { token: alice })).body.data;
    const grouped = await create({ file_name: 'in-group', group_id: group.id });
    const loose = await server.call(
      'qr_code_list/inquire',
      { no_group: true, page_size: 100 },
      { token: alice },
    );
    const names = loose.body.data.list.map((row: { file_name: string }) => row.file_name);
    expect(names).not.toContain('in-group');
    expect(names).toContain('keep-pw');
    const row = loose.body.data.list[0];
    expect(row.qr_url).toMatch(new RegExp(`^/qr/${row.id}\\.png\\?k=`));
    expect(grouped.id).toBeGreaterThan(0);
  });

  it('stops serving a disabled owner’s codes at the next visit, and resumes when enabled', async () => {
    await create({ file_name: 'owner-off' });
    expect((await open_('/c/owner-off')).status).toBe(302);
    const root = await server.login();
    await server.call('user_list/disable', { ids: [aliceId], disabled: 2 }, { token: root });
    expect((await open_('/c/owner-off')).status).toBe(404);
    await server.call('user_list/disable', { ids: [aliceId], disabled: 1 }, { token: root });
    expect((await open_('/c/owner-off')).status).toBe(302);
    alice = await server.login('alice', 'Pass12345');
  });

  it('warms the redirect cache with every live code in bulk', async () => {
    const { CodeCache } = await import('../../server/redirect/cache');
    const { createMemoryBus } = await import('../../server/ports/bus');
    const { createMemoryCounters } = await import('../../server/ports/counters');
    const cache = new CodeCache(database.store.db, createMemoryCounters(), createMemoryBus());
    const live = (await server.call('qr_code_list/inquire', { page_size: 1 }, { token: alice })).body.data
      .total;
    expect(await cache.warm(100_000)).toBeGreaterThanOrEqual(live);
    expect(await cache.warm(3)).toBe(3);
    cache.close();
  });
});
