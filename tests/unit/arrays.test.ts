import { describe, expect, it } from 'vitest';
import { arrayLiteral, copyLine } from '../../server/db/arrays';

describe('arrayLiteral', () => {
  it('quotes text, escapes quotes and backslashes, and writes numbers and booleans bare', () => {
    expect(arrayLiteral([1, 2, true])).toBe('{1,2,true}');
    expect(arrayLiteral(['a"b', 'c\\d', '{x,y}'])).toBe('{"a\\"b","c\\\\d","{x,y}"}');
  });
  it('writes NULL for null and ISO text for dates, and keeps the word NULL as text', () => {
    expect(arrayLiteral([null, new Date(0), 'NULL'])).toBe('{NULL,1970-01-01T00:00:00.000Z,"NULL"}');
  });
});

describe('copyLine', () => {
  it('separates fields with tabs and ends the row with a newline', () => {
    expect(copyLine([1, 'a', true, false])).toBe('1\ta\tt\tf\n');
  });
  it('writes \\N for null, ISO text for dates and keeps the word NULL as text', () => {
    expect(copyLine([null, new Date(0), 'NULL', ''])).toBe('\\N\t1970-01-01T00:00:00.000Z\tNULL\t\n');
  });
  it('escapes backslashes, tabs, newlines and carriage returns inside a field', () => {
    expect(copyLine(['a\\b\tc\nd\re'])).toBe('a\\\\b\\tc\\nd\\re\n');
  });
});
