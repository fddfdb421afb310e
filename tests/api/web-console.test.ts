import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_CSP, isCrossOriginCall } from '../../server/http/web-console';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

const pglite = databases[0] as (typeof databases)[number];

/** A file of the build, with the compressed copies the build writes beside it; each says which it is. */
function writeBuilt(file: string, content: string): void {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(`${content}//br`));
  writeFileSync(`${file}.gz`, gzipSync(`${content}//gz`));
}

/** A built console in a folder of its own, so the test can rebuild it while the server runs. */
function writeBuild(webRoot: string, build: string): void {
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeBuilt(
    join(webRoot, 'index.html'),
    `<!doctype html><script type="module" src="/assets/index-${build}.js"></script>`,
  );
  writeBuilt(join(webRoot, 'assets', `index-${build}.js`), `console.log('${build}')`);
}

describe('the console and its headers', () => {
  let database: TestDatabase;
  let server: TestServer;
  const webRoot = mkdtempSync(join(tmpdir(), 'lc-web-'));

  beforeAll(async () => {
    writeBuild(webRoot, 'Aaaaaaaa1');
    database = await pglite.open();
    server = await startServer(database, { config: { webRoot } });
  });

  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('answers its page with a strict policy, never cached, and nothing may frame it', async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(CONSOLE_CSP).toContain("script-src 'self'");
    expect(CONSOLE_CSP).toContain("frame-ancestors 'none'");
    expect(CONSOLE_CSP).not.toMatch(/unsafe-eval/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('lets browsers keep hashed assets for good', async () => {
    const response = await fetch(`${server.url}/assets/index-Aaaaaaaa1.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the compressed copy the browser accepts, with the headers of the file it stands for', async () => {
    writeBuild(webRoot, 'Dddddddd4');
    const asset = (encoding: string) =>
      fetch(`${server.url}/assets/index-Dddddddd4.js`, { headers: { 'accept-encoding': encoding } });

    const br = await asset('br, gzip');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe("console.log('Dddddddd4')//br");

    const gz = await asset('gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe("console.log('Dddddddd4')//gz");

    const plain = await asset('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe("console.log('Dddddddd4')");

    const page = await fetch(`${server.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-security-policy')).toBe(CONSOLE_CSP);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('index-Dddddddd4.js"></script>//br');
  });

  it('sends the file itself where the build left no compressed copy', async () => {
    writeFileSync(join(webRoot, 'assets', 'small-Eeeeeeee5.js'), 'export {}');
    const response = await fetch(`${server.url}/assets/small-Eeeeeeee5.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('export {}');
  });

  it('serves a rebuilt console without a restart: the new page and the new assets it names', async () => {
    writeBuild(webRoot, 'Bbbbbbbb2');
    const page = await (await fetch(`${server.url}/`)).text();
    expect(page).toContain('/assets/index-Bbbbbbbb2.js');
    const asset = await fetch(`${server.url}/assets/index-Bbbbbbbb2.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('Bbbbbbbb2');
  });

  it('answers a missing file with the API’s not-found envelope', async () => {
    const response = await fetch(`${server.url}/assets/missing-Cccccccc3.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: false, code: 'not_found' });
  });

  it('refuses API calls from another site’s page, and takes its own and non-browser ones', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/website/inquire`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': 'en-US', ...headers },
        body: '{}',
      });
    const foreign = await post({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({
      status: false,
      code: 'forbidden',
      message: 'Requests from pages of other sites are not accepted',
    });
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ origin: server.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  /** A POST sent as written: `fetch` would tidy the path (dot segments) before it leaves. */
  const rawPost = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const { hostname, port } = new URL(server.url);
      const sent = httpRequest(
        { hostname, port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      sent.on('error', reject);
      sent.end('{}');
    });

  it('refuses another site’s call however its path is spelled, as the router reads it', async () => {
    const evil = { origin: 'https://evil.example', 'x-locale': 'en-US' };
    for (const path of [
      '/%61pi/website/inquire',
      '/%61%70%69/website/inquire',
      '/api/%77ebsite/inquire',
      '/api/website/%69nquire',
      '/api/website/inquire?x=1',
    ]) {
      const answer = await rawPost(path, evil);
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.body), path).toMatchObject({ code: 'forbidden' });
    }
    // Spellings the router does not take to a call are never answered as one.
    for (const path of [
      '/API/website/inquire',
      '/%41pi/website/inquire',
      '/./api/website/inquire',
      '/x/../api/website/inquire',
      '//api/website/inquire',
      '/api%2Fwebsite%2Finquire',
      '/%2561pi/website/inquire',
    ])
      expect((await rawPost(path, evil)).status, path).not.toBe(200);
    // The same spelling from the console itself is still a call.
    expect((await rawPost('/%61pi/website/inquire', { origin: server.url })).status).toBe(200);
  });
});

describe('HTTPS only where the request is known to be HTTPS', () => {
  let database: TestDatabase;
  let direct: TestServer;
  let behindProxy: TestServer;
  const webRoot = mkdtempSync(join(tmpdir(), 'lc-web-'));

  beforeAll(async () => {
    writeBuild(webRoot, 'Hhhhhhhh1');
    writeFileSync(
      join(webRoot, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    database = await pglite.open();
    direct = await startServer(database, { config: { webRoot } });
    // The test's own address plays the load balancer that ends TLS.
    behindProxy = await startServer(database, { config: { webRoot, trustProxy: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
    await database?.drop();
  });

  const hsts = async (on: TestServer, path: string, headers: Record<string, string> = {}) => {
    const init = path.startsWith('/api/')
      ? { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' }
      : { headers };
    const response = await fetch(`${on.url}${path}`, init);
    expect(response.status, path).toBeLessThan(400);
    return response.headers.get('strict-transport-security');
  };

  it('sends HSTS on console and API answers that came through HTTPS at a trusted proxy', async () => {
    for (const path of ['/', '/api/website/inquire'])
      expect(await hsts(behindProxy, path, { 'x-forwarded-proto': 'https' }), path).toBe('max-age=31536000');
  });

  it('never sends HSTS over plain HTTP, nor because an untrusted client claims HTTPS', async () => {
    for (const path of ['/', '/api/website/inquire']) {
      expect(await hsts(behindProxy, path), path).toBeNull();
      expect(await hsts(behindProxy, path, { 'x-forwarded-proto': 'http' }), path).toBeNull();
      expect(await hsts(direct, path), path).toBeNull();
      expect(await hsts(direct, path, { 'x-forwarded-proto': 'https' }), path).toBeNull();
    }
  });

  it('serves the console’s own SVG files under the SVG policy', async () => {
    const response = await fetch(`${direct.url}/logo.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('cross-origin calls', () => {
  it('are told apart by the origin a browser names, against the address called', () => {
    expect(isCrossOriginCall({ origin: 'https://console.example' }, 'console.example')).toBe(false);
    expect(isCrossOriginCall({ origin: 'https://console.example:8443' }, 'console.example:8443')).toBe(false);
    expect(isCrossOriginCall({ origin: 'https://console.example' }, 'other.example')).toBe(true);
    expect(isCrossOriginCall({ origin: 'https://sub.console.example' }, 'console.example')).toBe(true);
    expect(isCrossOriginCall({ origin: 'null' }, 'console.example')).toBe(true);
    expect(isCrossOriginCall({ origin: 'not a url' }, 'console.example')).toBe(true);
    expect(isCrossOriginCall({ 'sec-fetch-site': 'same-site' }, 'console.example')).toBe(false);
    expect(isCrossOriginCall({}, 'console.example')).toBe(false);
  });
});
