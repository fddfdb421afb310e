import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callServer as call, type ServerProcess, startServerProcess } from '../support/server-process';
import { ADMIN } from './harness';

const OWNER = { account: 'builtowner', password: 'abc123' };

/**
 * `npm start` runs the bundles in dist/server, not the sources the other tests run: its threads
 * and its one-off process start from bundles of their own, and its files are found from there.
 */
describe('the built server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { stdio: 'ignore' });
    server = await startServerProcess(
      { ADMIN_ACCOUNT: ADMIN.account, ADMIN_PASSWORD: ADMIN.password },
      { built: true },
    );
  }, 180_000);
  afterAll(() => server?.stop());

  it('starts on a new data folder, records visits beside the database and draws QR images', {
    timeout: 60_000,
  }, async () => {
    const health = (await (await fetch(`${server.url}/healthz`)).json()) as { database: string };
    expect(health.database).toBe('pglite');
    const { token } = await call(server, 'admin/register', { ...OWNER, repeat_password: OWNER.password });
    const code = (await call(
      server,
      'qr_code_list/add',
      { name: 'Built', destinations: [{ url: 'https://built.example/' }] },
      token as string,
    )) as { id: number; file_name: string; qr_url: string };

    const visit = await fetch(`${server.url}/c/${code.file_name}`, { redirect: 'manual' });
    expect(visit.status).toBe(302);
    await expect
      .poll(
        async () =>
          (await call(server, 'qr_code_list/details', { id: code.id }, token as string)).view_number,
        {
          timeout: 20_000,
        },
      )
      .toBe(1);

    const image = await fetch(`${server.url}${code.qr_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });
});
