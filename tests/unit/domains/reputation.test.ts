import { describe, expect, it } from 'vitest';
import { CheckVerdict } from '../../../contract/enums';
import { type Checker, checkerRequest, readCheckerAnswer, valueAt } from '../../../server/domains/reputation';

const mapping = {
  method: 'GET' as const,
  body: '',
  verdict_path: 'data.status',
  flagged_values: ['2', 'blocked'],
  ok_values: ['1', 'ok'],
  reason_path: 'data.msg',
};
const checker: Checker = {
  platform: 'wx',
  url: 'https://checker.example/api?url={url}&domain={host}&token={key}',
  secret: 'k&1',
  mapping,
};
const target = { url: 'https://shop.example.com/?a=1&b=2', host: 'shop.example.com' };

describe('asking a reputation checker', () => {
  it('fills the URL template, every value encoded', () => {
    expect(checkerRequest(checker, target)).toEqual({
      method: 'GET',
      url: 'https://checker.example/api?url=https%3A%2F%2Fshop.example.com%2F%3Fa%3D1%26b%3D2&domain=shop.example.com&token=k%261',
    });
  });

  it('fills a POST body as JSON strings, so a quote in a value cannot break out', () => {
    const post = checkerRequest(
      {
        ...checker,
        secret: 'k"}',
        mapping: { ...mapping, method: 'POST', body: '{"url":"{url}","key":"{key}"}' },
      },
      target,
    );
    expect(post.method).toBe('POST');
    expect(JSON.parse(post.body as string)).toEqual({ url: target.url, key: 'k"}' });
  });
});

describe('reading its answer', () => {
  const read = (body: unknown, status = 200) =>
    readCheckerAnswer(mapping, { status, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('finds values at dotted paths, arrays included', () => {
    expect(valueAt({ a: { b: [{ c: 3 }] } }, 'a.b.0.c')).toBe(3);
    expect(valueAt({ a: 1 }, 'a.b')).toBeUndefined();
  });

  it('says flagged with the checker’s reason, or fine', () => {
    expect(read({ data: { status: 'blocked', msg: 'fraud' } })).toEqual({
      verdict: CheckVerdict.flagged,
      problem: { key: 'monitor.flagged_by_checker', values: { reason: 'fraud' } },
    });
    expect(read({ data: { status: 2 } }).verdict).toBe(CheckVerdict.flagged);
    expect(read({ data: { status: 1 } })).toEqual({ verdict: CheckVerdict.ok, problem: null });
  });

  it('fails on an error status, garbage, or a value the mapping does not know — never "fine"', () => {
    expect(read({ data: { status: 1 } }, 500).problem).toEqual({
      key: 'monitor.checker_status',
      values: { status: '500' },
    });
    expect(read('<html>busy</html>').problem?.key).toBe('monitor.checker_garbage');
    expect(read({ data: { status: 'maybe' } }).problem).toEqual({
      key: 'monitor.checker_unknown',
      values: { path: 'data.status', value: 'maybe' },
    });
    expect(read({ other: true }).verdict).toBe(CheckVerdict.failed);
    expect(read({ data: { status: { nested: 1 } } }).verdict).toBe(CheckVerdict.failed);
  });
});
