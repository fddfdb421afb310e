import { describe, expect, it } from 'vitest';
import { checkRegistration, isIPv4, parseIpList } from '../../contract/rules';

const valid = { account: 'alice01', password: 'secret12', repeat_password: 'secret12' };

describe('checkRegistration', () => {
  it.each([
    ['an empty account', { account: '  ' }, 'rule.account_required'],
    ['an account under 5 characters', { account: 'abcd' }, 'rule.account_too_short'],
    ['an empty password', { password: '', repeat_password: '' }, 'rule.password_required'],
    ['an empty repeat', { repeat_password: '' }, 'rule.passwords_differ'],
    ['a different repeat', { repeat_password: 'secret13' }, 'rule.passwords_differ'],
    [
      'a password equal to the account',
      { password: 'alice01', repeat_password: 'alice01' },
      'rule.password_equals_account',
    ],
    [
      'a password under 6 characters',
      { password: 'ab12', repeat_password: 'ab12' },
      'rule.password_too_short',
    ],
    [
      'a password with other characters',
      { password: 'secret-12', repeat_password: 'secret-12' },
      'rule.password_letters_digits',
    ],
  ])('refuses %s', (_name, change, key) => {
    expect(checkRegistration({ ...valid, ...change })).toBe(key);
  });

  it('accepts a valid registration', () => {
    expect(checkRegistration(valid)).toBeNull();
  });

  it('reports the earliest rule first', () => {
    // Short account, missing password and a bad repeat at once: the account check wins.
    expect(checkRegistration({ account: 'ab', password: '', repeat_password: 'x' })).toBe(
      'rule.account_too_short',
    );
    // Equal to the account and too short: equality is checked before length.
    expect(checkRegistration({ account: 'abcde', password: 'abcde', repeat_password: 'abcde' })).toBe(
      'rule.password_equals_account',
    );
  });
});

describe('IPv4 lists', () => {
  it.each(['1.2.3.4', '255.255.255.255', '0.0.0.0', '10.0.0.1'])('accepts %s', (ip) => {
    expect(isIPv4(ip)).toBe(true);
  });
  it.each(['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', 'a.b.c.d', '::1', ' 1.2.3.4'])(
    'refuses %s',
    (ip) => {
      expect(isIPv4(ip)).toBe(false);
    },
  );
  it('parses one address per line, ignoring blank lines and spaces', () => {
    expect(parseIpList('1.2.3.4\r\n\n  5.6.7.8 \n')).toEqual({ ips: ['1.2.3.4', '5.6.7.8'] });
  });
  it('reports an invalid line before an empty list', () => {
    expect(parseIpList('1.2.3.4\nnope')).toEqual({ error: 'rule.ip_invalid' });
    expect(parseIpList(' \n ')).toEqual({ error: 'rule.ip_required' });
  });
});
