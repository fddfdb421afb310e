/**
 * Sign-in throttling as pure rules (OWASP: progressive delays instead of a lock a stranger can
 * renew). A record counts one streak of failures of one subject; each failure from the threshold
 * on makes the subject wait, the wait doubling up to a cap; a streak is forgotten once the wait is
 * over and a quiet window has passed. Nothing here reads a clock or a database.
 */

/** The three numbers of `configuration`: failures before the delays start, the quiet window, the longest delay. */
export type LockoutPolicy = { failures: number; windowMinutes: number; maxDelayMinutes: number };

/**
 * What is counted:
 * - `address`: one account from one address (an unknown device) — slows a brute-forcer hard;
 * - `account`: one account from every unknown device together — slows a distributed attack gently;
 * - `device`: one account from one known device — the owner's own typos, and nobody else's;
 * - `registration`: taken-name answers to one address — slows probing which accounts exist.
 */
export type ThrottleKind = 'address' | 'account' | 'device' | 'registration';

/** One streak of failures: how many, when it started, when the last one was. */
export type FailureRecord = { failures: number; firstFailureAt: Date; lastFailureAt: Date };

export type ThrottleRule = {
  /** The failure that starts the delays (the earlier ones cost nothing). */
  threshold: number;
  /** Failures per doubling of the delay: 1 doubles at every failure, more grows more gently. */
  failuresPerDoubling: number;
  firstDelayMs: number;
  maxDelayMs: number;
  /** A streak is forgotten this long after its delay ended without another failure. */
  forgetAfterMs: number;
};

/** Who a throttle record belongs to; `source` is the address, the device id, or '' for the account. */
export type ThrottleSubject = { kind: ThrottleKind; account: string; source: string };

export type Verdict = { allowed: true } | { allowed: false; until: Date; kind: ThrottleKind };

const MINUTE_MS = 60_000;
const FIRST_DELAY_MS = MINUTE_MS;
/** The account-wide count starts this many times later than one address's. */
const ACCOUNT_THRESHOLD_FACTOR = 4;

/**
 * The rules the configuration's numbers make. One address or one device: from the `failures`-th
 * failure, 1, 2, 4… minutes up to the cap. Every unknown device together: from four times as many
 * failures, doubling only every `failures` failures, to the same cap — enough to blunt guessing
 * from many addresses, while the owner's known devices are not counted at all.
 */
export function throttleRules(policy: LockoutPolicy): Record<ThrottleKind, ThrottleRule> {
  const maxDelayMs = policy.maxDelayMinutes * MINUTE_MS;
  const hard: ThrottleRule = {
    threshold: policy.failures,
    failuresPerDoubling: 1,
    firstDelayMs: Math.min(FIRST_DELAY_MS, maxDelayMs),
    maxDelayMs,
    forgetAfterMs: policy.windowMinutes * MINUTE_MS,
  };
  return {
    address: hard,
    device: hard,
    registration: hard,
    account: {
      ...hard,
      threshold: policy.failures * ACCOUNT_THRESHOLD_FACTOR,
      failuresPerDoubling: policy.failures,
    },
  };
}

/** The wait after the given number of failures in a streak: 0 below the threshold, then doubling to the cap. */
export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.threshold) return 0;
  const doublings = Math.floor((failures - rule.threshold) / rule.failuresPerDoubling);
  // Past 2^31 the product is far beyond any cap; clamp before it overflows to Infinity.
  return Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(doublings, 31));
}

/** When the record's wait ends (its last failure when there is no wait). */
export function delayEnd(record: FailureRecord, rule: ThrottleRule): Date {
  return new Date(record.lastFailureAt.getTime() + delayAfter(record.failures, rule));
}

/** Whether the streak is over: its wait ended and a quiet window followed. */
export function isForgotten(record: FailureRecord, now: Date, rule: ThrottleRule): boolean {
  return now.getTime() >= delayEnd(record, rule).getTime() + rule.forgetAfterMs;
}

/** The record after one more failure at `now`: the streak goes on, or a new one starts. */
export function withFailure(record: FailureRecord | undefined, now: Date, rule: ThrottleRule): FailureRecord {
  if (!record || isForgotten(record, now, rule)) {
    return { failures: 1, firstFailureAt: now, lastFailureAt: now };
  }
  return { ...record, failures: record.failures + 1, lastFailureAt: now };
}

/**
 * The record without one failure that turned out not to be one (an attempt is counted before its
 * password is checked, so parallel guesses cannot slip past the count); null when nothing is left.
 */
export function withoutFailure(record: FailureRecord): FailureRecord | null {
  return record.failures <= 1 ? null : { ...record, failures: record.failures - 1 };
}

/** Allowed, or refused until the latest end of a wait among the subjects' records. */
export function decide(
  checks: { kind: ThrottleKind; record: FailureRecord | undefined; rule: ThrottleRule }[],
  now: Date,
): Verdict {
  let verdict: Verdict = { allowed: true };
  for (const { kind, record, rule } of checks) {
    if (!record) continue;
    const until = delayEnd(record, rule);
    if (until.getTime() <= now.getTime()) continue;
    if (verdict.allowed || until.getTime() > verdict.until.getTime())
      verdict = { allowed: false, until, kind };
  }
  return verdict;
}

/**
 * What one sign-in attempt is counted against. A known device (a device token this account was
 * given at an earlier successful sign-in) counts only against itself, so strangers failing on the
 * account elsewhere never hold it up; anything else counts against its address and the account.
 */
export function loginSubjects(attempt: {
  account: string;
  ip: string;
  deviceId?: number;
}): ThrottleSubject[] {
  const { account, ip, deviceId } = attempt;
  if (deviceId !== undefined) return [{ kind: 'device', account, source: String(deviceId) }];
  return [
    { kind: 'address', account, source: ip },
    { kind: 'account', account, source: '' },
  ];
}

/** Taken-name answers are counted per address: the name itself is what is being probed. */
export function registrationSubject(ip: string): ThrottleSubject {
  return { kind: 'registration', account: '', source: ip };
}

/**
 * Whether a streak that just reached `failures` is written to the operation log: at the threshold
 * and at each doubling after it (5, 10, 20, 40…), so an attack shows once when it starts and
 * then as it grows — a few rows, never one per attempt.
 */
export function isReportPoint(failures: number, every: number): boolean {
  if (failures < every || failures % every !== 0) return false;
  const multiple = failures / every;
  return (multiple & (multiple - 1)) === 0;
}

/** Whole seconds to wait (at least 1), as `Retry-After` says them. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}
