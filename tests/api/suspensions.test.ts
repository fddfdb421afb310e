import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessStatus, DomainType, SuspensionTarget } from '../../contract/enums';
import { activeSuspension } from '../../server/abuse/suspensions';
import { messages, operationLogs, suspensions, visits } from '../../server/db/schema';
import { createMemoryBus } from '../../server/ports/bus';
import { requestAs } from '../support/host-request';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const ENTRY = 'go.suspend-test.com';
const DESTINATION = 'https://destination.suspend-test.example/landing';

describe.each(databases)('suspensions on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let owner: string;
  let bystander: string;
  let ownerId: number;
  let domainId: number;

  const call = (path: string, input: unknown, token: string) =>
    server.call(path, input, { token, locale: 'en-US' });
  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await call(path, input, token);
    expect(answer.httpStatus, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data;
  };
  const suspend = (input: Record<string, unknown>) =>
    ok('abuse_suspension/add', { reason: 'Phishing reported', ...input }, admin) as Promise<{ id: number }>;
  const lift = (id: number) => ok('abuse_suspension/lift', { id }, admin);
  const newCode = async (token: string, extra: Record<string, unknown> = {}) =>
    (await ok(
      'qr_code_list/add',
      { name: 'Shop', destinations: [{ url: DESTINATION }], ...extra },
      token,
    )) as {
      id: number;
      file_name: string;
    };
  const visit = async (fileName: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}/c/${fileName}`, {
      redirect: 'manual',
      headers: { 'accept-language': 'en-US', ...headers },
    });
    return {
      status: response.status,
      location: response.headers.get('location'),
      body: await response.text(),
    };
  };
  const expectSuspendedPage = (
    answer: { status: number; location?: string | null; body: string },
    fileName: string,
  ) => {
    expect(answer.status).toBe(403);
    expect(answer.location ?? null).toBeNull();
    expect(answer.body).toContain('This link is suspended');
    expect(answer.body).toContain(`href="/report/${fileName}"`);
    expect(answer.body).not.toContain('destination.suspend-test.example');
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    admin = await server.login();
    ownerId = await createUser(database.store, {
      account: 'suspendowner',
      password: 'Pass12345',
      roleKey: 'default',
    });
    await createUser(database.store, { account: 'suspendother', password: 'Pass12345', roleKey: 'default' });
    await createUser(database.store, {
      account: 'suspendstaff',
      password: 'Pass12345',
      roleKey: 'administrator',
    });
    owner = await server.login('suspendowner', 'Pass12345');
    bystander = await server.login('suspendother', 'Pass12345');
    domainId = (
      await ok(
        'hold_domain/add',
        { host: ENTRY, type: DomainType.entry, owner_account: 'suspendowner' },
        admin,
      )
    ).id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('suspends a user: codes answer the suspended page, writes and API keys are refused, reads work', async () => {
    const code = await newCode(owner);
    const { key } = await ok('code_api/add', { name: 'Script', scopes: ['codes:read'] }, owner);
    expect(await ok('group/inquire', {}, key)).toMatchObject({ total: 0 });
    expect(await visit(code.file_name)).toMatchObject({ status: 302, location: DESTINATION });

    const { id } = await suspend({ target_type: SuspensionTarget.user, target_name: 'suspendowner' });

    expectSuspendedPage(await visit(code.file_name, { 'accept-language': 'en-US,en;q=0.9' }), code.file_name);
    expect((await visit(code.file_name, { 'accept-language': 'zh-CN' })).body).toContain('此链接已被停用');
    const refused = await call(
      'qr_code_list/add',
      { name: 'More', destinations: [{ url: DESTINATION }] },
      owner,
    );
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.message).toContain('read-only');
    expect((await call('group/inquire', {}, key)).httpStatus).toBe(403);
    expect((await ok('qr_code_list/inquire', {}, owner)).total).toBeGreaterThan(0);
    const info = (await ok('admin/get_user_info', {}, owner)).user_info;
    expect(info.suspension).toEqual({ reason: 'Phishing reported', expires_at: null });
    const [notice] = await database.store.db.select().from(messages).where(eq(messages.userId, ownerId));
    expect(notice?.title).toContain('suspendowner');

    await lift(id);
    expect(await visit(code.file_name)).toMatchObject({ status: 302, location: DESTINATION });
    expect((await call('group/add', { name: 'After', sort: 0 }, owner)).httpStatus).toBe(200);
    expect(await ok('group/inquire', {}, key)).toMatchObject({ total: 1 });
    expect((await ok('admin/get_user_info', {}, owner)).user_info.suspension).toBeNull();
    expect(await ok('abuse_suspension/inquire', { active: false }, admin)).toMatchObject({
      list: [
        expect.objectContaining({
          id,
          target_label: 'suspendowner',
          active: false,
          lifted_at: expect.any(String),
        }),
      ],
    });
  });

  it('signs a suspended user out and saves nothing else', async () => {
    const session = await server.login('suspendowner', 'Pass12345');
    const { id } = await suspend({ target_type: SuspensionTarget.user, target_id: ownerId });
    expect(
      (
        await call(
          'admin/update_password',
          { old_password: 'x', password: 'y', repeat_password: 'y' },
          session,
        )
      ).httpStatus,
    ).toBe(403);
    expect((await call('admin/logout', {}, session)).httpStatus).toBe(200);
    await lift(id);
  });

  it('suspends one code only, with its visit recorded as suspended', async () => {
    const target = await newCode(owner);
    const sibling = await newCode(owner);
    const { id } = await suspend({ target_type: SuspensionTarget.code, target_id: target.id });
    expectSuspendedPage(await visit(target.file_name), target.file_name);
    expect(await visit(sibling.file_name)).toMatchObject({ status: 302, location: DESTINATION });
    expect((await call('group/add', { name: 'Still writable', sort: 0 }, owner)).httpStatus).toBe(200);
    const listed = await ok(
      'abuse_suspension/inquire',
      { target_type: SuspensionTarget.code, active: true },
      admin,
    );
    expect(listed.list).toEqual([
      expect.objectContaining({
        id,
        target_id: target.id,
        target_label: `Shop (${target.file_name})`,
        active: true,
      }),
    ]);
    await lift(id);
    expect(await visit(target.file_name)).toMatchObject({ status: 302, location: DESTINATION });
  });

  it('suspends a domain: its codes answer suspended on the entry host, others still serve', async () => {
    const onDomain = await newCode(owner, { domain_id: domainId });
    const elsewhere = await newCode(owner);
    expect(await requestAs(server.url, ENTRY, `/${onDomain.file_name}`)).toMatchObject({
      status: 302,
      location: DESTINATION,
    });
    const { id } = await suspend({ target_type: SuspensionTarget.domain, target_name: ENTRY.toUpperCase() });
    const answer = await requestAs(server.url, ENTRY, `/${onDomain.file_name}`, {
      'accept-language': 'en-US',
    });
    expectSuspendedPage({ ...answer, body: answer.body.toString() }, onDomain.file_name);
    expect(await visit(elsewhere.file_name)).toMatchObject({ status: 302 });
    await lift(id);
    expect(await requestAs(server.url, ENTRY, `/${onDomain.file_name}`)).toMatchObject({
      status: 302,
      location: DESTINATION,
    });
  });

  it('does not apply a suspension past its expiry, and ends it when the target is suspended again', async () => {
    const code = await newCode(owner);
    const past = new Date(Date.now() - 60_000);
    // An expiry in the past is refused on the way in, so the lapsed suspension is written as time passed.
    const [lapsed] = await database.store.db
      .insert(suspensions)
      .values({
        targetType: SuspensionTarget.code,
        targetId: code.id,
        reason: 'Lapsed',
        expiresAt: past,
        createdBy: 1,
      })
      .returning();
    expect(await activeSuspension(database.store.db, { codeId: code.id }, new Date())).toBeNull();
    expect(await visit(code.file_name)).toMatchObject({ status: 302, location: DESTINATION });
    const expired = await call(
      'abuse_suspension/add',
      { target_type: SuspensionTarget.code, target_id: code.id, reason: 'x', expires_at: past.toISOString() },
      admin,
    );
    expect(expired.httpStatus).toBe(400);

    const soon = new Date(Date.now() + 3_600_000).toISOString();
    const { id } = await suspend({
      target_type: SuspensionTarget.code,
      target_id: code.id,
      expires_at: soon,
    });
    const [ended] = await database.store.db
      .select()
      .from(suspensions)
      .where(eq(suspensions.id, lapsed?.id ?? 0));
    expect(ended?.liftedAt?.getTime()).toBe(past.getTime());
    expect(ended?.liftedBy).toBeNull();
    expect(
      (await activeSuspension(database.store.db, { userId: ownerId, codeId: code.id }, new Date()))?.id,
    ).toBe(id);
    expectSuspendedPage(await visit(code.file_name), code.file_name);
    await lift(id);
  });

  it('refuses a second suspension of the same target with 409', async () => {
    const code = await newCode(owner);
    const { id } = await suspend({ target_type: SuspensionTarget.code, target_id: code.id });
    const again = await call(
      'abuse_suspension/add',
      { target_type: SuspensionTarget.code, target_id: code.id, reason: 'Twice' },
      admin,
    );
    expect(again.httpStatus).toBe(409);
    await lift(id);
    expect((await call('abuse_suspension/lift', { id }, admin)).httpStatus).toBe(409);
  });

  it('refuses to suspend administrators and super administrators’ codes', async () => {
    const staff = await call(
      'abuse_suspension/add',
      { target_type: SuspensionTarget.user, target_name: 'suspendstaff', reason: 'x' },
      admin,
    );
    expect(staff.httpStatus).toBe(400);
    expect(staff.body.errors).toEqual([{ path: 'target_id', message: 'Administrators cannot be suspended' }]);
    const rootCode = await newCode(admin);
    const code = await call(
      'abuse_suspension/add',
      { target_type: SuspensionTarget.code, target_id: rootCode.id, reason: 'x' },
      admin,
    );
    expect(code.httpStatus).toBe(400);
    const unknown = await call(
      'abuse_suspension/add',
      { target_type: SuspensionTarget.domain, target_name: 'nowhere.test', reason: 'x' },
      admin,
    );
    expect(unknown.httpStatus).toBe(400);
    const nameless = await call(
      'abuse_suspension/add',
      { target_type: SuspensionTarget.user, reason: 'x' },
      admin,
    );
    expect(nameless.body.errors.map((error: { path: string }) => error.path)).toEqual(['target_id']);
  });

  it('answers 403 to customers on every call', async () => {
    for (const [path, input] of [
      ['abuse_suspension/add', { target_type: SuspensionTarget.user, target_id: ownerId, reason: 'x' }],
      ['abuse_suspension/inquire', {}],
      ['abuse_suspension/lift', { id: 1 }],
    ] as const) {
      expect((await call(path, input, bystander)).httpStatus, path).toBe(403);
      expect((await call(path, input, owner)).httpStatus, path).toBe(403);
    }
  });

  it('writes every add and lift to the operation log', async () => {
    const code = await newCode(owner);
    const { id } = await suspend({ target_type: SuspensionTarget.code, target_id: code.id });
    await lift(id);
    const logged = await database.store.db
      .select({ path: operationLogs.path, content: operationLogs.content })
      .from(operationLogs)
      .where(eq(operationLogs.type, 'abuse_suspension'));
    expect(logged.map((row) => row.path)).toEqual(
      expect.arrayContaining(['abuse_suspension/add', 'abuse_suspension/lift']),
    );
    expect(logged.some((row) => row.content.includes(`"id":${id}`))).toBe(true);
  });

  it('records a suspended visit with its own access status', async () => {
    const code = await newCode(owner, { open_log: 2 });
    const { id } = await suspend({ target_type: SuspensionTarget.code, target_id: code.id });
    await visit(code.file_name);
    await lift(id);
    await server.app.visits.drain();
    const recorded = await database.store.db
      .select({ accessStatus: visits.accessStatus, destinationId: visits.destinationId })
      .from(visits)
      .where(eq(visits.codeId, code.id));
    expect(recorded).toEqual([{ accessStatus: AccessStatus.suspended, destinationId: null }]);
  });

  it('a suspension added through one server is seen by the redirect of another on the same bus', async () => {
    const bus = createMemoryBus();
    const [first, second] = [await startServer(database, { bus }), await startServer(database, { bus })];
    try {
      const firstAdmin = await first.login();
      const firstOwner = await first.login('suspendowner', 'Pass12345');
      const created = await first.call(
        'qr_code_list/add',
        { name: 'Shared', destinations: [{ url: DESTINATION }] },
        { token: firstOwner },
      );
      const code = created.body.data as { id: number; file_name: string };
      const atSecond = () => fetch(`${second.url}/c/${code.file_name}`, { redirect: 'manual' });
      // The second server caches the code as serving.
      expect((await atSecond()).status).toBe(302);
      const added = await first.call(
        'abuse_suspension/add',
        { target_type: SuspensionTarget.user, target_id: ownerId, reason: 'Cluster' },
        { token: firstAdmin },
      );
      expect((await atSecond()).status).toBe(403);
      await first.call('abuse_suspension/lift', { id: added.body.data.id }, { token: firstAdmin });
      expect((await atSecond()).status).toBe(302);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
