import { describe, expect, it } from 'vitest';
import { arrayLiteral } from '../../server/db/arrays';

describe('arrayLiteral', () => {
  it('quotes every element and escapes quotes and backslashes', () => {
    expect(arrayLiteral([1, 2])).toBe('{"1","2"}');
    expect(arrayLiteral(['a"b', 'c\\d', '{x,y}'])).toBe('{"a\\"b","c\\\\d","{x,y}"}');
  });
  it('writes NULL for null and ISO text for dates, and keeps the word NULL as text', () => {
    expect(arrayLiteral([null, new Date(0), 'NULL'])).toBe('{NULL,"1970-01-01T00:00:00.000Z","NULL"}');
  });
});
