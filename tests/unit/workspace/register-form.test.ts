import { describe, expect, it } from 'vitest';
import { invitationFromSearch, registrationProblem } from '../../../src/workspace/pages/register-form';

const form = (account: string, password: string, repeat_password: string, code = '') => ({
  account,
  password,
  repeat_password,
  code,
});

describe('the register form', () => {
  it('puts each rule’s message under its own field, first rule first', () => {
    expect(registrationProblem(form('', '', ''))).toEqual({ field: 'account', key: 'rule.account_required' });
    expect(registrationProblem(form('abcd', 'x', 'y'))).toEqual({
      field: 'account',
      key: 'rule.account_too_short',
    });
    expect(registrationProblem(form('abcde', '', ''))).toEqual({
      field: 'password',
      key: 'rule.password_required',
    });
    expect(registrationProblem(form('abcde', 'abc123', 'abc12'))).toEqual({
      field: 'repeat_password',
      key: 'rule.passwords_differ',
    });
    expect(registrationProblem(form('abcdef', 'abcdef', 'abcdef'))?.key).toBe('rule.password_equals_account');
    expect(registrationProblem(form('abcde', 'ab12', 'ab12'))?.key).toBe('rule.password_too_short');
    expect(registrationProblem(form('abcde', 'ab-123', 'ab-123'))?.key).toBe('rule.password_letters_digits');
  });

  it('checks an invitation code typed by hand, and accepts none', () => {
    expect(registrationProblem(form('abcde', 'abc123', 'abc123', 'A-1'))).toEqual({
      field: 'code',
      key: 'register.code_format',
    });
    expect(registrationProblem(form('abcde', 'abc123', 'abc123'))).toBeNull();
  });

  it('prefills and locks a valid code from the link only', () => {
    expect(invitationFromSearch('code=AB12cd')).toEqual({ code: 'AB12cd', locked: true });
    expect(invitationFromSearch('code=AB%2D12')).toEqual({ code: 'AB-12', locked: false });
    expect(invitationFromSearch('')).toEqual({ code: '', locked: false });
  });
});
