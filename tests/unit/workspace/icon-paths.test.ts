import { afterEach, describe, expect, it, vi } from 'vitest';
import { iconPaths } from '../../../src/core/icons/icon-paths';

/** A server that answers each asked icon with its own name as its one path, and records each ask. */
function fakeIconServer(status = 200) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (address: string) => {
    asked.push(address);
    const names = new URL(address, 'http://console').searchParams.get('names')?.split(',') ?? [];
    return new Response(JSON.stringify(Object.fromEntries(names.map((name) => [name, [`M${name}`]]))), {
      status,
    });
  });
  return asked;
}

describe('icon paths on demand', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks once for every icon drawn in the same turn, per size, each name once', async () => {
    const asked = fakeIconServer();
    const answers = await Promise.all([
      iconPaths('tick', 16),
      iconPaths('add', 16),
      iconPaths('tick', 16),
      iconPaths('add', 20),
    ]);
    expect(answers).toEqual([['Mtick'], ['Madd'], ['Mtick'], ['Madd']]);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toMatch(/^\/icon-paths\/[^/]+\/16\?names=add,tick$/);
    expect(asked[1]).toMatch(/\/20\?names=add$/);
  });

  it('asks again in a later turn, and a refused set fails only its own icons', async () => {
    const asked = fakeIconServer(500);
    await expect(iconPaths('cross', 16)).rejects.toThrow(/500/);
    fakeIconServer();
    await expect(iconPaths('cross', 16)).resolves.toEqual(['Mcross']);
    expect(asked).toHaveLength(1);
  });
});
