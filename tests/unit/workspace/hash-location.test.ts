import { describe, expect, it } from 'vitest';
import { splitHash } from '../../../src/core/navigation/hash-location';

describe('splitHash', () => {
  it('reads the path of a hash route', () => {
    expect(splitHash('#/customer/language_list')).toEqual({ path: '/customer/language_list', search: '' });
    expect(splitHash('')).toEqual({ path: '/', search: '' });
    expect(splitHash('#/')).toEqual({ path: '/', search: '' });
    expect(splitHash('#/customer/')).toEqual({ path: '/customer', search: '' });
  });

  it('keeps the query inside the hash apart from the path', () => {
    expect(splitHash('#/admin_register?code=AB12')).toEqual({ path: '/admin_register', search: 'code=AB12' });
    expect(splitHash('#/share_access?name=x&password=y')).toEqual({
      path: '/share_access',
      search: 'name=x&password=y',
    });
  });
});
