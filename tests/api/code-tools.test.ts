import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('groups, rotation records, rotation models and batch query on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: string;
  let bob: string;
  let root: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
    root = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const code = async (fileName: string, destinations: object[] = [{ url: 'https://e.example/' }]) =>
    (
      await server.call(
        'qr_code_list/add',
        { name: fileName, file_name: fileName, destinations },
        { token: alice },
      )
    ).body.data;

  it('creates groups, moves codes into them and keeps them per owner', async () => {
    const group = (await server.call('group/add', { name: 'Spring', sort: 5 }, { token: alice })).body.data;
    expect((await server.call('group/add', { name: 'Spring' }, { token: alice })).httpStatus).toBe(409);
    expect((await server.call('group/add', { name: 'Spring' }, { token: bob })).httpStatus).toBe(200);
    const first = await code('grp-1');
    const second = await code('grp-2');
    await server.call('group/move', { ids: [first.id, second.id], group_id: group.id }, { token: alice });
    const groups = (await server.call('group/inquire', {}, { token: alice })).body.data;
    expect(groups.list).toEqual([expect.objectContaining({ name: 'Spring', code_count: 2 })]);
    const inGroup = await server.call('qr_code_list/inquire', { group_id: group.id }, { token: alice });
    expect(inGroup.body.data.total).toBe(2);

    expect(
      (await server.call('group/move', { ids: [first.id], group_id: group.id }, { token: bob })).httpStatus,
    ).toBe(404);
    expect(
      (await server.call('group/update', { id: group.id, name: 'Hijack' }, { token: bob })).httpStatus,
    ).toBe(404);
    expect((await server.call('group/remove', { ids: [group.id] }, { token: bob })).httpStatus).toBe(404);

    await server.call('group/remove', { ids: [group.id] }, { token: alice });
    const after = await server.call('qr_code_list/details', { id: first.id }, { token: alice });
    expect(after.body.data.group_id).toBeNull();
  });

  it('lists the destination switches of the owner’s codes only', async () => {
    const rotating = await code('rot-1', [
      { url: 'https://a.example/', threshold: 1 },
      { url: 'https://b.example/' },
    ]);
    for (let visit = 0; visit < 3; visit++) await fetch(`${server.url}/c/rot-1`, { redirect: 'manual' });
    await server.app.visits.drain();
    const switches = (await server.call('rotation/inquire', { code_id: rotating.id }, { token: alice })).body
      .data;
    expect(switches.list).toEqual([
      expect.objectContaining({
        file_name: 'rot-1',
        from_destination: 'https://a.example/',
        to_destination: 'https://b.example/',
      }),
    ]);
    expect((await server.call('rotation/inquire', {}, { token: bob })).body.data.total).toBe(0);
  });

  it('lets administrators disable a rotation model, which operators then cannot choose', async () => {
    const before = (await server.call('rotation_type/inquire', {}, { token: alice })).body.data.list;
    expect(before.map((entry: { enabled: boolean }) => entry.enabled)).toEqual([true, true, true]);
    expect(
      (await server.call('rotation_type/update', { value: 2, label: '', enabled: false }, { token: alice }))
        .httpStatus,
    ).toBe(403);
    await server.call(
      'rotation_type/update',
      { value: 2, label: 'Lucky draw', enabled: false },
      { token: root },
    );
    const refused = await server.call(
      'qr_code_list/add',
      { name: 'r', rotation_model: 2, destinations: [{ url: 'https://e.example/' }] },
      { token: alice, locale: 'en-US' },
    );
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.errors[0].message).toBe('An administrator has disabled this rotation model');
    await server.call('rotation_type/update', { value: 1, label: '', enabled: false }, { token: root });
    const last = await server.call(
      'rotation_type/update',
      { value: 3, label: '', enabled: false },
      { token: root },
    );
    expect(last.httpStatus).toBe(400);
    await server.call('rotation_type/update', { value: 1, label: '', enabled: true }, { token: root });
    await server.call('rotation_type/update', { value: 2, label: '', enabled: true }, { token: root });
  });

  it('answers many suffixes at once, in the order asked, for the owner’s codes only', async () => {
    await code('bq-1');
    const answer = await server.call(
      'batche_query/inquire',
      { file_names: ['nope', 'bq-1', 'grp-2'] },
      { token: alice },
    );
    expect(
      answer.body.data.list.map((row: { file_name: string; found: boolean }) => [row.file_name, row.found]),
    ).toEqual([
      ['nope', false],
      ['bq-1', true],
      ['grp-2', true],
    ]);
    const bobs = await server.call('batche_query/inquire', { file_names: ['bq-1'] }, { token: bob });
    expect(bobs.body.data.list[0].found).toBe(false);
    expect((await server.call('batche_query/inquire', { file_names: [] }, { token: alice })).httpStatus).toBe(
      400,
    );
  });
});
