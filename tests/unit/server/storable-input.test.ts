import { describe, expect, it } from 'vitest';
import { layoutCalls } from '../../../contract/areas/layout';
import { daySchema, isCalendarDay } from '../../../contract/areas/statistics';
import { userListCalls } from '../../../contract/areas/users';
import { decimalInput, idSchema, MAX_INT4, shareRatioSchema } from '../../../contract/call';
import { calls } from '../../../contract/calls';
import {
  isStorableText,
  JSON_TOO_DEEP,
  jsonProblem,
  jsonRecord,
  MAX_JSON_DEPTH,
  text,
  UNSTORABLE_TEXT,
} from '../../../contract/text';
import { isIntegerSchema, leavesOf, type Schema, typeOf } from '../../support/contract-bodies';

type Parser = { safeParse(value: unknown): { success: boolean; error?: unknown } };

/** The issues of a failed parse as `{path, message}`, the way the call layer reports them. */
function issuesOf(schema: Parser, value: unknown) {
  const issues = (schema.safeParse(value).error as { issues?: { path: PropertyKey[]; message: string }[] })
    ?.issues;
  return (issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

const accepts = (schema: Schema, value: unknown) => (schema as unknown as Parser).safeParse(value).success;

describe('storable text', () => {
  it.each([
    ['plain text', 'hello', true],
    ['emoji (a whole surrogate pair)', '😀 👩‍👩‍👧', true],
    ['right-to-left text', 'مرحبا \u202eabc', true],
    ['the empty text', '', true],
    ['a NUL', 'a\u0000b', false],
    ['a lone high surrogate', 'x\ud800y', false],
    ['a lone low surrogate at the start', '\udc00x', false],
    ['half an emoji at the end', 'ok\ud83d', false],
  ])('judges %s', (_name, value, storable) => {
    expect(isStorableText(value)).toBe(storable);
  });

  it('refuses such text with one message, before the other checks of the field', () => {
    const schema = text().trim().min(1).max(3);
    expect(issuesOf(schema, 'a\u0000bcdef')).toEqual([{ path: '', message: UNSTORABLE_TEXT }]);
    expect(schema.parse(' ab ')).toBe('ab');
  });
});

describe('free-form JSON values', () => {
  it('names the path of a string or key that cannot be stored', () => {
    expect(jsonProblem({ tabs: [{ name: 'ok' }, { name: 'a\u0000' }] })).toEqual({
      path: ['tabs', 1, 'name'],
      message: UNSTORABLE_TEXT,
    });
    expect(jsonProblem({ ok: { 'k\ud800': 1 } })).toEqual({
      path: ['ok', 'k\ud800'],
      message: UNSTORABLE_TEXT,
    });
    expect(jsonProblem({ layout: { children: [1, 'two', null, true] } })).toBeNull();
  });

  it('refuses nesting past the limit, without exhausting the stack on far deeper values', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`);
    expect(jsonProblem({ deep })?.message).toBe(JSON_TOO_DEEP);
    let atLimit: unknown = [];
    for (let depth = 1; depth < MAX_JSON_DEPTH; depth += 1) atLimit = [atLimit];
    expect(jsonProblem(atLimit)).toBeNull();
    expect(jsonProblem([atLimit])?.message).toBe(JSON_TOO_DEEP);
  });

  it('stops the checks after it: a layout too deep to serialise is refused, not thrown on', () => {
    const save = layoutCalls['layout/save'].input;
    const data = JSON.parse(`{"model":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    const issues = issuesOf(save, { name: 'Deep', version: 1, data });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe(JSON_TOO_DEEP);
    expect(issuesOf(save, { name: 'Nul', version: 1, data: { a: ['\u0000'] } })).toEqual([
      { path: 'data.a.0', message: UNSTORABLE_TEXT },
    ]);
    expect(issuesOf(jsonRecord(), { fine: [{ x: 1 }] })).toEqual([]);
  });
});

describe('every call input', () => {
  const leaves = Object.entries(calls).flatMap(([path, spec]) =>
    leavesOf(spec.input).map((leaf) => ({ where: `${path} ${leaf.path.join('.')}`, schema: leaf.schema })),
  );

  it('refuses a NUL and a lone surrogate in every text field', () => {
    const open = leaves
      .filter(({ schema }) => typeOf(schema) === 'string')
      .filter(({ schema }) => accepts(schema, 'a\u0000b') || accepts(schema, 'x\ud800y'))
      .map(({ where }) => where);
    expect(open).toEqual([]);
  });

  it('refuses them in keys and values of every free-form record', () => {
    const records = leaves.filter(({ schema }) => typeOf(schema) === 'record');
    expect(records.length).toBeGreaterThan(0);
    const open = records
      .filter(({ schema }) => accepts(schema, { a: ['x\u0000'] }) || accepts(schema, { 'k\ud800': 1 }))
      .map(({ where }) => where);
    expect(open).toEqual([]);
  });

  it('refuses integers a PostgreSQL integer column cannot hold', () => {
    const open = leaves
      .filter(({ schema }) => typeOf(schema) === 'number' && isIntegerSchema(schema))
      .filter(({ schema }) => accepts(schema, MAX_INT4 + 1))
      .map(({ where }) => where);
    expect(open).toEqual([]);
    expect(accepts(idSchema, MAX_INT4)).toBe(true);
  });
});

describe('the statistics day', () => {
  it.each(['2026-03-01', '2024-02-29', '1970-01-01', '9998-12-31'])('accepts %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
    expect(daySchema.parse(day)).toBe(day);
  });

  it.each([
    '2026-13-45',
    '2026-02-30',
    '2025-02-29',
    '2026-00-10',
    '0000-01-01',
    '1969-12-31',
    '9999-12-31',
    'tomorrow',
    '2026-3-1',
    '2026-03-01T00:00:00Z',
    '',
  ])('refuses %s with the day message instead of throwing', (day) => {
    expect(() => daySchema.safeParse(day)).not.toThrow();
    expect(issuesOf(daySchema, day)).toEqual([{ path: '', message: 'statistics.day_format' }]);
  });
});

describe('decimals sent into numeric columns', () => {
  it('refuses more digits than the column holds before the point, and exponents', () => {
    const amount = decimalInput(14);
    expect(amount.parse('99999999999999.5')).toBe('99999999999999.5');
    expect(amount.parse(-12.25)).toBe('-12.25');
    for (const value of ['100000000000000', 9_007_199_254_740_994, 1e21])
      expect(issuesOf(amount, value)).toEqual([{ path: '', message: 'rule.number_too_large' }]);
  });

  it('bounds the share ratio and the balance change by their columns', () => {
    expect(issuesOf(shareRatioSchema, 1e308)).toEqual([{ path: '', message: 'rule.number_too_large' }]);
    // The column holds 999999.9999, but an agent is never paid more than the whole price.
    expect(shareRatioSchema.parse('1.0000')).toBe('1');
    expect(issuesOf(shareRatioSchema, '999999.9999')).toEqual([
      { path: '', message: 'rule.share_ratio_max' },
    ]);
    expect(issuesOf(shareRatioSchema, '0.12345')).toEqual([
      { path: '', message: 'rule.share_ratio_decimals' },
    ]);
    expect(shareRatioSchema.parse('0.123400')).toBe('0.1234');
    const balance = userListCalls['user_list/balance'].input;
    expect(issuesOf(balance, { id: 1, amount: '100000000000000' })).toEqual([
      { path: 'amount', message: 'money.too_large' },
    ]);
    // A JSON number has been through a float already: amounts are text only.
    expect(issuesOf(balance, { id: 1, amount: 2 ** 53 + 2 })).toEqual([
      { path: 'amount', message: 'money.format' },
    ]);
  });
});
