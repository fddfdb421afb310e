import { CheckVerdict, MonitorStatus } from '../../contract/enums';

/**
 * The pure rules of domain monitoring: how checks add up to a round, how rounds move a domain's
 * status (with hysteresis, so one timeout pages nobody), and when a certificate is a problem.
 */

export type Verdict = (typeof CheckVerdict)[keyof typeof CheckVerdict];
export type Status = (typeof MonitorStatus)[keyof typeof MonitorStatus];

/** A round is as bad as its worst check: flagged beats failed beats fine. */
export function roundVerdict(verdicts: readonly Verdict[]): Verdict {
  if (verdicts.includes(CheckVerdict.flagged)) return CheckVerdict.flagged;
  if (verdicts.includes(CheckVerdict.failed)) return CheckVerdict.failed;
  return CheckVerdict.ok;
}

export type MonitorState = { status: Status; failures: number };

/**
 * The status after a round. A checker's "flagged" is a verdict, not a fault, and counts at once;
 * a failed round counts only from `failuresBeforeFailed` in a row on, and until then the domain
 * keeps the status it had. A good round clears everything.
 */
export function nextMonitorState(
  previous: MonitorState,
  verdict: Verdict,
  failuresBeforeFailed: number,
): MonitorState {
  if (verdict === CheckVerdict.ok) return { status: MonitorStatus.normal, failures: 0 };
  if (verdict === CheckVerdict.flagged) return { status: MonitorStatus.flagged, failures: 0 };
  const failures = previous.failures + 1;
  return {
    status: failures >= failuresBeforeFailed ? MonitorStatus.detection_failed : previous.status,
    failures,
  };
}

/** The kind of change worth telling people about, or null when the status stayed. */
export type StatusChange = 'flagged' | 'failed' | 'recovered';

export function statusChange(before: Status, after: Status): StatusChange | null {
  if (before === after) return null;
  if (after === MonitorStatus.flagged) return 'flagged';
  if (after === MonitorStatus.detection_failed) return 'failed';
  return 'recovered';
}

const DAY_MS = 86_400_000;

/** Whole days a certificate has left (negative once expired). */
export function certificateDaysLeft(validTo: Date, now: Date): number {
  return Math.floor((validTo.getTime() - now.getTime()) / DAY_MS);
}

/** Whether the days left are a problem: expired, or fewer than the warning line. */
export function certificateVerdict(daysLeft: number, warnDays: number): Verdict {
  return daysLeft < 0 || daysLeft < warnDays ? CheckVerdict.failed : CheckVerdict.ok;
}

/**
 * Whether an hour of the day falls in quiet hours from `start` to `end` (end excluded); a window
 * may wrap midnight (22 → 7). Equal ends mean no quiet hours.
 */
export function inQuietHours(hour: number, start: number, end: number): boolean {
  if (start === end) return false;
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}
