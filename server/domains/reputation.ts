import type { z } from 'zod';
import type { checkerMappingSchema } from '../../contract/areas/platform';
import { CheckVerdict } from '../../contract/enums';
import type { Verdict } from './monitor-rules';

/**
 * A reputation checker (WeChat's link safety or another) is data: a URL template, an optional
 * body, and where the verdict stands in the JSON answer. Asking and reading are pure, so each
 * provider's mapping is tested without a network.
 */

export type CheckerMapping = z.infer<typeof checkerMappingSchema>;
export type Checker = { platform: string; url: string; secret: string; mapping: CheckerMapping };

/** One reason a check failed, as a catalogue key and what it names (translated when read). */
export type CheckProblem = { key: string; values: Record<string, string> };

export type CheckerRequest = { url: string; method: 'GET' | 'POST'; body?: string };

/** Fills `{url}`, `{host}` and `{key}`, each through `encode`. */
function fill(template: string, values: Record<string, string>, encode: (value: string) => string): string {
  return template.replace(/\{(url|host|key)\}/g, (_match, name: string) => encode(values[name] ?? ''));
}

/** A JSON string's inside: what a value becomes between the quotes of a body template. */
const inJsonString = (value: string) => JSON.stringify(value).slice(1, -1);

/** The request asking the checker about one page of a domain. */
export function checkerRequest(checker: Checker, target: { url: string; host: string }): CheckerRequest {
  const values = { url: target.url, host: target.host, key: checker.secret };
  const url = fill(checker.url, values, encodeURIComponent);
  if (checker.mapping.method === 'GET') return { url, method: 'GET' };
  return { url, method: 'POST', body: fill(checker.mapping.body, values, inJsonString) };
}

/** The value at a dotted path (`data.status`, `result.0.level`), or undefined. */
export function valueAt(document: unknown, path: string): unknown {
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export type CheckerReading = { verdict: Verdict; problem: CheckProblem | null };

/** What the checker's answer says: flagged, fine, or — for anything else — an answer not understood. */
export function readCheckerAnswer(
  mapping: CheckerMapping,
  answer: { status: number; body: string },
): CheckerReading {
  if (answer.status < 200 || answer.status >= 300) {
    return {
      verdict: CheckVerdict.failed,
      problem: { key: 'monitor.checker_status', values: { status: String(answer.status) } },
    };
  }
  let document: unknown;
  try {
    document = JSON.parse(answer.body);
  } catch {
    return { verdict: CheckVerdict.failed, problem: { key: 'monitor.checker_garbage', values: {} } };
  }
  const found = valueAt(document, mapping.verdict_path);
  const value = found === undefined || found === null || typeof found === 'object' ? null : String(found);
  const reason = mapping.reason_path ? valueAt(document, mapping.reason_path) : undefined;
  if (value !== null && mapping.flagged_values.includes(value)) {
    return {
      verdict: CheckVerdict.flagged,
      problem: {
        key: 'monitor.flagged_by_checker',
        values: { reason: typeof reason === 'string' || typeof reason === 'number' ? String(reason) : value },
      },
    };
  }
  if (value !== null && mapping.ok_values.includes(value)) return { verdict: CheckVerdict.ok, problem: null };
  return {
    verdict: CheckVerdict.failed,
    problem: {
      key: 'monitor.checker_unknown',
      values: { path: mapping.verdict_path, value: value ?? String(found) },
    },
  };
}
