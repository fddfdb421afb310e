import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The public hot path (SPEC §4, ARCHITECTURE "the visit pipeline"): cached code, access rules,
 * destination through the counters, the visit journaled before the answer. Nothing here waits
 * for the database once a code is cached.
 */
export function registerRedirects(app: FastifyInstance, deps: RedirectDeps): void {
  app.get<{ Params: { fileName: string }; Querystring: Record<string, string> }>(
    '/c/:fileName',
    (request, reply) => visit(deps, request, reply, CONSOLE_DOMAIN_KEY, request.params.fileName),
  );
  // On an entry or short domain every GET is a code: `/<suffix>`, or `/?k=<suffix>` (short links,
  // SPEC §4 forms 1 and 2). Nothing of the console is served on those hosts.
  app.addHook('onRequest', async (request, reply) => {
    const domain = deps.domains.find(request.hostname);
    if (!domain) return;
    const query = request.query as Record<string, string>;
    const path = request.url.split('?')[0] ?? '/';
    const fileName = path === '/' ? query.k : safeDecode(path.slice(1));
    if (request.method !== 'GET' || !fileName || fileName.includes('/')) {
      return send(reply, refusal('not_found', pickLocale(undefined, request.headers['accept-language'])));
    }
    return visit(
      deps,
      request as FastifyRequest<{ Querystring: Record<string, string> }>,
      reply,
      domain.id,
      fileName,
    );
  });
}

/** A malformed escape in a typed path is simply no code. */
function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

export async function visit(
  deps: RedirectDeps,
  request: FastifyRequest<{ Querystring: Record<string, string> }>,
  reply: FastifyReply,
  domainKey: number,
  fileName: string,
): Promise<FastifyReply> {
  const now = Date.now();
  const userAgent = request.headers['user-agent'] ?? '';
  const locale = pickLocale(undefined, request.headers['accept-language']);
  const inWeChat = isWeChat(userAgent);
  const [blacklisted, code] = await Promise.all([
    deps.visitorGuard.isBlocked(request.ip),
    deps.cache.get(domainKey, fileName, now),
  ]);
  const scanned = code !== null && isScanMarker(deps.masterKey, code.id, request.query[SCAN_PARAM]);
  const outcome = resolveAccess({
    blacklisted,
    code,
    owner: code ? { disabled: code.owner.disabled, membershipExpired: membershipExpired(code, now) } : null,
    visitor: { inWeChat, scanned },
  });

  if (!code) return send(reply, refusal('not_found', locale));
  const base = {
    c: code.id,
    o: code.ownerId,
    t: now,
    ip: request.ip,
    ua: userAgent.slice(0, 512),
    r: (request.headers.referer ?? '').slice(0, 512),
    w: inWeChat,
    b: false,
    sc: scanned,
    lg: code.detailedLog,
  };
  if (outcome.status !== AccessStatus.served) {
    deps.writer.add(deps.journal.append({ ...base, d: null, s: outcome.status }));
    return send(reply, refusal(outcome.page, locale));
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
  return send(reply, landing(code, destination, locale));
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

function send(reply: FastifyReply, page: PageResponse): FastifyReply {
  return reply.code(page.status).headers(page.headers).send(page.body);
}
