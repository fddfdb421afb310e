import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainTrouble, DomainType, MonitorStatus, ShieldAction } from '../../contract/enums';
import { domains } from '../../server/db/schema';
import { requestAs } from '../support/host-request';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const ENTRY = 'go.policy-test.com';
const LANDING = 'land.policy-test.com';

describe.each(databases)('domain policies and to-do lists on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let owner: string;
  let other: string;
  let ownerId: number;
  let entryId: number;
  let landingId: number;

  const call = (path: string, input: unknown, token: string) =>
    server.call(path, input, { token, locale: 'en-US' });
  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await call(path, input, token);
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const rule = (overrides: Record<string, unknown> = {}) => ({
    domain_id: landingId,
    path_prefix: '/promo',
    target_url: 'https://promo.example.org/landing',
    status_code: 301,
    keep_path: true,
    enabled: true,
    ...overrides,
  });

  beforeAll(async () => {
    database = await open();
    // The test's own requests come from 127.0.0.1: it plays the trusted proxy.
    server = await startServer(database, { config: { trustProxy: ['127.0.0.1'] } });
    admin = await server.login();
    ownerId = await createUser(database.store, {
      account: 'policyowner',
      password: 'Pass12345',
      roleKey: 'default',
    });
    await createUser(database.store, { account: 'policyother', password: 'Pass12345', roleKey: 'default' });
    owner = await server.login('policyowner', 'Pass12345');
    other = await server.login('policyother', 'Pass12345');
    entryId = (
      await ok(
        'hold_domain/add',
        { host: ENTRY, type: DomainType.entry, owner_account: 'policyowner' },
        admin,
      )
    ).id;
    landingId = (
      await ok(
        'hold_domain/add',
        { host: LANDING, type: DomainType.landing_page, owner_account: 'policyowner' },
        admin,
      )
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('sends plain HTTP to HTTPS first and adds HSTS and the referrer policy over HTTPS', async () => {
    const before = await requestAs(server.url, ENTRY, '/nothing');
    expect(before.status).toBe(404);
    expect(before.headers['referrer-policy']).not.toBe('no-referrer');
    await ok(
      'no_hijack/update',
      { id: entryId, https_only: true, hsts_max_age: 31_536_000, referrer_policy: 'no-referrer' },
      owner,
    );
    const plain = await requestAs(server.url, ENTRY, '/abc?x=1');
    expect(plain).toMatchObject({ status: 301, location: `https://${ENTRY}/abc?x=1` });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await requestAs(server.url, ENTRY, '/abc', { 'x-forwarded-proto': 'https' });
    expect(secure.status).toBe(404);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(secure.headers['referrer-policy']).toBe('no-referrer');
    const listed = await ok('no_hijack/inquire', {}, owner);
    expect(listed.list.find((row: { id: number }) => row.id === entryId)).toMatchObject({
      https_only: true,
      referrer_policy: 'no-referrer',
    });
    expect(
      (
        await call(
          'no_hijack/update',
          { id: entryId, https_only: false, hsts_max_age: 0, referrer_policy: 'sometimes' },
          owner,
        )
      ).httpStatus,
    ).toBe(400);
    expect(
      (
        await call(
          'no_hijack/update',
          { id: entryId, https_only: false, hsts_max_age: 0, referrer_policy: '' },
          other,
        )
      ).httpStatus,
    ).toBe(404);
    await ok(
      'no_hijack/update',
      { id: entryId, https_only: false, hsts_max_age: 0, referrer_policy: '' },
      owner,
    );
  });

  it('forwards a landing domain’s paths by the longest prefix, keeping the rest when asked', async () => {
    const { id } = await ok('forward/add', rule(), owner);
    await ok(
      'forward/add',
      rule({ path_prefix: '/', target_url: 'https://shop.example.org/', status_code: 302, keep_path: false }),
      owner,
    );
    expect(await requestAs(server.url, LANDING, '/promo/a/b?utm=1')).toMatchObject({
      status: 301,
      location: 'https://promo.example.org/landing/a/b?utm=1',
    });
    expect(await requestAs(server.url, LANDING, '/other')).toMatchObject({
      status: 302,
      location: 'https://shop.example.org/',
    });
    await ok('forward/update', { ...rule({ enabled: false }), id }, owner);
    expect((await requestAs(server.url, LANDING, '/promo/a')).location).toBe('https://shop.example.org/');
    const listed = await ok('forward/inquire', { domain_id: landingId }, owner);
    expect(listed.total).toBe(2);
    expect(listed.list[0]).toMatchObject({ host: LANDING, path_prefix: '/' });
  });

  it('refuses a forward that is not the caller’s, not on a landing domain, taken, or to a bad target', async () => {
    const taken = await call('forward/add', rule(), owner);
    expect(taken.httpStatus).toBe(409);
    expect(taken.body.message).toBe('This domain already forwards this path');
    const entry = await call('forward/add', rule({ domain_id: entryId }), owner);
    expect(entry.httpStatus).toBe(409);
    expect(entry.body.message).toBe('Only verified landing-page domains can forward');
    expect((await call('forward/add', rule({ path_prefix: '/x' }), other)).httpStatus).toBe(404);
    expect(
      (await call('forward/add', rule({ path_prefix: '/js', target_url: 'javascript:alert(1)' }), owner))
        .httpStatus,
    ).toBe(400);
    expect((await call('forward/add', rule({ path_prefix: 'no-slash' }), owner)).httpStatus).toBe(400);
    const mine = (await ok('forward/inquire', {}, owner)).list.map((row: { id: number }) => row.id);
    expect((await call('forward/remove', { ids: mine }, other)).httpStatus).toBe(404);
    await ok('forward/remove', { ids: mine }, owner);
    expect((await requestAs(server.url, LANDING, '/promo')).status).toBe(404);
  });

  it('lists the codes on domains in trouble, each with why', async () => {
    const code = await ok(
      'qr_code_list/add',
      { name: 'Menu', domain_id: entryId, destinations: [{ url: 'https://example.org/menu' }] },
      owner,
    );
    expect((await ok('nodomain/inquire', {}, owner)).total).toBe(0);
    await database.store.db
      .update(domains)
      .set({
        monitorStatus: MonitorStatus.flagged,
        monitorProblems: [{ key: 'monitor.flagged_by_checker', values: { reason: 'fraud' } }],
      })
      .where(eq(domains.id, entryId));
    const atRisk = await ok('nodomain/inquire', {}, owner);
    expect(atRisk.list).toMatchObject([
      {
        id: code.id,
        host: ENTRY,
        trouble: DomainTrouble.flagged,
        reason: 'Flagged by the reputation checker: fraud',
      },
    ]);
    expect((await ok('no_domain_name/inquire', {}, owner)).total).toBe(0);
    await ok('shield_configuration/update', { user_id: ownerId, flagged_action: ShieldAction.pause }, admin);
    expect((await ok('no_domain_name/inquire', {}, owner)).list).toMatchObject([
      { trouble: DomainTrouble.paused },
    ]);
    await database.store.db
      .update(domains)
      .set({ verification: 3, monitorStatus: 1 })
      .where(eq(domains.id, entryId));
    expect((await ok('no_domain_name/inquire', {}, owner)).list).toMatchObject([
      { trouble: DomainTrouble.unverified },
    ]);
    expect((await ok('nodomain/inquire', {}, owner)).total).toBe(0);
    expect((await ok('no_domain_name/inquire', {}, other)).total).toBe(0);
  });
});
