import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The console's own address for links: the configured public URL, else the one the request came to. */
export function requestOrigin(
  config: Pick<Config, 'publicBaseUrl'>,
  request: Pick<FastifyRequest, 'protocol' | 'host'>,
): string {
  return config.publicBaseUrl ?? `${request.protocol}://${request.host}`;
}
