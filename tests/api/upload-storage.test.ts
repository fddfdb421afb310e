import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { images, settings } from '../../server/db/schema';
import { createMemoryBus } from '../../server/ports/bus';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** s3rver's one account. It checks the access key id; it does not check the signature, so a wrong secret passes. */
const S3_KEY = { id: 'S3RVER', secret: 'S3RVER' };
const BUCKET = 'livecode';

function pngOf(size: number, shade: number): Buffer {
  const image = new PNG({ width: size, height: size });
  image.data.fill(shade);
  return PNG.sync.write(image);
}

let s3: S3rver;
let s3Folder: string;
let endpoint: string;

beforeAll(async () => {
  s3Folder = mkdtempSync(join(tmpdir(), 'lc-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3?.close();
  rmSync(s3Folder, { recursive: true, force: true });
});

describe.each(databases)('upload storage (image_config) on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let alice: string;
  const masterKey = randomBytes(32);
  const bus = createMemoryBus();

  const s3Form = (overrides: Record<string, unknown> = {}) => ({
    driver: 's3',
    endpoint,
    region: 'us-east-1',
    bucket: BUCKET,
    path_prefix: 'uploads/test',
    access_key_id: S3_KEY.id,
    secret_access_key: S3_KEY.secret,
    ...overrides,
  });
  /** Back to the disk, the S3 fields kept as they are. */
  const localForm = () => ({ ...s3Form({ secret_access_key: '' }), driver: 'local' });
  const call = (path: string, input: unknown, token = root) =>
    server.call(path, input, { token, locale: 'en-US' });
  const ok = async (path: string, input: unknown) => {
    const answer = await call(path, input);
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const upload = async (on: TestServer, bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'picture.png');
    const response = await fetch(`${on.url}/api/${UPLOAD.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice}` },
      body: form,
    });
    const body = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return body.data as { id: number; url: string };
  };
  const served = async (on: TestServer, url: string) => {
    const response = await fetch(`${on.url}${url}`);
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const storedAt = async (id: number) => {
    const [row] = await database.store.db
      .select({ storage: images.storage, bucket: images.storageBucket, prefix: images.storagePrefix })
      .from(images)
      .where(eq(images.id, id));
    return row;
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { bus, config: { masterKey } });
    root = await server.login();
    await createUser(database.store, { account: 'alice', password: 'Pass12345', roleKey: 'default' });
    alice = await server.login('alice', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('starts on the local disk and refuses customers', async () => {
    expect(await ok('image_config/inquire', {})).toMatchObject({
      driver: 'local',
      has_secret: false,
      secret_hint: '',
    });
    for (const path of ['image_config/inquire', 'image_config/update', 'image_config/test'])
      expect((await call(path, path === 'image_config/inquire' ? {} : s3Form(), alice)).httpStatus).toBe(403);
  });

  it('refuses settings that cannot work, naming each field', async () => {
    const notUrl = await call('image_config/update', s3Form({ endpoint: 'not a url' }));
    expect(notUrl.httpStatus).toBe(400);
    expect(notUrl.body.errors).toContainEqual({
      path: 'endpoint',
      message: 'The address must be an http(s) URL',
    });
    const noBucket = await call('image_config/update', s3Form({ bucket: '', access_key_id: '' }));
    expect(noBucket.httpStatus).toBe(400);
    expect(noBucket.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'bucket', message: 'S3 storage needs a bucket' },
        { path: 'access_key_id', message: 'S3 storage needs an access key ID' },
      ]),
    );
    const badPrefix = await call('image_config/update', s3Form({ path_prefix: '../etc' }));
    expect(badPrefix.body.errors?.[0]?.path).toBe('path_prefix');
    // A bucket that does not pass the connection test never receives the uploads.
    const missing = await call('image_config/update', s3Form({ bucket: 'no-such-bucket' }));
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.errors).toEqual([{ path: 'bucket', message: 'The bucket does not exist' }]);
    const unreachable = await call('image_config/update', s3Form({ endpoint: 'http://127.0.0.1:9' }));
    expect(unreachable.body.errors?.[0]?.path).toBe('endpoint');
    expect((await ok('image_config/inquire', {})).driver).toBe('local');
    const noSecret = await call('image_config/update', s3Form({ secret_access_key: '' }));
    expect(noSecret.httpStatus).toBe(400);
    expect(noSecret.body.errors).toEqual([
      { path: 'secret_access_key', message: 'S3 storage needs a secret access key' },
    ]);
  });

  it('tests a connection step by step and says which step failed and why', async () => {
    expect(await ok('image_config/test', s3Form())).toEqual({
      ok: true,
      steps: [
        { step: 'write', ok: true, problem: null, code: '' },
        { step: 'read', ok: true, problem: null, code: '' },
        { step: 'delete', ok: true, problem: null, code: '' },
      ],
    });
    expect(await ok('image_config/test', s3Form({ bucket: 'no-such-bucket' }))).toEqual({
      ok: false,
      steps: [{ step: 'write', ok: false, problem: 'bucket_missing', code: 'NoSuchBucket' }],
    });
    expect(await ok('image_config/test', s3Form({ access_key_id: 'SOMEONE-ELSE' }))).toEqual({
      ok: false,
      steps: [{ step: 'write', ok: false, problem: 'credentials_refused', code: 'InvalidAccessKeyId' }],
    });
    // A port nothing listens on.
    const unreachable = await ok('image_config/test', s3Form({ endpoint: 'http://127.0.0.1:9' }));
    expect(unreachable.steps).toEqual([
      { step: 'write', ok: false, problem: 'endpoint_unreachable', code: 'ECONNREFUSED' },
    ]);
    // Without a secret in the form and none stored, there is nothing to sign with.
    expect(await ok('image_config/test', s3Form({ secret_access_key: '' }))).toEqual({
      ok: false,
      steps: [{ step: 'write', ok: false, problem: 'secret_missing', code: '' }],
    });
    expect((await ok('image_config/test', localForm())).ok).toBe(true);
  });

  it('keeps the secret sealed, shows only its hint, and keeps it when saved empty', async () => {
    await ok('image_config/update', s3Form({ secret_access_key: 'not-the-secret-S3RVER' }));
    const saved = await ok('image_config/inquire', {});
    expect(saved).toEqual({
      driver: 's3',
      endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      path_prefix: 'uploads/test',
      access_key_id: S3_KEY.id,
      has_secret: true,
      secret_hint: '••••RVER',
    });
    expect(JSON.stringify(saved)).not.toContain('not-the-secret');
    const [row] = await database.store.db.select().from(settings).where(eq(settings.key, 'image_config'));
    expect(JSON.stringify(row?.value)).not.toContain('not-the-secret');

    await ok('image_config/update', s3Form({ secret_access_key: S3_KEY.secret }));
    await ok('image_config/update', s3Form({ secret_access_key: '' }));
    expect((await ok('image_config/inquire', {})).secret_hint).toBe('••••RVER');
    // The stored secret stands in for an empty one when testing, too.
    expect((await ok('image_config/test', s3Form({ secret_access_key: '' }))).ok).toBe(true);
  });

  it('writes new uploads to the current storage and reads every file from where it was written', async () => {
    await ok('image_config/update', localForm());
    const onDisk = await upload(server, pngOf(8, 10));
    expect(await storedAt(onDisk.id)).toEqual({ storage: 'local', bucket: '', prefix: '' });

    await ok('image_config/update', s3Form({ secret_access_key: '' }));
    const inBucket = await upload(server, pngOf(9, 200));
    expect(await storedAt(inBucket.id)).toEqual({ storage: 's3', bucket: BUCKET, prefix: 'uploads/test' });
    expect((await served(server, onDisk.url)).bytes.equals(pngOf(8, 10))).toBe(true);
    expect((await served(server, inBucket.url)).bytes.equals(pngOf(9, 200))).toBe(true);

    // Back on the disk, the bucket's file is still served from the bucket.
    await ok('image_config/update', localForm());
    const again = await upload(server, pngOf(7, 60));
    expect((await storedAt(again.id))?.storage).toBe('local');
    expect((await served(server, inBucket.url)).bytes.equals(pngOf(9, 200))).toBe(true);
    expect((await served(server, onDisk.url)).status).toBe(200);

    // Deleting a picture deletes it where it is.
    expect((await call('image_configs/remove', { ids: [inBucket.id] }, alice)).httpStatus).toBe(200);
    expect((await served(server, inBucket.url)).status).toBe(404);
  });

  it('applies a change made on another process to that process’s next upload', async () => {
    const other = await startServer(database, { bus, config: { masterKey } });
    try {
      await ok('image_config/update', localForm());
      expect((await storedAt((await upload(other, pngOf(6, 30))).id))?.storage).toBe('local');
      await ok('image_config/update', s3Form({ secret_access_key: '' }));
      const there = await upload(other, pngOf(6, 31));
      expect((await storedAt(there.id))?.storage).toBe('s3');
      expect((await served(server, there.url)).bytes.equals(pngOf(6, 31))).toBe(true);
    } finally {
      await other.close();
    }
  });
});
