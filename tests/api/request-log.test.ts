import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { waitFor } from '../support/wait';
import { ADMIN } from './harness';

type LogLine = { level: number; msg: string; path?: string; status?: number; method?: string };

describe('the request log', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess({
      LOG_LEVEL: 'info',
      ADMIN_ACCOUNT: ADMIN.account,
      ADMIN_PASSWORD: ADMIN.password,
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const lines = (): LogLine[] =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const call = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { data: Record<string, unknown> }).data;
  };

  it('writes one info line per API call, and none for visits, files and QR images', async () => {
    const token = (await call('admin/login', ADMIN)).token as string;
    const code = (await call(
      'qr_code_list/add',
      { name: 'logged', destinations: [{ url: 'https://example.com/' }] },
      token,
    )) as { id: number; file_name: string };
    await call('qr_code_list/inquire', {}, token);
    for (let visit = 0; visit < 5; visit++)
      await fetch(`${server.url}/c/${code.file_name}`, { redirect: 'manual' });
    await fetch(`${server.url}/healthz`);
    await fetch(`${server.url}/qr/${code.id}.png`);
    await waitFor(() => lines().filter((line) => line.msg === 'answered').length >= 3, 10_000);

    const answered = lines().filter((line) => line.msg === 'answered');
    expect(answered.map((line) => line.path)).toEqual([
      '/api/admin/login',
      '/api/qr_code_list/add',
      '/api/qr_code_list/inquire',
    ]);
    expect(answered.every((line) => line.level === 30 && line.method === 'POST' && line.status === 200)).toBe(
      true,
    );
    // Fastify's own pair of lines per request is gone.
    expect(lines().some((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toBe(
      false,
    );
    expect(server.output()).not.toContain(`/c/${code.file_name}`);
  });
});
