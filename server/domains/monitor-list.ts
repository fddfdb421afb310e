import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Locale } from '../../contract/enums';
import { DomainVerification } from '../../contract/enums';
import { domains, users } from '../db/schema';
import type { Db } from '../db/store';
import { containing } from '../http/paging';
import { roundVerdict, type Verdict } from './monitor-rules';
import { displayHost } from './names';
import { problemText } from './own-domains';
import { type DomainListing, listDomains } from './service';

/** Rounds of history a monitor row carries for its sparkline. */
const HISTORY_ROUNDS = 24;

type Point = { at: Date; verdict: Verdict; latency_ms: number };

/**
 * The last rounds of each domain, oldest first: per domain, the newest round times through the
 * (domain, round) index, then their checks, folded to one point per round.
 */
async function recentRounds(db: Db, ids: number[]): Promise<Map<number, Point[]>> {
  const byDomain = new Map<number, Point[]>();
  if (ids.length === 0) return byDomain;
  const result = (await db.execute(sql`
    select d.id as domain_id, r.round_at, c.verdict, c.latency_ms
    from (values ${sql.join(
      ids.map((id) => sql`(${id}::int)`),
      sql`, `,
    )}) as d(id)
    cross join lateral (
      select distinct round_at from domain_checks where domain_id = d.id
      order by round_at desc limit ${HISTORY_ROUNDS}
    ) r
    join domain_checks c on c.domain_id = d.id and c.round_at = r.round_at
    order by d.id, r.round_at`)) as unknown;
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    domain_id: number;
    round_at: string | Date;
    verdict: number;
    latency_ms: number;
  }[];
  const rounds = new Map<string, { domainId: number; at: Date; verdicts: Verdict[]; latency: number }>();
  for (const row of rows) {
    const at = new Date(row.round_at);
    const key = `${row.domain_id}:${at.getTime()}`;
    const round = rounds.get(key) ?? { domainId: Number(row.domain_id), at, verdicts: [], latency: 0 };
    round.verdicts.push(row.verdict as Verdict);
    round.latency += Number(row.latency_ms);
    rounds.set(key, round);
  }
  for (const round of rounds.values()) {
    const points = byDomain.get(round.domainId) ?? [];
    points.push({ at: round.at, verdict: roundVerdict(round.verdicts), latency_ms: round.latency });
    byDomain.set(round.domainId, points);
  }
  return byDomain;
}

export type MonitorFilter = {
  ownerId?: number;
  monitor_status?: number;
  keyword?: string;
  owner_account?: string;
  page: number;
  page_size: number;
};

/** Verified domains with their monitoring state, newest first; the owner's own when `ownerId` is set. */
export async function monitorPage(db: Db, locale: Locale, filter: MonitorFilter) {
  const keyword = containing(filter.keyword);
  const account = containing(filter.owner_account);
  const where: SQL | undefined = and(
    eq(domains.verification, DomainVerification.verified),
    filter.ownerId === undefined ? undefined : eq(domains.ownerId, filter.ownerId),
    filter.monitor_status === undefined ? undefined : eq(domains.monitorStatus, filter.monitor_status),
    keyword ? ilike(domains.host, keyword) : undefined,
    account
      ? inArray(domains.ownerId, db.select({ id: users.id }).from(users).where(ilike(users.account, account)))
      : undefined,
  );
  const { list, total } = await listDomains(db, where, filter);
  const history = await recentRounds(
    db,
    list.map((row) => row.domain.id),
  );
  return { list: list.map((row) => monitorRow(locale, row, history.get(row.domain.id) ?? [])), total };
}

function monitorRow(locale: Locale, { domain, ownerAccount, codeCount }: DomainListing, history: Point[]) {
  return {
    id: domain.id,
    host: domain.host,
    unicode_host: displayHost(domain.host),
    type: domain.type as 1 | 2 | 3,
    owner_id: domain.ownerId,
    owner_account: ownerAccount,
    monitor_status: domain.monitorStatus as 1 | 2 | 4,
    monitor_reason: problemText(locale, domain.monitorProblems) ?? null,
    failures: domain.monitorFailures,
    certificate_days: domain.certificateDays,
    checked_at: domain.monitorCheckedAt,
    code_count: codeCount,
    history,
  };
}
