import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLocalOrigin } from '../../server/settings/public-address';
import { decodeQrPng } from '../support/qr';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('the public address on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let customer: string;

  const call = (path: string, input: unknown, token = admin) =>
    server.call(path, input, { token, locale: 'en-US' });
  const status = async () => (await server.call('website/inquire')).body.data.public_address;
  const addCode = async () =>
    (await call('qr_code_list/add', { name: 'pa', destinations: [{ url: 'https://e.com/' }] })).body.data;
  const scanned = async (qrUrl: string) =>
    decodeQrPng(Buffer.from(await (await fetch(`${server.url}${qrUrl}`)).arrayBuffer()));

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    admin = await server.login();
    await createUser(database.store, { account: 'pacustomer', password: 'Pass12345', roleKey: 'default' });
    customer = await server.login('pacustomer', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('says when none is set, and links then carry the address they were asked at', async () => {
    expect(await status()).toEqual({ url: '', source: 'unset', local: false });
    const code = await addCode();
    expect(code.url).toBe(`${server.url}/c/${code.file_name}`);
  });

  it('puts the saved address in every link and QR code, whoever asks', async () => {
    expect((await call('configuration/public_address', { url: 'https://QR.example.com/' })).httpStatus).toBe(
      200,
    );
    expect(await status()).toEqual({ url: 'https://qr.example.com', source: 'setting', local: false });
    const code = await addCode();
    expect(code.url).toBe(`https://qr.example.com/c/${code.file_name}`);
    expect(await scanned(code.qr_url)).toMatch(
      new RegExp(`^https://qr\\.example\\.com/c/${code.file_name}\\?s=`),
    );
    const listed = (await call('qr_code_list/inquire', {}, admin)).body.data.list;
    expect(listed.every((row: { url: string }) => row.url.startsWith('https://qr.example.com/c/'))).toBe(
      true,
    );
    // The configuration page shows it and can clear it.
    const configuration = (await call('configuration/inquire', {})).body.data;
    expect(configuration.public_base_url).toBe('https://qr.example.com');
    expect((await call('configuration/update', { ...configuration, public_base_url: '' })).httpStatus).toBe(
      200,
    );
    expect((await status()).source).toBe('unset');
  });

  it('refuses an address with a path and anyone who may not change the configuration', async () => {
    const withPath = await call('configuration/public_address', { url: 'https://qr.example.com/app' });
    expect(withPath.httpStatus).toBe(400);
    expect(withPath.body.errors[0]).toEqual({
      path: 'url',
      message:
        'Enter an address starting with http:// or https://, with a host (and port) only, no path or query',
    });
    expect(
      (await call('configuration/public_address', { url: 'https://qr.example.com' }, customer)).httpStatus,
    ).toBe(403);
  });

  it('marks an address only this machine or its network can reach', async () => {
    for (const url of [
      'http://localhost:18080',
      'http://192.168.1.5:8080',
      'http://[::1]:8080',
      'http://intranet',
    ]) {
      await call('configuration/public_address', { url });
      expect(await status(), url).toMatchObject({ source: 'setting', local: true });
    }
    await call('configuration/public_address', { url: 'https://qr.example.com' });
    expect((await status()).local).toBe(false);
  });

  it('lets PUBLIC_BASE_URL win over the saved address', async () => {
    const second = await startServer(database, { config: { publicBaseUrl: 'https://env.example.com' } });
    try {
      const answer = await second.call('website/inquire');
      expect(answer.body.data.public_address).toEqual({
        url: 'https://env.example.com',
        source: 'environment',
        local: false,
      });
      const code = (
        await second.call(
          'qr_code_list/add',
          { name: 'env', destinations: [{ url: 'https://e.com/' }] },
          { token: await second.login() },
        )
      ).body.data;
      expect(code.url).toBe(`https://env.example.com/c/${code.file_name}`);
    } finally {
      await second.close();
    }
  });
});

describe('which public addresses only work nearby', () => {
  it('tells local from public origins', () => {
    for (const local of [
      'http://localhost',
      'http://a.localhost:1',
      'http://127.0.0.1',
      'http://10.1.2.3',
      'http://[fe80::1]',
      'http://box',
    ])
      expect(isLocalOrigin(local), local).toBe(true);
    for (const reachable of ['https://qr.example.com', 'http://8.8.8.8:8080', 'https://[2001:4860::8888]'])
      expect(isLocalOrigin(reachable), reachable).toBe(false);
  });
});
