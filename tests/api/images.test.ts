import { sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { rowsOf } from '../../server/db/rows';
import { destinations, roles } from '../../server/db/schema';
import { assertOwnersImages } from '../../server/uploads/library';
import { requestAs } from '../support/host-request';
import { decodeQrPng } from '../support/qr';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** A PNG of one colour, as an image library upload. */
function pngOf(width: number, height: number, rgb: [number, number, number] = [220, 30, 40]): Buffer {
  const image = new PNG({ width, height });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([...rgb, 255], at);
  return PNG.sync.write(image);
}

function jpegOf(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 0x80);
  return jpeg.encode({ data, width, height }, 80).data;
}

/** A GET as if sent to another host name, with the body. */
const getAs = (server: TestServer, host: string, path: string) => requestAs(server.url, host, path);

describe.each(databases)('the image library and image destinations on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const upload = async (
    token: string | undefined,
    bytes: Buffer,
    fileName: string,
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${server.url}/api/${UPLOAD.path}`, {
      method: 'POST',
      headers: { 'x-locale': 'en-US', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
    });
    return { httpStatus: response.status, body: await response.json() };
  };
  const uploaded = async (token: string, bytes: Buffer, fileName: string, fields = {}) => {
    const answer = await upload(token, bytes, fileName, fields);
    if (answer.httpStatus !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.data as { id: number; name: string; url: string; width: number; height: number };
  };
  const library = async (token: string) =>
    (await server.call('image_configs/inquire', {}, { token })).body.data as {
      list: { id: number; name: string; used_by: number }[];
      total: number;
    };

  it('keeps an upload in the owner’s library, checked by its bytes, and serves it', async () => {
    const bytes = pngOf(40, 30);
    const image = await uploaded(alice, bytes, 'C:\\photos\\group-qr.PNG');
    expect(image).toMatchObject({ name: 'group-qr', mime: 'image/png', width: 40, height: 30, used_by: 0 });
    expect(image.url).toMatch(/^\/u\/[A-Za-z0-9_-]{22}\.png$/);

    const served = await fetch(`${server.url}${image.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

    const named = await uploaded(alice, jpegOf(16, 8), 'x.jpg', { name: '  门店群  ' });
    expect(named).toMatchObject({ name: '门店群', mime: 'image/jpeg', width: 16, height: 8 });
    expect((await library(alice)).list.map((row) => row.id).slice(0, 2)).toEqual([named.id, image.id]);
    expect((await library(bob)).total).toBe(0);
  });

  it('refuses what is not a picture, an SVG, an empty or too large file, and callers without the grant', async () => {
    const html = await upload(alice, Buffer.from('<html><script>alert(1)</script></html>'), 'evil.png');
    expect(html.httpStatus).toBe(400);
    expect(html.body.message).toBe('The file is not a PNG, JPEG, GIF or WebP picture');
    const svg = await upload(alice, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'a.svg');
    expect(svg.httpStatus).toBe(400);
    expect((await upload(alice, Buffer.alloc(0), 'empty.png')).httpStatus).toBe(400);

    const tooLarge = Buffer.concat([pngOf(10, 10), Buffer.alloc(UPLOAD.maxBytes)]);
    const large = await upload(alice, tooLarge, 'big.png');
    expect(large.httpStatus).toBe(413);
    expect(large.body.message).toBe('File upload limit exceeded');

    expect((await upload(undefined, pngOf(4, 4), 'a.png')).httpStatus).toBe(401);
    // A role made without the library's grants; administrators hold them for the mall's pictures.
    await database.store.db.insert(roles).values({ key: 'no_pictures', name: 'No pictures' });
    await createUser(database.store, { account: 'bare7', password: 'Pass12345', roleKey: 'no_pictures' });
    const bare = await server.login('bare7', 'Pass12345');
    expect((await upload(bare, pngOf(4, 4), 'a.png')).httpStatus).toBe(403);
    expect((await server.call('image_configs/inquire', {}, { token: bare })).httpStatus).toBe(403);
    expect((await fetch(`${server.url}/u/AAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
  });

  it('shows an image destination on a page with the code’s title, on the console host and an entry domain', async () => {
    const image = await uploaded(alice, pngOf(20, 20), 'wechat.png');
    const entry = await server.call(
      'hold_domain/add',
      { host: 'img.example.com', type: 1, owner_account: 'alice' },
      { token: root },
    );
    for (const domain_id of [null, entry.body.data.id]) {
      const added = await server.call(
        'qr_code_list/add',
        { name: '粉丝群 <b>', domain_id, destinations: [{ image_id: image.id }] },
        { token: alice },
      );
      expect(added.httpStatus).toBe(200);
      const host = domain_id === null ? new URL(server.url).host : 'img.example.com';
      const path = domain_id === null ? `/c/${added.body.data.file_name}` : `/${added.body.data.file_name}`;
      const page = await getAs(server, host, path);
      expect(page.status).toBe(200);
      const html = page.body.toString();
      expect(html).toContain(`<img src="${image.url}"`);
      expect(html).toContain('粉丝群 &lt;b&gt;');
      // The picture loads from the page's own host.
      const picture = await getAs(server, host, image.url);
      expect(picture.status).toBe(200);
      expect(picture.body.subarray(1, 4).toString()).toBe('PNG');

      const details = await server.call('qr_code_list/details', { id: added.body.data.id }, { token: alice });
      expect(details.body.data.destinations[0]).toMatchObject({ image_id: image.id, image_url: image.url });
    }
    expect((await library(alice)).list.find((row) => row.id === image.id)?.used_by).toBe(2);
  });

  it('refuses another customer’s picture as a destination', async () => {
    const bobs = await uploaded(bob, pngOf(8, 8), 'bob.png');
    const answer = await server.call(
      'qr_code_list/add',
      { name: 'Stolen', destinations: [{ image_id: bobs.id }] },
      { token: alice, locale: 'en-US' },
    );
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.errors[0].path).toBe('destinations.0.image_id');
  });

  it('renames and deletes only the owner’s images, and not while a code shows them', async () => {
    const image = await uploaded(alice, pngOf(8, 8), 'old.png');
    expect(
      (await server.call('image_configs/update', { id: image.id, name: 'x' }, { token: bob })).httpStatus,
    ).toBe(404);
    expect(
      (await server.call('image_configs/update', { id: image.id, name: '新名字' }, { token: alice }))
        .httpStatus,
    ).toBe(200);
    expect((await library(alice)).list.find((row) => row.id === image.id)?.name).toBe('新名字');

    const code = (
      await server.call(
        'qr_code_list/add',
        { name: 'Uses it', destinations: [{ image_id: image.id }] },
        { token: alice },
      )
    ).body.data;
    expect((await server.call('image_configs/remove', { ids: [image.id] }, { token: bob })).httpStatus).toBe(
      404,
    );
    const inUse = await server.call(
      'image_configs/remove',
      { ids: [image.id] },
      { token: alice, locale: 'en-US' },
    );
    expect(inUse.httpStatus).toBe(409);
    expect(inUse.body.message).toBe('A code still shows this picture; change its destinations first');

    await server.call(
      'qr_code_list/update_url',
      { id: code.id, destinations: [{ url: 'https://example.com/' }] },
      { token: alice },
    );
    expect(
      (await server.call('image_configs/remove', { ids: [image.id] }, { token: alice })).httpStatus,
    ).toBe(200);
    expect((await fetch(`${server.url}${image.url}`)).status).toBe(404);
  });

  it('draws a library picture into the centre of the QR image, which still scans', async () => {
    const logo = await uploaded(alice, pngOf(64, 64, [7, 193, 96]), 'logo.png');
    const code = (
      await server.call(
        'qr_code_list/add',
        { name: 'Logo', destinations: [{ url: 'https://e.com/' }] },
        { token: alice },
      )
    ).body.data;
    const png = await fetch(`${server.url}${code.qr_url}&size=400&logo=${logo.id}`);
    expect(png.status).toBe(200);
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(decodeQrPng(bytes)).toMatch(new RegExp(`/c/${code.file_name}\\?s=`));
    const centre = PNG.sync.read(bytes);
    const at = (200 * centre.width + 200) * 4;
    expect([...centre.data.subarray(at, at + 3)]).toEqual([7, 193, 96]);

    const svg = await (
      await fetch(`${server.url}${code.qr_url.replace('.png', '.svg')}&logo=${logo.id}`)
    ).text();
    expect(svg).toContain('<image');
    expect(svg).toContain('href="data:image/png;base64,');

    const bobs = await uploaded(bob, pngOf(8, 8), 'bob.png');
    expect((await fetch(`${server.url}${code.qr_url}&logo=${bobs.id}`)).status).toBe(400);
    // Larger than a logo needs, or a format the server does not draw: refused, not a 500.
    const wide = await uploaded(alice, pngOf(1100, 8), 'wide.png');
    expect((await fetch(`${server.url}${code.qr_url}&logo=${wide.id}`)).status).toBe(400);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const animated = await uploaded(alice, gif, 'a.gif');
    expect((await fetch(`${server.url}${code.qr_url}&logo=${animated.id}`)).status).toBe(400);
  });
});

const postgres = databases.find((database) => database.name === 'postgres');

describe.skipIf(!postgres)('deleting a picture while a code is saved with it, on PostgreSQL', () => {
  it('waits for the save and then refuses, so no destination shows a deleted picture', async () => {
    const database = await (postgres as (typeof databases)[number]).open();
    const server = await startServer(database);
    try {
      const ownerId = await createUser(database.store, {
        account: 'carol',
        password: 'Pass12345',
        roleKey: 'default',
      });
      const token = await server.login('carol', 'Pass12345');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(pngOf(8, 8))]), 'group.png');
      const image = (
        await (
          await fetch(`${server.url}/api/${UPLOAD.path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: form,
          })
        ).json()
      ).data as { id: number };
      const code = (
        await server.call(
          'qr_code_list/add',
          { name: 'Saved', destinations: [{ url: 'https://e.com/' }] },
          { token },
        )
      ).body.data as { id: number };

      const { db } = database.store;
      let removal: Promise<{ httpStatus: number }> | undefined;
      await db.transaction(async (tx) => {
        // A save in progress: the picture checked (and held) for a destination not committed yet.
        await assertOwnersImages(tx, ownerId, [{ path: 'destinations.0.image_id', imageId: image.id }]);
        await tx.insert(destinations).values({ codeId: code.id, imageId: image.id });
        removal = server.call('image_configs/remove', { ids: [image.id] }, { token });
        // The deletion waits on the row lock until this transaction ends.
        await expect
          .poll(
            async () =>
              rowsOf<{ n: number }>(
                await db.execute(
                  sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%images%'`,
                ),
              )[0]?.n,
          )
          .toBe(1);
      });
      expect((await removal)?.httpStatus).toBe(409);
      const kept = await server.call('image_configs/inquire', {}, { token });
      expect(kept.body.data.list[0]).toMatchObject({ id: image.id, used_by: 1 });
    } finally {
      await server.close();
      await database.drop();
    }
  });
});
