import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES } from '../../server/http/answer-compression';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One call as bytes on the wire: nothing decodes the answer, so its encoding can be read. */
function rawCall(
  url: string,
  path: string,
  token: string | null,
  acceptEncoding?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(
      `${url}/api/${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    call.on('error', reject);
    call.end('{}');
  });
}

describe.each(databases)('large call answers travel compressed ($name)', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    token = await server.login();
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('sends the menu as brotli to a browser that takes it, and the same JSON comes out', async () => {
    const plain = await rawCall(server.url, 'admin/get_token_menu', token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);

    const br = await rawCall(server.url, 'admin/get_token_menu', token, 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('falls back to gzip, and to none where nothing is accepted', async () => {
    const gz = await rawCall(server.url, 'admin/get_token_menu', token, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString()).status).toBe(true);
    const refused = await rawCall(server.url, 'admin/get_token_menu', token, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString()).status).toBe(true);
  });

  it('leaves a small answer, and a refusal, as they are', async () => {
    const small = await rawCall(server.url, 'website/inquire', null, 'br');
    expect(small.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await rawCall(server.url, 'admin/get_token_menu', null, 'br');
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body.toString()).status).toBe(false);
  });
});
