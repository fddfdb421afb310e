import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { AccessStatus, type Locale } from '../../contract/enums';
import type { IpGuard } from '../http/ip-guard';
import { pickLocale, translate } from '../i18n';
import type { Counters } from '../ports/counters';
import type { Journal } from '../visits/journal';
import type { VisitWriter } from '../visits/writer';
import { type AccessPage, isWeChat, resolveAccess } from './access';
import { type CachedCode, type CodeCache, candidatesAt, membershipExpired } from './cache';
import type { DomainTable } from './domains';
import { imagePage, jumpPage, noticePage, type PageResponse } from './pages';
import { isScanMarker, SCAN_PARAM } from './scan-marker';

export type RedirectDeps = {
  cache: CodeCache;
  domains: DomainTable;
  counters: Counters;
  journal: Journal;
  writer: VisitWriter;
  visitorGuard: IpGuard;
  masterKey: Buffer;
  /** An unexpected failure while answering a visit (the visitor gets a bare 500). */
  onError?(error: unknown): void;
  /** Follow-up work that must not delay the visitor (owner notices). */
  afterServe?(code: CachedCode, destinationId: number, servedAfter: number, exhausted: boolean): void;
};

/** The console host serves codes at `/c/<suffix>`; entry domains serve them at `/<suffix>` (domain key = id). */
export const CONSOLE_DOMAIN_KEY = 0;

const REFUSAL_STATUS: Record<AccessPage, number> = {
  blocked: 403,
  not_found: 404,
  closed: 410,
  expired: 410,
  wechat_only: 403,
  scan_only: 403,
};

/** What the redirect engine needs of a request, whichever server delivered it. */
export type VisitRequest = {
  ip: string;
  headers: IncomingHttpHeaders;
  query(name: string): string | undefined;
};

/**
 * Answers requests for codes straight from node's HTTP server, before Fastify sees them: the
 * public hot path (SPEC §4, ARCHITECTURE "the visit pipeline") pays for no routing, hooks or
 * reply objects. `/c/<suffix>` on the console host; on an entry or short domain every request is
 * a code — `/<suffix>`, or `/?k=<suffix>` (short links, forms 1 and 2) — and nothing of the
 * console is served there. Answers false for every other request.
 */
export function createRedirectListener(
  deps: () => RedirectDeps | null,
  isStopping: () => boolean,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  return (request, response) => {
    const ready = deps();
    if (!ready) return false;
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const search = new URLSearchParams(mark < 0 ? '' : url.slice(mark + 1));
    const domain = ready.domains.find(hostOf(request.headers.host));
    let domainKey: number;
    let fileName: string;
    if (domain) {
      domainKey = domain.id;
      fileName = path === '/' ? (search.get('k') ?? '') : safeDecode(path.slice(1));
      if (request.method !== 'GET' && request.method !== 'HEAD') fileName = '';
    } else if (path.startsWith('/c/') && (request.method === 'GET' || request.method === 'HEAD')) {
      domainKey = CONSOLE_DOMAIN_KEY;
      fileName = safeDecode(path.slice(3));
    } else {
      return false;
    }
    const answer =
      fileName === '' || fileName.includes('/')
        ? Promise.resolve(refusal('not_found', pickLocale(undefined, request.headers['accept-language'])))
        : visit(
            ready,
            {
              ip: request.socket.remoteAddress ?? '',
              headers: request.headers,
              query: (name) => search.get(name) ?? undefined,
            },
            domainKey,
            fileName,
          );
    answer.then(
      (page) => {
        // While the server stops, keep-alive sockets must not outlive their last answer.
        response.writeHead(
          page.status,
          isStopping() ? { ...page.headers, connection: 'close' } : page.headers,
        );
        response.end(request.method === 'HEAD' ? undefined : page.body);
      },
      (error: unknown) => {
        ready.onError?.(error);
        response.writeHead(500, { 'cache-control': 'no-store' });
        response.end();
      },
    );
    return true;
  };
}

/** The host name of a Host header, without its port, in lower case. */
function hostOf(header: string | undefined): string {
  if (!header) return '';
  const host = header.startsWith('[')
    ? header.slice(0, header.indexOf(']') + 1)
    : (header.split(':')[0] ?? '');
  return host.toLowerCase();
}

/** A malformed escape in a typed path is simply no code. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/** One visit: cached code, access rules, destination through the counters, journaled before the answer. */
export async function visit(
  deps: RedirectDeps,
  request: VisitRequest,
  domainKey: number,
  fileName: string,
): Promise<PageResponse> {
  const now = Date.now();
  const userAgent = request.headers['user-agent'] ?? '';
  const locale = pickLocale(undefined, request.headers['accept-language']);
  const inWeChat = isWeChat(userAgent);
  const [blacklisted, code] = await Promise.all([
    deps.visitorGuard.isBlocked(request.ip),
    deps.cache.get(domainKey, fileName, now),
  ]);
  const scanned = code !== null && isScanMarker(deps.masterKey, code.id, request.query(SCAN_PARAM));
  const outcome = resolveAccess({
    blacklisted,
    code,
    owner: code ? { disabled: code.owner.disabled, membershipExpired: membershipExpired(code, now) } : null,
    visitor: { inWeChat, scanned },
  });

  if (!code) return refusal('not_found', locale);
  const referer = request.headers.referer;
  const base = {
    c: code.id,
    o: code.ownerId,
    t: now,
    ip: request.ip,
    ua: userAgent.slice(0, 512),
    r: (typeof referer === 'string' ? referer : '').slice(0, 512),
    w: inWeChat,
    b: false,
    sc: scanned,
    lg: code.detailedLog,
  };
  if (outcome.status !== AccessStatus.served) {
    deps.writer.add(deps.journal.append({ ...base, d: null, s: outcome.status }));
    return refusal(outcome.page, locale);
  }

  const candidates = candidatesAt(code, now);
  const served = await deps.counters.serve(
    { codeId: code.id, model: code.rotationModel, candidates },
    Math.random(),
  );
  // The first visit of a code is a start, not a switch.
  const switched =
    served.previousDestinationId !== null && served.previousDestinationId !== served.destinationId;
  deps.writer.add(
    deps.journal.append({
      ...base,
      d: served.destinationId,
      s: AccessStatus.served,
      ...(switched ? { sw: served.previousDestinationId, x: served.exhausted } : {}),
    }),
  );
  deps.afterServe?.(code, served.destinationId, served.servedAfter, served.exhausted);
  const destination = code.destinations.find((entry) => entry.id === served.destinationId);
  return landing(code, destination, locale);
}

function landing(
  code: CachedCode,
  destination: CachedCode['destinations'][number] | undefined,
  locale: Locale,
): PageResponse {
  const title = destination?.title || code.name;
  if (destination?.url) {
    return jumpPage(code.jumpType, destination.url, {
      title,
      lang: locale,
      openLabel: translate(locale, 'landing.open'),
    });
  }
  if (destination?.imageUrl) {
    return imagePage(destination.imageUrl, {
      title,
      lang: locale,
      hint: translate(locale, 'landing.image_hint'),
    });
  }
  return refusal('not_found', locale);
}

function refusal(page: AccessPage, locale: Locale): PageResponse {
  return noticePage(REFUSAL_STATUS[page], {
    title: translate(locale, `landing.${page}.title`),
    message: translate(locale, `landing.${page}.message`),
    lang: locale,
  });
}
