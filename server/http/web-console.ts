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

/** Security headers on every answer, and API calls from other sites' pages refused. */
export function guardConsoleAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(COMMON_HEADERS);
    if (request.url.startsWith('/api/') && isCrossOriginCall(request.headers, request.host)) {
      throw forbidden('error.cross_origin');
    }
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
