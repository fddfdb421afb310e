import { isIP } from 'node:net';
import { domainToASCII, domainToUnicode } from 'node:url';
import { parse } from 'tldts';

export type NameProblem =
  | 'domain.host_format'
  | 'domain.ip_not_allowed'
  | 'domain.public_suffix'
  | 'domain.unknown_suffix'
  | 'domain.console_host';

/** Labels of letters, digits and dashes (punycode included), 1–63 long, not starting or ending with a dash. */
const ASCII_HOST = /^(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * A domain a customer adds, as it is stored: lower case, international names in punycode
 * (`例子.中国` → `xn--fsqu00a.xn--fiqs8s`). Refused: an address instead of a name, a name whose
 * suffix is not a public one, a public suffix itself (`com.cn`, `github.io` is allowed only below
 * it), and the console's own host.
 */
export function ownDomainName(
  typed: string,
  consoleHost: string,
): { host: string } | { problem: NameProblem } {
  const name = typed.trim().toLowerCase().replace(/\.$/, '');
  if (isIP(name.replace(/^\[|\]$/g, '')) !== 0) return { problem: 'domain.ip_not_allowed' };
  const host = domainToASCII(name);
  if (host === '' || !ASCII_HOST.test(host)) return { problem: 'domain.host_format' };
  const parsed = parse(host, { allowPrivateDomains: true });
  if (!parsed.isIcann && !parsed.isPrivate) return { problem: 'domain.unknown_suffix' };
  if (parsed.domain === null || host === parsed.publicSuffix) return { problem: 'domain.public_suffix' };
  if (host === consoleHost.toLowerCase()) return { problem: 'domain.console_host' };
  return { host };
}

/** How a stored host is shown: an international name in its own script. */
export function displayHost(host: string): string {
  return domainToUnicode(host) || host;
}

/**
 * The hosts of a subscription as typed — one per line or comma-separated, in any script — as
 * stored hosts; what is no host name is left out (the subscription's form refuses it first).
 */
export function subscribedHosts(typed: string): string[] {
  return typed
    .split(/[\s,，]+/)
    .map((name) => domainToASCII(name.trim().toLowerCase().replace(/\.$/, '')))
    .filter((host) => host !== '');
}
