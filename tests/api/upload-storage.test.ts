import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { images, settings } from '../../server/db/schema';
import { createResolver } from '../../server/net/resolver';
import { createMemoryBus } from '../../server/ports/bus';
import { type FakeDns, startFakeDns } from '../fakes/dns/fake-dns';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

/** How every failure that is not S3 naming a problem comes back. */
const UNEXPECTED = {
  ok: false,
  steps: [{ step: 'write', ok: false, problem: 'unexpected_answer', code: '' }],
};

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
/** What a probe of the internal network would find: a web page that refuses, and a service that hangs up. */
let trap: Server;
let trapPort: number;
let trapHits = 0;
let hangUp: TcpServer;
let hangUpPort: number;
let dns: FakeDns;

const listening = async <T extends Server | TcpServer>(server: T) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  trap = createHttpServer((request, response) => {
    trapHits += 1;
    request.resume();
    response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Forbidden</h1>');
  });
  trapPort = await listening(trap);
  hangUp = createTcpServer((socket) => socket.resetAndDestroy());
  hangUpPort = await listening(hangUp);
  dns = await startFakeDns();
  dns.set('storage.example.com', 'A', ['127.0.0.1']);
  dns.set('inside.example.com', 'A', ['10.0.0.7']);

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
  trap?.closeAllConnections();
  await new Promise((resolve) => trap?.close(resolve));
  await new Promise((resolve) => hangUp?.close(resolve));
  await dns?.close();
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
    server = await startServer(database, {
      bus,
      config: { masterKey, s3AllowPrivateEndpoints: ['127.0.0.1'] },
    });
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
    // A port nothing listens on, one that hangs up, a server that answers 403 without being S3:
    // the same generic reason for each, so the answers tell nothing about what runs where.
    for (const address of [
      'http://127.0.0.1:9',
      `http://127.0.0.1:${hangUpPort}`,
      `http://127.0.0.1:${trapPort}`,
    ]) {
      const failed = await ok('image_config/test', s3Form({ endpoint: address }));
      expect(failed, address).toEqual(UNEXPECTED);
    }
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
    const other = await startServer(database, {
      bus,
      config: { masterKey, s3AllowPrivateEndpoints: ['127.0.0.1'] },
    });
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

describe.each(databases)('the storage connection test and the outbound guard on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let root: string;
  let administrator: string;

  const s3Form = (address: string) => ({
    driver: 's3',
    endpoint: address,
    region: 'us-east-1',
    bucket: BUCKET,
    path_prefix: '',
    access_key_id: S3_KEY.id,
    secret_access_key: S3_KEY.secret,
  });

  beforeAll(async () => {
    database = await open();
    // No allowance: the storage must be on the public internet, like every other outbound address.
    server = await startServer(database, { domainChecks: { resolver: createResolver([dns.server], 1000) } });
    root = await server.login();
    await createUser(database.store, {
      account: 'platformadmin',
      password: 'Pass12345',
      roleKey: 'administrator',
    });
    administrator = await server.login('platformadmin', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('sends nothing to loopback, private or metadata addresses, and says no more than that', async () => {
    trapHits = 0;
    for (const token of [root, administrator])
      for (const address of [
        `http://127.0.0.1:${trapPort}`,
        `http://127.0.0.1:${hangUpPort}`,
        `http://[::1]:${trapPort}`,
        `http://[::ffff:7f00:1]:${trapPort}`,
        'http://169.254.169.254',
        'http://10.0.0.7:9000',
        `http://storage.example.com:${trapPort}`,
        'http://inside.example.com',
        endpoint,
      ]) {
        const answer = await server.call('image_config/test', s3Form(address), { token, locale: 'en-US' });
        expect(answer.httpStatus, address).toBe(200);
        expect(answer.body.data, address).toEqual(UNEXPECTED);
      }
    expect(trapHits).toBe(0);
  });

  it('refuses to save a storage on an address that is not public', async () => {
    const answer = await server.call('image_config/update', s3Form(`http://127.0.0.1:${trapPort}`), {
      token: administrator,
      locale: 'en-US',
    });
    expect(answer.httpStatus).toBe(400);
    expect(answer.body.errors).toEqual([
      {
        path: 'endpoint',
        message:
          "The storage did not answer as expected: check the address, the port, and that it is an S3-compatible service on the public internet (storage on a private network must be allowed by the server's operator)",
      },
    ]);
    expect(trapHits).toBe(0);
  });
});
