import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createUser } from './fixtures';
import { ADMIN, databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('sessions on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('signs in the seeded super administrator', async () => {
    const answer = await server.call('admin/login', { account: ADMIN.account, password: ADMIN.password });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.token).toMatch(/^[\w-]{40,}$/);
    expect(answer.body.data.user_info).toMatchObject({
      account: ADMIN.account,
      role_key: 'super_admin',
      balance: '0',
    });
    expect(answer.body.data.user_info).not.toHaveProperty('password_hash');
  });

  it('gives the same refusal for a wrong password and an unknown account', async () => {
    const wrong = await server.call(
      'admin/login',
      { account: ADMIN.account, password: 'nope123' },
      { locale: 'en-US' },
    );
    const unknown = await server.call(
      'admin/login',
      { account: 'nobody99', password: 'nope123' },
      { locale: 'en-US' },
    );
    expect(wrong.httpStatus).toBe(400);
    expect(wrong.body.message).toBe('Wrong account or password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers the user info for a token and ends the session on logout', async () => {
    const token = await server.login();
    const info = await server.call('admin/get_user_info', {}, { token });
    expect(info.body.data).toMatchObject({ token, user_info: { account: ADMIN.account } });
    expect((await server.call('admin/logout', {}, { token })).httpStatus).toBe(200);
    expect((await server.call('admin/get_user_info', {}, { token })).httpStatus).toBe(401);
  });

  it('stops a disabled user’s token at once', async () => {
    const id = await createUser(database.store, {
      account: 'soon_off',
      password: 'Pass12345',
      roleKey: 'default',
    });
    const token = await server.login('soon_off', 'Pass12345');
    expect((await server.call('admin/get_user_info', {}, { token })).httpStatus).toBe(200);
    await database.store.db.update(users).set({ disabled: 2 }).where(eq(users.id, id));
    expect((await server.call('admin/get_user_info', {}, { token })).httpStatus).toBe(401);
    const again = await server.call('admin/login', { account: 'soon_off', password: 'Pass12345' });
    expect(again.httpStatus).toBe(403);
  });

  it('serves the public site information and the language list', async () => {
    const website = await server.call('website/inquire');
    expect(website.body.data).toMatchObject({
      title: '活码管理系统',
      icon: '/logo.png',
      admin_register: true,
    });
    const languages = await server.call('language/inquire', { show_status: 1 });
    expect(languages.body.data.list.map((language: { code: string }) => language.code)).toEqual([
      'zh-CN',
      'en-US',
      'sw-KE',
    ]);
    expect(languages.body.data.list[0].default_language).toBe(2);
  });
});
