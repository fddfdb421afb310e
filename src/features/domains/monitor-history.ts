import type { z } from 'zod';
import type { checkNowSchema, monitorPointSchema } from '../../../contract/areas/domain-monitor';
import { CheckVerdict, type EnumValue, MonitorStatus } from '../../../contract/enums';

export type MonitorPoint = z.output<typeof monitorPointSchema>;
type CheckNowAnswer = z.output<typeof checkNowSchema>;

/** How a domain's recent rounds went, for the words a sparkline stands for. */
export type HistoryCounts = {
  ok: number;
  flagged: number;
  failed: number;
  /** The mean answer time of the rounds, rounded to a millisecond; null when there are none. */
  averageLatency: number | null;
};

export function historyCounts(points: readonly MonitorPoint[]): HistoryCounts {
  const count = (verdict: EnumValue<typeof CheckVerdict>) =>
    points.filter((point) => point.verdict === verdict).length;
  const total = points.reduce((sum, point) => sum + point.latency_ms, 0);
  return {
    ok: count(CheckVerdict.ok),
    flagged: count(CheckVerdict.flagged),
    failed: count(CheckVerdict.failed),
    averageLatency: points.length === 0 ? null : Math.round(total / points.length),
  };
}

/** One domain a check found not normal, with what the server said about it. */
export type CheckProblem = {
  host: string;
  status: EnumValue<typeof MonitorStatus>;
  reason: string | null;
};

/** What a "check now" found: how many domains are fine, and the others by name. */
export type CheckOutcome = { normal: number; problems: CheckProblem[] };

/**
 * Reads a check-now answer against the rows that were checked: the answer carries ids only, the
 * reader wants host names. A domain missing from the page (removed meanwhile) keeps its id.
 */
export function checkOutcome(answer: CheckNowAnswer, hosts: ReadonlyMap<number, string>): CheckOutcome {
  const problems = answer.list
    .filter((entry) => entry.monitor_status !== MonitorStatus.normal)
    .map((entry) => ({
      host: hosts.get(entry.id) ?? `#${entry.id}`,
      status: entry.monitor_status,
      reason: entry.monitor_reason,
    }));
  return { normal: answer.list.length - problems.length, problems };
}
