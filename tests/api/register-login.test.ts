import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../../server/security/totp';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

describe.each(databases)('registration, lockout and TOTP on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: string;
  let clock = new Date('2026-03-01T08:00:00Z');
  const advance = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    database = await open();
    server = await startServer(database, { clock: () => clock });
    admin = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const register = (input: object, locale = 'en-US') => server.call('admin/register', input, { locale });

  describe('the registration checks, in SPEC order', () => {
    it.each([
      [
        'an empty account',
        { account: '', password: 'abc123', repeat_password: 'abc123' },
        'Please input Username',
      ],
      [
        'a short account',
        { account: 'abcd', password: 'abc123', repeat_password: 'abc123' },
        'username must be longer than 5 characters',
      ],
      ['an empty password', { account: 'abcde', password: '', repeat_password: '' }, 'Please enter password'],
      [
        'a different repeat',
        { account: 'abcde', password: 'abc123', repeat_password: 'abc124' },
        'Two passwords are inconsistent',
      ],
      [
        'a password equal to the account',
        { account: 'abcdef', password: 'abcdef', repeat_password: 'abcdef' },
        'The account number and password are not allowed to be the same',
      ],
      [
        'a short password',
        { account: 'abcde', password: 'ab12', repeat_password: 'ab12' },
        'password must be at least 6 characters',
      ],
      [
        'other characters',
        { account: 'abcde', password: 'ab-123', repeat_password: 'ab-123' },
        'password can only be a combination of letters and digits',
      ],
    ])('refuses %s with its message', async (_name, input, message) => {
      const answer = await register(input);
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.message).toBe(message);
    });

    it('answers in Chinese by default', async () => {
      const answer = await server.call('admin/register', { account: '', password: '', repeat_password: '' });
      expect(answer.body.message).toBe('请输入用户名');
    });
  });

  it('registers with an invitation code: the code’s owner becomes the superior', async () => {
    const owner = await server.call('admin/get_user_info', {}, { token: admin });
    const code = owner.body.data.user_info.invitation_code;
    const answer = await register({
      account: 'newbie1',
      password: 'abc123',
      repeat_password: 'abc123',
      code,
    });
    expect(answer.httpStatus).toBe(200);
    expect(answer.body.data.user_info).toMatchObject({
      account: 'newbie1',
      role_key: 'default',
      superior_id: owner.body.data.user_info.id,
    });
    const info = await server.call('admin/get_user_info', {}, { token: answer.body.data.token });
    expect(info.body.data.user_info.account).toBe('newbie1');
    // Registering signs in: the user list shows where and when, as after any sign-in.
    const listed = await server.call('user_list/inquire', { keyword: 'newbie1' }, { token: admin });
    expect(listed.body.data.list[0]).toMatchObject({ account: 'newbie1', login_ip: '127.0.0.1' });
    expect(listed.body.data.list[0].login_time).not.toBeNull();
  });

  it('refuses an unknown or malformed invitation code and a taken account', async () => {
    expect(
      (await register({ account: 'newbie2', password: 'abc123', repeat_password: 'abc123', code: 'NOPE99' }))
        .body.message,
    ).toBe('This invitation code does not exist');
    expect(
      (await register({ account: 'newbie2', password: 'abc123', repeat_password: 'abc123', code: 'ab-1' }))
        .httpStatus,
    ).toBe(400);
    const taken = await register({ account: 'newbie1', password: 'abc123', repeat_password: 'abc123' });
    expect(taken.httpStatus).toBe(409);
  });

  it('applies the subscriber defaults to new users', async () => {
    const roles = await server.call('role/inquire', { page_size: 50 }, { token: admin });
    const agentRole = roles.body.data.list.find((role: { key: string }) => role.key === 'agent');
    await server.call(
      'subscriber_config_default/update',
      { role_id: agentRole.id, share_ratio: '0.15', trial_days: 3 },
      { token: admin },
    );
    const answer = await register({ account: 'trialuser', password: 'abc123', repeat_password: 'abc123' });
    expect(answer.body.data.user_info).toMatchObject({ role_key: 'agent', share_ratio: '0.15' });
    expect(new Date(answer.body.data.user_info.member_expire_time).getTime()).toBe(
      clock.getTime() + 3 * 86_400_000,
    );
    const platformRole = roles.body.data.list.find((role: { key: string }) => role.key === 'administrator');
    const refused = await server.call(
      'subscriber_config_default/update',
      { role_id: platformRole.id, share_ratio: '0', trial_days: 0 },
      { token: admin },
    );
    expect(refused.httpStatus).toBe(400);
    await server.call(
      'subscriber_config_default/update',
      {
        role_id: roles.body.data.list.find((role: { key: string }) => role.key === 'default').id,
        share_ratio: '0',
        trial_days: 0,
      },
      { token: admin },
    );
  });

  it('refuses registration when it is switched off', async () => {
    const configuration = (await server.call('configuration/inquire', {}, { token: admin })).body.data;
    await server.call('configuration/update', { ...configuration, admin_register: false }, { token: admin });
    const answer = await register({ account: 'toolate1', password: 'abc123', repeat_password: 'abc123' });
    expect(answer.httpStatus).toBe(403);
    expect(answer.body.message).toBe('Registration is closed');
    expect((await server.call('website/inquire')).body.data.admin_register).toBe(false);
    await server.call('configuration/update', { ...configuration, admin_register: true }, { token: admin });
  });

  describe('lockout', () => {
    it('makes the address wait after 5 failures, says how long, and lets the right password in after it', async () => {
      await register({ account: 'lockme1', password: 'abc123', repeat_password: 'abc123' });
      for (let attempt = 0; attempt < 5; attempt++) {
        expect(
          (await server.call('admin/login', { account: 'lockme1', password: 'wrong1' })).httpStatus,
        ).toBe(400);
      }
      const waiting = await server.call(
        'admin/login',
        { account: 'lockme1', password: 'abc123' },
        { locale: 'en-US' },
      );
      expect(waiting.httpStatus).toBe(429);
      expect(waiting.body.message).toBe('Too many failed logins; try again in 1 minute');
      advance(1);
      expect((await server.call('admin/login', { account: 'lockme1', password: 'abc123' })).httpStatus).toBe(
        200,
      );
    });

    it('does not slow failures spread wider than the window', async () => {
      await register({ account: 'slowfail', password: 'abc123', repeat_password: 'abc123' });
      for (let attempt = 0; attempt < 6; attempt++) {
        await server.call('admin/login', { account: 'slowfail', password: 'wrong1' });
        advance(20);
      }
      expect((await server.call('admin/login', { account: 'slowfail', password: 'abc123' })).httpStatus).toBe(
        200,
      );
    });

    it('does not stop other accounts of an address that failed on many accounts', async () => {
      advance(60);
      for (let attempt = 0; attempt < 10; attempt++) {
        await server.call('admin/login', { account: `ghost${attempt}x`, password: 'wrong1' });
      }
      expect((await server.call('admin/login', { account: 'newbie1', password: 'abc123' })).httpStatus).toBe(
        200,
      );
    });

    it('follows the configured numbers: the failures before the delays, and the longest delay', async () => {
      const configuration = (await server.call('configuration/inquire', {}, { token: admin })).body.data;
      await server.call(
        'configuration/update',
        { ...configuration, lockout_failures: 2, lockout_minutes: 3 },
        { token: admin },
      );
      await register({ account: 'strict1', password: 'abc123', repeat_password: 'abc123' });
      await server.call('admin/login', { account: 'strict1', password: 'wrong1' });
      const minutesToWait = async () => {
        await server.call('admin/login', { account: 'strict1', password: 'wrong1' });
        const waiting = await server.call(
          'admin/login',
          { account: 'strict1', password: 'abc123' },
          { locale: 'en-US' },
        );
        expect(waiting.httpStatus).toBe(429);
        return Number(/in (\d+) minute/.exec(waiting.body.message)?.[1]);
      };
      const waits: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const minutes = await minutesToWait();
        waits.push(minutes);
        advance(minutes);
      }
      expect(waits).toEqual([1, 2, 3, 3]);
      await server.call('configuration/update', configuration, { token: admin });
      advance(60);
    });
  });

  describe('TOTP', () => {
    it('sets up an authenticator in two steps and asks for its code when Google verification is on', async () => {
      const answer = await register({ account: 'totpuser', password: 'abc123', repeat_password: 'abc123' });
      const token = answer.body.data.token;
      const setup = await server.call('admin/totp_setup', {}, { token });
      expect(setup.body.data.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
      expect(setup.body.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
      const secret = setup.body.data.secret;
      // A setup that is not confirmed yet neither shows as on nor asks for codes.
      const pending = await server.call('admin/get_user_info', {}, { token });
      expect(pending.body.data.user_info.totp_enabled).toBe(false);
      expect((await server.call('admin/totp_enable', { code: '000000' }, { token })).httpStatus).toBe(400);
      expect(
        (await server.call('admin/totp_enable', { code: totpAt(secret, clock) }, { token })).httpStatus,
      ).toBe(200);

      const configuration = (await server.call('configuration/inquire', {}, { token: admin })).body.data;
      await server.call(
        'configuration/update',
        { ...configuration, google_verification: true },
        { token: admin },
      );
      const without = await server.call(
        'admin/login',
        { account: 'totpuser', password: 'abc123' },
        { locale: 'en-US' },
      );
      expect(without.body.message).toBe('Please enter the Google authenticator code');
      const wrong = await server.call('admin/login', {
        account: 'totpuser',
        password: 'abc123',
        totp: '123456' === totpAt(secret, clock) ? '654321' : '123456',
      });
      expect(wrong.httpStatus).toBe(400);
      const right = await server.call('admin/login', {
        account: 'totpuser',
        password: 'abc123',
        totp: totpAt(secret, clock),
      });
      expect(right.httpStatus).toBe(200);
      expect(right.body.data.user_info.totp_enabled).toBe(true);
      // Users without an authenticator are not locked out by the switch.
      expect((await server.call('admin/login', { account: 'newbie1', password: 'abc123' })).httpStatus).toBe(
        200,
      );
      await server.call('configuration/update', configuration, { token: admin });
    });
  });
});
