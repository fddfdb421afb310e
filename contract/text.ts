import { z } from 'zod';

/**
 * Text and free-form JSON that a caller sends. PostgreSQL refuses a NUL character in text and
 * in JSON, and a lone UTF-16 surrogate (half of an emoji, say) in JSON, where text columns would
 * quietly turn it into U+FFFD. Such input is refused here, once, with a field message, so no
 * service ever hands it to the database.
 */

/** Message key of a text field holding a character that cannot be stored. */
export const UNSTORABLE_TEXT = 'rule.text_unstorable';
/** Message key of a JSON value nested deeper than `MAX_JSON_DEPTH`. */
export const JSON_TOO_DEEP = 'rule.json_too_deep';
/**
 * Nesting a free-form value may have. Saved workspace layouts are the deepest at a dozen levels;
 * far deeper values only exhaust the stack of whatever serialises them.
 */
export const MAX_JSON_DEPTH = 64;

const LONE_SURROGATE = /\p{Cs}/u;

/** Whether PostgreSQL can store the text: no NUL and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * A string field of a call's input: `text().trim().max(60)` wherever `z.string()` would do.
 * The check runs first and stops the others, so such a field gets one message, not three.
 */
export function text() {
  return z.string().check(z.refine(isStorableText, { message: UNSTORABLE_TEXT, abort: true }));
}

/**
 * The first problem of a free-form JSON value — a string or key that cannot be stored, or
 * nesting deeper than `MAX_JSON_DEPTH` — with its path, or null. Walks with a stack of its own,
 * so a hostile value cannot overflow the call stack.
 */
export function jsonProblem(value: unknown): { path: PropertyKey[]; message: string } | null {
  const pending: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path } = next;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return { path, message: UNSTORABLE_TEXT };
    } else if (current !== null && typeof current === 'object') {
      if (path.length >= MAX_JSON_DEPTH) return { path, message: JSON_TOO_DEEP };
      for (const [key, inner] of Object.entries(current)) {
        if (!isStorableText(key)) return { path: [...path, key], message: UNSTORABLE_TEXT };
        pending.push({ value: inner, path: [...path, Array.isArray(current) ? Number(key) : key] });
      }
    }
  }
  return null;
}

/**
 * A free-form JSON object of an input (kept in a `jsonb` column): text keys, any values, each
 * string storable and the nesting bounded. Checks added after it do not run on a refused value.
 */
export function jsonRecord() {
  // Keys are plain strings here: the walk checks them with the values and names the rule.
  return z.record(z.string(), z.unknown()).check((ctx) => {
    const problem = jsonProblem(ctx.value);
    if (problem) ctx.issues.push({ code: 'custom', input: ctx.value, continue: false, ...problem });
  });
}
