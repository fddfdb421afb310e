import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { forwardInputSchema } from '../../contract/areas/domain-policies';
import {
  DomainTrouble,
  DomainType,
  DomainVerification,
  type Locale,
  MonitorStatus,
  ShieldAction,
} from '../../contract/enums';
import { codes, domains, forwardRules, users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, notFound } from '../http/errors';
import { containing, pageWindow, selectJoinedPage } from '../http/paging';
import { readSubscriberDefaults } from '../settings/configuration';
import { displayHost } from './names';
import { problemText } from './own-domains';

type Page = { page: number; page_size: number };

/** The owner's verified domains with their `no_hijack` policy. */
export async function policyPage(db: Db, ownerId: number, filter: Page & { keyword?: string }) {
  const pattern = containing(filter.keyword);
  const where = and(
    eq(domains.ownerId, ownerId),
    eq(domains.verification, DomainVerification.verified),
    pattern ? ilike(domains.host, pattern) : undefined,
  );
  const { limit, offset } = pageWindow(filter);
  const rows = await db
    .select()
    .from(domains)
    .where(where)
    .orderBy(asc(domains.host))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(domains).where(where);
  return {
    list: rows.map((domain) => ({
      id: domain.id,
      host: domain.host,
      unicode_host: displayHost(domain.host),
      type: domain.type as 1 | 2 | 3,
      https_only: domain.httpsOnly,
      hsts_max_age: domain.hstsMaxAge,
      referrer_policy: domain.referrerPolicy as '',
    })),
    total: counted?.total ?? 0,
  };
}

/** One of the owner's verified domains, or "not found" (another's domain looks like none). */
async function ownVerifiedDomain(db: Db, ownerId: number, id: number) {
  const [domain] = await db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.id, id),
        eq(domains.ownerId, ownerId),
        eq(domains.verification, DomainVerification.verified),
      ),
    );
  if (!domain) throw notFound();
  return domain;
}

export async function updatePolicy(
  db: Db,
  ownerId: number,
  policy: { id: number; https_only: boolean; hsts_max_age: number; referrer_policy: string },
) {
  await ownVerifiedDomain(db, ownerId, policy.id);
  await db
    .update(domains)
    .set({
      httpsOnly: policy.https_only,
      hstsMaxAge: policy.hsts_max_age,
      referrerPolicy: policy.referrer_policy,
      updatedAt: new Date(),
    })
    .where(eq(domains.id, policy.id));
}

type ForwardInput = z.output<typeof forwardInputSchema>;

/** The owner's forwarding rules, by domain and prefix. */
export async function forwardPage(db: Db, ownerId: number, filter: Page & { domain_id?: number }) {
  // Another's domain is "not found", not an empty list.
  if (filter.domain_id !== undefined) await ownVerifiedDomain(db, ownerId, filter.domain_id);
  const where = and(
    eq(forwardRules.ownerId, ownerId),
    filter.domain_id === undefined ? undefined : eq(forwardRules.domainId, filter.domain_id),
  );
  const { limit, offset } = pageWindow(filter);
  const rows = await db
    .select({ rule: forwardRules, host: domains.host })
    .from(forwardRules)
    .innerJoin(domains, eq(domains.id, forwardRules.domainId))
    .where(where)
    .orderBy(asc(domains.host), asc(forwardRules.pathPrefix))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(forwardRules).where(where);
  return {
    list: rows.map(({ rule, host }) => ({
      id: rule.id,
      domain_id: rule.domainId,
      host,
      unicode_host: displayHost(host),
      path_prefix: rule.pathPrefix,
      target_url: rule.targetUrl,
      status_code: rule.statusCode === 301 ? (301 as const) : (302 as const),
      keep_path: rule.keepPath,
      enabled: rule.enabled,
      updated_at: rule.updatedAt,
    })),
    total: counted?.total ?? 0,
  };
}

/** Forwarding is for landing-page domains: entry and short domains serve codes at every path. */
async function landingDomain(db: Db, ownerId: number, id: number) {
  const domain = await ownVerifiedDomain(db, ownerId, id);
  if (domain.type !== DomainType.landing_page) throw conflict('forward.landing_only');
  return domain;
}

const ruleValues = (rule: ForwardInput) => ({
  domainId: rule.domain_id,
  pathPrefix: rule.path_prefix,
  targetUrl: rule.target_url,
  statusCode: rule.status_code,
  keepPath: rule.keep_path,
  enabled: rule.enabled,
});

/** A prefix is forwarded once per domain: the unique index says so, the caller hears it on the field. */
async function uniquePrefix<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code =
      (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505')
      throw conflict('forward.prefix_taken', [{ path: 'path_prefix', messageKey: 'forward.prefix_taken' }]);
    throw error;
  }
}

export async function addForward(db: Db, ownerId: number, rule: ForwardInput): Promise<number> {
  await landingDomain(db, ownerId, rule.domain_id);
  const [row] = await uniquePrefix(() =>
    db
      .insert(forwardRules)
      .values({ ownerId, ...ruleValues(rule) })
      .returning({ id: forwardRules.id }),
  );
  return row?.id ?? 0;
}

export async function updateForward(db: Db, ownerId: number, rule: ForwardInput & { id: number }) {
  // Whose rule first: another's rule is "not found" whatever the domain named with it.
  const [own] = await db
    .select({ id: forwardRules.id })
    .from(forwardRules)
    .where(and(eq(forwardRules.id, rule.id), eq(forwardRules.ownerId, ownerId)));
  if (!own) throw notFound();
  await landingDomain(db, ownerId, rule.domain_id);
  await uniquePrefix(() =>
    db
      .update(forwardRules)
      .set({ ...ruleValues(rule), updatedAt: new Date() })
      .where(and(eq(forwardRules.id, rule.id), eq(forwardRules.ownerId, ownerId))),
  );
}

export async function removeForwards(db: Db, ownerId: number, ids: number[]) {
  const owned = await db
    .select({ id: forwardRules.id })
    .from(forwardRules)
    .where(and(inArray(forwardRules.id, ids), eq(forwardRules.ownerId, ownerId)));
  if (owned.length !== new Set(ids).size) throw notFound();
  await db.delete(forwardRules).where(inArray(forwardRules.id, ids));
}

/**
 * The owner's codes on domains in trouble, each with why: not verified (serves nothing), paused
 * while flagged, flagged but still serving, or failing its checks.
 */
export async function troubledCodes(
  db: Db,
  locale: Locale,
  request: Page & { ownerId: number; keyword?: string; kinds: readonly number[] },
) {
  const defaultAction = (await readSubscriberDefaults(db)).flagged_action;
  const [owner] = await db
    .select({ action: users.shieldAction })
    .from(users)
    .where(eq(users.id, request.ownerId));
  const pausing = (owner?.action || defaultAction) === ShieldAction.pause;
  const verified = eq(domains.verification, DomainVerification.verified);
  const flagged = and(verified, eq(domains.monitorStatus, MonitorStatus.flagged));
  const conditions: Record<TroubleKind, SQL | undefined> = {
    [DomainTrouble.unverified]: ne(domains.verification, DomainVerification.verified),
    [DomainTrouble.paused]: pausing ? flagged : undefined,
    [DomainTrouble.flagged]: pausing ? undefined : flagged,
    [DomainTrouble.failing]: and(verified, eq(domains.monitorStatus, MonitorStatus.detection_failed)),
  };
  const wanted = request.kinds.flatMap((kind) => conditions[kind as TroubleKind] ?? []);
  const pattern = containing(request.keyword);
  const where = and(
    eq(codes.ownerId, request.ownerId),
    isNull(codes.removedAt),
    wanted.length ? or(...wanted) : sql`false`,
    pattern ? or(ilike(codes.name, pattern), ilike(codes.fileName, pattern)) : undefined,
  );
  const { rows, total } = await selectJoinedPage(db, {
    fields: { code: codes, domain: domains },
    from: codes,
    join: (query) => query.innerJoin(domains, eq(domains.id, codes.domainId)),
    where,
    orderBy: [desc(codes.viewNumber), asc(codes.id)],
    page: request,
  });
  return {
    list: rows.map(({ code, domain }) => {
      const trouble = troubleOf(domain, pausing);
      return {
        id: code.id,
        name: code.name,
        file_name: code.fileName,
        domain_id: domain.id,
        host: domain.host,
        unicode_host: displayHost(domain.host),
        trouble,
        monitor_status: domain.monitorStatus as 1 | 2 | 4,
        reason:
          problemText(
            locale,
            trouble === DomainTrouble.unverified ? domain.verifyProblems : domain.monitorProblems,
          ) ?? null,
        view_number: code.viewNumber,
      };
    }),
    total,
  };
}

type TroubleKind = (typeof DomainTrouble)[keyof typeof DomainTrouble];

/** Why a row the query found is in trouble (the query's own conditions, read back). */
function troubleOf(domain: { verification: number; monitorStatus: number }, pausing: boolean): TroubleKind {
  if (domain.verification !== DomainVerification.verified) return DomainTrouble.unverified;
  if (domain.monitorStatus === MonitorStatus.flagged)
    return pausing ? DomainTrouble.paused : DomainTrouble.flagged;
  return DomainTrouble.failing;
}
