import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AccessStatus, JumpType } from '../../../contract/enums';
import { createMemoryCounters } from '../../../server/ports/counters';
import type { CachedCode, CodeCache } from '../../../server/redirect/cache';
import type { DomainTable } from '../../../server/redirect/domains';
import { createRedirectListener, type RedirectDeps } from '../../../server/redirect/engine';
import type { Journal, VisitRecord } from '../../../server/visits/journal';

function cachedCode(overrides: Partial<CachedCode> = {}): CachedCode {
  const destination = {
    id: 11,
    threshold: 0,
    weight: 1,
    available: true,
    fallback: false,
    url: 'https://example.com/a',
    imageUrl: null,
    title: '',
    expiresAt: null,
  };
  return {
    id: 1,
    ownerId: 7,
    name: 'Code',
    fileName: 'code',
    removed: false,
    status: 1,
    accessMode: 1,
    restrictionVisit: 1,
    jumpType: JumpType.http_redirect,
    rotationModel: 1,
    detailedLog: true,
    destinations: [destination],
    steadyCandidates: [{ id: 11, threshold: 0, weight: 1, available: true, fallback: false }],
    owner: { disabled: false, memberExpireTime: null, exempt: false },
    analytics: null,
    fallback: { message: '', imageUrl: null },
    suspendedUntil: 0,
    loadedAt: 0,
    ...overrides,
  };
}

/** Everything the listener touches, recording the order of journal writes and answers. */
function harness(code: CachedCode | null = cachedCode(), options: { failWrites?: boolean } = {}) {
  const events: string[] = [];
  const staged: VisitRecord[] = [];
  const journaled: VisitRecord[] = [];
  let sequence = 0;
  const journal = {
    stage(record: VisitRecord) {
      sequence += 1;
      record.q = sequence;
      staged.push(record);
      journaled.push(record);
      events.push(`stage ${record.q}`);
      return record;
    },
    flush() {
      if (options.failWrites) throw new Error('disk full');
      if (staged.length > 0) events.push(`flush ${staged.map((record) => record.q).join(',')}`);
      staged.length = 0;
    },
  } as unknown as Journal;
  const cache = {
    peek: () => code,
    get: async () => code,
  } as unknown as CodeCache;
  const errors: unknown[] = [];
  const deps: RedirectDeps = {
    cache,
    domains: { find: () => undefined } as unknown as DomainTable,
    counters: createMemoryCounters(),
    journal,
    visitorGuard: { isBlocked: async () => false, peekBlocked: () => false, changed: async () => {} },
    masterKey: Buffer.alloc(32),
    clientIp: (address) => address ?? '',
    isSecure: () => false,
    onError: (error) => errors.push(error),
  };
  const listener = createRedirectListener(
    () => deps,
    () => false,
  );
  const request = (path: string) => {
    const response = new EventEmitter() as unknown as ServerResponse & { status?: number; location?: string };
    let index = 0;
    response.writeHead = ((status: number, headers: Record<string, string>) => {
      response.status = status;
      response.location = headers.location;
      index = events.length;
      events.push(`answer ${path} ${status}`);
      return response;
    }) as never;
    response.end = (() => response) as never;
    const handled = listener(
      {
        url: path,
        method: 'GET',
        headers: { host: 'console.example' },
        socket: { remoteAddress: '10.0.0.1' },
      } as unknown as IncomingMessage,
      response,
    );
    return { handled, response, position: () => index };
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
  return { request, events, errors, settled, journaled };
}

describe('the redirect listener', () => {
  it('leaves every other request to the console', () => {
    const { request } = harness();
    expect(request('/api/admin/login').handled).toBe(false);
    expect(request('/index.html').handled).toBe(false);
  });

  it('writes the visits of one turn in one journal write before any of their answers', async () => {
    const { request, events, settled } = harness();
    const first = request('/c/abc');
    const second = request('/c/abc');
    await settled();
    expect(first.response.status).toBe(302);
    expect(second.response.location).toBe('https://example.com/a');
    expect(events).toEqual(['stage 1', 'stage 2', 'flush 1,2', 'answer /c/abc 302', 'answer /c/abc 302']);
  });

  it('answers the same 302 object for every visit of a destination', async () => {
    const code = cachedCode();
    const { request, settled } = harness(code);
    request('/c/abc');
    await settled();
    const made = code.destinations[0]?.redirect;
    expect(made).toEqual({
      status: 302,
      headers: { location: 'https://example.com/a', 'cache-control': 'no-store' },
      body: '',
    });
    request('/c/abc');
    await settled();
    expect(code.destinations[0]?.redirect).toBe(made);
  });

  it('journals a refused visit with its status and answers its page', async () => {
    const { request, events, settled } = harness(cachedCode({ status: 2 }));
    const closed = request('/c/abc');
    await settled();
    expect(closed.response.status).toBe(410);
    expect(events).toEqual(['stage 1', 'flush 1', 'answer /c/abc 410']);
  });

  it('meets a visitor with the fallback page when every destination has expired, spending no counter', async () => {
    const expired = { id: 11, threshold: 0, weight: 1, available: true, fallback: false };
    const code = cachedCode({
      steadyCandidates: null,
      destinations: [{ ...expired, url: 'https://example.com/a', imageUrl: null, title: '', expiresAt: 1 }],
    });
    const { request, events, settled, journaled } = harness(code);
    const stranded = request('/c/abc');
    await settled();
    expect(stranded.response.status).toBe(200);
    expect(stranded.response.location).toBeUndefined();
    expect(journaled[0]).toMatchObject({ s: AccessStatus.no_destination, d: null });
    expect(events).toEqual(['stage 1', 'flush 1', 'answer /c/abc 200']);
  });

  it('journals nothing for an unknown code', async () => {
    const { request, events, settled } = harness(null);
    const missing = request('/c/nothing');
    await settled();
    expect(missing.response.status).toBe(404);
    expect(events).toEqual(['answer /c/nothing 404']);
  });

  it('answers 500, not a redirect, when the journal cannot be written', async () => {
    const { request, errors, settled } = harness(cachedCode(), { failWrites: true });
    const visit = request('/c/abc');
    await settled();
    expect(visit.response.status).toBe(500);
    expect(errors).toHaveLength(1);
  });

  it('journals who visited, when, and which destination served', async () => {
    const { request, settled, journaled } = harness();
    const before = Date.now();
    request('/c/abc');
    await settled();
    expect(journaled).toEqual([
      {
        q: 1,
        c: 1,
        d: 11,
        o: 7,
        t: expect.any(Number),
        ip: '10.0.0.1',
        ua: '',
        r: '',
        s: AccessStatus.served,
        w: false,
        b: false,
        sc: false,
        lg: true,
      },
    ]);
    expect(journaled[0]?.t).toBeGreaterThanOrEqual(before);
  });
});
