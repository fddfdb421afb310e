import { afterEach, describe, expect, it, vi } from 'vitest';
import { CallError, createApiClient } from '../../../src/core/api/client';

type Sent = { url: string; init: RequestInit };

/** A server that answers every call with `answer` (or fails to answer), recording what was sent. */
function fakeServer(answer: { status: number; body: unknown } | 'unreachable') {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    if (answer === 'unreachable') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return sent;
}

const options = (token: string | null = 'secret') => ({
  getToken: () => token,
  getLocale: () => 'en-US',
  onUnauthorized: vi.fn(),
  onMaintenance: vi.fn(),
  onAnswered: vi.fn(),
});

describe('the console’s API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the input as JSON with the language and the token, and answers the data', async () => {
    const sent = fakeServer({ status: 200, body: { status: true, data: { list: [1] } } });
    const client = createApiClient(options());
    await expect(client.call('group/inquire', { page: 1, page_size: 10 })).resolves.toEqual({ list: [1] });
    const [{ url, init } = { url: '', init: {} }] = sent;
    expect(url).toBe('/api/group/inquire');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ page: 1, page_size: 10 });
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'x-locale': 'en-US',
      authorization: 'Bearer secret',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('turns a refusal into a CallError with the server’s text and fields, and tells the shell of a 401', async () => {
    fakeServer({
      status: 401,
      body: { status: false, code: 'unauthorized', message: 'Sign in again', errors: [] },
    });
    const shell = options();
    const refusal = await createApiClient(shell)
      .call('group/inquire', { page: 1, page_size: 10 })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CallError);
    expect(refusal).toMatchObject({ code: 'unauthorized', message: 'Sign in again', httpStatus: 401 });
    expect(shell.onUnauthorized).toHaveBeenCalledOnce();
    expect(shell.onAnswered).not.toHaveBeenCalled();
  });

  it('answers a network CallError when nothing came back, and sends no token it does not have', async () => {
    const sent = fakeServer('unreachable');
    const refusal = await createApiClient(options(null))
      .call('group/inquire', { page: 1, page_size: 10 })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'network', httpStatus: 0 });
    expect(sent[0]?.init.headers).not.toHaveProperty('authorization');
  });
});
