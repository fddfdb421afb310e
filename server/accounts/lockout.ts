import { and, count, eq, gte } from 'drizzle-orm';
import { loginThrottles } from '../db/schema';
import type { Db } from '../db/store';
import { type AppError, rateLimited } from '../http/errors';
import { recordOperation, serverAddress } from '../http/operation-log';
import type { Configuration } from '../settings/configuration';
import {
  decide,
  type FailureRecord,
  isReportPoint,
  type LockoutPolicy,
  secondsUntil,
  type ThrottleKind,
  type ThrottleRule,
  type ThrottleSubject,
  withFailure,
  withoutFailure,
} from './throttle';

/** The stored side of the throttle rules in `./throttle`: read a record, decide, write it back. */

export type ThrottleRules = Record<ThrottleKind, ThrottleRule>;

/** A subject and its record after this attempt was counted. */
export type Counted = { subject: ThrottleSubject; record: FailureRecord };

/** Concurrent writers of one record retry this often before the attempt is refused. */
const MAX_TRIES = 8;

const WAIT_MESSAGES: Record<ThrottleKind, string> = {
  address: 'login.locked',
  device: 'login.locked',
  account: 'login.account_throttled',
  registration: 'register.too_many_taken',
};

export function lockoutPolicy(configuration: Configuration): LockoutPolicy {
  return {
    failures: configuration.lockout_failures,
    windowMinutes: configuration.lockout_window_minutes,
    maxDelayMinutes: configuration.lockout_minutes,
  };
}

/** A 429 saying when to come back, in minutes in the message and in seconds in `Retry-After`. */
function retryLater(kind: ThrottleKind, until: Date, now: Date): AppError {
  const seconds = secondsUntil(until, now);
  return rateLimited(WAIT_MESSAGES[kind], { minutes: Math.ceil(seconds / 60) }, seconds);
}

const where = (subject: ThrottleSubject) =>
  and(
    eq(loginThrottles.kind, subject.kind),
    eq(loginThrottles.account, subject.account),
    eq(loginThrottles.source, subject.source),
  );

async function readRecord(db: Db, subject: ThrottleSubject): Promise<FailureRecord | undefined> {
  const [row] = await db
    .select({
      failures: loginThrottles.failures,
      firstFailureAt: loginThrottles.firstFailureAt,
      lastFailureAt: loginThrottles.lastFailureAt,
    })
    .from(loginThrottles)
    .where(where(subject))
    .limit(1);
  return row;
}

/**
 * Replaces `previous` by `next` (null removes the record) only if nobody changed it meanwhile,
 * so two requests counting at once never lose a failure. Answers whether it was written.
 */
async function swapRecord(
  db: Db,
  subject: ThrottleSubject,
  previous: FailureRecord | undefined,
  next: FailureRecord | null,
): Promise<boolean> {
  if (!previous) {
    if (!next) return true;
    const inserted = await db
      .insert(loginThrottles)
      .values({ ...subject, ...next })
      .onConflictDoNothing()
      .returning({ failures: loginThrottles.failures });
    return inserted.length > 0;
  }
  const unchanged = and(
    where(subject),
    eq(loginThrottles.failures, previous.failures),
    eq(loginThrottles.lastFailureAt, previous.lastFailureAt),
  );
  const written = next
    ? await db
        .update(loginThrottles)
        .set(next)
        .where(unchanged)
        .returning({ failures: loginThrottles.failures })
    : await db.delete(loginThrottles).where(unchanged).returning({ failures: loginThrottles.failures });
  return written.length > 0;
}

/**
 * Counts one failure against the subject, unless it is waiting: then the attempt is refused with
 * a 429 (when `refuseWhileWaiting`) and nothing is counted — a refused attempt never prolongs a wait.
 */
async function countOne(
  db: Db,
  subject: ThrottleSubject,
  rule: ThrottleRule,
  now: Date,
  refuseWhileWaiting: boolean,
): Promise<FailureRecord> {
  for (let tries = 0; tries < MAX_TRIES; tries++) {
    const previous = await readRecord(db, subject);
    const verdict = decide([{ kind: subject.kind, record: previous, rule }], now);
    if (refuseWhileWaiting && !verdict.allowed) throw retryLater(verdict.kind, verdict.until, now);
    const next = withFailure(previous, now, rule);
    if (await swapRecord(db, subject, previous, next)) return next;
  }
  // Only a flood of parallel attempts on one subject gets here.
  throw rateLimited();
}

/** Refuses (429 with `Retry-After`) while any of the subjects is waiting. */
export async function refuseWhileWaiting(
  db: Db,
  subjects: ThrottleSubject[],
  rules: ThrottleRules,
  now: Date,
): Promise<void> {
  const checks = [];
  for (const subject of subjects) {
    checks.push({ kind: subject.kind, record: await readRecord(db, subject), rule: rules[subject.kind] });
  }
  const verdict = decide(checks, now);
  if (!verdict.allowed) throw retryLater(verdict.kind, verdict.until, now);
}

/**
 * Admits a sign-in attempt: refused while any subject waits; otherwise the attempt is counted as
 * a failure of every subject *before* its password is checked, so parallel guesses cannot all
 * slip past the count. A success gives the count back (`settleSuccess`).
 */
export async function countAttempt(
  db: Db,
  subjects: ThrottleSubject[],
  rules: ThrottleRules,
  now: Date,
): Promise<Counted[]> {
  await refuseWhileWaiting(db, subjects, rules, now);
  const counted: Counted[] = [];
  for (const subject of subjects) {
    counted.push({ subject, record: await countOne(db, subject, rules[subject.kind], now, true) });
  }
  return counted;
}

/** Counts a failure whatever the subject's wait (a taken name was answered already). */
export function countFailure(db: Db, subject: ThrottleSubject, rule: ThrottleRule, now: Date) {
  return countOne(db, subject, rule, now, false);
}

/**
 * After a successful sign-in: the streak of its address or device ends (the owner proved
 * themselves there); the account-wide streak only gives back this attempt, because the other
 * failures in it may be a stranger's.
 */
export async function settleSuccess(db: Db, counted: Counted[]): Promise<void> {
  for (const { subject } of counted) {
    if (subject.kind !== 'account') {
      await db.delete(loginThrottles).where(where(subject));
      continue;
    }
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const previous = await readRecord(db, subject);
      if (!previous || (await swapRecord(db, subject, previous, withoutFailure(previous)))) break;
    }
  }
}

/**
 * Writes one operation-log row when a streak against the account (from unknown devices, however
 * many addresses) or against one known device reaches a report point: when it reaches the
 * configured number of failures, and again at each doubling. The row names the account, the
 * failures so far, since when, and how many addresses took part.
 */
export async function reportFailures(
  db: Db,
  counted: Counted[],
  policy: LockoutPolicy,
  origin: { ip: string; userAgent: string; now: Date },
): Promise<void> {
  for (const { subject, record } of counted) {
    if (subject.kind !== 'account' && subject.kind !== 'device') continue;
    if (!isReportPoint(record.failures, policy.failures)) continue;
    const content = {
      event: 'repeated_login_failures',
      account: subject.account,
      scope: subject.kind === 'account' ? 'unknown_devices' : 'known_device',
      failures: record.failures,
      since: record.firstFailureAt.toISOString(),
      ...(subject.kind === 'account'
        ? { addresses: await addressesSince(db, subject.account, record.firstFailureAt) }
        : {}),
    };
    await recordOperation(
      { db, actor: null, ip: origin.ip, userAgent: origin.userAgent, now: () => origin.now },
      'admin/login',
      content,
      serverAddress(),
    );
  }
}

/** How many addresses failed on the account since the streak began. */
async function addressesSince(db: Db, account: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ addresses: count() })
    .from(loginThrottles)
    .where(
      and(
        eq(loginThrottles.kind, 'address'),
        eq(loginThrottles.account, account),
        gte(loginThrottles.lastFailureAt, since),
      ),
    );
  return row?.addresses ?? 0;
}
