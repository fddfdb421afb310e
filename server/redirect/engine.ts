import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { AccessStatus, JumpType, type Locale, RotationModel } from '../../contract/enums';
import { isStorableText } from '../../contract/text';
import { REPORT_PREFIX, reportPath } from '../abuse/report-link';
import { HEALTH_PATH } from '../domains/health';
import type { IpGuard } from '../http/ip-guard';
import { pickLocale, translate } from '../i18n';
import type { Counters, Served } from '../ports/counters';
import { PICTURE_PREFIX } from '../uploads/library';
import type { Journal, VisitRecord } from '../visits/journal';
import { type AccessPage, isWeChat, resolveAccess } from './access';
import {
  anyAvailable,
  type CachedCode,
  type CachedDestination,
  type CodeCache,
  candidatesAt,
  isSuspended,
  membershipExpired,
} from './cache';
import type { DomainTable, KnownDomain } from './domains';
import { fallbackPage, imagePage, jumpPage, noticePage, type PageResponse, redirectTo } from './pages';
import { forwardOf, httpsFirst, policyHeaders } from './policy';
import { isScanMarker, SCAN_PARAM } from './scan-marker';

export type RedirectDeps = {
  cache: CodeCache;
  domains: DomainTable;
  counters: Counters;
  /** Every visit is staged here and written before its answer leaves; the batch writer follows it. */
  journal: Journal;
  visitorGuard: IpGuard;
  masterKey: Buffer;
  /** Whether the request came over HTTPS (our TLS, or a trusted proxy's `X-Forwarded-Proto`). */
  isSecure(
    socket: { encrypted?: boolean; remoteAddress?: string },
    forwardedProto?: string | string[],
  ): boolean;
  /** The visitor's address from the socket and, behind trusted proxies, `X-Forwarded-For`. */
  clientIp(socketAddress: string | undefined, forwardedFor?: string | string[]): string;
  /**
   * An unexpected failure while answering a visit: the visitor gets the error page, the process
   * goes on. `codeId`: the code asked for, when it is known (a stored value it could not send).
   */
  onError?(error: unknown, codeId?: number): void;
  /**
   * Follow-up work that must not delay the visitor (owner notices). Called only for visits an
   * owner may hear about: those served by a destination with a threshold, those that switched to
   * another destination (`previousId`), and those served by the fallback of a code whose
   * thresholds are all used up.
   */
  afterServe?(
    code: CachedCode,
    destinationId: number,
    servedAfter: number,
    exhausted: boolean,
    previousId: number | null,
  ): void;
};

/** The console host serves codes at `/c/<suffix>`; entry domains serve them at `/<suffix>` (domain key = id). */
export const CONSOLE_DOMAIN_KEY = 0;

const REFUSAL_STATUS: Record<AccessPage | 'paused', number> = {
  paused: 503,
  blocked: 403,
  not_found: 404,
  // Not 451: that status is for a legal demand and names who made it; this is the platform's own decision.
  suspended: 403,
  closed: 410,
  expired: 410,
  wechat_only: 403,
  scan_only: 403,
};

/** What the redirect engine needs of a request, whichever server delivered it. */
export type VisitRequest = {
  ip: string;
  headers: IncomingHttpHeaders;
  /** A HEAD request fetches nothing a person reads: its visit counts as a bot's. */
  head: boolean;
  /** The query string without its `?` (empty when there is none); read only when needed. */
  search: string;
};

/**
 * `extra`: the domain's policy headers (HSTS, Referrer-Policy), added to whatever the page is.
 * `code`: the domain key and suffix asked for, to name the code if the answer cannot be sent.
 */
type Answer = {
  response: ServerResponse;
  page: PageResponse;
  head: boolean;
  extra?: Record<string, string>;
  code?: CodeKey;
};
type CodeKey = { domainKey: number; fileName: string };

/**
 * What a domain answers before any code is looked up: HTTPS first when it wants HTTPS only, the
 * pause page while it is flagged and paused, its forwarding rules, and the bare short domain's
 * entry page (short-link form 3). Null: the request names a code.
 */
function beforeCodes(
  domain: KnownDomain,
  request: IncomingMessage,
  target: { url: string; path: string; search: string; secure: boolean },
): PageResponse | null {
  const upgrade = httpsFirst(domain.policy, target.secure, hostOf(request.headers.host), target.url);
  if (upgrade) return redirectTo(upgrade, 301);
  if (domain.paused) return refusal('paused', localeOf(request.headers));
  // A suspended domain sends no one on; its codes are refused with their visits recorded.
  const suspended = domain.suspendedUntil > Date.now();
  const forwarded = forwardOf(domain.forwards, target.path, target.search);
  if (forwarded)
    return suspended
      ? refusal('suspended', localeOf(request.headers))
      : redirectTo(forwarded.location, forwarded.status);
  if (target.path === '/' && domain.entryPage !== null && (queryParam(target.search, 'k') ?? '') === '')
    return suspended ? refusal('suspended', localeOf(request.headers)) : redirectTo(domain.entryPage);
  return null;
}

/**
 * Answers requests for codes straight from node's HTTP server, before Fastify sees them: the
 * public hot path (SPEC §4, ARCHITECTURE "the visit pipeline") pays for no routing, hooks or
 * reply objects. `/c/<suffix>` on the console host; on an entry or short domain every request is
 * a code — `/<suffix>`, or `/?k=<suffix>` (short links, forms 1 and 2; the bare short domain is
 * form 3, the operator's entry page) — and nothing of the
 * console is served there but the pictures of image destinations. Answers false for every other request.
 *
 * Answers leave together once per turn of the event loop: the visits of every request handled in
 * that turn are written to the journal in one write first, so no answer leaves before its visit
 * is on disk, and a busy server makes one write per turn instead of one per visit.
 */
export type RedirectListener = ((request: IncomingMessage, response: ServerResponse) => boolean) & {
  /** Requests answered since the start, for the heartbeat's redirects per second. */
  answered(): number;
};

export function createRedirectListener(
  deps: () => RedirectDeps | null,
  isStopping: () => boolean,
): RedirectListener {
  let answers: Answer[] = [];
  let answered = 0;
  let journal: Journal | null = null;
  let onError: RedirectDeps['onError'];

  const answerAll = () => {
    const due = answers;
    answers = [];
    try {
      journal?.flush();
    } catch (error) {
      // Not on disk, so not served: every answer of this turn becomes a 500.
      onError?.(error);
      for (const { response } of due) failed(response);
      return;
    }
    const stopping = isStopping();
    for (const answer of due) {
      try {
        send(answer, stopping);
      } catch (error) {
        // A stored value the answer cannot carry (a header refusing a character, say): this
        // visitor gets the error page, every other answer of the turn still leaves.
        reportFailure(error, answer.code);
        failed(answer.response);
      }
    }
    answered += due.length;
  };
  const reportFailure = (error: unknown, code: CodeKey | undefined) => {
    const ready = deps();
    const codeId = code ? ready?.cache.peek(code.domainKey, code.fileName, Date.now())?.id : undefined;
    if (failureLog.due(codeId ?? code?.fileName ?? '', Date.now())) ready?.onError?.(error, codeId);
  };
  const failureLog = oncePerMinute();
  const answerLater = (answer: Answer) => {
    if (answers.length === 0) setImmediate(answerAll);
    answers.push(answer);
  };

  const listener = (request: IncomingMessage, response: ServerResponse): boolean => {
    try {
      return answerRequest(request, response);
    } catch (error) {
      // Whatever a request or a stored row holds, it ends this answer, never the process.
      reportFailure(error, undefined);
      failed(response);
      return true;
    }
  };
  const answerRequest = (request: IncomingMessage, response: ServerResponse): boolean => {
    const ready = deps();
    if (!ready) return false;
    const url = request.url ?? '/';
    const mark = url.indexOf('?');
    const path = mark < 0 ? url : url.slice(0, mark);
    const search = mark < 0 ? '' : url.slice(mark + 1);
    const domain = ready.domains.find(hostOf(request.headers.host));
    const method = request.method;
    let domainKey: number;
    let fileName: string;
    let extra: Record<string, string> | undefined;
    if (domain) {
      // Pictures of image destinations load from the same domain as their page, and the monitor
      // asks for the health token: both are Fastify's.
      // So do the abuse report pages of the domain's codes.
      if (path.startsWith(PICTURE_PREFIX) || path === HEALTH_PATH || path.startsWith(REPORT_PREFIX))
        return false;
      const secure = ready.isSecure(request.socket, request.headers['x-forwarded-proto']);
      extra = policyHeaders(domain.policy, secure);
      const early = beforeCodes(domain, request, { url, path, search, secure });
      if (early) {
        answerLater({ response, page: early, head: method === 'HEAD', extra });
        return true;
      }
      domainKey = domain.id;
      fileName = path === '/' ? (queryParam(search, 'k') ?? '') : safeDecode(path.slice(1));
      if (method !== 'GET' && method !== 'HEAD') fileName = '';
    } else if (path.startsWith('/c/') && (method === 'GET' || method === 'HEAD')) {
      domainKey = CONSOLE_DOMAIN_KEY;
      fileName = safeDecode(path.slice(3));
    } else {
      return false;
    }
    journal = ready.journal;
    onError = ready.onError;
    const head = method === 'HEAD';
    // A NUL (`/c/%00`) names no code, and the database would refuse to look it up.
    if (fileName === '' || fileName.includes('/') || !isStorableText(fileName)) {
      answerLater({ response, page: refusal('not_found', localeOf(request.headers)), head, extra });
      return true;
    }
    let page: PageResponse | Promise<PageResponse>;
    try {
      page = visit(
        ready,
        {
          ip: ready.clientIp(request.socket.remoteAddress, request.headers['x-forwarded-for']),
          headers: request.headers,
          head,
          search,
        },
        domainKey,
        fileName,
      );
    } catch (error) {
      page = Promise.reject(error);
    }
    // Closures only for a visit that waits (a code or blacklist being loaded, Redis counters):
    // the usual visit allocates nothing more than its answer.
    const code = { domainKey, fileName };
    if (page instanceof Promise)
      page.then(
        (loaded) => answerLater({ response, page: loaded, head, extra, code }),
        (error: unknown) => {
          reportFailure(error, code);
          failed(response);
        },
      );
    else answerLater({ response, page, head, extra, code });
    return true;
  };
  return Object.assign(listener, { answered: () => answered });
}

function send({ response, page, head, extra }: Answer, stopping: boolean): void {
  const headers = extra ? { ...page.headers, ...extra } : page.headers;
  // While the server stops, keep-alive sockets must not outlive their last answer.
  response.writeHead(page.status, stopping ? { ...headers, connection: 'close' } : headers);
  response.end(head ? undefined : page.body);
}

/**
 * The error page, in the visitor's language. If even that cannot be written (the connection
 * is gone, headers already left), the socket is dropped: nothing of it may reach the process.
 */
function failed(response: ServerResponse): void {
  try {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const locale = localeOf(response.req?.headers ?? {});
    const page = noticePage(500, {
      title: translate(locale, 'landing.error.title'),
      message: translate(locale, 'landing.error.message'),
      lang: locale,
    });
    response.writeHead(500, page.headers);
    response.end(response.req?.method === 'HEAD' ? undefined : page.body);
  } catch {
    response.destroy();
  }
}

/**
 * Whether a failure of this key should be logged now: once a minute per code, so a broken row
 * on a busy code says so without writing a line per visit.
 */
function oncePerMinute(): { due(key: number | string, now: number): boolean } {
  const last = new Map<number | string, number>();
  return {
    due(key, now) {
      const previous = last.get(key);
      if (previous !== undefined && now - previous < 60_000) return false;
      // Bounded: a flood of distinct broken keys cannot grow the map without end.
      if (last.size >= 1000) last.clear();
      last.set(key, now);
      return true;
    },
  };
}

/** A query parameter, parsed only when the URL has a query at all (codes are usually bare). */
function queryParam(search: string, name: string): string | undefined {
  if (search === '') return undefined;
  return new URLSearchParams(search).get(name) ?? undefined;
}

/** The host name of a Host header, without its port, in lower case. */
function hostOf(header: string | undefined): string {
  if (!header) return '';
  if (header.startsWith('[')) return header.slice(0, header.indexOf(']') + 1).toLowerCase();
  const colon = header.indexOf(':');
  return (colon < 0 ? header : header.slice(0, colon)).toLowerCase();
}

/** A malformed escape in a typed path is simply no code. */
function safeDecode(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

const localeOf = (headers: IncomingHttpHeaders): Locale => pickLocale(undefined, headers['accept-language']);

/**
 * One visit: cached code, access rules, destination through the counters, staged in the journal
 * (the caller answers only after the journal is flushed). With the code and the blacklist cached
 * and in-process counters it runs to the end at once and answers the page itself: no promise, no
 * extra turn of the microtask queue on the hot path. Otherwise it answers a promise of the page.
 */
export function visit(
  deps: RedirectDeps,
  request: VisitRequest,
  domainKey: number,
  fileName: string,
): PageResponse | Promise<PageResponse> {
  const now = Date.now();
  const blacklisted = deps.visitorGuard.peekBlocked(request.ip);
  const code = deps.cache.peek(domainKey, fileName, now);
  if (blacklisted === undefined || code === undefined)
    return visitOnceLoaded(deps, request, domainKey, fileName, now);
  return visitCode(deps, request, code, blacklisted, now);
}

async function visitOnceLoaded(
  deps: RedirectDeps,
  request: VisitRequest,
  domainKey: number,
  fileName: string,
  now: number,
): Promise<PageResponse> {
  const blacklisted = await deps.visitorGuard.isBlocked(request.ip);
  const code = await deps.cache.get(domainKey, fileName, now);
  return visitCode(deps, request, code, blacklisted, now);
}

function visitCode(
  deps: RedirectDeps,
  request: VisitRequest,
  code: CachedCode | null,
  blacklisted: boolean,
  now: number,
): PageResponse | Promise<PageResponse> {
  if (!code) return refusal('not_found', localeOf(request.headers));
  const { headers } = request;
  const userAgent = headers['user-agent'] ?? '';
  const inWeChat = isWeChat(userAgent);
  const scanned =
    request.search !== '' && isScanMarker(deps.masterKey, code.id, queryParam(request.search, SCAN_PARAM));
  const outcome = resolveAccess({
    blacklisted,
    code,
    owner: { disabled: code.owner.disabled, membershipExpired: membershipExpired(code, now) },
    suspended: isSuspended(code, now),
    visitor: { inWeChat, scanned },
  });

  const referer = headers.referer;
  // One object per visit, in one shape: the journal numbers it and writes it as it is.
  const record: VisitRecord = {
    q: 0,
    c: code.id,
    d: null,
    o: code.ownerId,
    t: now,
    ip: request.ip,
    ua: userAgent.length > 512 ? userAgent.slice(0, 512) : userAgent,
    r: typeof referer === 'string' ? (referer.length > 512 ? referer.slice(0, 512) : referer) : '',
    s: outcome.status,
    w: inWeChat,
    b: request.head,
    sc: scanned,
    lg: code.detailedLog,
  };
  if (outcome.status !== AccessStatus.served) {
    deps.journal.stage(record);
    return refusal(outcome.page, localeOf(headers), code.fileName);
  }

  const candidates = candidatesAt(code, now);
  // Every destination expired, off or paused: nowhere to send the visitor, so they read the
  // owner's word instead — counted as such, and no counter is spent on it.
  if (!anyAvailable(candidates)) {
    record.s = AccessStatus.no_destination;
    deps.journal.stage(record);
    return strandedPage(code, localeOf(headers));
  }
  const counted = deps.counters.serve(
    { codeId: code.id, model: code.rotationModel, candidates },
    Math.random(),
  );
  return counted instanceof Promise
    ? counted.then((served) => serve(deps, code, record, served, headers))
    : serve(deps, code, record, counted, headers);
}

/** The destination the counters chose: the visit is staged with it, and its page answered. */
function serve(
  deps: RedirectDeps,
  code: CachedCode,
  record: VisitRecord,
  served: Served,
  headers: IncomingHttpHeaders,
): PageResponse {
  record.d = served.destinationId;
  // The first visit of a code is a start, not a switch.
  if (served.previousDestinationId !== null && served.previousDestinationId !== served.destinationId) {
    record.sw = served.previousDestinationId;
    record.x = served.exhausted;
  }
  deps.journal.stage(record);
  const destination = destinationOf(code, served.destinationId);
  // Only a sequential code switches for a reason an owner hears of (a threshold reached); the
  // other models move between destinations on every visit.
  const switchedFrom = code.rotationModel === RotationModel.sequential ? (record.sw ?? null) : null;
  if (deps.afterServe && (served.exhausted || switchedFrom !== null || (destination?.threshold ?? 0) > 0))
    deps.afterServe(code, served.destinationId, served.servedAfter, served.exhausted, switchedFrom);
  return landing(code, destination, headers);
}

function destinationOf(code: CachedCode, id: number): CachedDestination | undefined {
  for (const destination of code.destinations) if (destination.id === id) return destination;
  return undefined;
}

function landing(
  code: CachedCode,
  destination: CachedDestination | undefined,
  headers: IncomingHttpHeaders,
): PageResponse {
  if (destination?.url && code.jumpType === JumpType.http_redirect) {
    // A 302 depends on the URL alone: made once per cached destination.
    destination.redirect ??= jumpPage(code.jumpType, destination.url, { title: '', lang: '', openLabel: '' });
    return destination.redirect;
  }
  const locale = localeOf(headers);
  const title = destination?.title || code.name;
  const { analytics } = code;
  if (destination?.url) {
    return jumpPage(code.jumpType, destination.url, {
      title,
      lang: locale,
      analytics,
      report: reportLink(code.fileName, locale),
      openLabel: translate(locale, 'landing.open'),
    });
  }
  if (destination?.imageUrl) {
    return imagePage(destination.imageUrl, {
      title,
      lang: locale,
      analytics,
      report: reportLink(code.fileName, locale),
      hint: translate(locale, 'landing.image_hint'),
    });
  }
  return refusal('not_found', locale);
}

/** The page of a code with no usable destination: the owner's words, else the platform's. */
function strandedPage(code: CachedCode, locale: Locale): PageResponse {
  return fallbackPage({
    title: code.name || translate(locale, 'landing.no_destination.title'),
    message: code.fallback.message || translate(locale, 'landing.no_destination.message'),
    imageUrl: code.fallback.imageUrl,
    contactLabel: translate(locale, 'landing.no_destination.contact'),
    lang: locale,
    analytics: code.analytics,
    report: reportLink(code.fileName, locale),
  });
}

/** The "report this link" line of the pages of a code. */
function reportLink(fileName: string, locale: Locale) {
  return { href: reportPath(fileName), label: translate(locale, 'landing.report') };
}

/** `fileName`: the code the page is about, which can then be reported from it (unless it is gone). */
function refusal(page: AccessPage | 'paused', locale: Locale, fileName?: string): PageResponse {
  return noticePage(REFUSAL_STATUS[page], {
    title: translate(locale, `landing.${page}.title`),
    message: translate(locale, `landing.${page}.message`),
    lang: locale,
    report: fileName === undefined || page === 'not_found' ? undefined : reportLink(fileName, locale),
  });
}
