import { isIP } from 'node:net';
import { domainToASCII } from 'node:url';
import { ScreenMatch, ScreenRuleKind } from '../../contract/enums';

/**
 * The screening list's rules, pure: what a typed rule is stored as, and which rule an address
 * meets. Patterns are globs (`*` any run of characters, `?` one), never regular expressions from
 * users, so a hostile pattern cannot make matching slow.
 */

export type RuleKind = (typeof ScreenRuleKind)[keyof typeof ScreenRuleKind];
export type RuleMatch = (typeof ScreenMatch)[keyof typeof ScreenMatch];
export type ScreenRule = { id: number; kind: number; matchType: number; value: string };

/** Where an address points, as rules read it: its lower-case (punycode) host and its path. */
export type ScreenTarget = { host: string; path: string };

/** The host and path of a destination URL, or null for what is no http(s) address with a host. */
export function screenTarget(url: string): ScreenTarget | null {
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.hostname === '') return null;
    return { host: parsed.hostname.replace(/\.$/, '').toLowerCase(), path: parsed.pathname.toLowerCase() };
  } catch {
    return null;
  }
}

/**
 * Whether a glob matches all of `subject`, ignoring case. Greedy with one step back to the last
 * `*`: at most pattern × subject steps, whatever the pattern holds.
 */
export function globMatches(pattern: string, subject: string): boolean {
  const glob = pattern.toLowerCase();
  const text = subject.toLowerCase();
  let at = 0;
  let next = 0;
  let star = -1;
  let resumeAt = 0;
  while (at < text.length) {
    if (next < glob.length && (glob[next] === '?' || glob[next] === text[at])) {
      next += 1;
      at += 1;
    } else if (next < glob.length && glob[next] === '*') {
      star = next;
      next += 1;
      resumeAt = at;
    } else if (star !== -1) {
      next = star + 1;
      resumeAt += 1;
      at = resumeAt;
    } else {
      return false;
    }
  }
  while (glob[next] === '*') next += 1;
  return next === glob.length;
}

/** A host rule covers the host and every host below it; a pattern with a `/` reads the path too. */
export function ruleMatches(rule: Pick<ScreenRule, 'matchType' | 'value'>, target: ScreenTarget): boolean {
  if (rule.matchType === ScreenMatch.host) {
    return target.host === rule.value || target.host.endsWith(`.${rule.value}`);
  }
  return globMatches(rule.value, rule.value.includes('/') ? `${target.host}${target.path}` : target.host);
}

/** The rule that decides an address: any allow rule that matches wins over every block rule. */
export function decidingRule<R extends ScreenRule>(rules: readonly R[], target: ScreenTarget): R | null {
  const matching = rules.filter((rule) => ruleMatches(rule, target));
  return (
    matching.find((rule) => rule.kind === ScreenRuleKind.allow) ??
    matching.find((rule) => rule.kind === ScreenRuleKind.block) ??
    null
  );
}

const ASCII_HOST =
  /^(?=.{1,253}$)([a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;
/** What a pattern may hold: the characters of a host and a path, and the two wildcards. */
const PATTERN_CHARACTERS = /^[a-z0-9.\-_~%:@!$&'()+,;=/*?[\]]+$/;
const MAX_PATTERN = 300;
/** A pattern must name something: at least this many characters besides the wildcards. */
const MIN_PATTERN_LITERALS = 4;

export type RuleProblem = 'abuse_blocklist.host_format' | 'abuse_blocklist.pattern_format';
export type ParsedRule = { matchType: RuleMatch; value: string } | { problem: RuleProblem };

/** An address typed with its scheme counts as what follows it. */
const withoutScheme = (typed: string) => typed.replace(/^https?:\/\//i, '');

/** A host rule as stored: lower case, an international name in punycode, an IPv4 address as it is. */
export function parseHostRule(typed: string): ParsedRule {
  const name = withoutScheme(typed.trim()).replace(/\/$/, '').replace(/\.$/, '').toLowerCase();
  if (isIP(name) === 4) return { matchType: ScreenMatch.host, value: name };
  const host = name.includes('/') ? '' : domainToASCII(name);
  if (host === '' || !ASCII_HOST.test(host)) return { problem: 'abuse_blocklist.host_format' };
  return { matchType: ScreenMatch.host, value: host };
}

/** A pattern as stored: lower case, ASCII, with enough of its own to never match everything. */
export function parsePatternRule(typed: string): ParsedRule {
  const value = withoutScheme(typed.trim()).toLowerCase();
  const literals = value.replace(/[*?]/g, '').length;
  if (value.length > MAX_PATTERN || !PATTERN_CHARACTERS.test(value) || literals < MIN_PATTERN_LITERALS) {
    return { problem: 'abuse_blocklist.pattern_format' };
  }
  return { matchType: ScreenMatch.pattern, value };
}

export function parseRule(matchType: number, typed: string): ParsedRule {
  return matchType === ScreenMatch.host ? parseHostRule(typed) : parsePatternRule(typed);
}

/** A line of an imported list: a pattern when it holds a wildcard or a path, otherwise a host. */
export function parseListLine(line: string): ParsedRule {
  const typed = withoutScheme(line.trim()).replace(/\/$/, '');
  return /[*?/]/.test(typed) ? parsePatternRule(typed) : parseHostRule(typed);
}

/** The lines of an imported list that say something: numbered from 1, comments and blanks left out. */
export function listLines(text: string): { line: number; text: string }[] {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const content = raw.replace(/#.*$/, '').trim();
    return content === '' ? [] : [{ line: index + 1, text: content }];
  });
}
