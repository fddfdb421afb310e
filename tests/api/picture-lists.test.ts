import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { ImageTextJumpType, ShowStatus } from '../../contract/enums';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

function pngOf(size: number): Buffer {
  const image = new PNG({ width: size, height: size });
  image.data.fill(90);
  return PNG.sync.write(image);
}

type Picture = { id: number; title: string; sort: number; click_count: number; image_url: string };

describe.each(databases)('picture lists and the customer home on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let admin: string;
  let customer: string;
  let image: number;

  const ok = async (path: string, input: unknown, token = root) => {
    const answer = await server.call(path, input, { token, locale: 'en-US' });
    if (answer.httpStatus !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };
  const uploadAs = async (token: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngOf(12))]), 'banner.png');
    const response = await fetch(`${server.url}/api/${UPLOAD.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: number } }).data.id;
  };
  let serial = 0;
  const addType = async (title = 'Banners') =>
    (await ok('image_text_type/add', { title, code: `type-${++serial}` })).id as number;
  const picture = (typeId: number, fields: Record<string, unknown> = {}) => ({
    type_id: typeId,
    title: `Picture ${++serial}`,
    image_id: image,
    jump_type: ImageTextJumpType.new_window,
    jump_url: 'https://example.com/offer',
    ...fields,
  });
  const listOf = async (typeId: number) =>
    (await ok('image_text/inquire', { type_id: typeId })).list as Picture[];

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    root = await server.login();
    await createUser(database.store, { account: 'admin8', password: 'Pass12345', roleKey: 'administrator' });
    await createUser(database.store, { account: 'shopper', password: 'Pass12345', roleKey: 'default' });
    admin = await server.login('admin8', 'Pass12345');
    customer = await server.login('shopper', 'Pass12345');
    image = await uploadAs(root);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('adds, lists larger sort first, changes and removes pictures and types', async () => {
    const typeId = await addType();
    const low = (await ok('image_text/add', picture(typeId, { sort: 1 }))).id;
    const high = (await ok('image_text/add', picture(typeId, { sort: 50, title: 'Top' }))).id;
    const middle = (await ok('image_text/add', picture(typeId, { sort: 10 }))).id;
    expect((await listOf(typeId)).map((row) => row.id)).toEqual([high, middle, low]);
    const top = (await listOf(typeId))[0] as Picture & Record<string, unknown>;
    expect(top).toMatchObject({ title: 'Top', type_title: 'Banners', click_count: 0, show_status: 1 });
    expect(top.image_url).toMatch(/^\/u\/[A-Za-z0-9_-]{22}\.png$/);

    await ok('image_text/update', { id: low, ...picture(typeId, { sort: 99, title: 'Now first' }) });
    expect((await listOf(typeId)).map((row) => row.title)[0]).toBe('Now first');

    const types = (await ok('image_text_type/inquire', { keyword: 'Banners' })).list;
    expect(types.find((row: { id: number }) => row.id === typeId)).toMatchObject({ picture_count: 3 });

    await ok('image_text/remove', { ids: [low, middle] });
    expect((await listOf(typeId)).map((row) => row.id)).toEqual([high]);
    await ok('image_text_type/update', {
      id: typeId,
      title: 'Home banners',
      code: 'home-banners',
      status: 2,
    });
    expect((await ok('image_text_type/inquire', { keyword: 'home-banners' })).list[0]).toMatchObject({
      title: 'Home banners',
      status: 2,
    });
  });

  it('refuses to remove a type that still holds pictures, and removes it once empty', async () => {
    const typeId = await addType();
    const id = (await ok('image_text/add', picture(typeId))).id;
    const refused = await server.call(
      'image_text_type/remove',
      { ids: [typeId] },
      { token: root, locale: 'en-US' },
    );
    expect(refused.httpStatus).toBe(409);
    expect(refused.body.message).toBe(
      'This type still holds pictures: delete them or move them to another type first',
    );
    await ok('image_text/remove', { ids: [id] });
    await ok('image_text_type/remove', { ids: [typeId] });
    expect((await ok('image_text_type/inquire', { keyword: `type-${serial}` })).total).toBe(0);
  });

  it('counts every one of many simultaneous clicks exactly once', async () => {
    const typeId = await addType();
    const id = (await ok('image_text/add', picture(typeId))).id;
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => server.call('image_text/click', { id }, { token: customer })),
    );
    expect(clicks.map((click) => click.httpStatus)).toEqual(Array(20).fill(200));
    // Each click saw its own count: 1 to 20, none lost or repeated.
    expect(clicks.map((click) => click.body.data.click_count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    expect((await listOf(typeId))[0]?.click_count).toBe(20);

    await ok('image_text/update', { id, ...picture(typeId, { show_status: ShowStatus.hidden }) });
    expect((await server.call('image_text/click', { id }, { token: customer })).httpStatus).toBe(404);
    expect((await listOf(typeId))[0]?.click_count).toBe(20);
    expect((await server.call('image_text/click', { id })).httpStatus).toBe(401);
  });

  it('refuses javascript: and other unsafe jumps, unknown pages and bad input with field messages', async () => {
    const typeId = await addType();
    const refusal = async (fields: Record<string, unknown>) => {
      const answer = await server.call('image_text/add', picture(typeId, fields), {
        token: root,
        locale: 'en-US',
      });
      expect(answer.httpStatus).toBe(400);
      return answer.body.errors as { path: string; message: string }[];
    };
    for (const jump_type of [ImageTextJumpType.new_window, ImageTextJumpType.current_window])
      for (const jump_url of [
        'javascript:alert(1)',
        'JavaScript:alert(1)',
        'data:text/html,x',
        '//evil.example',
      ])
        expect(await refusal({ jump_type, jump_url })).toEqual([
          { path: 'jump_url', message: 'Enter an address starting with http:// or https://' },
        ]);
    expect(
      await refusal({ jump_type: ImageTextJumpType.in_app_route, jump_url: 'javascript:alert(1)' }),
    ).toEqual([
      { path: 'jump_url', message: 'A console page is named by its page id, such as qr_code_list' },
    ]);
    expect(await refusal({ jump_type: ImageTextJumpType.in_app_route, jump_url: 'no_such_page' })).toEqual([
      { path: 'jump_url', message: 'There is no such console page' },
    ]);
    const bad = await refusal({ title: '  ', jump_type: 7, sort: -1 });
    expect(bad.map((error) => error.path).sort()).toEqual(['jump_type', 'sort', 'title']);
    expect(bad.find((error) => error.path === 'title')?.message).toBe('Enter a title');
    expect(await refusal({ type_id: 2_000_000_000 })).toEqual([
      { path: 'type_id', message: 'This type does not exist' },
    ]);

    // A picture shows one of the caller's own uploads, not another user's.
    const customersImage = await uploadAs(customer);
    expect(await refusal({ image_id: customersImage })).toEqual([
      { path: 'image_id', message: 'Upload or choose a picture' },
    ]);

    const route = await ok(
      'image_text/add',
      picture(typeId, { jump_type: ImageTextJumpType.in_app_route, jump_url: 'qr_code_list' }),
    );
    expect(route.id).toBeGreaterThan(0);

    const type = await server.call(
      'image_text_type/add',
      { title: '', code: 'Bad Key' },
      { token: root, locale: 'en-US' },
    );
    expect(type.httpStatus).toBe(400);
    expect(type.body.errors).toEqual([
      { path: 'title', message: "Enter the type's title" },
      {
        path: 'code',
        message:
          'The key may hold lower-case letters, digits, - and _, starting with a letter or digit, up to 40 characters',
      },
    ]);
    await ok('image_text_type/add', { title: 'Once', code: 'unique-key' });
    const taken = await server.call(
      'image_text_type/add',
      { title: 'Twice', code: 'unique-key' },
      { token: root },
    );
    expect(taken.httpStatus).toBe(409);
  });

  it('keeps an image that a picture shows from being deleted', async () => {
    const customersImage = await uploadAs(customer);
    const typeId = await addType();
    const own = await uploadAs(root);
    await ok('image_text/add', picture(typeId, { image_id: own }));
    expect((await server.call('image_configs/remove', { ids: [own] }, { token: root })).httpStatus).toBe(409);
    expect(
      (await server.call('image_configs/remove', { ids: [customersImage] }, { token: customer })).httpStatus,
    ).toBe(200);
  });

  it('lets only administrators manage picture lists and the home, and every user read the home', async () => {
    for (const path of [
      'image_text_type/inquire',
      'image_text_type/add',
      'image_text_type/remove',
      'image_text/inquire',
      'image_text/add',
      'image_text/update',
      'image_text/remove',
      'home_page_config/inquire',
      'home_page_config/update',
    ])
      expect((await server.call(path, {}, { token: customer })).httpStatus, path).toBe(403);
    expect((await server.call('image_text_type/inquire', {}, { token: admin })).httpStatus).toBe(200);
    expect((await server.call('home_page_config/inquire', {}, { token: admin })).httpStatus).toBe(200);
    expect((await server.call('home_page_config/show', {}, { token: customer })).httpStatus).toBe(200);
    expect((await server.call('home_page_config/show', {})).httpStatus).toBe(401);
  });

  it('shows customers the notice in their language and the shown pictures of the chosen type', async () => {
    const typeId = await addType('Home');
    const otherType = await addType('Elsewhere');
    const first = (await ok('image_text/add', picture(typeId, { sort: 5, title: '<b>Spring</b>' }))).id;
    const second = (await ok('image_text/add', picture(typeId, { sort: 9 }))).id;
    await ok('image_text/add', picture(typeId, { sort: 100, show_status: ShowStatus.hidden }));
    await ok('image_text/add', picture(otherType, { sort: 200 }));

    const notice = {
      'zh-CN': '春节期间客服时间调整',
      'en-US': 'Support hours change over the holiday',
      'sw-KE': '',
    };
    const missing = await server.call(
      'home_page_config/update',
      { notice: { 'zh-CN': '' }, notice_switch: true, image_text_type_id: typeId },
      { token: root, locale: 'en-US' },
    );
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.errors).toEqual([
      { path: 'notice.zh-CN', message: 'Write the Chinese notice to show it' },
    ]);
    const unknownType = await server.call(
      'home_page_config/update',
      { notice, notice_switch: true, image_text_type_id: 2_000_000_000 },
      { token: root, locale: 'en-US' },
    );
    expect(unknownType.body.errors).toEqual([
      { path: 'image_text_type_id', message: 'This type does not exist' },
    ]);

    await ok('home_page_config/update', { notice, notice_switch: true, image_text_type_id: typeId });
    expect(await ok('home_page_config/inquire', {})).toEqual({
      notice,
      notice_switch: true,
      image_text_type_id: typeId,
    });

    const inEnglish = await server.call('home_page_config/show', {}, { token: customer, locale: 'en-US' });
    expect(inEnglish.body.data.notice).toBe('Support hours change over the holiday');
    expect(inEnglish.body.data.pictures.map((row: Picture) => row.id)).toEqual([second, first]);
    expect(inEnglish.body.data.pictures[1]).toEqual({
      id: first,
      title: '<b>Spring</b>',
      description: '',
      image_url: expect.stringMatching(/^\/u\//),
      jump_type: ImageTextJumpType.new_window,
      jump_url: 'https://example.com/offer',
    });
    // A blank language reads the Chinese notice.
    const inSwahili = await server.call('home_page_config/show', {}, { token: customer, locale: 'sw-KE' });
    expect(inSwahili.body.data.notice).toBe('春节期间客服时间调整');

    await ok('image_text_type/update', {
      id: typeId,
      title: 'Home',
      code: `type-hidden-${serial}`,
      status: 2,
    });
    await ok('home_page_config/update', { notice, notice_switch: false, image_text_type_id: typeId });
    expect(await ok('home_page_config/show', {}, customer)).toEqual({ notice: null, pictures: [] });
  });
});
