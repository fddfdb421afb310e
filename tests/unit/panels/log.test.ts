import { describe, expect, it } from 'vitest';
import { calls } from '../../../contract/calls';
import { intlFor } from '../../../src/core/i18n/intl';
import { typeSuggestions, writeModules } from '../../../src/panels/log/log-content';
import { typeLabel } from '../../../src/panels/log/log-types';
import { checkLogConfig, formatJson, lineAndColumn } from '../../../src/panels/log_config/log-config-check';
import { prettyContent } from '../../../src/ui/format';

describe('operation log helpers', () => {
  it('names every module that writes in each language, never by its raw key', () => {
    for (const locale of ['zh-CN', 'en-US', 'sw-KE'] as const) {
      const intl = intlFor(locale);
      for (const module of writeModules(calls)) {
        const label = typeLabel(module, new Map(), intl);
        expect(label, `${module} in ${locale}`).toBeTruthy();
        expect(label).not.toBe(module);
      }
    }
  });

  it('knows the modules that write, which are the types a log row can have', () => {
    const modules = writeModules(calls);
    expect(modules).toEqual(expect.arrayContaining(['configuration', 'ip_black', 'log_config', 'admin']));
    expect(modules).not.toContain('website');
    expect(modules).toEqual([...modules].sort());
    expect(
      writeModules({ 'a/read': { effect: 'read' }, 'b/x': { effect: 'write' }, 'b/y': { effect: 'write' } }),
    ).toEqual(['b']);
  });

  it('suggests the dictionary’s types first, then the other modules with their labels', () => {
    const suggestions = typeSuggestions(
      [
        { key: 'ip_black', name: 'Blacklist' },
        { key: 'custom', name: 'Custom' },
      ],
      ['admin', 'ip_black', 'role'],
      (key) => (key === 'admin' ? 'Accounts' : undefined),
    );
    expect(suggestions).toEqual([
      { value: 'ip_black', label: 'Blacklist' },
      { value: 'custom', label: 'Custom' },
      { value: 'admin', label: 'Accounts' },
      { value: 'role', label: 'role' },
    ]);
  });

  it('pretty-prints JSON content and shows cut content as it is', () => {
    expect(prettyContent('{"cidr":"10.0.0.0/8","remark":""}')).toEqual({
      text: '{\n  "cidr": "10.0.0.0/8",\n  "remark": ""\n}',
      json: true,
    });
    expect(prettyContent('{"content":"abc')).toEqual({ text: '{"content":"abc', json: false });
  });
});

describe('log configuration check', () => {
  it('accepts a log configuration and applies its defaults', () => {
    expect(checkLogConfig('{"exclude_types":["layout"],"retention_days":30}')).toEqual({
      ok: true,
      config: { exclude_types: ['layout'], retention_days: 30 },
      ignored: [],
    });
    expect(checkLogConfig('{}')).toEqual({
      ok: true,
      config: { exclude_types: [], retention_days: 180 },
      ignored: [],
    });
  });

  it('names keys the server will drop', () => {
    const check = checkLogConfig('{"retention_days":30,"colour":"red"}');
    expect(check).toMatchObject({ ok: true, ignored: ['colour'] });
  });

  it('refuses text that is not JSON and says where', () => {
    const check = checkLogConfig('{\n  "retention_days": 30,\n  oops\n}');
    expect(check).toMatchObject({ ok: false, reason: 'syntax' });
    if (check.ok || check.reason !== 'syntax') throw new Error('expected a syntax problem');
    expect(check.line).toBe(3);
    expect(checkLogConfig('{oops')).toMatchObject({ ok: false, reason: 'syntax', line: 1 });
    expect(checkLogConfig('')).toMatchObject({ ok: false, reason: 'syntax' });
  });

  it('refuses JSON that is not a log configuration, by field', () => {
    expect(checkLogConfig('{"retention_days":0}')).toMatchObject({
      ok: false,
      reason: 'shape',
      issues: [{ path: 'retention_days' }],
    });
    expect(checkLogConfig('{"exclude_types":"layout"}')).toMatchObject({
      ok: false,
      reason: 'shape',
      issues: [{ path: 'exclude_types' }],
    });
    expect(checkLogConfig('[1,2]')).toMatchObject({ ok: false, reason: 'shape' });
    expect(checkLogConfig('null')).toMatchObject({ ok: false, reason: 'shape' });
  });

  it('finds lines and columns and formats JSON', () => {
    expect(lineAndColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('abc', 99)).toEqual({ line: 1, column: 4 });
    expect(formatJson('{"a":[1]}')).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(formatJson('{a')).toBeNull();
  });
});
