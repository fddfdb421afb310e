import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_MAX_BYTES } from '../../contract/areas/layout';
import type { MenuNode } from '../../contract/areas/menu';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const pagesOf = (nodes: MenuNode[]) =>
  flatten(nodes)
    .filter((node) => node.type === 1 && node.path !== '')
    .map((node) => node.path);
const buttonsOf = (nodes: MenuNode[]) =>
  flatten(nodes)
    .filter((node) => node.type === 2)
    .map((node) => node.path);

describe.each(databases)('menu tree and layouts on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    for (const roleKey of ['default', 'agent', 'administrator']) {
      await createUser(database.store, { account: `${roleKey}_user`, password: 'Pass12345', roleKey });
      tokens[roleKey] = await server.login(`${roleKey}_user`, 'Pass12345');
    }
    tokens.super = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const menu = async (role: string) =>
    (await server.call('admin/get_token_menu', {}, { token: tokens[role] })).body.data
      .tree_menu_arr as MenuNode[];

  it('gives a customer the customer pages and none of the platform pages or buttons', async () => {
    const tree = await menu('default');
    expect(pagesOf(tree)).toEqual(
      expect.arrayContaining(['qr_code_list', 'update_password', 'today_statistics']),
    );
    expect(pagesOf(tree)).not.toContain('language_list');
    expect(pagesOf(tree)).not.toContain('withdrawal_list');
    expect(buttonsOf(tree)).not.toContain('language_list/add');
  });

  it('gives an agent the agent pages as well', async () => {
    expect(pagesOf(await menu('agent'))).toEqual(expect.arrayContaining(['qr_code_list', 'withdrawal_list']));
  });

  it('gives an administrator the platform pages with their call buttons', async () => {
    const tree = await menu('administrator');
    expect(pagesOf(tree)).toEqual(expect.arrayContaining(['language_list', 'message_list', 'role']));
    const languagePage = flatten(tree).find((node) => node.path === 'language_list');
    expect(languagePage?.children.map((child) => child.path).sort()).toEqual([
      'language_list/add',
      'language_list/inquire',
      'language_list/remove',
      'language_list/update',
    ]);
    expect(languagePage?.children_number).toBe(4);
  });

  it('gives the super administrator every node, sorted larger first, with language variables', async () => {
    const tree = await menu('super');
    expect(pagesOf(tree)).toEqual(
      expect.arrayContaining(['language_list', 'qr_code_list', 'withdrawal_list']),
    );
    expect(tree.map((node) => node.sort)).toEqual([...tree.map((node) => node.sort)].sort((a, b) => b - a));
    expect(flatten(tree).find((node) => node.path === 'qr_code_list')).toMatchObject({
      language_variables: 'menu.qr_code_list',
      show_headshot: 2,
    });
  });

  it('refuses the menu without a session', async () => {
    expect((await server.call('admin/get_token_menu', {})).httpStatus).toBe(401);
  });

  it('saves named layouts per user and switches the active one', async () => {
    const token = tokens.default;
    const data = { global: {}, layout: { type: 'row', children: [] } };
    await server.call('layout/save', { name: 'default', version: 1, data }, { token });
    await server.call('layout/save', { name: 'triage', version: 1, data: { ...data, extra: 1 } }, { token });
    let answer = await server.call('layout/inquire', {}, { token });
    expect(answer.body.data.active).toBe('triage');
    expect(answer.body.data.list.map((layout: { name: string }) => layout.name)).toEqual([
      'default',
      'triage',
    ]);

    await server.call('layout/save', { name: 'default', version: 2, data, active: true }, { token });
    answer = await server.call('layout/inquire', {}, { token });
    expect(answer.body.data.active).toBe('default');
    expect(answer.body.data.list[0]).toMatchObject({ name: 'default', version: 2, data });

    await server.call('layout/remove', { name: 'triage' }, { token });
    answer = await server.call('layout/inquire', {}, { token });
    expect(answer.body.data.list).toHaveLength(1);
  });

  it('keeps each user’s layouts to themselves', async () => {
    await server.call('layout/save', { name: 'mine', version: 1, data: { a: 1 } }, { token: tokens.agent });
    const other = await server.call('layout/inquire', {}, { token: tokens.administrator });
    expect(other.body.data.list).toEqual([]);
    await server.call('layout/remove', { name: 'mine' }, { token: tokens.administrator });
    const still = await server.call('layout/inquire', {}, { token: tokens.agent });
    expect(still.body.data.list).toHaveLength(1);
  });

  it('refuses a layout that is too large or unnamed', async () => {
    const huge = { blob: 'x'.repeat(LAYOUT_MAX_BYTES) };
    const tooLarge = await server.call(
      'layout/save',
      { name: 'big', version: 1, data: huge },
      { token: tokens.agent, locale: 'en-US' },
    );
    expect(tooLarge.httpStatus).toBe(400);
    expect(tooLarge.body.errors[0].message).toMatch(/too large/);
    const unnamed = await server.call(
      'layout/save',
      { name: ' ', version: 1, data: {} },
      { token: tokens.agent },
    );
    expect(unnamed.httpStatus).toBe(400);
  });

  it('serves the pay config and the external-service list to signed-in users only', async () => {
    const pay = await server.call('pay_config/inquire', {}, { token: tokens.default });
    expect(pay.body.data).toMatchObject({
      qr_code_switch: true,
      pay_types: [1],
      min_withdrawal: '10',
      withdrawal_fee: '1',
    });
    const keys = await server.call(
      'url_key_platform/inquire',
      { data_only: true },
      { token: tokens.default },
    );
    expect(keys.body.data).toEqual({ list: [] });
    expect((await server.call('pay_config/inquire', {})).httpStatus).toBe(401);
  });

  it('lists external services to everyone by name only; addresses and mappings only to administrators', async () => {
    const mapping = {
      method: 'GET',
      body: '',
      verdict_path: 'status',
      flagged_values: ['bad'],
      ok_values: ['ok'],
      reason_path: '',
    };
    for (const [platform, enabled] of [
      ['reputation_checker', true],
      ['old_checker', false],
    ] as const) {
      const saved = await server.call(
        'url_key_platform/save',
        {
          platform,
          title: `Checker ${platform}`,
          url: 'https://checker.example/v1?apikey=KEY-IN-THE-QUERY&u={url}',
          secret: 'sealed-secret',
          enabled,
          mapping,
        },
        { token: tokens.super },
      );
      expect(saved.httpStatus).toBe(200);
    }
    const listOf = async (role: string, data_only: boolean) => {
      const answer = await server.call('url_key_platform/inquire', { data_only }, { token: tokens[role] });
      expect(answer.httpStatus).toBe(200);
      return answer.body.data.list as Record<string, unknown>[];
    };
    for (const role of ['default', 'agent'])
      for (const dataOnly of [true, false]) {
        const list = await listOf(role, dataOnly);
        expect(list.map((key) => key.platform)).toEqual(['reputation_checker']);
        expect(Object.keys(list[0] ?? {}).sort()).toEqual(['enabled', 'id', 'platform', 'title']);
        expect(JSON.stringify(list)).not.toMatch(/checker\.example|KEY-IN-THE-QUERY|verdict|sealed/);
      }
    // Administrators see the disabled ones too, still without addresses; those are in `detail`.
    for (const role of ['administrator', 'super']) {
      const list = await listOf(role, false);
      expect(list.map((key) => key.platform)).toEqual(['old_checker', 'reputation_checker']);
      expect(JSON.stringify(list)).not.toContain('KEY-IN-THE-QUERY');
      expect((await listOf(role, true)).map((key) => key.platform)).toEqual(['reputation_checker']);
    }
    const detail = await server.call('url_key_platform/detail', {}, { token: tokens.administrator });
    expect(detail.body.data.list[0]).toMatchObject({
      url: 'https://checker.example/v1?apikey=KEY-IN-THE-QUERY&u={url}',
      mapping,
    });
    expect((await server.call('url_key_platform/detail', {}, { token: tokens.default })).httpStatus).toBe(
      403,
    );
  });
});
