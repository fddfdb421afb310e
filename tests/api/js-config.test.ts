import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JumpType } from '../../contract/enums';
import { requestAs } from '../support/host-request';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const GA4 = { provider: 'ga4', site_id: 'G-AB12CD34EF', enabled: true };

describe.each(databases)('the analytics snippet (js_config) on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: string;
  let bob: string;

  const call = (path: string, input: unknown, token: string) =>
    server.call(path, input, { token, locale: 'en-US' });
  const landingOf = async (token: string) => {
    const added = await call(
      'qr_code_list/add',
      {
        name: 'Landing',
        jump_type: JumpType.location_replace,
        destinations: [{ url: 'https://example.com/' }],
      },
      token,
    );
    expect(added.httpStatus, JSON.stringify(added.body)).toBe(200);
    return `/c/${added.body.data.file_name}`;
  };
  const visit = async (path: string) => {
    const page = await requestAs(server.url, new URL(server.url).host, path);
    expect(page.status).toBe(200);
    return { html: page.body.toString(), csp: String(page.headers['content-security-policy']) };
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keeps each customer’s own snippet', async () => {
    expect((await call('js_config/inquire', {}, alice)).body.data).toEqual({
      provider: 'ga4',
      site_id: '',
      enabled: false,
    });
    expect((await call('js_config/update', GA4, alice)).httpStatus).toBe(200);
    expect((await call('js_config/inquire', {}, alice)).body.data).toEqual(GA4);
    expect((await call('js_config/inquire', {}, bob)).body.data).toEqual({
      provider: 'ga4',
      site_id: '',
      enabled: false,
    });
    const admin = await server.login();
    expect((await call('js_config/inquire', {}, admin)).httpStatus).toBe(200);
    await createUser(database.store, { account: 'admin8', password: 'Pass12345', roleKey: 'administrator' });
    const administrator = await server.login('admin8', 'Pass12345');
    expect((await call('js_config/update', GA4, administrator)).httpStatus).toBe(403);
  });

  it('refuses a site id of the wrong shape for its provider, naming the field', async () => {
    const cases: [string, string, string][] = [
      [
        'ga4',
        'UA-12345-1',
        'A Google Analytics 4 measurement ID looks like G-XXXXXXXXXX (capital letters and digits)',
      ],
      ['plausible', 'https://example.com/', "Plausible needs the site's domain"],
      ['umami', 'not-a-uuid', 'An Umami website ID is a lower-case UUID'],
      ['baidu', 'abc', 'A Baidu Tongji site ID is 32 lower-case hexadecimal characters'],
    ];
    for (const [provider, site_id, message] of cases) {
      const refused = await call('js_config/update', { provider, site_id, enabled: true }, bob);
      expect(refused.httpStatus).toBe(400);
      expect(refused.body.errors).toHaveLength(1);
      expect(refused.body.errors[0].path).toBe('site_id');
      expect(refused.body.errors[0].message).toContain(message);
    }
    // An unknown provider, and an enabled snippet without an id.
    expect(
      (await call('js_config/update', { provider: 'matomo', site_id: '1', enabled: true }, bob)).httpStatus,
    ).toBe(400);
    expect(
      (await call('js_config/update', { provider: 'ga4', site_id: '', enabled: true }, bob)).httpStatus,
    ).toBe(400);
    // Each well-formed id is taken.
    for (const site_id of ['example.com', 'stats.shop.example.co.uk'])
      expect(
        (await call('js_config/update', { provider: 'plausible', site_id, enabled: false }, bob)).httpStatus,
      ).toBe(200);
  });

  it('cannot be given markup or script as a site id, even while off', async () => {
    const before = (await call('js_config/inquire', {}, alice)).body.data;
    for (const site_id of [
      'G-1"><script>alert(1)</script>',
      "G-ABCD');alert(1);//",
      'example.com"onload="alert(1)',
      '0123456789abcdef0123456789abcdef<x>',
    ])
      for (const provider of ['ga4', 'plausible', 'umami', 'baidu']) {
        const refused = await call('js_config/update', { provider, site_id, enabled: false }, alice);
        expect(refused.httpStatus).toBe(400);
      }
    expect((await call('js_config/inquire', {}, alice)).body.data).toEqual(before);
  });

  it('puts the fixed snippet into the owner’s landing pages and allows exactly its hosts', async () => {
    await call('js_config/update', GA4, alice);
    const alicePage = await landingOf(alice);
    const bobPage = await landingOf(bob);
    const first = await visit(alicePage);
    const nonce = /script-src 'nonce-([^']+)'/.exec(first.csp)?.[1] as string;
    expect(first.html).toContain(
      `<script async nonce="${nonce}" src="https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF"></script>`,
    );
    expect(first.html).toContain(`gtag('config',"G-AB12CD34EF");</script>`);
    expect(first.csp).toContain(`script-src 'nonce-${nonce}' https://www.googletagmanager.com;`);
    expect(first.csp).toContain('connect-src https://*.google-analytics.com');

    const other = await visit(bobPage);
    expect(other.html).not.toContain('googletagmanager');
    expect(other.csp).not.toContain('googletagmanager');

    // A change applies from the next visit: the owner's cached codes are loaded afresh.
    await call(
      'js_config/update',
      { provider: 'baidu', site_id: '0123456789abcdef0123456789abcdef', enabled: true },
      alice,
    );
    const baidu = await visit(alicePage);
    expect(baidu.html).toContain('src="https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef"');
    expect(baidu.html).not.toContain('googletagmanager');
    expect(baidu.csp).toContain('https://hm.baidu.com');

    await call(
      'js_config/update',
      { provider: 'baidu', site_id: '0123456789abcdef0123456789abcdef', enabled: false },
      alice,
    );
    const off = await visit(alicePage);
    expect(off.html).not.toContain('hm.baidu.com');
    expect(off.csp).not.toContain('hm.baidu.com');
  });
});
