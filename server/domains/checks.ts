import type { Config } from '../config';
import { createResolver } from '../net/resolver';
import type { Edge } from './records';
import type { ControlDeps } from './verification';

/** Everything a domain check needs from outside, built once from the configuration. */
export type DomainChecks = ControlDeps & { edge: Edge };

/** Tests point the checks at their own DNS server and a local HTTP port. */
export type DomainCheckOverrides = Partial<Pick<ControlDeps, 'resolver' | 'httpPort'>> & {
  allowPrivate?: boolean;
};

export function createDomainChecks(config: Config, overrides: DomainCheckOverrides = {}): DomainChecks {
  const resolver = overrides.resolver ?? createResolver(config.dnsServers ?? []);
  return {
    resolver,
    outbound: {
      resolver,
      allowPrivate: overrides.allowPrivate ?? config.outboundAllowPrivate ?? false,
    },
    httpPort: overrides.httpPort,
    edge: { host: config.edgeHost, addresses: config.edgeAddresses ?? [] },
  };
}
