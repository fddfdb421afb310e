import { describe, expect, it } from 'vitest';
import { checkPasswordChange } from '../../../src/panels/update_password/password-rules';

describe('checkPasswordChange', () => {
  it('asks for the old and the new password', () => {
    expect(checkPasswordChange({ old_password: '', password: '', repeat_password: '' })).toEqual({
      old_password: 'password.old_required',
      password: 'password.new_required',
    });
  });

  it('asks for the same password twice', () => {
    expect(checkPasswordChange({ old_password: 'a', password: 'abc123', repeat_password: 'abc124' })).toEqual(
      {
        repeat_password: 'password.repeat_differs',
      },
    );
  });

  it('accepts a complete change', () => {
    expect(checkPasswordChange({ old_password: 'a', password: 'abc123', repeat_password: 'abc123' })).toEqual(
      {},
    );
  });
});
