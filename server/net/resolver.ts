import { Resolver } from 'node:dns/promises';

/** The DNS questions the domain checks ask. */
export type DnsResolver = {
  /** Every TXT record at the name, each joined from its strings; none when the name has none. */
  txt(name: string): Promise<string[]>;
  /** The name's IPv4 and IPv6 addresses; none when it has none. */
  addresses(host: string): Promise<string[]>;
};

/** Answers that mean "no such record", as opposed to a resolver that failed. */
const NO_RECORD = new Set(['ENODATA', 'ENOTFOUND', 'NXDOMAIN']);

function noneIfMissing(error: unknown): string[] {
  if (NO_RECORD.has((error as { code?: string }).code ?? '')) return [];
  throw error;
}

/**
 * A resolver of its own rather than the process's: the servers are configurable (`DNS_SERVERS`),
 * so tests point it at a DNS server they start, and a slow server fails after `timeoutMs` instead
 * of holding a check.
 */
export function createResolver(servers: string[] = [], timeoutMs = 3000): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers(servers);
  return {
    txt: (name) =>
      resolver.resolveTxt(name).then((records) => records.map((parts) => parts.join('')), noneIfMissing),
    async addresses(host) {
      const [v4, v6] = await Promise.all([
        resolver.resolve4(host).catch(noneIfMissing),
        resolver.resolve6(host).catch(noneIfMissing),
      ]);
      return [...v4, ...v6];
    },
  };
}
