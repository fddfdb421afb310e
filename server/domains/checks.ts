import type { Config } from '../config';
import { createResolver } from '../net/resolver';
import type { Edge } from './records';
import type { ControlDeps } from './verification';

/** Where the monitor asks a domain for the health token: HTTPS on 443 but in tests. */
export type HealthTarget = { scheme: 'http' | 'https'; port?: number };

/** Everything a domain check needs from outside, built once from the configuration. */
export type DomainChecks = ControlDeps & { edge: Edge; health: HealthTarget };

/** Tests point the checks at their own DNS server and local ports. */
export type DomainCheckOverrides = Partial<Pick<ControlDeps, 'resolver' | 'httpPort'>> & {
  allowPrivate?: boolean;
  health?: HealthTarget;
  /** The fake's self-signed certificate. */
  trustAnyCertificate?: boolean;
};

export function createDomainChecks(config: Config, overrides: DomainCheckOverrides = {}): DomainChecks {
  const resolver = overrides.resolver ?? createResolver(config.dnsServers ?? []);
  return {
    resolver,
    outbound: {
      resolver,
      allowPrivate: overrides.allowPrivate ?? config.outboundAllowPrivate ?? false,
      trustAnyCertificate: overrides.trustAnyCertificate ?? false,
    },
    httpPort: overrides.httpPort,
    edge: { host: config.edgeHost, addresses: config.edgeAddresses ?? [] },
    health: overrides.health ?? { scheme: 'https' },
  };
}
