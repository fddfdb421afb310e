import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScreeningState, ScreenMatch, ScreenRuleKind, ScreenVerdict } from '../../contract/enums';
import { screeningHistory } from '../../server/abuse/screening';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const HOUR = 3_600_000;

/**
 * A reputation provider the test drives: it answers about the host in `?url=` — `malicious` for
 * the hosts in `blocked`, HTTP 500 for hosts starting `down`, no answer at all for hosts starting
 * `hang`, `clean` otherwise — and counts what it was asked.
 */
async function startProvider() {
  const blocked = new Set<string>();
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const target = new URL(request.url ?? '/', 'http://provider').searchParams.get('url') ?? '';
    const host = new URL(target).hostname;
    asked.push(host);
    if (host.startsWith('hang')) return;
    if (host.startsWith('down')) {
      response.writeHead(500).end('oops');
      return;
    }
    const verdict = blocked.has(host) ? 'malicious' : 'clean';
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ result: { verdict, why: blocked.has(host) ? 'phishing kit' : '' } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    blocked,
    asked,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.each(databases)('destination screening on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let admin: string;
  let owner: string;
  let ownerId: number;
  let clock = new Date('2026-11-27T08:00:00Z');

  const call = (path: string, input: unknown, token: string) =>
    server.call(path, input, { token, locale: 'en-US' });
  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await call(path, input, token);
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const addCode = (url: string, name = 'Campaign') =>
    call('qr_code_list/add', { name, destinations: [{ url }] }, owner);
  const settings = (changes: object = {}) =>
    ok(
      'abuse_screening/update_settings',
      { provider_platform: 'safe_check', fail_closed: false, cache_hours: 6, rescreen_hours: 24, ...changes },
      admin,
    );
  const codeCount = async () => (await ok('qr_code_list/inquire', { page_size: 500 }, owner)).total as number;
  const details = async (id: number) => ok('qr_code_list/details', { id }, owner);
  const visit = (fileName: string) => fetch(`${server.url}/c/${fileName}`, { redirect: 'manual' });

  beforeAll(async () => {
    provider = await startProvider();
    database = await open();
    server = await startServer(database, { clock: () => clock, domainChecks: { allowPrivate: true } });
    admin = await server.login();
    ownerId = await createUser(database.store, {
      account: 'screenowner',
      password: 'Pass12345',
      roleKey: 'default',
    });
    owner = await server.login('screenowner', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await provider?.close();
  });

  it('refuses every screening call to a customer', async () => {
    const calls: [string, unknown][] = [
      ['abuse_blocklist/inquire', {}],
      ['abuse_blocklist/add', { kind: 1, match_type: 1, value: 'x.example' }],
      ['abuse_blocklist/update', { id: 1, kind: 1, match_type: 1, value: 'x.example' }],
      ['abuse_blocklist/remove', { ids: [1] }],
      ['abuse_blocklist/import', { kind: 1, text: 'x.example' }],
      ['abuse_screening/inquire', {}],
      ['abuse_screening/history', { destination_id: 1 }],
      ['abuse_screening/rescreen', { ids: [1] }],
      ['abuse_screening/release', { ids: [1] }],
      ['abuse_screening/settings', {}],
      [
        'abuse_screening/update_settings',
        { provider_platform: '', fail_closed: true, cache_hours: 1, rescreen_hours: 1 },
      ],
    ];
    for (const [path, input] of calls) expect((await call(path, input, owner)).httpStatus, path).toBe(403);
  });

  it('answers bad rules and settings with field messages', async () => {
    const host = await call(
      'abuse_blocklist/add',
      { kind: 1, match_type: ScreenMatch.host, value: 'not a host' },
      admin,
    );
    expect(host.httpStatus).toBe(400);
    expect(host.body.errors).toEqual([{ path: 'value', message: expect.stringMatching(/host/i) }]);
    const everything = await call(
      'abuse_blocklist/add',
      { kind: 1, match_type: ScreenMatch.pattern, value: '*.*' },
      admin,
    );
    expect(everything.httpStatus).toBe(400);
    expect(everything.body.errors[0].path).toBe('value');
    const kind = await call('abuse_blocklist/add', { kind: 9, match_type: 1, value: 'a.example' }, admin);
    expect(kind.httpStatus).toBe(400);
    expect(kind.body.errors[0].path).toBe('kind');
    const provider = await call(
      'abuse_screening/update_settings',
      { provider_platform: 'nobody', fail_closed: false, cache_hours: 6, rescreen_hours: 24 },
      admin,
    );
    expect(provider.httpStatus).toBe(400);
    expect(provider.body.errors[0].path).toBe('provider_platform');
    const hours = await call(
      'abuse_screening/update_settings',
      { provider_platform: '', fail_closed: false, cache_hours: -1, rescreen_hours: 24 },
      admin,
    );
    expect(hours.httpStatus).toBe(400);
    expect(hours.body.errors[0].path).toBe('cache_hours');
  });

  it('refuses a blocklisted host on add and on update, saving nothing', async () => {
    await ok(
      'abuse_blocklist/add',
      { kind: ScreenRuleKind.block, match_type: ScreenMatch.host, value: 'Bad.Example' },
      admin,
    );
    const twice = await call('abuse_blocklist/add', { kind: 1, match_type: 1, value: 'bad.example' }, admin);
    expect(twice.httpStatus).toBe(409);
    const before = await codeCount();
    const refused = await addCode('https://www.bad.example/offer');
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.errors).toEqual([
      {
        path: 'destinations.0.url',
        message: "This address is on the platform's blocklist (rule: bad.example)",
      },
    ]);
    expect(await codeCount()).toBe(before);

    const code = (await addCode('https://fine.example/')).body.data;
    const { destinations } = await details(code.id);
    const moved = await call(
      'qr_code_list/update_url',
      { id: code.id, destinations: [{ id: destinations[0].id, url: 'https://bad.example/x' }] },
      owner,
    );
    expect(moved.httpStatus).toBe(400);
    expect(moved.body.errors[0].path).toBe('destinations.0.url');
    const added = await call(
      'qr_code_list/update_url',
      {
        id: code.id,
        destinations: [
          { id: destinations[0].id, url: 'https://fine.example/' },
          { url: 'http://bad.example' },
        ],
      },
      owner,
    );
    expect(added.body.errors[0].path).toBe('destinations.1.url');
    expect((await details(code.id)).destinations.map((row: { url: string }) => row.url)).toEqual([
      'https://fine.example/',
    ]);
  });

  it('lets an allow rule win over a block rule; patterns read host and path', async () => {
    await ok(
      'abuse_blocklist/add',
      { kind: ScreenRuleKind.allow, match_type: 1, value: 'good.bad.example' },
      admin,
    );
    expect((await addCode('https://good.bad.example/')).httpStatus).toBe(200);
    await ok(
      'abuse_blocklist/add',
      { kind: 1, match_type: ScreenMatch.pattern, value: '*.evil.example/login*' },
      admin,
    );
    expect((await addCode('https://www.evil.example/LOGIN.php')).httpStatus).toBe(400);
    expect((await addCode('https://www.evil.example/home')).httpStatus).toBe(200);
    const list = await ok('abuse_blocklist/inquire', { keyword: 'example' }, admin);
    expect(list.total).toBe(3);
    expect(list.list.map((row: { value: string }) => row.value)).toContain('*.evil.example/login*');
    expect(list.list[0].created_by).toBe('rootadmin');
  });

  it('imports a plain list: comments and blanks left out, duplicates skipped, bad lines refused by number', async () => {
    const text = [
      '# phishing feed',
      '',
      'spam.example',
      'bad.example  # already there',
      'https://kit.example/',
      'spam.example',
      'not a host',
      '*.tracker.example/*',
      '**',
    ].join('\n');
    const answer = await ok('abuse_blocklist/import', { kind: ScreenRuleKind.block, text }, admin);
    expect(answer).toEqual({
      added: 3,
      skipped: 2,
      refused: [
        { line: 7, text: 'not a host', reason: expect.any(String) },
        { line: 9, text: '**', reason: expect.any(String) },
      ],
    });
    expect((await addCode('https://a.spam.example/')).httpStatus).toBe(400);
    expect((await addCode('https://kit.example/x')).httpStatus).toBe(400);
    const empty = await call('abuse_blocklist/import', { kind: 1, text: '# nothing\n\n' }, admin);
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.errors[0].path).toBe('text');
  });

  it('asks the provider: blocked refused, down saved as unchecked, refused when fail-closed; cached per host', async () => {
    await ok(
      'url_key_platform/save',
      {
        platform: 'safe_check',
        title: 'Safe check',
        url: `${provider.url}/check?url={url}&key={key}`,
        secret: 's-1',
        enabled: true,
        mapping: {
          method: 'GET',
          body: '',
          verdict_path: 'result.verdict',
          flagged_values: ['malicious'],
          ok_values: ['clean'],
          reason_path: 'result.why',
        },
      },
      admin,
    );
    await settings();
    provider.blocked.add('phish.example');
    const refused = await addCode('https://phish.example/win');
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.errors[0].message).toBe(
      'This address was flagged by the screening service safe_check: phishing kit',
    );

    expect((await addCode('https://shop.example/a')).httpStatus).toBe(200);
    const asked = provider.asked.filter((host) => host === 'shop.example').length;
    expect((await addCode('https://shop.example/b')).httpStatus).toBe(200);
    expect(provider.asked.filter((host) => host === 'shop.example').length).toBe(asked);
    // The list decides without the provider.
    expect(provider.asked).not.toContain('www.bad.example');

    const down = (await addCode('https://down.example/')).body.data;
    expect((await details(down.id)).destinations).toHaveLength(1);
    const unchecked = await ok('abuse_screening/inquire', { state: ScreeningState.unchecked }, admin);
    expect(unchecked.list).toEqual([
      expect.objectContaining({
        code_id: down.id,
        verdict: ScreenVerdict.unchecked,
        source: 'safe_check',
        reason: 'http_500',
        owner_account: 'screenowner',
      }),
    ]);

    const hung = await addCode('https://hang.example/');
    expect(hung.httpStatus).toBe(200);

    await settings({ fail_closed: true });
    const closed = await addCode('https://down2.example/');
    expect(closed.httpStatus).toBe(400);
    expect(closed.body.errors[0]).toEqual({
      path: 'destinations.0.url',
      message: 'This address could not be checked right now; try again later',
    });
    await settings();
    // The provider in use cannot be removed.
    const keys = await ok('url_key_platform/detail', {}, admin);
    const key = keys.list.find((entry: { platform: string }) => entry.platform === 'safe_check');
    expect((await call('url_key_platform/remove', { ids: [key.id] }, admin)).httpStatus).toBe(409);
  });

  it('pauses a live destination a re-screen finds blocked, tells the owner, and a release restores it', async () => {
    const code = (await addCode('https://later.example/page', 'Later')).body.data;
    expect((await visit(code.file_name)).headers.get('location')).toBe('https://later.example/page');
    provider.blocked.add('later.example');
    // Past the re-screen time and the cache's: the next round asks the provider again.
    clock = new Date(clock.getTime() + 25 * HOUR);
    while ((await server.app.screening.round()) > 0) {}

    const paused = await ok('abuse_screening/inquire', { state: ScreeningState.paused }, admin);
    const row = paused.list.find((entry: { code_id: number }) => entry.code_id === code.id);
    expect(row).toMatchObject({
      url: 'https://later.example/page',
      verdict: ScreenVerdict.blocked,
      reason: 'phishing kit',
    });
    expect((await visit(code.file_name)).headers.get('location')).not.toBe('https://later.example/page');
    const inbox = await ok('message/inquire', { page_size: 50 }, owner);
    expect(JSON.stringify(inbox.list)).toContain('later.example');
    const history = await screeningHistory(database.store.db, code.id, 10);
    expect(history[0]).toMatchObject({
      verdict: ScreenVerdict.blocked,
      trigger: 'rescreen',
      source: 'safe_check',
    });

    const again = await ok('abuse_screening/rescreen', { ids: [row.id] }, admin);
    expect(again.list).toEqual([{ destination_id: row.id, verdict: ScreenVerdict.blocked }]);

    await ok('abuse_screening/release', { ids: [row.id], allow_host: true }, admin);
    expect((await visit(code.file_name)).headers.get('location')).toBe('https://later.example/page');
    const trail = await ok('abuse_screening/history', { destination_id: row.id }, admin);
    expect(trail.list[0]).toMatchObject({ trigger: 'release', source: 'admin' });
    // The host is allowed now: the next re-screen leaves it serving.
    clock = new Date(clock.getTime() + 25 * HOUR);
    while ((await server.app.screening.round()) > 0) {}
    expect((await visit(code.file_name)).headers.get('location')).toBe('https://later.example/page');
    const rules = await ok(
      'abuse_blocklist/inquire',
      { kind: ScreenRuleKind.allow, keyword: 'later' },
      admin,
    );
    expect(rules.list).toEqual([
      expect.objectContaining({ value: 'later.example', match_type: ScreenMatch.host }),
    ]);
    expect(ownerId).toBeGreaterThan(0);
  });
});
