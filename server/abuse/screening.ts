import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  DEFAULT_SCREENING_SETTINGS,
  type screeningSettingsSchema,
} from '../../contract/areas/abuse-screening';
import { CheckVerdict, ScreenRuleKind, ScreenVerdict } from '../../contract/enums';
import type { DestinationInput } from '../codes/destinations';
import { destinations, screenResults, screenRules, screenVerdicts } from '../db/schema';
import type { Db } from '../db/store';
import { type Checker, checkerRequest, readCheckerAnswer } from '../domains/reputation';
import { invalidParameter, type RawFieldError } from '../http/errors';
import type { Tx } from '../money/ledger';
import { OutboundError, type OutboundOptions, outboundRequest } from '../net/outbound';
import type { SecretBox } from '../security/secrets';
import { loadChecker } from '../settings/platform';
import { readSetting, writeSetting } from '../settings/store';
import { decidingRule, type ScreenRule, type ScreenTarget, screenTarget } from './screen-rules';

/**
 * Destination screening: an address is judged by the platform's rules first (an allow rule wins),
 * then — when one is configured — by an external reputation provider, whose verdict about a host
 * is reused for the configured time. A provider that cannot answer leaves the address "unchecked"
 * (saved, and screened again by the next re-screen) unless the configuration says fail-closed.
 */

export type ScreeningSettings = z.infer<typeof screeningSettingsSchema>;
export type Verdict = (typeof ScreenVerdict)[keyof typeof ScreenVerdict];

/** The source of a verdict the platform's own rules gave. */
export const LIST_SOURCE = 'blocklist';
/** Saving waits at most this long for the provider. */
const PROVIDER_TIMEOUT_MS = 3_000;

export type ScreeningDeps = {
  db: Db;
  secrets: SecretBox;
  /** The SSRF-guarded client's options (resolver, private addresses in tests). */
  outbound: OutboundOptions;
  now: () => Date;
};

export type AddressVerdict = {
  host: string;
  url: string;
  verdict: Verdict;
  source: string;
  /** The rule that decided, the provider's own words, or why it could not answer. */
  reason: string;
  /** A block rule decided (not a provider). */
  byRule: boolean;
};

export function readScreeningSettings(db: Db): Promise<ScreeningSettings> {
  return readSetting(db, 'abuse_screening', DEFAULT_SCREENING_SETTINGS);
}

export function writeScreeningSettings(db: Db, value: ScreeningSettings): Promise<void> {
  return writeSetting(db, 'abuse_screening', value);
}

/** A code's screening verdicts, newest first (for the abuse report queue and the admin page). */
export async function screeningHistory(db: Db, codeId: number, limit: number) {
  return db
    .select()
    .from(screenResults)
    .where(eq(screenResults.codeId, codeId))
    .orderBy(desc(screenResults.checkedAt), desc(screenResults.id))
    .limit(limit);
}

/** What one round of screening reads once: the settings, every rule and the provider. */
export type ScreeningPlan = { settings: ScreeningSettings; rules: ScreenRule[]; checker: Checker | null };

export async function screeningPlan(deps: ScreeningDeps): Promise<ScreeningPlan> {
  const settings = await readScreeningSettings(deps.db);
  const rules = await deps.db
    .select({
      id: screenRules.id,
      kind: screenRules.kind,
      matchType: screenRules.matchType,
      value: screenRules.value,
    })
    .from(screenRules);
  const checker = await loadChecker(deps.db, deps.secrets, settings.provider_platform);
  return { settings, rules, checker };
}

/** The provider's cached verdict about a host, while it is fresh and from the provider in use. */
async function cachedVerdict(deps: ScreeningDeps, plan: ScreeningPlan, host: string) {
  const [row] = await deps.db.select().from(screenVerdicts).where(eq(screenVerdicts.host, host)).limit(1);
  if (!row || row.source !== plan.checker?.platform) return null;
  const age = deps.now().getTime() - row.checkedAt.getTime();
  return age < plan.settings.cache_hours * 3_600_000 ? row : null;
}

async function rememberVerdict(deps: ScreeningDeps, verdict: AddressVerdict) {
  const values = {
    source: verdict.source,
    verdict: verdict.verdict,
    reason: verdict.reason,
    checkedAt: deps.now(),
  };
  await deps.db
    .insert(screenVerdicts)
    .values({ host: verdict.host, ...values })
    .onConflictDoUpdate({ target: screenVerdicts.host, set: values });
}

/** Asks the provider about one address, through the guarded client and within the timeout. */
async function askProvider(
  deps: ScreeningDeps,
  checker: Checker,
  target: ScreenTarget,
  url: string,
): Promise<AddressVerdict> {
  const base = { host: target.host, url, source: checker.platform, byRule: false };
  const request = checkerRequest(checker, { url, host: target.host });
  try {
    const answer = await outboundRequest(
      request.url,
      { ...deps.outbound, timeoutMs: PROVIDER_TIMEOUT_MS, maxBytes: 64 * 1024 },
      { method: request.method, body: request.body },
    );
    const reading = readCheckerAnswer(checker.mapping, answer);
    if (reading.verdict === CheckVerdict.ok) return { ...base, verdict: ScreenVerdict.clean, reason: '' };
    if (reading.verdict === CheckVerdict.flagged) {
      return { ...base, verdict: ScreenVerdict.blocked, reason: reading.problem?.values.reason ?? '' };
    }
    const status = reading.problem?.values.status;
    return { ...base, verdict: ScreenVerdict.unchecked, reason: status ? `http_${status}` : 'unreadable' };
  } catch (error) {
    // Never the provider's URL: its template may carry the key.
    const problem = error instanceof OutboundError ? error.problem : 'network';
    return { ...base, verdict: ScreenVerdict.unchecked, reason: problem };
  }
}

/**
 * The verdict about one address: the rules, then the provider (through the cache unless `fresh`).
 * Null for what is no web address (an image destination).
 */
export async function screenAddress(
  deps: ScreeningDeps,
  plan: ScreeningPlan,
  url: string,
  options: { fresh?: boolean } = {},
): Promise<AddressVerdict | null> {
  const target = screenTarget(url);
  if (!target) return null;
  const rule = decidingRule(plan.rules, target);
  const listed = { host: target.host, url, source: LIST_SOURCE, reason: rule?.value ?? '' };
  if (rule?.kind === ScreenRuleKind.block) return { ...listed, verdict: ScreenVerdict.blocked, byRule: true };
  if (rule || !plan.checker) return { ...listed, verdict: ScreenVerdict.clean, byRule: false };
  const cached = options.fresh ? null : await cachedVerdict(deps, plan, target.host);
  if (cached) {
    const verdict = cached.verdict as Verdict;
    return { ...listed, source: cached.source, verdict, reason: cached.reason, byRule: false };
  }
  const asked = await askProvider(deps, plan.checker, target, url);
  if (asked.verdict !== ScreenVerdict.unchecked) await rememberVerdict(deps, asked);
  return asked;
}

/** Why an address is refused, as a field message. */
export function refusal(verdict: AddressVerdict): Pick<RawFieldError, 'messageKey' | 'values'> {
  if (verdict.byRule) return { messageKey: 'screening.blocked_by_rule', values: { rule: verdict.reason } };
  if (verdict.verdict === ScreenVerdict.blocked) {
    return {
      messageKey: 'screening.blocked_by_provider',
      values: { provider: verdict.source, reason: verdict.reason || '—' },
    };
  }
  return { messageKey: 'screening.unchecked_refused' };
}

/** A verdict screened before saving, for the destination at `index` of the saved list. */
export type PendingVerdict = { index: number; verdict: AddressVerdict };

/**
 * Screens the addresses a save brings (new destinations and changed addresses; unchanged ones were
 * screened before and are re-screened on schedule). A blocked address — or one that could not be
 * checked, when fail-closed — refuses the whole save with a field error on that address.
 */
export async function screenSaving(
  deps: ScreeningDeps,
  list: DestinationInput[],
  existing: { id: number; url: string | null }[],
): Promise<PendingVerdict[]> {
  const before = new Map(existing.map((destination) => [destination.id, destination.url]));
  const changed = list.flatMap((destination, index) =>
    destination.url && (destination.id === undefined || before.get(destination.id) !== destination.url)
      ? [{ index, url: destination.url }]
      : [],
  );
  if (changed.length === 0) return [];
  const plan = await screeningPlan(deps);
  const screened = await Promise.all(
    changed.map(async ({ index, url }) => ({ index, verdict: await screenAddress(deps, plan, url) })),
  );
  const pending = screened.flatMap(({ index, verdict }) => (verdict ? [{ index, verdict }] : []));
  const refused = pending.filter(
    ({ verdict }) =>
      verdict.verdict === ScreenVerdict.blocked ||
      (verdict.verdict === ScreenVerdict.unchecked && plan.settings.fail_closed),
  );
  if (refused.length > 0) {
    await recordResults(
      deps.db,
      refused.map(({ verdict }) => ({ verdict, trigger: 'refused' })),
      deps.now(),
    );
    throw invalidParameter(
      refused.map(({ index, verdict }) => ({ path: `destinations.${index}.url`, ...refusal(verdict) })),
      'screening.refused',
    );
  }
  return pending;
}

type ResultEntry = {
  verdict: AddressVerdict;
  trigger: 'save' | 'refused' | 'rescreen' | 'release';
  destinationId?: number;
  codeId?: number;
  ownerId?: number;
  decidedBy?: number;
};

/** Keeps verdicts in the history. */
export async function recordResults(db: Db | Tx, entries: ResultEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(screenResults).values(
    entries.map((entry) => ({
      destinationId: entry.destinationId ?? null,
      codeId: entry.codeId ?? null,
      ownerId: entry.ownerId ?? null,
      host: entry.verdict.host,
      url: entry.verdict.url,
      verdict: entry.verdict.verdict,
      source: entry.verdict.source,
      reason: entry.verdict.reason,
      trigger: entry.trigger,
      decidedBy: entry.decidedBy ?? null,
      checkedAt: at,
    })),
  );
}

/** The columns of a destination that hold its last verdict. */
export function verdictColumns(verdict: AddressVerdict, at: Date) {
  return {
    screenVerdict: verdict.verdict,
    screenSource: verdict.source,
    screenReason: verdict.reason,
    screenedAt: at,
  };
}

/**
 * After a save: each screened destination keeps its verdict, and one whose address changed is no
 * longer paused (the new address passed). `savedIds` are the saved list's ids in its order.
 */
export async function recordSaved(
  tx: Tx,
  code: { id: number; ownerId: number },
  savedIds: number[],
  pending: PendingVerdict[],
  at: Date,
): Promise<void> {
  const entries = pending.flatMap(({ index, verdict }) => {
    const destinationId = savedIds[index];
    return destinationId === undefined ? [] : [{ destinationId, verdict }];
  });
  for (const { destinationId, verdict } of entries) {
    await tx
      .update(destinations)
      .set({ ...verdictColumns(verdict, at), pausedByScreeningAt: null })
      .where(eq(destinations.id, destinationId));
  }
  await recordResults(
    tx,
    entries.map((entry) => ({ ...entry, codeId: code.id, ownerId: code.ownerId, trigger: 'save' })),
    at,
  );
}
