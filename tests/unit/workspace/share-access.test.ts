import { describe, expect, it } from 'vitest';
import { splitHash } from '../../../src/core/navigation/hash-location';
import { shareParams } from '../../../src/workspace/pages/share-access';

describe('share page parameters', () => {
  it('reads the suffix and the password from the query inside the hash', () => {
    const { path, search } = splitHash('#/share_access?name=spring-1&password=abc123');
    expect(path).toBe('/share_access');
    expect(shareParams(search)).toEqual({ file_name: 'spring-1', password: 'abc123' });
  });

  it('decodes escaped values', () => {
    expect(shareParams('name=a%2Db&password=p%20q')).toEqual({ file_name: 'a-b', password: 'p q' });
  });

  it('answers nothing without a code, so the page shows its error', () => {
    expect(shareParams('')).toBeNull();
    expect(shareParams('password=abc')).toBeNull();
    expect(shareParams('name=&password=abc')).toBeNull();
    expect(shareParams(`name=${'x'.repeat(65)}&password=abc`)).toBeNull();
  });

  it('answers the code with an empty password when none came, so the page asks for it', () => {
    expect(shareParams('name=spring-1')).toEqual({ file_name: 'spring-1', password: '' });
    expect(shareParams('name=spring-1&password=%20')).toEqual({ file_name: 'spring-1', password: '' });
  });
});
