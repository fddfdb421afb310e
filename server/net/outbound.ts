import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { isNonPublicAddress } from './public-address';
import type { DnsResolver } from './resolver';

/**
 * Every request the platform makes to an address a user gave (a domain to verify or check, a
 * reputation checker, an S3-compatible storage) goes through here: the host is resolved first and
 * refused when any of its addresses is private, loopback, link-local or otherwise not on the
 * public internet (`public-address.ts`); the connection is pinned to the address that was checked,
 * so a second DNS answer cannot swap in another; redirects are followed by hand and checked again;
 * the time and size are bounded.
 */

/** Why an outbound request was not made or not finished. */
export type OutboundProblem =
  | 'bad_url'
  | 'no_address'
  | 'private_address'
  | 'timeout'
  | 'too_large'
  | 'too_many_redirects'
  | 'network';

export class OutboundError extends Error {
  constructor(
    readonly problem: OutboundProblem,
    detail: string,
  ) {
    super(`${problem}: ${detail}`);
    this.name = 'OutboundError';
  }
}

export type OutboundOptions = {
  resolver: DnsResolver;
  /** Only for tests and local development, where the fakes listen on 127.0.0.1. */
  allowPrivate?: boolean;
  /** Single non-public addresses let through all the same (a test's fake server), the rest still refused. */
  allowAddresses?: string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Tests only: accept a certificate no authority signed (the fake's self-signed one). */
  trustAnyCertificate?: boolean;
};

/** A request other than a plain GET: a POST answers its first reply, redirects are not followed. */
export type OutboundRequest = {
  method: 'GET' | 'POST';
  body?: string;
  contentType?: string;
  /** Further request headers (a webhook's signature). */
  headers?: Record<string, string>;
  /**
   * Keep only the answer's first `maxBytes` instead of failing when it is longer: for a caller
   * that needs the status and a glimpse of the body (a webhook receiver's answer).
   */
  truncate?: boolean;
};

export type OutboundAnswer = {
  status: number;
  body: string;
  url: string;
  latencyMs: number;
  /** HTTPS: when the server's certificate stops being valid. */
  certificateValidTo?: Date;
};

type OnceAnswer = { status: number; location?: string; body: string; certificateValidTo?: Date };

/** The expiry of the certificate an HTTPS answer came with, if it had one. */
function certificateValidTo(socket: unknown): Date | undefined {
  const peer = (
    socket as { getPeerCertificate?: () => { valid_to?: string } } | null
  )?.getPeerCertificate?.();
  if (!peer?.valid_to) return undefined;
  const validTo = new Date(peer.valid_to);
  return Number.isNaN(validTo.getTime()) ? undefined : validTo;
}

const HOST_AND_PORT = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/;

/**
 * An endpoint an operator lets through the guard (`minio.internal:9000`, `10.0.0.5`,
 * `[fd00::5]:9000`): its host as a URL spells it, and its port, or null for any port. Null when the
 * text is not such an endpoint.
 */
export function parseListedEndpoint(entry: string): { host: string; port: number | null } | null {
  const match = HOST_AND_PORT.exec(entry.trim());
  if (!match?.[1]) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65_535)) return null;
  try {
    return { host: new URL(`http://${match[1]}`).hostname, port };
  } catch {
    return null;
  }
}

/** Whether a URL's host, and its port where the entry names one, is one of the listed endpoints. */
export function isListedEndpoint(url: string, listed: readonly string[]): boolean {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  return listed.some((entry) => {
    const endpoint = parseListedEndpoint(entry);
    return endpoint !== null && endpoint.host === target.hostname && (endpoint.port ?? port) === port;
  });
}

/** What the guard needs to judge an address: how names are resolved and which exceptions it makes. */
export type GuardOptions = Pick<OutboundOptions, 'resolver' | 'allowPrivate' | 'allowAddresses'>;

/** The first of a host's addresses the guard refuses, or undefined when it lets them all through. */
function refusedAddress(addresses: readonly string[], options: GuardOptions): string | undefined {
  if (options.allowPrivate) return undefined;
  return addresses.find(
    (address) => isNonPublicAddress(address) && !options.allowAddresses?.includes(address),
  );
}

/** The address to connect to: every address of the host must be public, unless private ones are allowed. */
async function checkedAddress(host: string, options: GuardOptions): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : await options.resolver.addresses(bare);
  const [first] = addresses;
  if (!first) throw new OutboundError('no_address', host);
  const hidden = refusedAddress(addresses, options);
  if (hidden) throw new OutboundError('private_address', `${host} → ${hidden}`);
  return first;
}

/** A DNS lookup in Node's shape that answers only the address the guard checked. */
function guardedLookup(options: GuardOptions): LookupFunction {
  return (hostname, lookupOptions: LookupOptions, callback) => {
    checkedAddress(hostname, options).then(
      (address) => {
        const family = isIP(address);
        if (lookupOptions.all) callback(null, [{ address, family }] satisfies LookupAddress[]);
        else callback(null, address, family);
      },
      (error: Error) => callback(error, '', 0),
    );
  };
}

/**
 * Node looks up only host names: a connection to an address given as such skips `lookup`, so it
 * is judged here before the socket is made.
 */
function refusedLiteral(host: string | null | undefined, options: GuardOptions): OutboundError | null {
  const bare = (host ?? '').replace(/^\[|\]$/g, '');
  if (isIP(bare) === 0 || !refusedAddress([bare], options)) return null;
  return new OutboundError('private_address', bare);
}

/** Makes an agent refuse, before any socket exists, a connection to an address the guard refuses. */
function refuseLiterals<A extends http.Agent>(agent: A, options: GuardOptions): A {
  const open = agent.createConnection.bind(agent);
  agent.createConnection = (connect, oncreate) => {
    const refused = refusedLiteral(connect.host, options);
    if (!refused) return open(connect, oncreate);
    // Node's agent takes the socket, or an error, through this callback.
    oncreate?.(refused, undefined as unknown as Duplex);
    return undefined;
  };
  return agent;
}

/**
 * HTTP and HTTPS agents for a client library that makes its own requests (the S3 client): each
 * connection they open is judged by the guard when it is opened — the host resolved, refused when
 * any of its addresses is not public, the socket pinned to the address that was checked. A name
 * whose DNS answer changes after a first check (rebinding) is therefore caught at its next
 * connection. Time and size limits stay the library's.
 */
export function guardedAgents(options: GuardOptions): { httpAgent: http.Agent; httpsAgent: https.Agent } {
  const agentOptions = { keepAlive: true, maxSockets: 50, lookup: guardedLookup(options) };
  return {
    httpAgent: refuseLiterals(new http.Agent(agentOptions), options),
    httpsAgent: refuseLiterals(new https.Agent(agentOptions), options),
  };
}

function getOnce(
  target: URL,
  address: string,
  options: Required<Pick<OutboundOptions, 'timeoutMs' | 'maxBytes'>> & { trustAnyCertificate: boolean },
  sent: OutboundRequest,
): Promise<OnceAnswer> {
  const client = target.protocol === 'https:' ? https : http;
  const family = isIP(address);
  return new Promise((resolve, reject) => {
    let settled = false;
    /** Ends the request once, however many of its events still arrive after. */
    const finish = (outcome: OnceAnswer | OutboundError) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      if (outcome instanceof OutboundError) {
        request.destroy();
        reject(outcome);
      } else {
        resolve(outcome);
      }
    };
    const request = client.request(
      target,
      {
        method: sent.method,
        headers: {
          'user-agent': 'livecode-checker/1',
          accept: '*/*',
          ...sent.headers,
          ...(sent.body === undefined
            ? {}
            : {
                'content-type': sent.contentType ?? 'application/json',
                'content-length': Buffer.byteLength(sent.body),
              }),
        },
        rejectUnauthorized: !options.trustAnyCertificate,
        // Pinned: the connection goes to the address that was checked, whatever DNS says now.
        lookup: (_host, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) callback(null, [{ address, family }]);
          else (callback as (error: null, address: string, family: number) => void)(null, address, family);
        },
      },
      (response) => {
        // Read now: by the end of the answer the socket may be back in the pool, or gone.
        const validTo = certificateValidTo(response.socket);
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > options.maxBytes && sent.truncate) {
            chunks.push(chunk.subarray(0, chunk.length - (size - options.maxBytes)));
            finish({
              status: response.statusCode ?? 0,
              location: response.headers.location,
              body: Buffer.concat(chunks).toString('utf8'),
              certificateValidTo: validTo,
            });
            request.destroy();
            return;
          }
          if (size > options.maxBytes) {
            finish(new OutboundError('too_large', `${target.host} sent over ${options.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          finish({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks).toString('utf8'),
            certificateValidTo: validTo,
          }),
        );
        response.on('error', (error) => finish(new OutboundError('network', error.message)));
      },
    );
    // The whole answer within the time, not merely some byte now and then.
    const deadline = setTimeout(
      () => finish(new OutboundError('timeout', `${target.host} did not answer in ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('error', (error) => finish(new OutboundError('network', error.message)));
    request.end(sent.body);
  });
}

/** GET of a URL someone else chose, with every safeguard above. */
export function outboundGet(url: string, options: OutboundOptions): Promise<OutboundAnswer> {
  return outboundRequest(url, options, { method: 'GET' });
}

/** A request to a URL someone else chose, with every safeguard above. */
export async function outboundRequest(
  url: string,
  options: OutboundOptions,
  sent: OutboundRequest,
): Promise<OutboundAnswer> {
  const limits = {
    timeoutMs: options.timeoutMs ?? 5000,
    maxBytes: options.maxBytes ?? 256 * 1024,
    trustAnyCertificate: options.trustAnyCertificate ?? false,
  };
  const started = performance.now();
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundError('bad_url', url);
  }
  for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
      throw new OutboundError('bad_url', target.href);
    const address = await checkedAddress(target.hostname, options);
    const answer = await getOnce(target, address, limits, sent);
    if (sent.method === 'GET' && answer.status >= 300 && answer.status < 400 && answer.location) {
      target = new URL(answer.location, target);
      continue;
    }
    return {
      status: answer.status,
      body: answer.body,
      url: target.href,
      latencyMs: performance.now() - started,
      certificateValidTo: answer.certificateValidTo,
    };
  }
  throw new OutboundError('too_many_redirects', url);
}
