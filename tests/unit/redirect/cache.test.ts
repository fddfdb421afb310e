import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/store';
import { createMemoryBus } from '../../../server/ports/bus';
import { createMemoryCounters } from '../../../server/ports/counters';
import { CodeCache } from '../../../server/redirect/cache';

/** A code as the cache query answers it (one JSON text per code). */
function codeRow(id: number, fileName: string) {
  return {
    code: JSON.stringify({
      id,
      owner_id: 7,
      name: `Code ${id}`,
      file_name: fileName,
      domain_key: 0,
      removed: false,
      status: 1,
      access_mode: 1,
      restriction_visit: 1,
      jump_type: 5,
      rotation_model: 1,
      open_log: 2,
      last_destination_id: null,
      disabled: 1,
      member_expire_ms: null,
      scope: 'customer',
      destinations: [
        {
          id: id * 10,
          url: `https://example.com/${id}`,
          image: null,
          title: '',
          threshold: 0,
          weight: 1,
          enabled: true,
          fallback: false,
          expires_ms: null,
          visits: 3,
        },
      ],
    }),
  };
}

/**
 * A database that answers every query with the codes its test gives, after a delay the test
 * chooses per query, and counts the queries.
 */
function fakeDb(answers: { rows: { code: string }[]; delayMs?: number }[]) {
  let queries = 0;
  const db = {
    execute: async () => {
      const answer = answers[Math.min(queries, answers.length - 1)] ?? { rows: [] };
      queries += 1;
      await new Promise((resolve) => setTimeout(resolve, answer.delayMs ?? 0));
      return answer.rows;
    },
  } as unknown as Db;
  return { db, queries: () => queries };
}

const newCache = (db: Db) => new CodeCache(db, createMemoryCounters(), createMemoryBus());

describe('the code cache', () => {
  it('loads codes first visited at the same moment with one query', async () => {
    const { db, queries } = fakeDb([{ rows: [codeRow(1, 'one'), codeRow(2, 'two')] }]);
    const cache = newCache(db);
    const now = Date.now();
    const [one, again, two, unknown] = await Promise.all([
      cache.get(0, 'one', now),
      cache.get(0, 'one', now),
      cache.get(0, 'two', now),
      cache.get(0, 'three', now),
    ]);
    expect(queries()).toBe(1);
    expect(one?.id).toBe(1);
    expect(again).toBe(one);
    expect(two?.destinations.map((destination) => destination.url)).toEqual(['https://example.com/2']);
    expect(unknown).toBeNull();
    // Answered from memory from now on, the unknown suffix too (for a few seconds).
    expect(cache.peek(0, 'one', now)).toBe(one);
    expect(cache.peek(0, 'three', now)).toBeNull();
    expect(cache.peek(0, 'four', now)).toBeUndefined();
  });

  it('lets a visit arriving while its code loads wait for that load', async () => {
    const { db, queries } = fakeDb([{ rows: [codeRow(1, 'one')], delayMs: 30 }]);
    const cache = newCache(db);
    const now = Date.now();
    const first = cache.get(0, 'one', now);
    // The first load is under way now.
    await new Promise((resolve) => setImmediate(resolve));
    const second = cache.get(0, 'one', now);
    expect((await first)?.id).toBe(1);
    expect(await second).toBe(await first);
    expect(queries()).toBe(1);
  });

  it('works out the candidates once for a code whose destinations never expire', async () => {
    const { db } = fakeDb([{ rows: [codeRow(1, 'one')] }]);
    const cache = newCache(db);
    const code = await cache.get(0, 'one', Date.now());
    expect(code?.steadyCandidates).toEqual([
      { id: 10, threshold: 0, weight: 1, available: true, fallback: false },
    ]);
  });

  it('warms in batches, newest first, and says how many codes it holds', async () => {
    const { db, queries } = fakeDb([{ rows: [codeRow(9, 'nine'), codeRow(8, 'eight')] }, { rows: [] }]);
    const cache = newCache(db);
    expect(await cache.warm(100)).toBe(2);
    expect(queries()).toBe(2);
    expect(cache.describe(8)).toEqual({ name: 'Code 8', fileName: 'eight' });
  });
});
