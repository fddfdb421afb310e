import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import type { DnsResolver } from './resolver';

/**
 * Every request the platform makes to an address a user gave (a domain to verify or check, a
 * reputation checker) goes through here: the host is resolved first and refused when any of its
 * addresses is private, loopback, link-local or otherwise not on the public internet; the
 * connection is pinned to the address that was checked, so a second DNS answer cannot swap in
 * another; redirects are followed by hand and checked again; the time and size are bounded.
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
export type OutboundRequest = { method: 'GET' | 'POST'; body?: string; contentType?: string };

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

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an address is anything but a public unicast one; an IPv4-mapped IPv6 address is judged as IPv4. */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return isNonPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 0) return true;
  return NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The address to connect to: every address of the host must be public, unless private ones are allowed. */
async function checkedAddress(host: string, options: OutboundOptions): Promise<string> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = isIP(bare) ? [bare] : await options.resolver.addresses(bare);
  const [first] = addresses;
  if (!first) throw new OutboundError('no_address', host);
  if (!options.allowPrivate) {
    const hidden = addresses.find(
      (address) => isNonPublicAddress(address) && !options.allowAddresses?.includes(address),
    );
    if (hidden) throw new OutboundError('private_address', `${host} → ${hidden}`);
  }
  return first;
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
