import { describe, expect, it } from 'vitest';
import { ScreenMatch, ScreenRuleKind } from '../../../contract/enums';
import {
  decidingRule,
  globMatches,
  listLines,
  parseListLine,
  parseRule,
  ruleMatches,
  screenTarget,
} from '../../../server/abuse/screen-rules';

const target = (url: string) => screenTarget(url) ?? { host: '', path: '' };
const host = (value: string, kind: number = ScreenRuleKind.block, id = 1) => ({
  id,
  kind,
  matchType: ScreenMatch.host,
  value,
});
const pattern = (value: string, kind: number = ScreenRuleKind.block, id = 2) => ({
  id,
  kind,
  matchType: ScreenMatch.pattern,
  value,
});

describe('globMatches', () => {
  it('reads * as any run and ? as one character, over the whole text', () => {
    expect(globMatches('*.bad.example', 'www.bad.example')).toBe(true);
    expect(globMatches('*.bad.example', 'bad.example')).toBe(false);
    expect(globMatches('bad.exampl?', 'bad.example')).toBe(true);
    expect(globMatches('bad.example', 'bad.example.org')).toBe(false);
    expect(globMatches('*login*', 'a.example/secure/login.php')).toBe(true);
    expect(globMatches('', '')).toBe(true);
  });

  it('ignores case', () => {
    expect(globMatches('*.BAD.example/Login*', 'WWW.bad.EXAMPLE/login.PHP')).toBe(true);
  });

  it('treats regular-expression characters as themselves', () => {
    expect(globMatches('a.example', 'aXexample')).toBe(false);
    expect(globMatches('(a+)+$', '(a+)+$')).toBe(true);
    expect(globMatches('(a+)+$', 'aaaa')).toBe(false);
    expect(globMatches('[abc].example', 'a.example')).toBe(false);
    expect(globMatches('[abc].example', '[abc].example')).toBe(true);
  });

  it('stays fast on patterns made to backtrack', () => {
    const started = performance.now();
    expect(globMatches(`${'*a'.repeat(50)}b`, 'a'.repeat(5000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('rules', () => {
  it('a host rule covers the host and its subdomains, not look-alikes', () => {
    expect(ruleMatches(host('bad.example'), target('https://bad.example/x'))).toBe(true);
    expect(ruleMatches(host('bad.example'), target('https://a.b.BAD.example/'))).toBe(true);
    expect(ruleMatches(host('bad.example'), target('https://notbad.example/'))).toBe(false);
    expect(ruleMatches(host('bad.example'), target('https://bad.example.org/'))).toBe(false);
  });

  it('a pattern without a slash reads the host, with one the host and the path', () => {
    expect(ruleMatches(pattern('*.evil.example'), target('https://www.evil.example/login'))).toBe(true);
    expect(
      ruleMatches(pattern('*.evil.example/login*'), target('https://www.evil.example/login.php?x=1')),
    ).toBe(true);
    expect(ruleMatches(pattern('*.evil.example/login*'), target('https://www.evil.example/home'))).toBe(
      false,
    );
  });

  it('an allow rule wins over any block rule', () => {
    const rules = [host('bad.example'), host('good.bad.example', ScreenRuleKind.allow, 3)];
    expect(decidingRule(rules, target('https://good.bad.example/'))?.kind).toBe(ScreenRuleKind.allow);
    expect(decidingRule(rules, target('https://x.bad.example/'))?.kind).toBe(ScreenRuleKind.block);
    expect(decidingRule(rules, target('https://else.example/'))).toBeNull();
  });

  it('stores hosts in lower-case punycode and refuses what is no host or a pattern too wide', () => {
    expect(parseRule(ScreenMatch.host, ' Bad.Example. ')).toEqual({
      matchType: ScreenMatch.host,
      value: 'bad.example',
    });
    expect(parseRule(ScreenMatch.host, 'https://例子.中国/')).toEqual({
      matchType: ScreenMatch.host,
      value: 'xn--fsqu00a.xn--fiqs8s',
    });
    expect(parseRule(ScreenMatch.host, '203.0.113.9')).toEqual({
      matchType: ScreenMatch.host,
      value: '203.0.113.9',
    });
    expect(parseRule(ScreenMatch.host, 'not a host')).toEqual({ problem: 'abuse_blocklist.host_format' });
    expect(parseRule(ScreenMatch.host, 'bad.example/path')).toEqual({
      problem: 'abuse_blocklist.host_format',
    });
    expect(parseRule(ScreenMatch.pattern, '*')).toEqual({ problem: 'abuse_blocklist.pattern_format' });
    expect(parseRule(ScreenMatch.pattern, '*.a*')).toEqual({ problem: 'abuse_blocklist.pattern_format' });
    expect(parseRule(ScreenMatch.pattern, 'bad example*')).toEqual({
      problem: 'abuse_blocklist.pattern_format',
    });
    expect(parseRule(ScreenMatch.pattern, '*.Bad.example/Login*')).toEqual({
      matchType: ScreenMatch.pattern,
      value: '*.bad.example/login*',
    });
  });

  it('reads an imported list line by line', () => {
    expect(listLines('# feed\n\nbad.example # note\r\n  *.x.example/*  \n#only')).toEqual([
      { line: 3, text: 'bad.example' },
      { line: 4, text: '*.x.example/*' },
    ]);
    expect(parseListLine('https://kit.example/')).toEqual({
      matchType: ScreenMatch.host,
      value: 'kit.example',
    });
    expect(parseListLine('kit.example/login')).toEqual({
      matchType: ScreenMatch.pattern,
      value: 'kit.example/login',
    });
  });
});
