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

  it('answers nothing when a parameter is missing or blank, so the page shows its error', () => {
    expect(shareParams('')).toBeNull();
    expect(shareParams('name=spring-1')).toBeNull();
    expect(shareParams('password=abc')).toBeNull();
    expect(shareParams('name=&password=abc')).toBeNull();
    expect(shareParams(`name=${'x'.repeat(65)}&password=abc`)).toBeNull();
  });
});
