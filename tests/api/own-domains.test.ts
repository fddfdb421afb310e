import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainType, DomainVerification } from '../../contract/enums';
import { createResolver } from '../../server/net/resolver';
import { type FakeDns, startFakeDns } from '../fakes/dns/fake-dns';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('a customer’s own domains on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let dns: FakeDns;
  let site: Server;
  let owner: string;
  let other: string;
  /** What the customer's web server answers at its verification path. */
  const served = new Map<string, string>();

  const ok = async (path: string, input: unknown, token: string) => {
    const answer = await server.call(path, input, { token });
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  };
  const refusal = async (path: string, input: unknown, token: string, locale = 'en-US') => {
    const answer = await server.call(path, input, { token, locale });
    return { status: answer.httpStatus, message: answer.body.message as string, errors: answer.body.errors };
  };
  const domainRow = async (host: string) =>
    ((await ok('domain_list/inquire', { page_size: 100 }, owner)).list as { host: string }[]).find(
      (row) => row.host === host,
    ) as Record<string, unknown> | undefined;

  beforeAll(async () => {
    dns = await startFakeDns();
    site = createServer((request, response) => {
      const body = served.get(request.url ?? '');
      if (body === undefined) response.writeHead(404).end('not here');
      else response.end(body);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    database = await open();
    server = await startServer(database, {
      config: { edgeHost: 'edge.qrlive.test' },
      domainChecks: {
        resolver: createResolver([dns.server], 1000),
        httpPort: (site.address() as AddressInfo).port,
        allowPrivate: true,
      },
    });
    await createUser(database.store, { account: 'domainowner', password: 'Pass12345', roleKey: 'default' });
    await createUser(database.store, { account: 'domainother', password: 'Pass12345', roleKey: 'default' });
    owner = await server.login('domainowner', 'Pass12345');
    other = await server.login('domainother', 'Pass12345');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    site?.closeAllConnections();
    await new Promise((resolve) => site?.close(resolve));
    await dns?.close();
  });

  it('adds a domain pending proof, with the TXT record and HTTP file that prove it', async () => {
    const added = await ok(
      'domain_list/add',
      { domain: 'QR.Shop-Example.com', type: DomainType.entry },
      owner,
    );
    expect(added).toMatchObject({
      txt_name: '_livecode.qr.shop-example.com',
      txt_value: `livecode-verify=${added.verify_token}`,
      http_path: `/.well-known/livecode-verify/${added.verify_token}`,
    });
    expect(added.verify_token).toMatch(/^[0-9a-f]{32}$/);
    expect(await domainRow('qr.shop-example.com')).toMatchObject({
      verification: DomainVerification.pending,
      verify_reason: null,
    });
    expect(await ok('domain_list/steps', { id: added.id }, owner)).toEqual(added);
  });

  it('says exactly why a proof is missing, then verifies by the TXT record once it exists', async () => {
    const added = await ok(
      'domain_list/add',
      { domain: 'txt.shop-example.com', type: DomainType.entry },
      owner,
    );
    const missing = await ok('domain_list/verify', { id: added.id }, owner);
    expect(missing.verified).toBe(false);
    expect(missing.reason).toContain('_livecode.txt.shop-example.com');
    dns.set('_livecode.txt.shop-example.com', 'TXT', ['livecode-verify=somebody-else']);
    const wrong = await server.call(
      'domain_list/verify',
      { id: added.id },
      { token: owner, locale: 'en-US' },
    );
    expect(wrong.body.data.reason).toContain('The TXT record at _livecode.txt.shop-example.com is not');
    expect(await domainRow('txt.shop-example.com')).toMatchObject({
      verification: DomainVerification.failed,
    });
    dns.set('_livecode.txt.shop-example.com', 'TXT', ['v=spf1 -all', added.txt_value]);
    expect(await ok('domain_list/verify', { id: added.id }, owner)).toEqual({ verified: true });
    expect(await domainRow('txt.shop-example.com')).toMatchObject({
      verification: DomainVerification.verified,
      verify_reason: null,
    });
  });

  it('verifies by the HTTP file when there is no TXT record', async () => {
    const added = await ok(
      'domain_list/add',
      { domain: 'web.shop-example.com', type: DomainType.short },
      owner,
    );
    dns.set('web.shop-example.com', 'A', ['127.0.0.1']);
    served.set(added.http_path, 'not the token');
    const wrong = await server.call(
      'domain_list/verify',
      { id: added.id },
      { token: owner, locale: 'en-US' },
    );
    expect(wrong.body.data.reason).toContain('did not answer with the verification token');
    served.set(added.http_path, `${added.verify_token}\n`);
    expect(await ok('domain_list/verify', { id: added.id }, owner)).toEqual({ verified: true });
  });

  it('lists the records each domain needs, as rows, CSV and a zone snippet', async () => {
    const records = await ok('export_domain_resolution/inquire', {}, owner);
    const forTxt = records.list.filter((record: { host: string }) => record.host === 'txt.shop-example.com');
    expect(forTxt.map((record: { record_type: string }) => record.record_type)).toEqual(['TXT', 'CNAME']);
    expect(records.csv).toContain('txt.shop-example.com,CNAME,txt.shop-example.com,edge.qrlive.test.,serve');
    expect(records.zone).toContain('txt.shop-example.com.\t600\tIN\tCNAME\tedge.qrlive.test.');
    expect((await ok('export_domain_resolution/inquire', {}, other)).list).toEqual([]);
  });

  it('refuses malformed names, addresses, public suffixes, the console’s host and a taken domain', async () => {
    for (const [domain, message] of [
      ['not a domain', 'Enter a valid domain name'],
      ['10.0.0.1', 'not an IP address'],
      ['com.cn', 'public suffix'],
      ['127.0.0.1', 'not an IP address'],
    ]) {
      const answer = await refusal('domain_list/add', { domain, type: DomainType.entry }, owner);
      expect(answer.status, domain).toBe(400);
      expect(answer.message, domain).toContain(message);
    }
    // The test server is reached as 127.0.0.1, which is refused as an address already.
    const taken = await refusal('domain_list/add', { domain: 'txt.shop-example.com', type: 1 }, other);
    expect(taken.status).toBe(409);
    const badType = await refusal('domain_list/add', { domain: 'x.shop-example.com', type: 9 }, owner);
    expect(badType.status).toBe(400);
  });

  it('keeps another customer’s domains out of reach', async () => {
    const [row] = (await ok('domain_list/inquire', {}, owner)).list;
    for (const path of ['domain_list/verify', 'domain_list/steps']) {
      expect((await refusal(path, { id: row.id }, other)).status, path).toBe(404);
    }
    expect((await refusal('domain_list/remove', { ids: [row.id] }, other)).status).toBe(404);
    expect((await refusal('export_domain_resolution/inquire', { domain_id: row.id }, other)).status).toBe(
      404,
    );
  });

  it('removes a domain no code uses, and refuses one codes still use', async () => {
    const added = await ok(
      'domain_list/add',
      { domain: 'gone.shop-example.com', type: DomainType.entry },
      owner,
    );
    await ok('domain_list/remove', { ids: [added.id] }, owner);
    expect(await domainRow('gone.shop-example.com')).toBeUndefined();
    const used = (await domainRow('txt.shop-example.com')) as { id: number };
    await ok(
      'qr_code_list/add',
      { name: 'on my domain', domain_id: used.id, destinations: [{ url: 'https://example.org/' }] },
      owner,
    );
    const refused = await refusal('domain_list/remove', { ids: [used.id] }, owner);
    expect(refused.status).toBe(409);
    expect(refused.message).toContain('Codes still use this domain');
  });
});
