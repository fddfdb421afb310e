import { describe, expect, it } from 'vitest';
import { batchResults } from '../../../src/panels/batche_query/batch-results';
import { checkBatch, MAX_BATCH_SUFFIXES, parseSuffixes } from '../../../src/panels/batche_query/suffix-list';

describe('batch query suffix list', () => {
  it('takes one suffix per line, drops blanks and keeps repeats once, in order', () => {
    expect(parseSuffixes('abc\n\n  def  \r\nabc\nghi\n')).toEqual({
      fileNames: ['abc', 'def', 'ghi'],
      duplicates: 1,
      invalid: [],
    });
  });

  it('splits what spreadsheets paste and reads suffixes out of full links', () => {
    expect(
      parseSuffixes('a1,b2\tc3；d4\nhttps://go.example/c/e5?s=marker\nhttp://x.example/f6/').fileNames,
    ).toEqual(['a1', 'b2', 'c3', 'd4', 'e5', 'f6']);
  });

  it('leaves out entries too long to be a suffix', () => {
    const long = 'x'.repeat(65);
    expect(parseSuffixes(`ok\n${long}`)).toEqual({ fileNames: ['ok'], duplicates: 0, invalid: [long] });
  });

  it('asks for at least one and at most 500 suffixes', () => {
    expect(checkBatch(parseSuffixes(' \n '))).toEqual({ ok: false, reason: 'empty' });
    const many = Array.from({ length: MAX_BATCH_SUFFIXES + 1 }, (_, index) => `s${index}`).join('\n');
    expect(checkBatch(parseSuffixes(many))).toEqual({ ok: false, reason: 'too_many' });
    expect(checkBatch(parseSuffixes(many.split('\n').slice(1).join('\n')))).toEqual({ ok: true });
  });
});

describe('batch query results', () => {
  const rows = [
    { file_name: 'a', found: true, view_number: 5 },
    { file_name: 'b', found: false, view_number: 0 },
    { file_name: 'c', found: true, view_number: 7 },
  ];

  it('splits found from missing, sums the visits found, and keeps each row’s pasted place', () => {
    const all = batchResults(rows, 'all');
    expect(all.shown).toBe(rows);
    expect(all.totalVisits).toBe(12);
    const missing = batchResults(rows, 'missing');
    expect(missing.shown.map((row) => row.file_name)).toEqual(['b']);
    expect(missing.order.get(rows[1] as (typeof rows)[number])).toBe(2);
    expect(batchResults(rows, 'found').shown.map((row) => missing.order.get(row))).toEqual([1, 3]);
  });
});
