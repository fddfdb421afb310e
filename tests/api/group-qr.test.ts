import { fc } from '@fast-check/vitest';
import { and, eq, like } from 'drizzle-orm';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { AccessStatus } from '../../contract/enums';
import { WECHAT_GROUP_LIFETIME_MS } from '../../contract/group-qr';
import { escapeHtml } from '../../contract/html-escape';
import { codeAlertSettings, messages, operationLogs, visitDays, visits } from '../../server/db/schema';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** A WeChat group QR as the app draws it, at a scale of our choosing. */
const qrPng = (text: string, scale = 6) => QRCode.toBuffer(text, { type: 'png', scale, margin: 2 });

/** A picture with no code in it. */
function blankPng(): Buffer {
  const image = new PNG({ width: 120, height: 120 });
  for (let at = 0; at < image.data.length; at += 4) image.data.set([200, 210, 220, 255], at);
  return PNG.sync.write(image);
}

const GROUP_A = 'https://weixin.qq.com/g/AQYAAPcbExampleGroupA';
const GROUP_B = 'https://weixin.qq.com/g/AQYAAPcbExampleGroupB';
const PERSONAL = 'https://u.wechat.com/EExamplePersonalCode';

describe.each(databases)('bulk upload of group QR images on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: string;
  let bob: string;
  let aliceId: number;
  let carolId: number;
  let carol: string;
  let clock = new Date('2026-03-01T08:00:00.000Z');

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { clock: () => clock });
    aliceId = await createUser(database.store, {
      account: 'alice',
      password: 'Pass12345',
      roleKey: 'default',
    });
    carolId = await createUser(database.store, {
      account: 'carol',
      password: 'Pass12345',
      roleKey: 'default',
    });
    carol = await server.login('carol', 'Pass12345');
    await createUser(database.store, { account: 'bobby', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
    bob = await server.login('bobby', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const upload = async (token: string, bytes: Buffer, fileName: string): Promise<number> => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${server.url}/api/${UPLOAD.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await response.json();
    if (response.status !== 200) throw new Error(JSON.stringify(body));
    return body.data.id as number;
  };

  const newCode = async (token: string, name = '读书会群', enabled = true) => {
    const answer = await server.call(
      'qr_code_list/add',
      { name, destinations: [{ url: 'https://example.com/first', enabled }] },
      { token },
    );
    expect(answer.httpStatus).toBe(200);
    return answer.body.data.id as number;
  };

  it('reads each image, dates group codes and refuses the unreadable and the duplicate, in order', async () => {
    const codeId = await newCode(alice);
    const groupA = await upload(alice, await qrPng(GROUP_A), 'group-a.png');
    const blank = await upload(alice, blankPng(), 'holiday-photo.png');
    const personal = await upload(alice, await qrPng(PERSONAL), 'me.png');
    // The same group again, drawn larger: other bytes, the same code.
    const again = await upload(alice, await qrPng(GROUP_A, 9), 'group-a-again.png');
    const groupB = await upload(alice, await qrPng(GROUP_B), 'group-b.png');

    const answer = await server.call(
      'qr_code_list/add_images',
      { id: codeId, image_ids: [groupA, blank, personal, again, groupB] },
      { token: alice },
    );
    expect(answer.httpStatus).toBe(200);
    const week = new Date(clock.getTime() + WECHAT_GROUP_LIFETIME_MS).toISOString();
    expect(answer.body.data.added).toEqual([
      expect.objectContaining({ image_id: groupA, content: GROUP_A, kind: 'wechat_group', expires_at: week }),
      expect.objectContaining({
        image_id: personal,
        content: PERSONAL,
        kind: 'wechat_personal',
        expires_at: null,
      }),
      expect.objectContaining({ image_id: groupB, content: GROUP_B, kind: 'wechat_group', expires_at: week }),
    ]);
    expect(answer.body.data.refused).toEqual([
      { image_id: blank, reason: 'unreadable' },
      { image_id: again, reason: 'duplicate' },
    ]);

    const details = await server.call('qr_code_list/details', { id: codeId }, { token: alice });
    const list = details.body.data.destinations as {
      id: number;
      image_id: number | null;
      content: string | null;
      kind: string | null;
      expires_at: string | null;
    }[];
    expect(list.map((row) => [row.image_id, row.content, row.kind, row.expires_at])).toEqual([
      [null, null, null, null],
      [groupA, GROUP_A, 'wechat_group', week],
      [personal, PERSONAL, 'wechat_personal', null],
      [groupB, GROUP_B, 'wechat_group', week],
    ]);
    const ids = answer.body.data.added.map((row: { destination_id: number }) => row.destination_id);
    expect(list.slice(1).map((row) => row.id)).toEqual(ids);

    // Uploading the same group once more is a duplicate of a destination already there.
    const third = await upload(alice, await qrPng(GROUP_B, 4), 'group-b-third.png');
    const repeat = await server.call(
      'qr_code_list/add_images',
      { id: codeId, image_ids: [third] },
      { token: alice },
    );
    expect(repeat.body.data).toEqual({ added: [], refused: [{ image_id: third, reason: 'duplicate' }] });
  });

  it('keeps the content and its expiry when the editor saves the code again', async () => {
    const codeId = await newCode(alice);
    const group = await upload(alice, await qrPng('https://weixin.qq.com/g/KeptAcrossSaves'), 'kept.png');
    await server.call('qr_code_list/add_images', { id: codeId, image_ids: [group] }, { token: alice });
    const before = (await server.call('qr_code_list/details', { id: codeId }, { token: alice })).body.data;
    const saved = await server.call(
      'qr_code_list/update_url',
      {
        id: codeId,
        destinations: before.destinations.map((row: Record<string, unknown>) => ({
          id: row.id,
          ...(row.url ? { url: row.url } : { image_id: row.image_id }),
          expires_at: row.expires_at,
        })),
      },
      { token: alice },
    );
    expect(saved.httpStatus).toBe(200);
    const after = (await server.call('qr_code_list/details', { id: codeId }, { token: alice })).body.data;
    expect(after.destinations[1]).toMatchObject({ content: 'https://weixin.qq.com/g/KeptAcrossSaves' });
  });

  it('refuses another owner’s code and another owner’s pictures', async () => {
    const codeId = await newCode(alice);
    const bobs = await upload(bob, await qrPng(GROUP_A), 'bob.png');
    const foreignCode = await server.call(
      'qr_code_list/add_images',
      { id: codeId, image_ids: [bobs] },
      { token: bob },
    );
    expect(foreignCode.httpStatus).toBe(404);
    const foreignPicture = await server.call(
      'qr_code_list/add_images',
      { id: codeId, image_ids: [bobs] },
      { token: alice },
    );
    expect(foreignPicture.body.data).toEqual({
      added: [],
      refused: [{ image_id: bobs, reason: 'unknown_image' }],
    });
    const tooMany = await server.call(
      'qr_code_list/add_images',
      { id: codeId, image_ids: Array.from({ length: 51 }, (_, index) => index + 1) },
      { token: alice },
    );
    expect(tooMany.httpStatus).toBe(400);
  });

  /** The lifecycle notices an owner got, by key, for one code name. */
  const noticesOf = async (userId: number, name: string) => {
    const rows = await database.store.db
      .select({ key: messages.titleKey, params: messages.params })
      .from(messages)
      .where(and(eq(messages.userId, userId), like(messages.titleKey, 'notice.%')));
    return rows
      .filter((row) => (row.params as { name?: string }).name === name)
      .map((row) => String(row.key).replace(/\.title$/, ''))
      .filter((key) => /destination_expiring|code_low|code_empty|code_ran_out/.test(key));
  };

  it('alerts once before destinations expire, once when the code runs low and once when it is empty', async () => {
    const start = new Date('2026-04-01T00:00:00.000Z');
    clock = start;
    // The code's first destination is switched off: only the uploaded groups serve.
    const codeId = await newCode(carol, '周末徒步群', false);
    const ids = [
      await upload(carol, await qrPng('https://weixin.qq.com/g/HikeOne'), 'one.png'),
      await upload(carol, await qrPng('https://weixin.qq.com/g/HikeTwo'), 'two.png'),
      await upload(carol, await qrPng('https://weixin.qq.com/g/HikeThree'), 'three.png'),
    ];
    await server.call('qr_code_list/add_images', { id: codeId, image_ids: ids }, { token: carol });
    // The first group was made two days before it was uploaded: its expiry is moved forward.
    const details = (await server.call('qr_code_list/details', { id: codeId }, { token: carol })).body.data;
    const early = new Date(start.getTime() + 5 * 3_600_000).toISOString();
    await server.call(
      'qr_code_list/update_url',
      {
        id: codeId,
        destinations: details.destinations.map((row: Record<string, unknown>, index: number) => ({
          id: row.id,
          ...(row.url ? { url: row.url, enabled: false } : { image_id: row.image_id }),
          expires_at: index === 1 ? early : row.expires_at,
        })),
      },
      { token: carol },
    );
    const round = async (at: number) => {
      clock = new Date(start.getTime() + at);
      await server.app.lifecycle.round();
      return noticesOf(carolId, '周末徒步群');
    };
    const hour = 3_600_000;
    expect(await round(0)).toEqual(['notice.destination_expiring']);
    expect(await round(hour)).toEqual(['notice.destination_expiring']);
    // Past the first expiry: two left, above the line of one.
    expect(await round(6 * hour)).toEqual(['notice.destination_expiring']);
    // A day before the others expire: one notice for both.
    expect(await round(7 * 24 * hour - 20 * hour)).toEqual([
      'notice.destination_expiring',
      'notice.destination_expiring',
    ]);
    const spare = await newCode(carol, '备用群', false);
    const spareImage = await upload(carol, await qrPng('https://weixin.qq.com/g/HikeSpare'), 'spare.png');
    await server.call('qr_code_list/add_images', { id: spare, image_ids: [spareImage] }, { token: carol });
    const attention = async () =>
      (await server.call('code_attention/inquire', { page: 1, page_size: 20 }, { token: carol })).body.data;
    expect(await attention()).toEqual({
      list: [
        expect.objectContaining({ code_id: spare, name: '备用群', state: 'low', usable: 1 }),
        expect.objectContaining({ code_id: codeId, state: 'expiring', usable: 2 }),
      ],
      total: 2,
    });
    expect(await round(7 * 24 * hour + 60_000)).toEqual([
      'notice.destination_expiring',
      'notice.destination_expiring',
      'notice.code_empty',
    ]);
    expect(await round(7 * 24 * hour + 2 * hour)).toHaveLength(3);
    expect(
      (await attention()).list.map((row: { code_id: number; state: string }) => [row.code_id, row.state]),
    ).toEqual([
      [codeId, 'empty'],
      [spare, 'low'],
    ]);
    const logged = await database.store.db
      .select({ path: operationLogs.path })
      .from(operationLogs)
      .where(and(eq(operationLogs.userId, carolId), eq(operationLogs.type, 'code_attention')));
    // The spare code, down to its one group from the start, ran low once.
    expect(await noticesOf(carolId, '备用群')).toEqual(['notice.code_low']);
    expect(logged.map((row) => row.path).sort()).toEqual([
      'code_attention/code_empty',
      'code_attention/code_low',
      'code_attention/destination_expiring',
      'code_attention/destination_expiring',
    ]);
  });

  it('tells an owner once when a code runs low, by the owner’s own line', async () => {
    const start = new Date('2026-05-01T00:00:00.000Z');
    clock = start;
    await database.store.db
      .insert(codeAlertSettings)
      .values({ ownerId: aliceId, lowUsable: 2, expiringHours: 1 });
    const codeId = await newCode(alice, '亲子共读群', false);
    const ids = [
      await upload(alice, await qrPng('https://weixin.qq.com/g/ReadOne'), 'r1.png'),
      await upload(alice, await qrPng('https://weixin.qq.com/g/ReadTwo'), 'r2.png'),
      await upload(alice, await qrPng('https://u.wechat.com/ReadHost'), 'host.png'),
    ];
    await server.call('qr_code_list/add_images', { id: codeId, image_ids: ids }, { token: alice });
    await server.app.lifecycle.round();
    expect(await noticesOf(aliceId, '亲子共读群')).toEqual([]);
    // Both groups gone: the host's personal code is the one left, at Alice's line of two.
    clock = new Date(start.getTime() + 7 * 24 * 3_600_000 + 1000);
    await server.app.lifecycle.round();
    await server.app.lifecycle.round();
    expect(await noticesOf(aliceId, '亲子共读群')).toEqual(['notice.code_low']);
  });

  it('hears from the redirect itself when a threshold runs a code low and then out, with no round', async () => {
    clock = new Date();
    const answer = await server.call(
      'qr_code_list/add',
      {
        name: '限量体验群',
        destinations: [
          { url: 'https://example.com/one', threshold: 1 },
          { url: 'https://example.com/two', threshold: 1 },
        ],
      },
      { token: carol },
    );
    const visit = () => fetch(`${server.url}/c/${answer.body.data.file_name}`, { redirect: 'manual' });
    expect((await visit()).headers.get('location')).toBe('https://example.com/one');
    // The first threshold is reached: one destination left, at the line of one.
    await expect.poll(() => noticesOf(carolId, '限量体验群'), { timeout: 8000 }).toEqual(['notice.code_low']);
    // Every threshold used up: the next visitor gets the fallback destination, and the rotation
    // notice says so — the lifecycle alert does not say it twice.
    await visit();
    expect((await visit()).headers.get('location')).toBe('https://example.com/two');
    await expect
      .poll(() => noticesOf(carolId, '限量体验群'), { timeout: 8000 })
      .toEqual(['notice.code_low', 'notice.code_ran_out']);
    // Serving the fallback from now on tells nothing more.
    await visit();
    await visit();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await noticesOf(carolId, '限量体验群')).toHaveLength(2);
  });

  it('shows visitors the owner’s fallback page, in their language, when every destination has expired', async () => {
    // Visits are answered on the wall clock: uploads are dated on it here too.
    clock = new Date();
    const answer = await server.call(
      'qr_code_list/add',
      {
        name: '烘焙交流群',
        fallback_message: '群已满，请加客服微信 <bake-help> 拉你进群',
        destinations: [
          { url: 'https://example.com/old', expires_at: new Date(Date.now() - 60_000).toISOString() },
        ],
      },
      { token: alice },
    );
    expect(answer.httpStatus).toBe(200);
    const { id, file_name: fileName } = answer.body.data;
    const contact = await upload(alice, blankPng(), 'helper.png');
    const group = await upload(alice, await qrPng('https://weixin.qq.com/g/BakeOne'), 'bake.png');
    await server.call('qr_code_list/add_images', { id, image_ids: [group] }, { token: alice });
    const page = await fetch(`${server.url}/c/${fileName}`, { headers: { 'accept-language': 'en-US' } });
    // The group added just now serves: only expired destinations strand a visitor.
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/u/');

    // Everything expired: the fallback page with the owner's words, escaped, and the contact picture.
    const details = (await server.call('qr_code_list/details', { id }, { token: alice })).body.data;
    const past = new Date(Date.now() - 1000).toISOString();
    const saved = await server.call(
      'qr_code_list/update',
      {
        id,
        name: details.name,
        fallback_image_id: contact,
        destinations: details.destinations.map((row: Record<string, unknown>) => ({
          id: row.id,
          ...(row.url ? { url: row.url } : { image_id: row.image_id }),
          expires_at: past,
        })),
      },
      { token: alice },
    );
    expect(saved.httpStatus).toBe(200);
    const stranded = await fetch(`${server.url}/c/${fileName}`, { headers: { 'accept-language': 'en-US' } });
    expect(stranded.status).toBe(200);
    const body = await stranded.text();
    expect(body).toContain('群已满，请加客服微信 &lt;bake-help&gt; 拉你进群');
    expect(body).not.toContain('<bake-help>');
    expect(body).toContain('Contact the organiser');
    expect(body).toMatch(/<img src="\/u\/[A-Za-z0-9_-]{22}\.png"/);
    expect(body).toContain('lang="en-US"');

    // Without a message of the owner's: the platform's words, in the visitor's language.
    const expired = details.destinations.map((row: Record<string, unknown>) => ({
      id: row.id,
      ...(row.url ? { url: row.url } : { image_id: row.image_id }),
      expires_at: past,
    }));
    await server.call(
      'qr_code_list/update',
      { id, name: details.name, fallback_message: '', fallback_image_id: null, destinations: expired },
      { token: alice },
    );
    const chinese = await (
      await fetch(`${server.url}/c/${fileName}`, { headers: { 'accept-language': 'zh-CN' } })
    ).text();
    expect(chinese).toContain('当前群已满或二维码已过期');
    expect(chinese).not.toContain('<img');

    await server.app.visits.drain();
    const recorded = await database.store.db
      .select({ status: visits.accessStatus })
      .from(visits)
      .where(eq(visits.codeId, id));
    expect(recorded.map((row) => row.status)).toEqual([
      AccessStatus.served,
      AccessStatus.no_destination,
      AccessStatus.no_destination,
    ]);
    const [day] = await database.store.db
      .select({ refused: visitDays.refused, visits: visitDays.visits })
      .from(visitDays)
      .where(eq(visitDays.codeId, id));
    expect(day).toMatchObject({ visits: 1, refused: 2 });
  });

  it('escapes any fallback message the owner writes', async () => {
    const answer = await server.call(
      'qr_code_list/add',
      {
        name: '<b>群</b>',
        destinations: [
          { url: 'https://example.com/x', expires_at: new Date(Date.now() - 60_000).toISOString() },
        ],
      },
      { token: alice },
    );
    const { id, file_name: fileName } = answer.body.data;
    const details = (await server.call('qr_code_list/details', { id }, { token: alice })).body.data;
    const unit = fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      '/',
      'a',
      's',
      'c',
      'r',
      'i',
      'p',
      't',
      ' ',
      '=',
      '群',
      '\n',
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit, minLength: 1, maxLength: 60 }), async (message) => {
        const trimmed = message.trim();
        const saved = await server.call(
          'qr_code_list/update',
          {
            id,
            name: details.name,
            fallback_message: message,
            destinations: [
              {
                id: details.destinations[0].id,
                url: 'https://example.com/x',
                expires_at: details.destinations[0].expires_at,
              },
            ],
          },
          { token: alice },
        );
        expect(saved.httpStatus).toBe(200);
        const body = await (
          await fetch(`${server.url}/c/${fileName}`, { headers: { 'accept-language': 'en-US' } })
        ).text();
        const shown = /<p class="fallback">([\s\S]*?)<\/p>/.exec(body)?.[1];
        expect(shown).toBe(
          escapeHtml(
            trimmed ||
              'The group is full or its QR code has expired. The organiser is updating it — please scan again later.',
          ),
        );
        expect(shown).not.toMatch(/[<>"']/);
        expect(body).toContain('<h1>&lt;b&gt;群&lt;/b&gt;</h1>');
      }),
      { numRuns: 25 },
    );
  });
});
