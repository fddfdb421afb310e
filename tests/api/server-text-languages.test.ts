import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Row = { title: string; content: string };

describe.each(databases)('text the server makes, in the reader’s language, on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let owner: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    await createUser(database.store, { account: 'reader', password: 'Pass12345', roleKey: 'default' });
    root = await server.login();
    owner = await server.login('reader', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const ok = async (path: string, input: object, token: string | undefined, locale?: string) => {
    const answer = await server.call(path, input, { token, locale });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const inbox = async (locale: string): Promise<Row[]> =>
    (await ok('message/inquire', { page_size: 50 }, owner, locale)).list;
  const titles = async (locale: string) => (await inbox(locale)).map((row) => row.title);

  describe('automatic messages', () => {
    // The later cases read the two notices this one makes.
    it('tells the owner when a code nearly runs out and when it has run out', async () => {
      await ok(
        'qr_code_list/add',
        {
          name: 'Notify',
          file_name: 'notify-1',
          destinations: [{ url: 'https://n.example/', threshold: 5 }],
        },
        owner,
      );
      for (let visit = 0; visit < 4; visit++) await fetch(`${server.url}/c/notify-1`, { redirect: 'manual' });
      await expect.poll(() => titles('zh-CN')).toHaveLength(1);
      for (let visit = 0; visit < 6; visit++) await fetch(`${server.url}/c/notify-1`, { redirect: 'manual' });
      await expect.poll(() => titles('zh-CN')).toHaveLength(2);
    });

    it('reads a nearly-full and an exhausted code in English for an English reader', async () => {
      const [exhausted, nearlyFull] = await inbox('en-US');
      expect(exhausted).toMatchObject({
        title: 'All thresholds of “Notify” are used up',
        content: expect.stringContaining(
          'Every destination of “Notify” has reached its threshold: visitors now see',
        ),
      });
      expect(nearlyFull).toMatchObject({
        title: 'The current destination of “Notify” is nearly used up',
        content:
          'The current destination of “Notify” has a threshold of 5: 1 more visit and the code switches to the next one. Make sure one is ready.',
      });
    });

    it('reads the same rows in Chinese for a Chinese reader', async () => {
      expect(await titles('zh-CN')).toEqual([
        '活码「Notify」的落地页阈值已用完',
        '活码「Notify」的当前落地页即将用完',
      ]);
    });

    it('names the latest messages on the home page in the reader’s language', async () => {
      const home = await ok('home/inquire', {}, owner, 'en-US');
      expect(home.notices.map((row: Row) => row.title)).toEqual([
        'All thresholds of “Notify” are used up',
        'The current destination of “Notify” is nearly used up',
      ]);
    });

    it('shows administrators the list of sent messages in their own language', async () => {
      const list = (await ok('message_list/inquire', { account: 'reader' }, root, 'en-US')).list;
      expect(list.map((row: Row) => row.title)).toContain('All thresholds of “Notify” are used up');
    });
  });

  it('keeps a message an administrator wrote exactly as written, in every language', async () => {
    const written = { title: '系统维护通知', content: '今晚十点维护。' };
    await ok('message_list/add', { target: 'one', accounts: ['reader'], ...written }, root);
    for (const locale of ['en-US', 'sw-KE', 'zh-CN']) {
      expect((await inbox(locale))[0]).toMatchObject(written);
    }
  });

  describe('seeded role names', () => {
    const roleNames = async (locale: string) =>
      Object.fromEntries(
        (await ok('role/inquire', { page_size: 50 }, root, locale)).list.map(
          (role: { key: string | null; name: string }) => [role.key, role.name],
        ),
      );

    it('names the built-in roles in English and Swahili', async () => {
      expect(await roleNames('en-US')).toMatchObject({
        super_admin: 'Super administrator',
        administrator: 'Administrator',
        agent: 'Agent',
        default: 'Default role',
      });
      expect(await roleNames('sw-KE')).toMatchObject({ super_admin: 'Msimamizi mkuu', agent: 'Wakala' });
      expect(await roleNames('zh-CN')).toMatchObject({ super_admin: '超级管理员', default: '默认角色' });
    });

    it('names the role of each account in the reader’s language', async () => {
      const administrators = (await ok('administrators/inquire', {}, root, 'en-US')).list;
      expect(administrators[0].role_name).toBe('Super administrator');
      const customers = (await ok('user_list/inquire', { keyword: 'reader' }, root, 'sw-KE')).list;
      expect(customers[0].role_name).toBe('Jukumu chaguo-msingi');
    });

    it('finds a built-in role by the name the reader reads', async () => {
      const found = (await ok('role/inquire', { keyword: 'agent' }, root, 'en-US')).list;
      expect(found.map((role: { key: string }) => role.key)).toEqual(['agent']);
    });

    it('keeps a renamed role’s name, and a rename to a default name in any language keeps the default', async () => {
      const agent = (await ok('role/inquire', { keyword: 'agent' }, root, 'en-US')).list[0];
      const details = await ok('role/details', { id: agent.id }, root, 'en-US');
      const update = (name: string) =>
        ok('role/update', { id: agent.id, name, remark: details.remark, node_ids: details.node_ids }, root);
      await update('Partners');
      expect((await roleNames('en-US')).agent).toBe('Partners');
      expect((await roleNames('zh-CN')).agent).toBe('Partners');
      await update('Agent');
      expect((await roleNames('zh-CN')).agent).toBe('代理');
      expect((await roleNames('sw-KE')).agent).toBe('Wakala');
    });
  });

  describe('the site title', () => {
    it('answers the default title in the reader’s language', async () => {
      expect((await ok('website/inquire', {}, undefined, 'en-US')).title).toBe('Live Code Console');
      expect((await ok('website/inquire', {}, undefined, 'sw-KE')).title).toBe('Mfumo wa Misimbo Hai');
      expect((await ok('website/inquire', {}, undefined, 'zh-CN')).title).toBe('活码管理系统');
      expect((await ok('configuration/inquire', {}, root, 'en-US')).admin_title).toBe('Live Code Console');
    });

    it('keeps a title an administrator set, and saving the shown default keeps the default', async () => {
      const configuration = await ok('configuration/inquire', {}, root, 'en-US');
      await ok('configuration/update', { ...configuration, title: 'Acme Links' }, root, 'en-US');
      expect((await ok('website/inquire', {}, undefined, 'sw-KE')).title).toBe('Acme Links');
      expect((await ok('website/inquire', {}, undefined, 'zh-CN')).admin_title).toBe('活码管理系统');
      await ok('configuration/update', configuration, root, 'en-US');
      expect((await ok('website/inquire', {}, undefined, 'zh-CN')).title).toBe('活码管理系统');
    });
  });
});
