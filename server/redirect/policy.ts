/**
 * What a domain's own policies do to a request before any code is looked up: `no_hijack` (HTTPS
 * first, HSTS, referrer policy) and `forward` (a landing domain's path prefixes sent elsewhere).
 * Pure, so every rule is tested without a server.
 */

export type DomainPolicy = { httpsOnly: boolean; hstsMaxAge: number; referrerPolicy: string };

export type ForwardRule = { prefix: string; target: string; status: 301 | 302; keepPath: boolean };

/**
 * The headers every answer of the domain carries: HSTS only over HTTPS, as browsers ignore it
 * otherwise. Undefined when there are none, so the usual answer allocates nothing more.
 */
export function policyHeaders(policy: DomainPolicy, secure: boolean): Record<string, string> | undefined {
  const hsts = secure && policy.hstsMaxAge > 0;
  if (!policy.referrerPolicy && !hsts) return undefined;
  const headers: Record<string, string> = {};
  if (policy.referrerPolicy) headers['referrer-policy'] = policy.referrerPolicy;
  if (hsts) headers['strict-transport-security'] = `max-age=${policy.hstsMaxAge}`;
  return headers;
}

/** The HTTPS address of a plain-HTTP request when the domain wants HTTPS only; null otherwise. */
export function httpsFirst(policy: DomainPolicy, secure: boolean, host: string, url: string): string | null {
  return policy.httpsOnly && !secure ? `https://${host}${url}` : null;
}

/** Whether a path falls under a prefix: equal, or below it at a `/`. */
function under(path: string, prefix: string): boolean {
  if (prefix === '/' || path === prefix) return true;
  const base = prefix.endsWith('/') ? prefix : `${prefix}/`;
  return path.startsWith(base);
}

/**
 * Where a request is forwarded: the longest matching prefix wins (rules arrive sorted so). With
 * `keepPath`, what follows the prefix and the query are added to the target.
 */
export function forwardOf(
  rules: readonly ForwardRule[],
  path: string,
  search: string,
): { status: 301 | 302; location: string } | null {
  const rule = rules.find((candidate) => under(path, candidate.prefix));
  if (!rule) return null;
  if (!rule.keepPath) return { status: rule.status, location: rule.target };
  const rest = path.slice(rule.prefix.length).replace(/^\/?/, '');
  const target = new URL(rule.target);
  if (rest) target.pathname = `${target.pathname.replace(/\/$/, '')}/${rest}`;
  if (search) {
    const extra = new URLSearchParams(search);
    for (const [key, value] of extra) target.searchParams.append(key, value);
  }
  return { status: rule.status, location: target.toString() };
}

/** Longest prefix first, so `/promo/summer` wins over `/promo` and `/`. */
export function sortRules<T extends { prefix: string }>(rules: T[]): T[] {
  return [...rules].sort((a, b) => b.prefix.length - a.prefix.length);
}
