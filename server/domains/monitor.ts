import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_MONITOR_SETTINGS, type monitorSettingsSchema } from '../../contract/areas/domain-monitor';
import { DomainVerification } from '../../contract/enums';
import { domainChecks, domains } from '../db/schema';
import type { Db } from '../db/store';
import { startLeasedLoop } from '../jobs/lease';
import type { SecretBox } from '../security/secrets';
import { loadChecker } from '../settings/platform';
import { readSetting, writeSetting } from '../settings/store';
import type { DomainChecks } from './checks';
import { type CheckResult, checkDomain } from './monitor-checks';
import {
  nextMonitorState,
  roundVerdict,
  type Status,
  type StatusChange,
  statusChange,
} from './monitor-rules';
import { reverifyPending } from './own-domains';
import type { CheckProblem } from './reputation';

export type MonitorSettings = typeof monitorSettingsSchema._output;

export function readMonitorSettings(db: Db): Promise<MonitorSettings> {
  return readSetting(db, 'domain_monitor', DEFAULT_MONITOR_SETTINGS);
}

export function writeMonitorSettings(db: Db, value: MonitorSettings): Promise<void> {
  return writeSetting(db, 'domain_monitor', value);
}

export type MonitorDeps = {
  db: Db;
  checks: DomainChecks;
  secrets: SecretBox;
  masterKey: Buffer;
  now: () => Date;
  /** A domain's status changed: tell people (never awaited by a request). */
  onChange(change: DomainStatusChanged): Promise<void>;
  /** Some domain's status changed: the redirect engine reloads which domains are paused. */
  onAnyChange(): Promise<void>;
};

export type DomainStatusChanged = {
  domainId: number;
  host: string;
  ownerId: number;
  before: Status;
  after: Status;
  change: StatusChange;
  problems: CheckProblem[];
};

/** Domains checked at once, and at most per scheduled round. */
const CONCURRENCY = 4;
const ROUND_BATCH = 40;
/** A "check now" of a domain checked this recently answers that round instead. */
const RECHECK_AFTER_MS = 10_000;

type MonitoredDomain = {
  id: number;
  host: string;
  ownerId: number;
  monitorStatus: number;
  monitorFailures: number;
  monitorProblems: CheckProblem[] | null;
  monitorCheckedAt: Date | null;
};

const MONITORED = {
  id: domains.id,
  host: domains.host,
  ownerId: domains.ownerId,
  monitorStatus: domains.monitorStatus,
  monitorFailures: domains.monitorFailures,
  monitorProblems: domains.monitorProblems,
  monitorCheckedAt: domains.monitorCheckedAt,
};

/**
 * Keeps one round of one domain: its checks in the history, then the status they lead to, worked
 * out from the row as locked now — another process's round of the same domain (a "check now"
 * beside the schedule) waits for this one instead of counting from the same old state. Null when
 * the domain was removed meanwhile.
 */
async function recordRound(
  deps: MonitorDeps,
  domainId: number,
  results: CheckResult[],
  roundAt: Date,
  settings: MonitorSettings,
): Promise<{ checked: CheckedDomain; change: DomainStatusChanged | null } | null> {
  const verdict = roundVerdict(results.map((result) => result.verdict));
  const problems = results.flatMap((result) => (result.problem ? [result.problem] : []));
  const certificate = results.find((result) => result.certificateDays !== undefined);
  return deps.db.transaction(async (tx) => {
    const [domain] = await tx.select(MONITORED).from(domains).where(eq(domains.id, domainId)).for('update');
    if (!domain) return null;
    const before = domain.monitorStatus as Status;
    const next = nextMonitorState(
      { status: before, failures: domain.monitorFailures },
      verdict,
      settings.failures_before_failed,
    );
    await tx.insert(domainChecks).values(
      results.map((result) => ({
        domainId,
        roundAt,
        kind: result.kind,
        checker: result.checker,
        verdict: result.verdict,
        problem: result.problem,
        raw: result.raw,
        latencyMs: result.latencyMs,
      })),
    );
    await tx
      .update(domains)
      .set({
        monitorStatus: next.status,
        monitorFailures: next.failures,
        monitorProblems: problems.length ? problems : null,
        monitorCheckedAt: roundAt,
        ...(certificate ? { certificateDays: certificate.certificateDays } : {}),
      })
      .where(eq(domains.id, domainId));
    const change = statusChange(before, next.status);
    return {
      checked: { id: domainId, status: next.status, problems: problems.length ? problems : null },
      change: change
        ? {
            domainId,
            host: domain.host,
            ownerId: domain.ownerId,
            before,
            after: next.status,
            change,
            problems,
          }
        : null,
    };
  });
}

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += limit) {
    results.push(...(await Promise.all(items.slice(start, start + limit).map(work))));
  }
  return results;
}

export type CheckedDomain = { id: number; status: Status; problems: CheckProblem[] | null };

/** Checks the given domains (already chosen), records each round and tells about the changes. */
async function checkAndRecord(
  deps: MonitorDeps,
  settings: MonitorSettings,
  chosen: MonitoredDomain[],
): Promise<CheckedDomain[]> {
  // Most scheduled rounds find nothing due: no checker secret is opened for them.
  if (chosen.length === 0) return [];
  const checker = await loadChecker(deps.db, deps.secrets, settings.reputation_platform);
  const changes: DomainStatusChanged[] = [];
  const checked = await inBatches(chosen, CONCURRENCY, async (domain) => {
    const roundAt = deps.now();
    const results = await checkDomain(domain.host, deps, settings, checker);
    const recorded = await recordRound(deps, domain.id, results, roundAt, settings);
    if (recorded?.change) changes.push(recorded.change);
    return recorded?.checked ?? null;
  });
  if (changes.length > 0) {
    await deps.onAnyChange();
    for (const change of changes) await deps.onChange(change);
  }
  return checked.filter((domain) => domain !== null);
}

/** One scheduled round: the verified domains whose turn has come, the longest-waiting first. */
export async function runMonitorRound(deps: MonitorDeps): Promise<number> {
  const settings = await readMonitorSettings(deps.db);
  if (!settings.enabled) return 0;
  const dueBefore = new Date(deps.now().getTime() - settings.every_minutes * 60_000);
  const due = await deps.db
    .select(MONITORED)
    .from(domains)
    .where(
      and(
        eq(domains.verification, DomainVerification.verified),
        or(isNull(domains.monitorCheckedAt), lt(domains.monitorCheckedAt, dueBefore)),
      ),
    )
    .orderBy(asc(domains.monitorCheckedAt), asc(domains.id))
    .limit(ROUND_BATCH);
  await checkAndRecord(deps, settings, due);
  return due.length;
}

/**
 * "Check now" of some verified domains (the caller chose and may see them). A domain checked in
 * the last ten seconds answers that round, so a held-down button does not flood the checkers.
 */
export async function checkNow(deps: MonitorDeps, ids: number[]): Promise<CheckedDomain[]> {
  const rows = await deps.db
    .select(MONITORED)
    .from(domains)
    .where(and(inArray(domains.id, ids), eq(domains.verification, DomainVerification.verified)));
  const recent = deps.now().getTime() - RECHECK_AFTER_MS;
  const fresh = rows.filter((row) => (row.monitorCheckedAt?.getTime() ?? 0) > recent);
  const stale = rows.filter((row) => !fresh.includes(row));
  const checked = stale.length ? await checkAndRecord(deps, await readMonitorSettings(deps.db), stale) : [];
  return [
    ...fresh.map((row) => ({
      id: row.id,
      status: row.monitorStatus as Status,
      problems: row.monitorProblems,
    })),
    ...checked,
  ];
}

export type DomainMonitor = {
  /** What the schedule runs: re-verification of waiting domains, then the due checks. */
  round(): Promise<number>;
  checkNow(ids: number[]): Promise<CheckedDomain[]>;
  stop(): Promise<void>;
};

/**
 * The monitor of one process: scheduled rounds on whichever process holds the lease (every
 * minute it looks for domains whose turn has come), and "check now" wherever it is asked.
 */
export function createDomainMonitor(
  deps: MonitorDeps,
  options: { run: boolean; holder: string; log: FastifyBaseLogger },
): DomainMonitor {
  /** Domains still waiting for their proof are looked at again, then the verified ones' turn. */
  async function scheduledRound() {
    if ((await reverifyPending(deps.db, deps.checks, deps.now())) > 0) await deps.onAnyChange();
    return runMonitorRound(deps);
  }
  const loop = options.run
    ? startLeasedLoop({
        db: deps.db,
        name: 'domain-monitor',
        holder: options.holder,
        everyMs: 60_000,
        now: deps.now,
        log: options.log,
        round: async () => {
          await scheduledRound();
        },
      })
    : null;
  return {
    round: scheduledRound,
    checkNow: (ids) => checkNow(deps, ids),
    stop: async () => {
      await loop?.stop();
    },
  };
}
