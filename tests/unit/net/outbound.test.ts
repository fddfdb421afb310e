import { createServer, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isNonPublicAddress,
  OutboundError,
  outboundGet,
  outboundRequest,
} from '../../../server/net/outbound';
import { createResolver } from '../../../server/net/resolver';
import { type FakeDns, startFakeDns } from '../../fakes/dns/fake-dns';

describe('which addresses are not public', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not-an-address',
  ])('%s is refused', (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(['1.1.1.1', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:1.1.1.1'])(
    '%s is public',
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );
});

describe('an outbound request', () => {
  let dns: FakeDns;
  let site: Server;
  let port: number;
  const resolver = () => createResolver([dns.server], 1000);

  beforeAll(async () => {
    dns = await startFakeDns();
    site = createServer((request, response) => {
      if (request.url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (request.url === '/to-inside') {
        response.writeHead(302, { location: `http://inside.example.com:${port}/ok` }).end();
      } else if (request.url === '/loop') {
        response.writeHead(302, { location: '/loop' }).end();
      } else if (request.url === '/big') {
        response.end('x'.repeat(10_000));
      } else if (request.url === '/slow') {
        setTimeout(() => response.end('late'), 2000);
      } else {
        response.end('hello');
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    port = (site.address() as AddressInfo).port;
    dns.set('public.example.com', 'A', ['127.0.0.1']);
    dns.set('inside.example.com', 'A', ['10.0.0.7']);
    dns.set('loopback.example.com', 'A', ['127.0.0.1']);
  });
  afterAll(async () => {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await dns.close();
  });

  /** The fake site plays a public server: its one address is let through, nothing else. */
  const asPublic = () => ({ resolver: resolver(), allowAddresses: ['127.0.0.1'], timeoutMs: 500 });
  const problemOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'answered',
      (error: unknown) => (error instanceof OutboundError ? error.problem : String(error)),
    );

  it('reaches a host whose addresses are allowed, pinned to the checked address', async () => {
    const answer = await outboundGet(`http://public.example.com:${port}/`, asPublic());
    expect(answer).toMatchObject({ status: 200, body: 'hello' });
  });

  it('refuses loopback, private and metadata addresses, given directly or through a DNS name', async () => {
    const strict = { resolver: resolver(), timeoutMs: 500 };
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.8/',
      `http://loopback.example.com:${port}/`,
      'http://inside.example.com/',
    ]) {
      expect(await problemOf(outboundGet(url, strict)), url).toBe('private_address');
    }
  });

  it('checks every redirect again, and stops a redirect loop', async () => {
    expect(await problemOf(outboundGet(`http://public.example.com:${port}/to-metadata`, asPublic()))).toBe(
      'private_address',
    );
    expect(await problemOf(outboundGet(`http://public.example.com:${port}/to-inside`, asPublic()))).toBe(
      'private_address',
    );
    expect(await problemOf(outboundGet(`http://public.example.com:${port}/loop`, asPublic()))).toBe(
      'too_many_redirects',
    );
  });

  it('gives up on a slow or oversized answer, and on a name with no address', async () => {
    expect(await problemOf(outboundGet(`http://public.example.com:${port}/slow`, asPublic()))).toBe(
      'timeout',
    );
    expect(
      await problemOf(
        outboundGet(`http://public.example.com:${port}/big`, { ...asPublic(), maxBytes: 1000 }),
      ),
    ).toBe('too_large');
    expect(await problemOf(outboundGet('http://nowhere.example.com/', asPublic()))).toBe('no_address');
    expect(await problemOf(outboundGet('ftp://public.example.com/', asPublic()))).toBe('bad_url');
  });

  it('sends a POST body and answers its first reply without following it', async () => {
    const answer = await outboundRequest(`http://public.example.com:${port}/to-inside`, asPublic(), {
      method: 'POST',
      body: '{"a":1}',
    });
    expect(answer.status).toBe(302);
  });

  it('reads when an HTTPS server’s certificate ends, and refuses one no authority signed', async () => {
    const notAfterDate = new Date(Date.now() + 20 * 86_400_000);
    const pems = await generate([{ name: 'commonName', value: 'secure.example.com' }], { notAfterDate });
    const secure = createHttpsServer({ key: pems.private, cert: pems.cert }, (_request, response) =>
      response.end('secure'),
    );
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    dns.set('secure.example.com', 'A', ['127.0.0.1']);
    const url = `https://secure.example.com:${(secure.address() as AddressInfo).port}/`;
    try {
      expect(await problemOf(outboundGet(url, asPublic()))).toBe('network');
      const answer = await outboundGet(url, { ...asPublic(), trustAnyCertificate: true });
      expect(answer.body).toBe('secure');
      expect(Math.abs((answer.certificateValidTo?.getTime() ?? 0) - notAfterDate.getTime())).toBeLessThan(
        2000,
      );
    } finally {
      secure.closeAllConnections();
      await new Promise((resolve) => secure.close(resolve));
    }
  });
});
