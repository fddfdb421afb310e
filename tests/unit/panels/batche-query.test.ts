import { describe, expect, it } from 'vitest';
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
