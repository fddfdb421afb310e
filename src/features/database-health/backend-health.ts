import type { IntlShape } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';

/*
 * What the two database-health panels (lock waits, slow statements) work out from PostgreSQL's
 * answers: how long something has lasted, which threshold the slow list asks with, and which
 * backends sit in a transaction left open.
 */

export type LockWait = CallOutput<'mysql_lock/inquire'>['list'][number];
export type SlowStatement = CallOutput<'mysql_time_consuming/inquire'>['list'][number];

/** Both lists ask again this often while on screen: a lock wait is worth seeing within seconds. */
export const HEALTH_REFRESH_MS = 5000;

/** The thresholds the slow list offers, in seconds: from "anything noticeable" to "clearly stuck". */
export const MIN_SECONDS_CHOICES = [1, 5, 30, 60, 300] as const;

export type MinSeconds = (typeof MIN_SECONDS_CHOICES)[number];

/** What a fresh slow-statements tab asks with: the contract's own default. */
export const DEFAULT_MIN_SECONDS: MinSeconds = 1;

/**
 * The threshold kept in a tab's saved configuration, or the default when it holds none or one the
 * list no longer offers (a layout saved by another version).
 */
export function minSecondsOf(config: Record<string, unknown> | undefined): MinSeconds {
  const saved = config?.min_seconds;
  return MIN_SECONDS_CHOICES.find((choice) => choice === saved) ?? DEFAULT_MIN_SECONDS;
}

/** One part of a length of time, for a number formatter's unit style. */
export type DurationPart = { value: number; unit: 'second' | 'minute' | 'hour' | 'day' };

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/**
 * A length of time in its two largest units ("1 min 23 s", "2 h 5 min"), dropping a zero second
 * part. Under a minute it keeps a tenth of a second, since the server measures that finely and a
 * 1.4 s statement against a 1 s threshold should not read as "1 s". A lag of days (`lagDuration`)
 * needs only its scale; a statement being watched needs to be seen moving, hence the second unit.
 */
export function durationParts(seconds: number): DurationPart[] {
  const length = Math.max(0, seconds);
  if (length < 60) return [{ value: Math.floor(length * 10) / 10, unit: 'second' }];
  let rest = Math.floor(length);
  const parts: DurationPart[] = [];
  for (const { unit, seconds: size } of UNITS) {
    if (parts.length === 0 && rest < size) continue;
    parts.push({ value: Math.floor(rest / size), unit });
    rest %= size;
    if (parts.length === 2) break;
  }
  return parts.filter((part, index) => index === 0 || part.value > 0);
}

/**
 * Seconds from an ISO time to a moment (the time the answer arrived), never below zero: a server
 * clock a little ahead of the browser's must not show a negative wait. Null when there is no time.
 */
export function secondsBetween(since: string | null, at: number): number | null {
  if (!since) return null;
  const start = Date.parse(since);
  return Number.isNaN(start) ? null : Math.max(0, (at - start) / 1000);
}

/**
 * Whether a backend sits in a transaction it left open (`idle in transaction`, or `… (aborted)`):
 * it runs nothing, so there is no statement to cancel, yet it keeps every lock it took until the
 * transaction ends. Only ending the backend frees them.
 */
export function leftTransactionOpen(state: string): boolean {
  return state.startsWith('idle in transaction');
}

/** A lock wait by the pair of backends, so an open detail follows its row across refreshes. */
export function lockWaitKey(wait: Pick<LockWait, 'blocked_pid' | 'blocking_pid'>): string {
  return `${wait.blocked_pid}>${wait.blocking_pid}`;
}

/** A length of time in the reader's language and units: "1 min 23 sec", "1分钟23秒". */
export function formatDuration(intl: IntlShape, seconds: number): string {
  return intl.formatList(
    durationParts(seconds).map(({ value, unit }) =>
      intl.formatNumber(value, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }),
    ),
    { type: 'unit', style: 'narrow' },
  );
}
