import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('the server list on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let clock = new Date();

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { clock: () => clock, config: { journalName: 'node-a' } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('lists each process by its heartbeat, with its redirects per second, backlog and memory', async () => {
    const root = await server.login();
    const { file_name } = (
      await server.call(
        'qr_code_list/add',
        { name: 'Beat', destinations: [{ url: 'https://example.org/' }] },
        { token: root },
      )
    ).body.data;
    await server.app.heartbeat.beat();
    clock = new Date(clock.getTime() + 2000);
    for (let visit = 0; visit < 10; visit++)
      await fetch(`${server.url}/c/${file_name}`, { redirect: 'manual' });
    await server.app.heartbeat.beat();
    const answer = await server.call('server_list/inquire', {}, { token: root });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.beat_seconds).toBe(10);
    const [row] = answer.body.data.list;
    expect(row).toMatchObject({
      name: 'node-a',
      version: '0.1.0',
      up: true,
      jobs: [],
      redirects_per_second: 5,
      counters: 'healthy',
      bus: 'healthy',
    });
    expect(row.rss_mb).toBeGreaterThan(0);
    expect(row.backlog_visits).toBeGreaterThanOrEqual(0);
  });

  it('shows a process that missed three beats as down', async () => {
    const root = await server.login();
    clock = new Date(clock.getTime() + 31_000);
    const [row] = (await server.call('server_list/inquire', {}, { token: root })).body.data.list;
    expect(row).toMatchObject({ name: 'node-a', up: false });
  });
});
