import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectAs } from '../support/host-request';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** A GET to the test server as if sent to another host name. */
const getAs = (server: TestServer, host: string, path: string) => redirectAs(server.url, host, path);

describe.each(databases)('entry and short domains on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('serves a code at /<suffix> on its owner’s entry domain', async () => {
    const entry = await server.call(
      'hold_domain/add',
      { host: 'Go.Example.com', type: 1, owner_account: 'alice' },
      { token: root },
    );
    expect(entry.httpStatus).toBe(200);
    const code = (
      await server.call(
        'qr_code_list/add',
        {
          name: 'Entry',
          file_name: 'spring',
          domain_id: entry.body.data.id,
          destinations: [{ url: 'https://land.example/' }],
        },
        { token: alice },
      )
    ).body.data;
    expect(code.url).toBe('https://go.example.com/spring');
    expect(await getAs(server, 'go.example.com', '/spring')).toEqual({
      status: 302,
      location: 'https://land.example/',
    });
    expect((await getAs(server, 'go.example.com', '/nothing')).status).toBe(404);
    // The console is not served on an entry domain, and the code is not on the console host.
    expect((await getAs(server, 'go.example.com', '/api/website/inquire')).status).toBe(404);
    expect((await fetch(`${server.url}/c/spring`, { redirect: 'manual' })).status).toBe(404);
  });

  it('answers both short-link forms on a short domain', async () => {
    const short = (
      await server.call(
        'hold_domain/add',
        { host: 's.example.com', type: 3, owner_account: 'alice' },
        { token: root },
      )
    ).body.data;
    await server.call(
      'qr_code_list/add',
      {
        name: 'Short',
        file_name: 'x1',
        domain_id: short.id,
        destinations: [{ url: 'https://short.example/' }],
      },
      { token: alice },
    );
    expect(await getAs(server, 's.example.com', '/?k=x1')).toEqual({
      status: 302,
      location: 'https://short.example/',
    });
    expect(await getAs(server, 's.example.com', '/x1')).toEqual({
      status: 302,
      location: 'https://short.example/',
    });
  });

  it('sends the bare short domain to the owner’s entry page (form 3), set only by its owner', async () => {
    const mine = (await server.call('domain_list/inquire', { type: 3 }, { token: alice })).body.data.list;
    const short = mine.find((row: { host: string }) => row.host === 's.example.com');
    expect(short.entry_page_url).toBe('');
    expect((await getAs(server, 's.example.com', '/')).status).toBe(404);

    const set = (token: string, id: number, entry_page_url: string) =>
      server.call('domain_list/update_entry_page', { id, entry_page_url }, { token, locale: 'en-US' });
    expect((await set(alice, short.id, 'https://shop.example/home')).httpStatus).toBe(200);
    expect(await getAs(server, 's.example.com', '/')).toEqual({
      status: 302,
      location: 'https://shop.example/home',
    });
    // Codes keep both other forms.
    expect((await getAs(server, 's.example.com', '/?k=x1')).location).toBe('https://short.example/');
    expect((await getAs(server, 's.example.com', '/x1')).location).toBe('https://short.example/');

    const unsafe = await set(alice, short.id, 'javascript:alert(1)');
    expect(unsafe.httpStatus).toBe(400);
    expect(unsafe.body.errors[0].path).toBe('entry_page_url');
    expect((await set(bob, short.id, 'https://bob.example/')).httpStatus).toBe(404);
    const entry = (await server.call('domain_list/inquire', { type: 1 }, { token: alice })).body.data.list[0];
    expect((await set(alice, entry.id, 'https://shop.example/')).httpStatus).toBe(404);
    expect((await getAs(server, 's.example.com', '/')).location).toBe('https://shop.example/home');

    expect((await set(alice, short.id, '')).httpStatus).toBe(200);
    expect((await getAs(server, 's.example.com', '/')).status).toBe(404);
  });

  it('hides the short-link page from everyone but super administrators when the site says so', async () => {
    const pagesOf = async (token: string) => {
      const tree = (await server.call('admin/get_token_menu', {}, { token })).body.data.tree_menu_arr;
      const paths: string[] = [];
      const walk = (nodes: { path: string; children: unknown[] }[]) => {
        for (const node of nodes) {
          paths.push(node.path);
          walk(node.children as typeof nodes);
        }
      };
      walk(tree);
      return paths;
    };
    expect(await pagesOf(alice)).toContain('short_code');
    const configuration = (await server.call('configuration/inquire', {}, { token: root })).body.data;
    expect(configuration.short_code_exhibit).toBe(1);
    const hide = await server.call(
      'configuration/update',
      { ...configuration, short_code_exhibit: 2 },
      { token: root },
    );
    expect(hide.httpStatus).toBe(200);
    expect(await pagesOf(alice)).not.toContain('short_code');
    expect(await pagesOf(alice)).toContain('short_qr_code_list');
    expect(await pagesOf(root)).toContain('short_code');
    expect(
      (
        await server.call(
          'configuration/update',
          { ...configuration, short_code_exhibit: 3 },
          { token: root },
        )
      ).httpStatus,
    ).toBe(400);
    await server.call('configuration/update', { ...configuration, short_code_exhibit: 1 }, { token: root });
    expect(await pagesOf(alice)).toContain('short_code');
  });

  it('keeps a domain to its owner and moves codes between domains', async () => {
    const domainsOfAlice = (await server.call('domain_list/inquire', {}, { token: alice })).body.data;
    expect(domainsOfAlice.list.map((row: { host: string }) => row.host).sort()).toEqual([
      'go.example.com',
      's.example.com',
    ]);
    expect((await server.call('domain_list/inquire', {}, { token: bob })).body.data.total).toBe(0);
    const entryId = domainsOfAlice.list.find((row: { host: string }) => row.host === 'go.example.com').id;
    const bobs = await server.call(
      'qr_code_list/add',
      { name: 'Nope', domain_id: entryId, destinations: [{ url: 'https://e.example/' }] },
      { token: bob },
    );
    expect(bobs.httpStatus).toBe(400);

    const moved = (
      await server.call(
        'qr_code_list/add',
        { name: 'Move', file_name: 'mover', destinations: [{ url: 'https://m.example/' }] },
        { token: alice },
      )
    ).body.data;
    await server.call(
      'qr_code_list/change_domain_name',
      { ids: [moved.id], domain_id: entryId },
      { token: alice },
    );
    expect((await getAs(server, 'go.example.com', '/mover')).status).toBe(302);
    expect((await fetch(`${server.url}/c/mover`, { redirect: 'manual' })).status).toBe(404);

    // Nobody moves another owner's codes, nor their own codes onto another owner's domain.
    const bobsCode = (
      await server.call(
        'qr_code_list/add',
        { name: 'Bob', file_name: 'bobs-own', destinations: [{ url: 'https://b.example/' }] },
        { token: bob },
      )
    ).body.data;
    const moveAs = (token: string, ids: number[], domainId: number | null) =>
      server.call('qr_code_list/change_domain_name', { ids, domain_id: domainId }, { token });
    expect((await moveAs(bob, [moved.id], null)).httpStatus).toBe(404);
    expect((await moveAs(bob, [bobsCode.id], entryId)).httpStatus).toBe(400);
    expect((await getAs(server, 'go.example.com', '/mover')).status).toBe(302);
    expect((await fetch(`${server.url}/c/bobs-own`, { redirect: 'manual' })).status).toBe(302);
  });

  it('refuses taken hosts, the console host, non-customers and removing a domain in use', async () => {
    expect(
      (
        await server.call(
          'hold_domain/add',
          { host: 'go.example.com', type: 1, owner_account: 'bobby' },
          { token: root },
        )
      ).httpStatus,
    ).toBe(409);
    expect(
      (
        await server.call(
          'hold_domain/add',
          { host: '127.0.0.1', type: 1, owner_account: 'bobby' },
          { token: root },
        )
      ).httpStatus,
    ).toBe(400);
    expect(
      (
        await server.call(
          'hold_domain/add',
          { host: 'z.example.com', type: 1, owner_account: 'rootadmin' },
          { token: root },
        )
      ).httpStatus,
    ).toBe(400);
    const listed = (await server.call('hold_domain/inquire', { keyword: 'go.' }, { token: root })).body.data;
    expect(listed.list[0]).toMatchObject({ host: 'go.example.com', owner_account: 'alice', code_count: 2 });
    expect(
      (await server.call('hold_domain/remove', { ids: [listed.list[0].id] }, { token: root })).httpStatus,
    ).toBe(409);
    expect(
      (
        await server.call(
          'hold_domain/add',
          { host: 'q.example.com', type: 1, owner_account: 'bobby' },
          { token: alice },
        )
      ).httpStatus,
    ).toBe(403);
  });

  it('refuses moving codes where their suffix would be taken twice, naming the domain field', async () => {
    const own = (await server.call('domain_list/inquire', {}, { token: alice })).body.data.list;
    const idOf = (host: string) => own.find((row: { host: string }) => row.host === host).id as number;
    const add = async (fileName: string, domainId: number | null) =>
      (
        await server.call(
          'qr_code_list/add',
          {
            name: fileName,
            file_name: fileName,
            domain_id: domainId,
            destinations: [{ url: 'https://t.example/' }],
          },
          { token: alice },
        )
      ).body.data.id as number;
    const move = (ids: number[], domainId: number | null) =>
      server.call(
        'qr_code_list/change_domain_name',
        { ids, domain_id: domainId },
        { token: alice, locale: 'en-US' },
      );
    const taken = {
      status: false,
      code: 'conflict',
      message: 'This suffix is already used on this domain',
      errors: [{ path: 'domain_id', message: 'This suffix is already used on this domain' }],
    };

    // 'spring' lives on go.example.com since the first test.
    const springHere = await add('spring', null);
    const onto = await move([springHere], idOf('go.example.com'));
    expect(onto.httpStatus).toBe(409);
    expect(onto.body).toEqual(taken);

    // Two of the moving codes share a suffix: they cannot both land on one domain.
    const twinHere = await add('twin', null);
    const twinThere = await add('twin', idOf('go.example.com'));
    const together = await move([twinHere, twinThere], idOf('s.example.com'));
    expect(together.httpStatus).toBe(409);
    expect(together.body).toEqual(taken);
    expect((await fetch(`${server.url}/c/twin`, { redirect: 'manual' })).status).toBe(302);
    expect((await getAs(server, 'go.example.com', '/twin')).status).toBe(302);

    // Moving a code onto the domain it is already on clashes with nothing.
    expect((await move([twinThere], idOf('go.example.com'))).httpStatus).toBe(200);

    // Editing a code onto such a domain is refused the same way, not failed by the unique index.
    const edited = await server.call(
      'qr_code_list/update',
      {
        id: springHere,
        name: 'spring',
        domain_id: idOf('go.example.com'),
        destinations: [{ url: 'https://t.example/' }],
      },
      { token: alice, locale: 'en-US' },
    );
    expect(edited.httpStatus).toBe(409);
    expect(edited.body).toEqual(taken);
  });
});
