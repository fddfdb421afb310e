import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('site messages, languages and passwords on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    admin = await server.login();
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  describe('site messages', () => {
    it('sends to one user, who alone sees it as unread and can mark it read', async () => {
      const sent = await server.call(
        'message_list/add',
        { target: 'one', accounts: ['alice'], title: 'Hi', content: 'Welcome' },
        { token: admin },
      );
      expect(sent.body.data).toEqual({ sent: 1 });
      const unread = await server.call(
        'message/inquire',
        { notify_status: 1, page: 1, page_size: 1 },
        { token: alice },
      );
      expect(unread.body.data.total).toBe(1);
      const [message] = unread.body.data.list;
      expect(message).toMatchObject({ title: 'Hi', content: 'Welcome', notify_status: 1 });
      expect(
        (await server.call('message/inquire', { notify_status: 1 }, { token: bob })).body.data.total,
      ).toBe(0);

      // Bob cannot mark Alice's message: it is not his, so it does not exist for him.
      expect(
        (await server.call('message/update_notify_status', { id: message.id }, { token: bob })).httpStatus,
      ).toBe(404);
      expect(
        (await server.call('message/update_notify_status', { id: message.id }, { token: alice })).httpStatus,
      ).toBe(200);
      expect(
        (await server.call('message/inquire', { notify_status: 1 }, { token: alice })).body.data.total,
      ).toBe(0);
    });

    it('sends to several accounts or to everyone', async () => {
      const many = await server.call(
        'message_list/add',
        { target: 'many', accounts: ['alice', 'bobby'], title: 'T', content: 'C' },
        { token: admin },
      );
      expect(many.body.data.sent).toBe(2);
      const all = await server.call(
        'message_list/add',
        { target: 'all', title: 'All', content: 'Everyone' },
        { token: admin },
      );
      expect(all.body.data.sent).toBe(3);
      const listed = await server.call(
        'message_list/inquire',
        { account: 'bob', page: 1, page_size: 10 },
        { token: admin },
      );
      expect(listed.body.data.total).toBe(2);
      expect(listed.body.data.list.every((row: { account: string }) => row.account === 'bobby')).toBe(true);
    });

    it('names the accounts that do not exist and sends nothing', async () => {
      const answer = await server.call(
        'message_list/add',
        { target: 'many', accounts: ['alice', 'ghost1'], title: 'T', content: 'C' },
        { token: admin, locale: 'en-US' },
      );
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toBe('These accounts do not exist: ghost1');
    });

    it('checks the target and the fields', async () => {
      const noAccounts = await server.call(
        'message_list/add',
        { target: 'one', title: 'T', content: 'C' },
        { token: admin, locale: 'en-US' },
      );
      expect(noAccounts.body.errors).toEqual([
        { path: 'accounts', message: 'Enter at least one recipient account' },
      ]);
      const twoForOne = await server.call(
        'message_list/add',
        { target: 'one', accounts: ['a', 'b'], title: 'T', content: 'C' },
        { token: admin },
      );
      expect(twoForOne.httpStatus).toBe(400);
    });

    it('refuses the admin calls to a customer', async () => {
      expect(
        (await server.call('message_list/add', { target: 'all', title: 'T', content: 'C' }, { token: alice }))
          .httpStatus,
      ).toBe(403);
      expect((await server.call('message_list/inquire', {}, { token: alice })).httpStatus).toBe(403);
      expect((await server.call('message_list/remove', { ids: [1] }, { token: alice })).httpStatus).toBe(403);
    });
  });

  describe('languages', () => {
    it('adds, finds, updates and removes a language', async () => {
      const added = await server.call(
        'language_list/add',
        { code: 'fr-FR', title: 'Français', phone_area_code: '+33' },
        { token: admin },
      );
      expect(added.httpStatus).toBe(200);
      const found = await server.call('language_list/inquire', { keyword: 'fran' }, { token: admin });
      expect(found.body.data).toMatchObject({
        total: 1,
        list: [{ code: 'fr-FR', default_language: 1, show_status: 1 }],
      });
      const id = added.body.data.id;
      await server.call(
        'language_list/update',
        { id, code: 'fr-FR', title: 'French', show_status: 2 },
        { token: admin },
      );
      const shown = await server.call('language/inquire', { show_status: 1 });
      expect(shown.body.data.list.map((row: { code: string }) => row.code)).not.toContain('fr-FR');
      expect((await server.call('language_list/remove', { ids: [id] }, { token: admin })).httpStatus).toBe(
        200,
      );
      expect(
        (await server.call('language_list/inquire', { keyword: 'fr-' }, { token: admin })).body.data.total,
      ).toBe(0);
    });

    it('keeps exactly one default language', async () => {
      const added = await server.call(
        'language_list/add',
        { code: 'de-DE', title: 'Deutsch', default_language: 2 },
        { token: admin },
      );
      const list = (await server.call('language_list/inquire', { page_size: 50 }, { token: admin })).body.data
        .list;
      expect(
        list
          .filter((row: { default_language: number }) => row.default_language === 2)
          .map((row: { code: string }) => row.code),
      ).toEqual(['de-DE']);
      const locked = await server.call(
        'language_list/remove',
        { ids: [added.body.data.id] },
        { token: admin, locale: 'en-US' },
      );
      expect(locked.httpStatus).toBe(400);
      expect(locked.body.message).toBe('The default language cannot be deleted');
      const zh = list.find((row: { code: string }) => row.code === 'zh-CN');
      await server.call(
        'language_list/update',
        { ...zh, default_language: 2, updated_at: undefined },
        { token: admin },
      );
      await server.call('language_list/remove', { ids: [added.body.data.id] }, { token: admin });
    });

    it('refuses a duplicate code with 409 and a malformed one with 400', async () => {
      const duplicate = await server.call(
        'language_list/add',
        { code: 'en-US', title: 'Again' },
        { token: admin, locale: 'en-US' },
      );
      expect(duplicate.httpStatus).toBe(409);
      expect(duplicate.body.message).toBe('This language code already exists');
      const malformed = await server.call(
        'language_list/add',
        { code: 'english', title: 'E' },
        { token: admin },
      );
      expect(malformed.httpStatus).toBe(400);
    });

    it('refuses language management to a customer', async () => {
      expect((await server.call('language_list/inquire', {}, { token: alice })).httpStatus).toBe(403);
      expect(
        (await server.call('language_list/add', { code: 'it-IT', title: 'I' }, { token: alice })).httpStatus,
      ).toBe(403);
    });
  });

  describe('changing the password', () => {
    it('checks the old password, the repeat and the password rules', async () => {
      const token = await server.login('bobby', 'Pass12345');
      const change = (input: object) =>
        server.call('admin/update_password', input, { token, locale: 'en-US' });
      expect(
        (await change({ old_password: '', password: 'New12345', repeat_password: 'New12345' })).body.errors[0]
          .message,
      ).toBe('Please enter old password');
      // The repeat is the schema's check, so its message lands on the repeat field.
      const differing = await change({
        old_password: 'Pass12345',
        password: 'New12345',
        repeat_password: 'New54321',
      });
      expect(differing.httpStatus).toBe(400);
      expect(differing.body.errors).toEqual([
        {
          path: 'repeat_password',
          message: 'The passwords entered twice are inconsistent, please try again.',
        },
      ]);
      expect(
        (await change({ old_password: 'Pass12345', password: 'ab-12345', repeat_password: 'ab-12345' })).body
          .message,
      ).toBe('password can only be a combination of letters and digits');
      expect(
        (await change({ old_password: 'Wrong1234', password: 'New12345', repeat_password: 'New12345' })).body
          .message,
      ).toBe('The old password is wrong');
    });

    it('changes it and ends the user’s other sessions', async () => {
      const current = await server.login('bobby', 'Pass12345');
      const other = await server.login('bobby', 'Pass12345');
      const answer = await server.call(
        'admin/update_password',
        { old_password: 'Pass12345', password: 'New12345', repeat_password: 'New12345' },
        { token: current },
      );
      expect(answer.httpStatus).toBe(200);
      expect((await server.call('admin/get_user_info', {}, { token: current })).httpStatus).toBe(200);
      expect((await server.call('admin/get_user_info', {}, { token: other })).httpStatus).toBe(401);
      expect((await server.call('admin/login', { account: 'bobby', password: 'Pass12345' })).httpStatus).toBe(
        400,
      );
      expect((await server.call('admin/login', { account: 'bobby', password: 'New12345' })).httpStatus).toBe(
        200,
      );
    });
  });
});
