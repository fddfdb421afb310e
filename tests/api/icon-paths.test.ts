import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iconSetAddress, MAX_ICONS_PER_SET } from '../../contract/icon-paths';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const pglite = databases[0] as (typeof databases)[number];

describe('icon path sets', () => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await pglite.open();
    server = await startServer(database);
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers every icon of a set at its size in one answer, kept for good', async () => {
    const response = await fetch(`${server.url}${iconSetAddress('6.0.0', 16, ['tick', 'add', 'cross'])}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const answer = (await response.json()) as Record<string, string[]>;
    expect(Object.keys(answer).sort()).toEqual(['add', 'cross', 'tick']);
    for (const paths of Object.values(answer)) {
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) expect(path).toMatch(/^[Mm][\d\s.,MmLlHhVvCcSsQqTtAaZz-]+$/);
    }
    const large = (await (
      await fetch(`${server.url}${iconSetAddress('6.0.0', 20, ['add'])}`)
    ).json()) as Record<string, string[]>;
    expect(large.add).not.toEqual(answer.add);
  });

  it('compresses a large set', async () => {
    const names = [
      'add',
      'cross',
      'tick',
      'home',
      'search',
      'cog',
      'user',
      'people',
      'globe',
      'link',
      'trash',
    ];
    const response = await fetch(`${server.url}${iconSetAddress('6.0.0', 16, names)}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(Object.keys(await response.json())).toHaveLength(names.length);
  });

  it('refuses a name that is not an icon, an empty or oversized set and an unknown size', async () => {
    const refused = async (address: string) => (await fetch(`${server.url}${address}`)).status;
    expect(await refused(iconSetAddress('6.0.0', 16, ['add', '../etc/passwd']))).toBe(400);
    expect(await refused('/icon-paths/6.0.0/16')).toBe(400);
    expect(await refused(iconSetAddress('6.0.0', 16, Array(MAX_ICONS_PER_SET + 1).fill('add')))).toBe(400);
    expect(await refused('/icon-paths/6.0.0/24?names=add')).toBe(404);
  });
});
