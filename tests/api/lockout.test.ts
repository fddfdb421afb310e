import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../server/security/totp';
import { createUser } from './fixtures';
import { ADMIN, databases, startServer, type TestDatabase, type TestServer } from './harness';

/** Sign-in throttling: progressive delays per address and per account, known devices, the log. */
describe.each(databases)('login throttling on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let clock = new Date('2026-03-01T08:00:00Z');
  const advance = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  /** A call from a given address (the test server sees every fetch from 127.0.0.1). */
  async function from(ip: string, path: string, input: object) {
    const response = await server.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload: input,
      remoteAddress: ip,
      headers: { 'x-locale': 'en-US' },
    });
    return {
      httpStatus: response.statusCode,
      retryAfter: response.headers['retry-after'],
      body: response.json(),
    };
  }
  type LoginInput = { account: string; password: string; totp?: string; device_token?: string };
  const login = (ip: string, input: LoginInput) => from(ip, 'admin/login', input);
  const user = (account: string) =>
    createUser(database.store, { account, password: 'Right123', roleKey: 'default' });

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { clock: () => clock });
    admin = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('slows a brute-forcer on one address: the waits grow, each a 429 with Retry-After', async () => {
    await user('victim1');
    const attacker = '203.0.113.5';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(attacker, { account: 'victim1', password: 'guess1' })).httpStatus).toBe(400);
    }
    for (const minutes of [1, 2, 4]) {
      // Not even the right password is checked while the address waits.
      const waiting = await login(attacker, { account: 'victim1', password: 'Right123' });
      expect(waiting.httpStatus).toBe(429);
      expect(waiting.retryAfter).toBe(String(minutes * 60));
      expect(waiting.body.message).toBe(
        `Too many failed logins; try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
      );
      advance(minutes);
      expect((await login(attacker, { account: 'victim1', password: 'guess1' })).httpStatus).toBe(400);
    }
    expect((await login(attacker, { account: 'victim1', password: 'Right123' })).retryAfter).toBe('480');
    // The owner elsewhere is not held up by one address's failures.
    expect((await login('203.0.113.6', { account: 'victim1', password: 'Right123' })).httpStatus).toBe(200);
    advance(8);
    expect((await login(attacker, { account: 'victim1', password: 'Right123' })).httpStatus).toBe(200);
  });

  it('leaves the other accounts behind one NAT address usable while one of them is attacked', async () => {
    await Promise.all(['nat_a1', 'nat_b1', 'nat_c1'].map(user));
    const office = '192.0.2.1';
    for (let attempt = 0; attempt < 12; attempt++) {
      await login(office, { account: 'nat_a1', password: 'guess1' });
    }
    expect((await login(office, { account: 'nat_a1', password: 'Right123' })).httpStatus).toBe(429);
    expect((await login(office, { account: 'nat_b1', password: 'Right123' })).httpStatus).toBe(200);
    expect((await login(office, { account: 'nat_c1', password: 'Right123' })).httpStatus).toBe(200);
  });

  it('answers an unknown account exactly like a wrong password, also once they have to wait', async () => {
    await user('victim2');
    for (let attempt = 0; attempt < 7; attempt++) {
      const wrong = await login('192.0.2.50', { account: 'victim2', password: 'guess1' });
      const unknown = await login('192.0.2.51', { account: 'nobody_here', password: 'guess1' });
      expect(unknown.httpStatus).toBe(wrong.httpStatus);
      expect(unknown.retryAfter).toBe(wrong.retryAfter);
      expect(unknown.body).toEqual(wrong.body);
    }
    expect((await login('192.0.2.50', { account: 'victim2', password: 'guess1' })).httpStatus).toBe(429);
  });

  it('a stranger failing 100 times from other addresses cannot stop the admin on a known device', async () => {
    const known = await login('10.20.0.1', ADMIN);
    expect(known.httpStatus).toBe(200);
    const deviceToken = known.body.data.device_token as string;
    expect(deviceToken).toMatch(/^[\w-]{40,}$/);

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 100; attempt++) {
      const ip = `198.51.${Math.floor(attempt / 50)}.${attempt % 50}`;
      statuses.push((await login(ip, { account: ADMIN.account, password: `guess${attempt}` })).httpStatus);
      advance(0.25);
    }
    expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);

    // From an unknown device even the owner waits (the account-wide count, gently)…
    const newDevice = await login('10.20.0.2', ADMIN);
    expect(newDevice.httpStatus).toBe(429);
    expect(Number(newDevice.retryAfter)).toBeGreaterThan(0);
    expect(newDevice.body.message).toMatch(
      /^This account has had many failed logins; try again in \d+ minutes?, or log in from a device/,
    );
    // …but the known device gets straight in, from wherever it is now.
    const again = await login('10.20.0.3', { ...ADMIN, device_token: deviceToken });
    expect(again.httpStatus).toBe(200);
    expect(again.body.data.device_token).toBe(deviceToken);
  });

  it('writes the attack to the operation log a few times as it grows, not once per attempt', async () => {
    const answer = await server.call(
      'log/inquire',
      { account: ADMIN.account, keyword: 'repeated_login_failures', page: 1, page_size: 50 },
      { token: admin },
    );
    const rows = answer.body.data.list as {
      type: string;
      path: string;
      content: string;
      source_ip: string;
    }[];
    const reports = rows.map((row) => JSON.parse(row.content)).reverse();
    // At 5, 10 and 20 failures from unknown devices; the 40th never came, most tries had to wait.
    expect(reports.map((report) => report.failures)).toEqual([5, 10, 20]);
    expect(reports[0]).toMatchObject({
      event: 'repeated_login_failures',
      account: ADMIN.account,
      addresses: 5,
    });
    expect(reports[2]).toMatchObject({ scope: 'unknown_devices', addresses: 20 });
    expect(rows[0]).toMatchObject({ type: 'admin', path: 'admin/login', source_ip: '198.51.0.19' });
    // One address is reported too (victim1's brute-forcer), with its address count.
    const single = await server.call(
      'log/inquire',
      { account: 'victim1', keyword: 'repeated_login_failures', page: 1, page_size: 50 },
      { token: admin },
    );
    expect(single.body.data.list.map((row: { content: string }) => JSON.parse(row.content))).toEqual([
      expect.objectContaining({ failures: 5, addresses: 1 }),
    ]);
  });

  it('takes a device token for its own account only', async () => {
    await user('owner_a1');
    await user('owner_b1');
    const other = (await login('10.30.0.1', { account: 'owner_a1', password: 'Right123' })).body.data
      .device_token;
    const mine = (await login('10.30.0.1', { account: 'owner_b1', password: 'Right123' })).body.data
      .device_token;
    expect(mine).not.toBe(other);
    // owner_a1's token on owner_b1 is an unknown device: the address is counted and made to wait.
    for (let attempt = 0; attempt < 5; attempt++) {
      await login('10.30.0.2', { account: 'owner_b1', password: 'guess1', device_token: other });
    }
    expect((await login('10.30.0.2', { account: 'owner_b1', password: 'Right123' })).httpStatus).toBe(429);
    // Its own token is counted on its own, so the same address is no obstacle to it.
    expect(
      (await login('10.30.0.2', { account: 'owner_b1', password: 'Right123', device_token: mine }))
        .httpStatus,
    ).toBe(200);
  });

  it('counts a right password with a missing or wrong authenticator code as a failure', async () => {
    const account = 'totp_owner1';
    const registered = await from('10.40.0.1', 'admin/register', {
      account,
      password: 'Right123',
      repeat_password: 'Right123',
    });
    const token = registered.body.data.token;
    const secret = (await server.call('admin/totp_setup', {}, { token })).body.data.secret;
    await server.call('admin/totp_enable', { code: totpAt(secret, clock) }, { token });
    const configuration = (await server.call('configuration/inquire', {}, { token: admin })).body.data;
    await server.call(
      'configuration/update',
      { ...configuration, google_verification: true },
      { token: admin },
    );
    const wrongCode = totpAt(secret, clock) === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++) {
      const missing = attempt % 2 === 0;
      const answer = await login('10.40.0.2', {
        account,
        password: 'Right123',
        ...(missing ? {} : { totp: wrongCode }),
      });
      expect(answer.httpStatus).toBe(400);
    }
    const waiting = await login('10.40.0.2', {
      account,
      password: 'Right123',
      totp: totpAt(secret, clock),
    });
    expect(waiting.httpStatus).toBe(429);
    await server.call('configuration/update', configuration, { token: admin });
  });

  describe('registration', () => {
    const register = (ip: string, account: string) =>
      from(ip, 'admin/register', { account, password: 'Fresh123', repeat_password: 'Fresh123' });

    it('reports a taken name, but an address that keeps hitting taken names must wait', async () => {
      const prober = '192.0.2.80';
      for (const name of ['victim1', 'victim2', 'nat_a1', 'nat_b1', 'nat_c1']) {
        const taken = await register(prober, name);
        expect(taken.httpStatus).toBe(409);
        expect(taken.body.message).toBe('This account is already taken');
      }
      const waiting = await register(prober, 'owner_a1');
      expect(waiting.httpStatus).toBe(429);
      expect(waiting.retryAfter).toBe('60');
      expect(waiting.body.message).toBe(
        'Too many tries with names that are already taken; try again in 1 minute',
      );
      // While it waits, the address registers nothing, not even a free name.
      expect((await register(prober, 'freename1')).httpStatus).toBe(429);
      // Another address still learns what its form needs.
      expect((await register('192.0.2.81', 'victim1')).httpStatus).toBe(409);
      advance(1);
      expect((await register(prober, 'freename1')).httpStatus).toBe(200);
    });
  });
});
