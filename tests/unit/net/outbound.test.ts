import { type Agent, createServer, get, type Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  guardedAgents,
  isListedEndpoint,
  OutboundError,
  outboundGet,
  outboundRequest,
  parseListedEndpoint,
} from '../../../server/net/outbound';
import { createResolver } from '../../../server/net/resolver';
import { type FakeDns, startFakeDns } from '../../fakes/dns/fake-dns';

describe('endpoints an operator lets through', () => {
  it('are a host, with a port or for any port, spelled as a URL spells it', () => {
    expect(parseListedEndpoint('MinIO.Internal:9000')).toEqual({ host: 'minio.internal', port: 9000 });
    expect(parseListedEndpoint('10.0.0.5')).toEqual({ host: '10.0.0.5', port: null });
    expect(parseListedEndpoint('[fd00:0::5]:9000')).toEqual({ host: '[fd00::5]', port: 9000 });
    for (const wrong of ['', 'http://minio', 'minio:0', 'minio:70000', 'minio/x', '[zz]:1'])
      expect(parseListedEndpoint(wrong), wrong).toBeNull();
  });

  it('match a URL by host, and by port where the entry names one', () => {
    const listed = ['minio.internal:9000', '10.0.0.5', '[fd00::5]:443'];
    expect(isListedEndpoint('http://minio.internal:9000', listed)).toBe(true);
    expect(isListedEndpoint('http://MINIO.internal:9000/', listed)).toBe(true);
    expect(isListedEndpoint('http://minio.internal:6379', listed)).toBe(false);
    expect(isListedEndpoint('http://minio.internal', listed)).toBe(false);
    expect(isListedEndpoint('http://10.0.0.5:5432', listed)).toBe(true);
    expect(isListedEndpoint('https://[fd00:0:0::5]', listed)).toBe(true);
    expect(isListedEndpoint('http://[fd00::5]', listed)).toBe(false);
    expect(isListedEndpoint('http://minio.internal.evil.example:9000', listed)).toBe(false);
    expect(isListedEndpoint('not a url', listed)).toBe(false);
  });
});

describe('an outbound request', () => {
  let dns: FakeDns;
  let site: Server;
  let port: number;
  let hits = 0;
  const resolver = () => createResolver([dns.server], 1000);

  beforeAll(async () => {
    dns = await startFakeDns();
    site = createServer((request, response) => {
      hits += 1;
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

  /** A GET through an agent, as a client library would make it; answers the body or the guard's problem. */
  const getThrough = (agent: Agent, url: string) =>
    new Promise<string>((resolve) => {
      const request = get(url, { agent, headers: { connection: 'close' } }, (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      });
      request.on('error', (error) => resolve(error instanceof OutboundError ? error.problem : error.message));
    });

  it('guards the connections of a client library’s agents, by name and by address', async () => {
    hits = 0;
    const { httpAgent } = guardedAgents({ resolver: resolver() });
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://loopback.example.com:${port}/`,
      'http://inside.example.com/',
      'http://169.254.169.254/latest/meta-data/',
    ])
      expect(await getThrough(httpAgent, url), url).toBe('private_address');
    expect(await getThrough(httpAgent, `http://nowhere.example.com:${port}/`)).toBe('no_address');
    expect(hits).toBe(0);
    httpAgent.destroy();
  });

  it('lets an agent reach what the guard allows, and checks the name again at each connection', async () => {
    hits = 0;
    const { httpAgent } = guardedAgents(asPublic());
    dns.set('rebinding.example.com', 'A', ['127.0.0.1']);
    expect(await getThrough(httpAgent, `http://rebinding.example.com:${port}/`)).toBe('hello');
    dns.set('rebinding.example.com', 'A', ['10.0.0.7']);
    expect(await getThrough(httpAgent, `http://rebinding.example.com:${port}/`)).toBe('private_address');
    expect(hits).toBe(1);
    const open = guardedAgents({ resolver: resolver(), allowPrivate: true }).httpAgent;
    expect(await getThrough(open, `http://127.0.0.1:${port}/`)).toBe('hello');
    httpAgent.destroy();
    open.destroy();
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
