import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../server/ports/rate-limiter';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe('the memory rate limiter', () => {
  it('allows the limit within a window and starts over in the next', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    const hits = [];
    for (let index = 0; index < 4; index++) hits.push(await limiter.hit('k', 3, 10));
    expect(hits).toEqual([true, true, true, false]);
    expect(await limiter.hit('other', 3, 10)).toBe(true);
    now = 10_000;
    expect(await limiter.hit('k', 3, 10)).toBe(true);
  });
});

describe.each(databases)('rate-limited public calls on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('turns away share-page guessing after 60 calls a minute from one address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 61; index++) {
      statuses.push(
        (await server.call('qr_code_list/share_access', { file_name: 'none', password: `guess${index}` }))
          .httpStatus,
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    const last = await server.call(
      'qr_code_list/share_access',
      { file_name: 'none', password: 'again' },
      { locale: 'en-US' },
    );
    expect(last.httpStatus).toBe(429);
    expect(last.body.message).toBe('Too many requests, please try again later');
  });

  it('accepts console error reports, within a limit', async () => {
    const report = {
      message: 'TypeError: x is undefined',
      stack: 'at Panel',
      url: '/#/customer',
      panel: 'qr_code_list',
    };
    expect((await server.call('system/report_client_error', report)).httpStatus).toBe(200);
    for (let index = 0; index < 30; index++) await server.call('system/report_client_error', report);
    expect((await server.call('system/report_client_error', report)).httpStatus).toBe(429);
  });
});
