/** What an example visitor asks for below the prefix: a further path and a query. */
const EXAMPLE_REST = 'a';
const EXAMPLE_QUERY = '?x=1';

export type ForwardExample = {
  /** The path and query a visitor asks for on the landing domain. */
  request: string;
  /** Where the rule sends them. */
  location: string;
};

/**
 * One request a rule catches and where it goes, for the form to show while the rule is written:
 * `/promo/a?x=1 → https://target/a?x=1` when the rest of the path is kept, the target alone
 * otherwise. It follows the redirect engine's own rule (a prefix matches itself and what lies
 * below it at a `/`; the rest is joined to the target's path and the query added to its query),
 * which a unit test holds it to. Null while the prefix or the target cannot work yet.
 */
export function forwardExample(rule: {
  path_prefix: string;
  target_url: string;
  keep_path: boolean;
}): ForwardExample | null {
  const prefix = rule.path_prefix.trim();
  const targetText = rule.target_url.trim();
  if (!prefix.startsWith('/') || /[\s?#]/.test(prefix)) return null;
  let target: URL;
  try {
    target = new URL(targetText);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  const path = `${prefix.replace(/\/$/, '')}/${EXAMPLE_REST}`;
  const request = `${path}${EXAMPLE_QUERY}`;
  if (!rule.keep_path) return { request, location: targetText };
  target.pathname = `${target.pathname.replace(/\/$/, '')}/${EXAMPLE_REST}`;
  for (const [key, value] of new URLSearchParams(EXAMPLE_QUERY)) target.searchParams.append(key, value);
  return { request, location: target.toString() };
}
