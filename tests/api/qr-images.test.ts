import { randomBytes } from 'node:crypto';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { qrImagePath } from '../../server/codes/links';
import { QR_RATE_LIMIT } from '../../server/codes/qr';
import { decodeQrPng } from '../support/qr';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** A PNG of one colour, for a logo. */
function pngOf(width: number, height: number, rgb: [number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([...rgb, 255], at);
  return PNG.sync.write(image);
}

type Code = { id: number; file_name: string; qr_url: string };

describe.each(databases)('QR images on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let alice: string;
  let logoId: number;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngOf(64, 64, [7, 193, 96]))]), 'logo.png');
    const uploaded = await fetch(`${server.url}/api/${UPLOAD.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}` },
      body: form,
    });
    logoId = ((await uploaded.json()) as { data: { id: number } }).data.id;
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const create = async (fileName: string): Promise<Code> => {
    const answer = await server.call(
      'qr_code_list/add',
      { name: fileName, file_name: fileName, destinations: [{ url: 'https://land.example/' }] },
      { token: alice },
    );
    if (answer.httpStatus !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.data as Code;
  };
  const image = async (code: Code, query: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${code.qr_url}${query}`, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('answers a PNG with a logo that scans to the code’s link, the same bytes again from memory, and 304 to its ETag', async () => {
    const code = await create('qr-scan');
    const first = await image(code, `&size=300&logo=${logoId}`);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toBe('image/png');
    expect(first.response.headers.get('cache-control')).toBe('private, max-age=300');
    expect(decodeQrPng(first.bytes)).toMatch(new RegExp(`^${server.url}/c/qr-scan\\?s=`));
    const etag = first.response.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const held = server.app.qrImages.size;

    const second = await image(code, `&size=300&logo=${logoId}`);
    expect(second.response.headers.get('etag')).toBe(etag);
    expect(Buffer.compare(second.bytes, first.bytes)).toBe(0);
    expect(server.app.qrImages.size).toBe(held);

    const revalidated = await image(code, `&size=300&logo=${logoId}`, { 'if-none-match': etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.bytes).toHaveLength(0);
    // Another size is another image.
    expect((await image(code, `&size=301&logo=${logoId}`)).response.headers.get('etag')).not.toBe(etag);
  });

  it('drops a code’s images when the code changes, and draws its new link after a move to an entry domain', async () => {
    const domain = await server.call(
      'hold_domain/add',
      { host: 'qr.example.com', type: 1, owner_account: 'alice' },
      { token: root },
    );
    const code = await create('qr-mover');
    const before = await image(code, '&size=256');
    expect(decodeQrPng(before.bytes)).toMatch(new RegExp(`^${server.url}/c/qr-mover\\?s=`));
    const held = server.app.qrImages.size;

    await server.call(
      'qr_code_list/update',
      { id: code.id, name: 'Renamed', destinations: [{ url: 'https://land.example/' }] },
      { token: alice },
    );
    expect(server.app.qrImages.size).toBe(held - 1);
    // Drawn again: the name is not in the image, so the bytes are the same.
    const redrawn = await image(code, '&size=256');
    expect(Buffer.compare(redrawn.bytes, before.bytes)).toBe(0);
    expect(server.app.qrImages.size).toBe(held);

    await server.call(
      'qr_code_list/change_domain_name',
      { ids: [code.id], domain_id: domain.body.data.id },
      { token: alice },
    );
    expect(server.app.qrImages.size).toBe(held - 1);
    const moved = await image(code, '&size=256');
    expect(decodeQrPng(moved.bytes)).toMatch(/^https:\/\/qr\.example\.com\/qr-mover\?s=/);
    expect(moved.response.headers.get('etag')).not.toBe(before.response.headers.get('etag'));
  });

  it('draws a PNG asked wider than 1024 pixels at 1024, an SVG at any size, and refuses more than 2048', async () => {
    const code = await create('qr-poster');
    const poster = await image(code, '&size=2048');
    expect(poster.response.status).toBe(200);
    const png = PNG.sync.read(poster.bytes);
    expect([png.width, png.height]).toEqual([1024, 1024]);
    expect(decodeQrPng(poster.bytes)).toMatch(/\/c\/qr-poster\?s=/);
    // 1025 … 2048 are one image.
    expect((await image(code, '&size=1500')).response.headers.get('etag')).toBe(
      poster.response.headers.get('etag'),
    );
    const svg = await fetch(`${server.url}${code.qr_url.replace('.png', '.svg')}&size=2048`);
    expect(await svg.text()).toContain('width="2048"');
    const refused = await image(code, '&size=4096');
    expect(refused.response.status).toBe(400);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ status: false, code: 'invalid_parameter' });
    // Ids past a 32-bit serial are refused by the route, not by the database with a 500.
    expect((await image(code, '&logo=2147483648')).response.status).toBe(400);
  });

  it('serves an SVG that can run nothing and load nothing, as an SVG only, with a logo or without', async () => {
    const code = await create('qr-svg-policy');
    for (const query of ['&size=256', `&size=256&logo=${logoId}`, '&size=256&download=1']) {
      const { response } = await image({ ...code, qr_url: code.qr_url.replace('.png', '.svg') }, query);
      expect(response.status, query).toBe(200);
      expect(response.headers.get('content-type'), query).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('content-security-policy'), query).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      );
      expect(response.headers.get('x-content-type-options'), query).toBe('nosniff');
    }
  });

  it('turns an address away with 429 and Retry-After once it asked its images for the minute', async () => {
    // A server of its own: the limit counts this address's requests since it started.
    const masterKey = randomBytes(32);
    const limited = await startServer(database, { config: { masterKey } });
    try {
      const code = await create('qr-limit');
      const url = `${limited.url}${qrImagePath(masterKey, code.id)}&size=128`;
      for (let index = 0; index < QR_RATE_LIMIT.max; index++) expect((await fetch(url)).status).toBe(200);
      const refused = await fetch(url, { headers: { 'x-locale': 'en-US' } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(QR_RATE_LIMIT.windowSeconds));
      expect(await refused.json()).toMatchObject({
        status: false,
        code: 'rate_limited',
        message: 'Too many requests, please try again later',
      });
    } finally {
      await limited.close();
    }
  });
});
