import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './fixtures';
import { type CallAnswer, databases, startServer, type TestDatabase, type TestServer } from './harness';

const titled = (zh: string, en = '', sw = '') => ({ 'zh-CN': zh, 'en-US': en, 'sw-KE': sw });
const sku = (price: string, stock = 5, model = `M-${price}`) => ({
  model,
  attributes: [{ name: 'colour', value: 'black' }],
  price,
  stock,
});

describe.each(databases)('the mall catalogue on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let customer: string;

  const call = (path: string, input: unknown, token: string | undefined = admin) =>
    server.call(path, input, { token, locale: 'en-US' });
  const add = async (path: string, input: unknown) => {
    const answer = await call(path, input);
    expect(answer.body).toMatchObject({ status: true });
    return answer.body.data.id as number;
  };
  const categories = async () =>
    (await call('mall_category_list/inquire', { page_size: 500 })).body.data.list as {
      id: number;
      parent_id: number;
      depth: number;
      children: number;
      products: number;
      title: Record<string, string>;
    }[];

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    await createUser(database.store, {
      account: 'mall_admin',
      password: 'Pass12345',
      roleKey: 'administrator',
    });
    await createUser(database.store, { account: 'mall_buyer', password: 'Pass12345', roleKey: 'default' });
    admin = await server.login('mall_admin', 'Pass12345');
    customer = await server.login('mall_buyer', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('keeps categories as a tree: each after its parent, with depth and counts', async () => {
    const phones = await add('mall_category_list/add', { title: titled('手机', 'Phones'), sort: 10 });
    const tablets = await add('mall_category_list/add', { title: titled('平板'), sort: 5 });
    const android = await add('mall_category_list/add', {
      parent_id: phones,
      title: titled('安卓', 'Android'),
      icon: '/u/abc.png',
    });
    const list = await categories();
    expect(list.map((row) => [row.id, row.depth])).toEqual([
      [phones, 0],
      [android, 1],
      [tablets, 0],
    ]);
    expect(list[0]).toMatchObject({
      parent_id: 0,
      children: 1,
      products: 0,
      title: titled('手机', 'Phones'),
    });
    expect(list[1]).toMatchObject({ parent_id: phones, icon: '/u/abc.png', show_status: 1 });

    const update = await call('mall_category_list/update', {
      id: tablets,
      parent_id: phones,
      title: 'Tablets',
      sort: 1,
    });
    expect(update.body).toMatchObject({ status: true });
    const moved = (await categories()).find((row) => row.id === tablets);
    // A plain string stands for every language.
    expect(moved).toMatchObject({
      parent_id: phones,
      depth: 1,
      title: titled('Tablets', 'Tablets', 'Tablets'),
    });
  });

  it('refuses a parent that is the category itself or inside its own subtree', async () => {
    const top = await add('mall_category_list/add', { title: titled('顶') });
    const middle = await add('mall_category_list/add', { parent_id: top, title: titled('中') });
    const leaf = await add('mall_category_list/add', { parent_id: middle, title: titled('底') });
    for (const parent of [top, leaf]) {
      const answer = await call('mall_category_list/update', {
        id: top,
        parent_id: parent,
        title: titled('顶'),
      });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.errors).toEqual([
        { path: 'parent_id', message: 'A category cannot sit under itself or one of its own subcategories' },
      ]);
    }
    const missing = await call('mall_category_list/add', { parent_id: 999999, title: titled('孤') });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.errors[0].path).toBe('parent_id');
  });

  it('refuses to remove a category with subcategories or products, and removes an empty one', async () => {
    const parent = await add('mall_category_list/add', { title: titled('父') });
    const child = await add('mall_category_list/add', { parent_id: parent, title: titled('子') });
    const withChildren = await call('mall_category_list/remove', { ids: [parent] });
    expect(withChildren.httpStatus).toBe(409);
    expect(withChildren.body.message).toBe(
      'This category still has subcategories: delete or move them first',
    );

    await add('mall_product_list/add', { category_id: child, title: 'Cable', skus: [sku('3')] });
    const withProducts = await call('mall_category_list/remove', { ids: [child] });
    expect(withProducts.httpStatus).toBe(409);
    expect(withProducts.body.message).toBe('This category still has products: delete or move them first');

    const empty = await add('mall_category_list/add', { title: titled('空') });
    expect((await call('mall_category_list/remove', { ids: [empty] })).body).toMatchObject({ status: true });
    expect((await categories()).some((row) => row.id === empty)).toBe(false);
  });

  it('answers anyone the shown categories as a tree, in the asked language', async () => {
    const shown = await add('mall_category_list/add', {
      title: titled('家电', 'Appliances', 'Vifaa'),
      sort: 99999,
    });
    const inner = await add('mall_category_list/add', { parent_id: shown, title: titled('冰箱', 'Fridges') });
    const hidden = await add('mall_category_list/add', {
      title: titled('隐藏'),
      show_status: 2,
      sort: 99998,
    });
    await add('mall_category_list/add', { parent_id: hidden, title: titled('隐藏之下') });

    const english = await server.call('mall_category/inquire', { show_status: 1, language: 'en-US' });
    expect(english.httpStatus).toBe(200);
    const [first] = english.body.data.list;
    expect(first).toMatchObject({
      id: shown,
      title: 'Appliances',
      titles: titled('家电', 'Appliances', 'Vifaa'),
    });
    expect(first.children).toEqual([
      { id: inner, title: 'Fridges', titles: titled('冰箱', 'Fridges'), icon: '', sort: 0, children: [] },
    ]);
    const ids = JSON.stringify(english.body.data.list);
    expect(ids).not.toContain('隐藏');

    // A blank translation reads as the Chinese title.
    const swahili = await server.call('mall_category/inquire', { language: 'sw-KE' });
    const fridges = swahili.body.data.list[0].children[0];
    expect(fridges.title).toBe('冰箱');
    expect((await server.call('mall_category/inquire', { show_status: 2 })).httpStatus).toBe(400);
  });

  it('keeps brands with their translations', async () => {
    const id = await add('mall_brand_list/add', { title: 'Anker', translations: { 'zh-CN': '安克' } });
    const [row] = (await call('mall_brand_list/inquire', { keyword: 'ank' })).body.data.list;
    expect(row).toMatchObject({ id, title: 'Anker', translations: titled('安克'), products: 0 });
    await call('mall_brand_list/update', {
      id,
      title: 'Anker Innovations',
      translations: titled('安克', 'Anker'),
    });
    const [changed] = (await call('mall_brand_list/inquire', { keyword: 'innov' })).body.data.list;
    expect(changed.translations['en-US']).toBe('Anker');
    expect((await call('mall_brand_list/remove', { ids: [id] })).body).toMatchObject({ status: true });
    expect((await call('mall_brand_list/inquire', { keyword: 'ank' })).body.data.total).toBe(0);
  });

  it('keeps products with their SKUs, exact prices and the lowest one', async () => {
    const category = await add('mall_category_list/add', { title: titled('配件') });
    const brand = await add('mall_brand_list/add', { title: 'Ugreen', translations: {} });
    const id = await add('mall_product_list/add', {
      category_id: category,
      brand_id: brand,
      title: 'USB-C charger',
      data_source: 'supplier A',
      information: '65 W',
      cover_images: ['/u/cover1.png', 'https://cdn.example.com/c2.jpg'],
      detail_images: ['/u/detail.png'],
      purchases: 12,
      ranking_recommend: true,
      home_recommend: true,
      skus: [sku('19.90', 3, '65W'), sku('0.000001', 4, 'sample'), sku('12345678901234.123456', 1, 'gold')],
    });
    const find = async () =>
      (await call('mall_product_list/inquire', { keyword: 'charger' })).body.data.list.find(
        (row: { id: number }) => row.id === id,
      );
    const row = await find();
    expect(row).toMatchObject({
      category_id: category,
      category_title: titled('配件'),
      brand_id: brand,
      brand_title: 'Ugreen',
      data_source: 'supplier A',
      cover_images: ['/u/cover1.png', 'https://cdn.example.com/c2.jpg'],
      detail_images: ['/u/detail.png'],
      purchases: 12,
      ranking_recommend: true,
      home_recommend: true,
      show_status: 1,
      lowest_price: '0.000001',
      stock: 8,
    });
    expect(row.skus.map((each: { price: string }) => each.price)).toEqual([
      '19.9',
      '0.000001',
      '12345678901234.123456',
    ]);
    expect(row.skus[0]).toEqual({
      model: '65W',
      attributes: [{ name: 'colour', value: 'black' }],
      price: '19.9',
      stock: 3,
    });

    // Update replaces the SKUs in one go.
    const update = await call('mall_product_list/update', {
      id,
      category_id: category,
      title: 'USB-C charger',
      skus: [sku('7.5', 2), sku('8', 1)],
    });
    expect(update.body).toMatchObject({ status: true });
    const changed = await find();
    expect(changed).toMatchObject({ brand_id: 0, brand_title: '', lowest_price: '7.5', stock: 3 });
    expect(changed.skus).toHaveLength(2);

    // The brand's product count, then deleting the brand leaves the product without one.
    await call('mall_product_list/update', {
      id,
      category_id: category,
      brand_id: brand,
      title: 'C',
      skus: [sku('1')],
    });
    const [brandRow] = (await call('mall_brand_list/inquire', { keyword: 'ugreen' })).body.data.list;
    expect(brandRow.products).toBe(1);
    await call('mall_brand_list/remove', { ids: [brand] });
    expect(await find()).toBeUndefined();
    const renamed = (await call('mall_product_list/inquire', { category_id: category })).body.data.list[0];
    expect(renamed).toMatchObject({ id, brand_id: 0 });

    expect((await call('mall_product_list/remove', { ids: [id] })).body).toMatchObject({ status: true });
    expect((await call('mall_product_list/inquire', { category_id: category })).body.data.total).toBe(0);
  });

  it('refuses bad input with a message on the field', async () => {
    const category = await add('mall_category_list/add', { title: titled('校验') });
    const product = (skus: unknown[], extra: Record<string, unknown> = {}) =>
      call('mall_product_list/add', { category_id: category, title: 'Bad', skus, ...extra });
    const expectField = async (answer: Promise<CallAnswer>, path: string, message: string) => {
      const { httpStatus, body } = await answer;
      expect(httpStatus).toBe(400);
      expect(body.errors).toContainEqual({ path, message });
    };
    await expectField(product([sku('-1')]), 'skus.0.price', 'The amount cannot be negative');
    await expectField(product([sku('1.0000001')]), 'skus.0.price', 'At most 6 decimal places');
    await expectField(product([], {}), 'skus', 'Add at least one SKU');
    await expectField(product([sku('1')], { title: '  ' }), 'title', 'Enter the product title');
    await expectField(product([{ ...sku('1'), model: '' }]), 'skus.0.model', 'Enter the model');
    await expectField(
      product([{ ...sku('1'), attributes: [{ name: 'size', value: '' }] }]),
      'skus.0.attributes.0.value',
      'Enter the attribute value',
    );
    await expectField(
      product([sku('1')], { cover_images: ['javascript:alert(1)'] }),
      'cover_images.0',
      'Not a picture address: upload one or pick it from the library',
    );
    await expectField(
      product([sku('1')], { category_id: 999999 }),
      'category_id',
      'The chosen category no longer exists',
    );
    await expectField(
      call('mall_category_list/add', { title: titled('') }),
      'title.zh-CN',
      'Enter the category title',
    );
    await expectField(call('mall_brand_list/add', { title: '' }), 'title', 'Enter the brand name');
  });

  it('refuses customers and signed-out callers the administration calls', async () => {
    for (const path of ['mall_category_list/inquire', 'mall_brand_list/add', 'mall_product_list/inquire']) {
      expect((await call(path, {}, customer)).httpStatus).toBe(403);
      expect((await server.call(path, {})).httpStatus).toBe(401);
    }
    // The shown tree is for everyone, customers included.
    expect((await call('mall_category/inquire', {}, customer)).httpStatus).toBe(200);
  });
});
