import { fc } from '@fast-check/vitest';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainType, ImageTextJumpType, JumpType } from '../../contract/enums';
import {
  destinations,
  domains,
  externalKeys,
  forwardRules,
  images,
  imageTexts,
  imageTextTypes,
} from '../../server/db/schema';
import { repairStoredUrls } from '../../server/db/url-repair';
import { requestAs } from '../support/host-request';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const CHINESE = 'https://例子.com/路径/文件?名字=值#片段';
const CHINESE_ASCII =
  'https://xn--fsqu00a.com/%E8%B7%AF%E5%BE%84/%E6%96%87%E4%BB%B6?%E5%90%8D%E5%AD%97=%E5%80%BC#%E7%89%87%E6%AE%B5';
const SHORT = 'urls.short-test.com';
const LANDING = 'urls.landing-test.com';
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Undoes what `escapeHtml` does to an attribute value. */
const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#96;/g, '`')
    .replace(/&amp;/g, '&');

/**
 * Where a page of each jump type sends the visitor: the `Location` of a 302, else the link of the
 * page (and the script's string, evaluated as the browser would, where the type has one).
 */
function destinationsOf(answer: { status: number; location?: string; body: string }): string[] {
  if (answer.status === 302) return [answer.location ?? ''];
  const found = [...answer.body.matchAll(/<a class="button" href="([^"]*)"/g)].map((match) =>
    unescapeHtml(match[1] ?? ''),
  );
  const refresh = /<meta http-equiv="refresh" content="0;url=([^"]*)">/.exec(answer.body);
  if (refresh) found.push(unescapeHtml(refresh[1] ?? ''));
  const script =
    /<script nonce="[^"]+">(?:location\.replace|location\.href=|window\.open)\(?("(?:[^"\\]|\\.)*")/.exec(
      answer.body,
    );
  if (script) found.push(JSON.parse(script[1] ?? '""'));
  return found;
}

describe.each(databases)('stored URLs in their ASCII form on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let owner: string;
  let shortId: number;
  let landingId: number;
  let suffixes = 0;

  const call = (path: string, input: unknown, token = owner) =>
    server.call(path, input, { token, locale: 'en-US' });
  const ok = async (path: string, input: unknown, token = owner) => {
    const answer = await call(path, input, token);
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const visit = async (fileName: string) => {
    const response = await fetch(`${server.url}/c/${fileName}`, { redirect: 'manual' });
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      body: await response.text(),
    };
  };
  const addCode = (url: string, jumpType: number = JumpType.http_redirect) =>
    call('qr_code_list/add', {
      name: 'urls',
      file_name: `u${++suffixes}`,
      jump_type: jumpType,
      destinations: [{ url }],
    });

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    const admin = await server.login();
    await createUser(database.store, { account: 'urlowner', password: 'Pass12345', roleKey: 'default' });
    owner = await server.login('urlowner', 'Pass12345');
    shortId = (
      await ok('hold_domain/add', { host: SHORT, type: DomainType.short, owner_account: 'urlowner' }, admin)
    ).id;
    landingId = (
      await ok(
        'hold_domain/add',
        { host: LANDING, type: DomainType.landing_page, owner_account: 'urlowner' },
        admin,
      )
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keeps a destination with a Chinese host and path in ASCII and sends it with every jump type', async () => {
    for (const jumpType of Object.values(JumpType)) {
      const added = await addCode(CHINESE, jumpType);
      expect(added.httpStatus, JSON.stringify(added.body)).toBe(200);
      const detail = await ok('qr_code_list/details', { id: added.body.data.id });
      expect(detail.destinations[0].url).toBe(CHINESE_ASCII);
      const answer = await visit(added.body.data.file_name);
      expect(answer.status).toBe(jumpType === JumpType.http_redirect ? 302 : 200);
      expect(destinationsOf(answer)).not.toHaveLength(0);
      for (const sent of destinationsOf(answer)) expect(sent).toBe(CHINESE_ASCII);
    }
  });

  it('refuses control and text-direction characters with a field message', async () => {
    for (const url of [
      'https://example.com/\u202Egnp.exe',
      'https://example.com/a\u0085b',
      'https://exa\u200Bmple.com/',
    ]) {
      const answer = await addCode(url);
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.errors[0]).toEqual({
        path: 'destinations.0.url',
        message: 'The link holds an invisible control or text-direction character: remove it and try again',
      });
    }
  });

  it('keeps forward targets and entry pages in ASCII and sends them', async () => {
    await ok('forward/add', {
      domain_id: landingId,
      path_prefix: '/cn',
      target_url: CHINESE,
      status_code: 302,
      keep_path: false,
      enabled: true,
    });
    const forwarded = await requestAs(server.url, LANDING, '/cn');
    expect(forwarded).toMatchObject({ status: 302, location: CHINESE_ASCII });
    await ok('domain_list/update_entry_page', { id: shortId, entry_page_url: CHINESE });
    expect(await requestAs(server.url, SHORT, '/')).toMatchObject({ status: 302, location: CHINESE_ASCII });
  });

  it('answers every code and the health check while a planted row cannot be sent', async () => {
    const healthy = (await addCode('https://healthy.example/')).body.data;
    const legacy = (await addCode('https://legacy.example/')).body.data;
    const poisoned = (await addCode('https://poisoned.example/')).body.data;
    // Written around the contract, as rows saved before the rule or by hand would be.
    await database.store.db
      .update(destinations)
      .set({ url: 'https://legacy.example/路径' })
      .where(eq(destinations.codeId, legacy.id));
    await database.store.db
      .update(destinations)
      .set({ url: 'https://poisoned.example/a\r\nset-cookie: x=1' })
      .where(eq(destinations.codeId, poisoned.id));

    for (let round = 0; round < 3; round++) {
      const [ok1, legacyAnswer, broken, health] = await Promise.all([
        visit(healthy.file_name),
        visit(legacy.file_name),
        fetch(`${server.url}/c/${poisoned.file_name}`, {
          redirect: 'manual',
          headers: { 'accept-language': 'en' },
        }),
        fetch(`${server.url}/healthz`),
      ]);
      expect(ok1).toMatchObject({ status: 302, location: 'https://healthy.example/' });
      expect(legacyAnswer).toMatchObject({
        status: 302,
        location: 'https://legacy.example/%E8%B7%AF%E5%BE%84',
      });
      expect(broken.status).toBe(500);
      expect(broken.headers.get('set-cookie')).toBeNull();
      expect(await broken.text()).toContain('Something went wrong');
      expect(health.status).toBe(200);
    }
  });

  it('answers a forward rule it cannot follow with the error page and goes on', async () => {
    await ok('forward/add', {
      domain_id: landingId,
      path_prefix: '/fine',
      target_url: 'https://fine.example/',
      status_code: 302,
      keep_path: false,
      enabled: true,
    });
    const [ownerRow] = await database.store.db.select().from(forwardRules).limit(1);
    await database.store.db.insert(forwardRules).values({
      ownerId: ownerRow?.ownerId as number,
      domainId: landingId,
      pathPrefix: '/broken',
      targetUrl: 'not a url',
      statusCode: 302,
      keepPath: true,
    });
    // A rule changed through the console reloads the table: the planted one comes with it.
    await ok('forward/add', {
      domain_id: landingId,
      path_prefix: '/other',
      target_url: 'https://other.example/',
      status_code: 302,
      keep_path: false,
      enabled: true,
    });
    expect((await requestAs(server.url, LANDING, '/broken/x')).status).toBe(500);
    expect(await requestAs(server.url, LANDING, '/fine')).toMatchObject({
      status: 302,
      location: 'https://fine.example/',
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('sends any URL the contract accepts as a well-formed answer for every jump type', async () => {
    const segment = fc.string({ unit: 'grapheme', maxLength: 12 });
    const host = fc.oneof(
      fc.domain(),
      fc.constantFrom('例子.com', 'пример.рф', 'münchen.de', 'xn--fsqu00a.com', 'EXAMPLE.COM:8443'),
    );
    const url = fc
      .record({
        scheme: fc.constantFrom('http', 'https', 'HTTPS'),
        host,
        path: fc.array(segment, { maxLength: 4 }),
        query: fc.option(segment),
        fragment: fc.option(segment),
      })
      .map(
        ({ scheme, host: name, path, query, fragment }) =>
          `${scheme}://${name}/${path.join('/')}${query === null ? '' : `?${query}`}${fragment === null ? '' : `#${fragment}`}`,
      );
    await fc.assert(
      fc.asyncProperty(url, fc.constantFrom(...Object.values(JumpType)), async (typed, jumpType) => {
        const added = await addCode(typed, jumpType);
        // Refused with a field message, or kept: never a server error.
        expect(added.httpStatus, JSON.stringify(added.body)).toBeLessThan(500);
        if (added.httpStatus !== 200) {
          expect(added.body.errors[0].path).toBe('destinations.0.url');
          return;
        }
        const stored = (await ok('qr_code_list/details', { id: added.body.data.id })).destinations[0].url;
        expect(stored).toMatch(VISIBLE_ASCII);
        const answer = await visit(added.body.data.file_name);
        expect(answer.status).toBe(jumpType === JumpType.http_redirect ? 302 : 200);
        for (const sent of destinationsOf(answer)) expect(sent).toBe(stored);
      }),
      { numRuns: 25 },
    );
  });

  it('gives URLs stored before the rule their ASCII form once, leaving what cannot be sent', async () => {
    const code = (await addCode('https://before.example/')).body.data;
    const db = database.store.db;
    await db
      .update(destinations)
      .set({ url: 'https://before.example/旧路径' })
      .where(eq(destinations.codeId, code.id));
    await db
      .update(domains)
      .set({ entryPageUrl: 'https://入口.example/首页' })
      .where(eq(domains.id, shortId));
    const ownerId = (await ok('admin/get_user_info', {})).user_info.id as number;
    const [type] = await db.insert(imageTextTypes).values({ title: 't', code: 'urls-repair' }).returning();
    const [image] = await db
      .insert(images)
      .values({
        ownerId,
        name: 'p.png',
        storageKey: 'urls-repair.png',
        mime: 'image/png',
        bytes: 1,
        width: 1,
        height: 1,
      })
      .returning();
    const [picture] = await db
      .insert(imageTexts)
      .values({
        typeId: type?.id as number,
        title: 'p',
        imageId: image?.id as number,
        jumpType: ImageTextJumpType.new_window,
        jumpUrl: 'https://图片.example/跳转',
      })
      .returning();
    const [key] = await db
      .insert(externalKeys)
      .values({ platform: 'urls_repair', title: 'k', url: 'https://检查.example/查询/{url}?k=值' })
      .returning();
    const [control] = await db
      .insert(forwardRules)
      .values({
        ownerId,
        domainId: landingId,
        pathPrefix: '/control',
        targetUrl: 'https://control.example/a\r\nb',
        statusCode: 302,
        keepPath: false,
      })
      .returning();
    // The start of this server marked the repair done; a database from before the rule has no mark.
    await db.execute(sql`delete from settings where key = 'data_repairs'`);

    // The rows this file planted earlier count too: one more to repair, three that cannot be sent.
    expect(await repairStoredUrls(db)).toEqual({ repaired: 5, left: 3 });
    const [destination] = await db.select().from(destinations).where(eq(destinations.codeId, code.id));
    expect(destination?.url).toBe('https://before.example/%E6%97%A7%E8%B7%AF%E5%BE%84');
    const [domain] = await db.select().from(domains).where(eq(domains.id, shortId));
    expect(domain?.entryPageUrl).toBe('https://xn--y5qq4d.example/%E9%A6%96%E9%A1%B5');
    const [jump] = await db
      .select()
      .from(imageTexts)
      .where(eq(imageTexts.id, picture?.id as number));
    expect(jump?.jumpUrl).toBe('https://xn--wcsw84d.example/%E8%B7%B3%E8%BD%AC');
    const [template] = await db
      .select()
      .from(externalKeys)
      .where(eq(externalKeys.id, key?.id as number));
    expect(template?.url).toBe('https://xn--jvvxs.example/%E6%9F%A5%E8%AF%A2/{url}?k=%E5%80%BC');
    const [left] = await db
      .select()
      .from(forwardRules)
      .where(eq(forwardRules.id, control?.id as number));
    expect(left?.targetUrl).toBe('https://control.example/a\r\nb');
    // Once per database.
    await db
      .update(destinations)
      .set({ url: 'https://before.example/又一个' })
      .where(eq(destinations.codeId, code.id));
    expect(await repairStoredUrls(db)).toEqual({ repaired: 0, left: 0 });
  });
});
