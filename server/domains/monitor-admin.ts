import { and, count, desc, eq, gte, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { shieldConfigurationCalls, wxShieldDetectionCalls } from '../../contract/areas/domain-monitor';
import { type Locale, MonitorStatus } from '../../contract/enums';
import { domainChecks, domains, roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { notFound } from '../http/errors';
import { containing, pageWindow, selectJoinedPage } from '../http/paging';
import { translate } from '../i18n';
import { readSubscriberDefaults } from '../settings/configuration';

type DetectionFilter = z.output<(typeof wxShieldDetectionCalls)['wx_shield_detection/inquire']['input']>;

/** The history of every check (`wx_shield_detection`), newest first. */
export async function detectionPage(db: Db, locale: Locale, filter: DetectionFilter) {
  const keyword = containing(filter.keyword);
  const where = and(
    keyword ? ilike(domains.host, keyword) : undefined,
    filter.check === undefined ? undefined : eq(domainChecks.kind, filter.check),
    filter.verdict === undefined ? undefined : eq(domainChecks.verdict, filter.verdict),
    filter.start_time ? gte(domainChecks.roundAt, new Date(filter.start_time)) : undefined,
    filter.end_time ? lte(domainChecks.roundAt, new Date(filter.end_time)) : undefined,
  );
  const { limit, offset } = pageWindow(filter);
  const rows = await db
    .select({ check: domainChecks, host: domains.host, ownerAccount: users.account })
    .from(domainChecks)
    .innerJoin(domains, eq(domains.id, domainChecks.domainId))
    .innerJoin(users, eq(users.id, domains.ownerId))
    .where(where)
    .orderBy(desc(domainChecks.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(domainChecks)
    .innerJoin(domains, eq(domains.id, domainChecks.domainId))
    .where(where);
  return {
    list: rows.map(({ check, host, ownerAccount }) => ({
      id: check.id,
      domain_id: check.domainId,
      host,
      owner_account: ownerAccount,
      check: check.kind as 1 | 2 | 3 | 4,
      checker: check.checker,
      verdict: check.verdict as 1 | 2 | 4,
      reason: check.problem ? translate(locale, check.problem.key, check.problem.values) : null,
      raw: check.raw,
      latency_ms: check.latencyMs,
      checked_at: check.roundAt,
    })),
    total: counted?.total ?? 0,
  };
}

type ShieldFilter = z.output<(typeof shieldConfigurationCalls)['shield_configuration/inquire']['input']>;

/** Operators (customer accounts) with what happens to their codes on a flagged domain. */
export async function shieldPage(db: Db, filter: ShieldFilter) {
  const pattern = containing(filter.account);
  const where = and(eq(roles.scope, 'customer'), pattern ? ilike(users.account, pattern) : undefined);
  const { rows, total } = await selectJoinedPage(db, {
    fields: { id: users.id, account: users.account, shieldAction: users.shieldAction },
    from: users,
    join: (query) => query.innerJoin(roles, eq(roles.id, users.roleId)),
    where,
    orderBy: [desc(users.id)],
    page: filter,
  });
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({
          ownerId: domains.ownerId,
          all: count(),
          flagged: sql<number>`count(*) filter (where ${domains.monitorStatus} = ${MonitorStatus.flagged})`,
        })
        .from(domains)
        .where(inArray(domains.ownerId, ids))
        .groupBy(domains.ownerId)
    : [];
  const byOwner = new Map(counts.map((row) => [row.ownerId, row]));
  const defaultAction = (await readSubscriberDefaults(db)).flagged_action;
  return {
    default_action: defaultAction,
    list: rows.map((row) => ({
      user_id: row.id,
      account: row.account,
      flagged_action: row.shieldAction as 0 | 1 | 2,
      effective_action: (row.shieldAction || defaultAction) as 1 | 2,
      domain_count: byOwner.get(row.id)?.all ?? 0,
      flagged_count: Number(byOwner.get(row.id)?.flagged ?? 0),
    })),
    total,
  };
}

/** Sets one operator's action; an administrator's account is not an operator and is "not found". */
export async function setShieldAction(db: Db, userId: number, action: number): Promise<void> {
  const [operator] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, userId), eq(roles.scope, 'customer')));
  if (!operator) throw notFound();
  await db.update(users).set({ shieldAction: action }).where(eq(users.id, userId));
}
