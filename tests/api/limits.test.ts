import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AsyncOperationStatus } from '../../contract/enums';
import { asyncOperations } from '../../server/db/schema';
import { createUser } from './fixtures';
import { ADMIN, databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('per-account limits on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let carolId: number;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    carolId = await createUser(database.store, {
      account: 'carol',
      password: 'Pass12345',
      roleKey: 'default',
    });
    admin = await server.login(ADMIN.account, ADMIN.password);
    const configuration = (await server.call('configuration/inquire', {}, { token: admin })).body.data;
    const limited = {
      ...configuration,
      max_sessions_per_user: 2,
      max_layouts_per_user: 2,
      max_exports_in_progress: 1,
    };
    expect((await server.call('configuration/update', limited, { token: admin })).httpStatus).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const userInfo = (token: string) => server.call('admin/get_user_info', {}, { token });

  it('keeps an account’s newest sessions and ends the oldest beyond the limit', async () => {
    const first = await server.login('carol', 'Pass12345');
    const second = await server.login('carol', 'Pass12345');
    expect((await userInfo(first)).httpStatus).toBe(200);
    const third = await server.login('carol', 'Pass12345');
    expect((await userInfo(first)).httpStatus).toBe(401);
    expect((await userInfo(second)).httpStatus).toBe(200);
    expect((await userInfo(third)).httpStatus).toBe(200);
  });

  it('refuses a layout under a new name beyond the limit, and still saves the ones kept', async () => {
    const token = await server.login('carol', 'Pass12345');
    const save = (name: string) =>
      server.call('layout/save', { name, version: 1, data: { layout: {} } }, { token, locale: 'en-US' });
    expect((await save('one')).httpStatus).toBe(200);
    expect((await save('two')).httpStatus).toBe(200);
    const third = await save('three');
    expect(third.httpStatus).toBe(409);
    expect(third.body.message).toBe(
      'You can keep at most 2 saved layouts; delete one you no longer use first',
    );
    expect((await save('one')).httpStatus).toBe(200);
    await server.call('layout/remove', { name: 'two' }, { token });
    expect((await save('three')).httpStatus).toBe(200);
    const names = (await server.call('layout/inquire', {}, { token })).body.data.list.map(
      (layout: { name: string }) => layout.name,
    );
    expect(names).toEqual(['one', 'three']);
  });

  it('refuses another export while the account has its most under way', async () => {
    const token = await server.login('carol', 'Pass12345');
    const code = (
      await server.call(
        'qr_code_list/add',
        { name: 'Poster', destinations: [{ url: 'https://example.com/' }] },
        { token },
      )
    ).body.data as { id: number };
    await database.store.db.insert(asyncOperations).values({
      ownerId: carolId,
      kind: 'access_export',
      title: 'running',
      status: AsyncOperationStatus.in_progress,
      params: {},
    });
    const refused = await server.call(
      'qr_code_access/export_access_records',
      { code_id: code.id, format: 'csv' },
      { token, locale: 'en-US' },
    );
    expect(refused.httpStatus).toBe(429);
    expect(refused.body).toMatchObject({
      status: false,
      code: 'rate_limited',
      message: '1 export is already running; wait for one to finish before starting another',
    });
  });
});
