import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors';

/**
 * The console's Content Security Policy. Scripts, workers and connections only from the console
 * itself (the build has no inline script, and nothing evaluates strings); styles may be inline
 * because Blueprint and the charts set style attributes; pictures may come from anywhere over
 * HTTPS, since a site logo is configured as an address. Nothing may frame the console.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers of every answer Fastify gives: nothing is sniffed into another type, no address leaks. */
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/** Built file names carry their content hash, so a browser may keep them for good. */
const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;
/** The build's compressed copies (`.br`, `.gz`) stand for the file they were made from. */
const COMPRESSED_COPY = /\.(br|gz)$/;

function consoleHeaders(response: SetHeadersResponse, path: string): void {
  if (path.endsWith('.html')) {
    response.setHeader('content-security-policy', CONSOLE_CSP);
    response.setHeader('x-frame-options', 'DENY');
    // Always asked again: a new build's page names its new assets at once.
    response.setHeader('cache-control', 'no-cache');
  }
}

/**
 * Whether a request to the API comes from a page of another site. The API authenticates with a
 * bearer token a page of another site cannot read, so this is a second wall, not the first:
 * browsers name the page's origin, and it must be the address the request came to. Callers that
 * are not browsers send no origin and pass.
 */
export function isCrossOriginCall(headers: FastifyRequest['headers'], host: string): boolean {
  const origin = headers.origin;
  if (typeof origin === 'string' && origin !== 'null') {
    try {
      return new URL(origin).host !== host;
    } catch {
      return true;
    }
  }
  // `Origin: null` (a sandboxed frame, a file) or only Fetch Metadata: trust what the browser says.
  return headers['sec-fetch-site'] === 'cross-site' || origin === 'null';
}

/**
 * Whether a request goes to the API. Judged by the route the router chose, which it found by the
 * decoded path (`/%61pi/…` is routed as `/api/…`), and by the path as sent for a request that
 * matched no route; the raw path alone would let an encoded spelling past.
 */
export function isApiRequest(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): boolean {
  return [request.routeOptions.url, request.url].some((path) => path?.startsWith('/api/'));
}

/**
 * The policy of every SVG the server sends (QR codes, the console's own pictures): an SVG opened
 * by itself is a document that could run script or fetch things, and this one may do neither.
 * Inline styles, which drawn SVGs use, and `data:` pictures, the form a QR code's logo is embedded
 * in (nothing fetched, nothing run), are let through.
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Browsers keep to HTTPS for a year once they have reached the console over it. */
const HSTS = 'max-age=31536000';

/** Whether a request reached us over HTTPS (`createIsSecure`: our TLS, or a trusted proxy saying so). */
type IsSecure = (socket: FastifyRequest['raw']['socket'], forwardedProto?: string | string[]) => boolean;

/**
 * Security headers on every answer, API calls from other sites' pages refused, HSTS only on a
 * request known to have come over HTTPS (sent over plain HTTP it would be ignored at best, and a
 * client's own `X-Forwarded-Proto` proves nothing), and the SVG policy on every SVG, whichever
 * route made it.
 */
export function guardConsoleAnswers(app: FastifyInstance, isSecure: IsSecure): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(COMMON_HEADERS);
    if (isSecure(request.raw.socket, request.headers['x-forwarded-proto']))
      reply.header('strict-transport-security', HSTS);
    if (isApiRequest(request) && isCrossOriginCall(request.headers, request.host)) {
      throw forbidden('error.cross_origin');
    }
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('image/svg+xml'))
      reply.header('content-security-policy', SVG_CSP);
    return payload;
  });
}

/**
 * Serves the built console. Files are looked up at each request (not listed once at start), so a
 * rebuilt console is served without a restart: `index.html` is never cached and names the new
 * hashed assets, which are cached for good. A page still open on the previous build reloads
 * itself when one of its old chunks is gone (the console's `vite:preloadError` handler).
 */
export async function serveConsole(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    // A list: with compressed copies on, the plugin only looks a folder's index up from a list.
    index: ['index.html'],
    cacheControl: false,
    // The build writes brotli and gzip copies of its text files; the one the browser accepts is sent.
    preCompressed: true,
    setHeaders: (response, compressedPath) => {
      const path = compressedPath.replace(COMPRESSED_COPY, '');
      // A cache between must not hand a brotli answer to a browser that did not ask for one.
      response.setHeader('vary', 'accept-encoding');
      consoleHeaders(response, path);
      const relative = path.slice(webRoot.length).replaceAll('\\', '/');
      if (HASHED_ASSET.test(relative))
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
