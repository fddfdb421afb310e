import type { CallOutput } from '../../../contract/calls';
import { ipProblem } from '../../features/ip-lookup/checkout-ip';
import type { MessageKey } from '../../i18n/catalogues';
import { formatDay, parseDay } from '../../ui/resource/date-range';

export type Finding = CallOutput<'stealing_list/inquire'>['list'][number];
export type FindingKind = Finding['kind'];

export const FINDING_KINDS: readonly FindingKind[] = ['frequent_ip', 'crawler', 'burst', 'same_ua'];

export const KIND_LABELS: Record<FindingKind, MessageKey> = {
  frequent_ip: 'stealing_list.kind.frequent_ip',
  crawler: 'stealing_list.kind.crawler',
  burst: 'stealing_list.kind.burst',
  same_ua: 'stealing_list.kind.same_ua',
};

/** The day before or after a `YYYY-MM-DD` day (calendar arithmetic, so months and years roll). */
export function shiftDay(day: string, delta: number): string {
  const date = parseDay(day) ?? new Date();
  date.setDate(date.getDate() + delta);
  return formatDay(date);
}

/** The address a finding is about, for looking it up; crawlers, bursts and user agents have none. */
export function findingIp(finding: Pick<Finding, 'kind' | 'subject'>): string | null {
  return finding.kind === 'frequent_ip' && ipProblem(finding.subject) === null ? finding.subject : null;
}

/**
 * The page filters as the call takes them. The day comes from the reader's calendar; a day after
 * today (typed by hand) is brought back to today, since it can hold no findings yet.
 */
export function stealingFilters(day: string, kind: FindingKind | null, today: string) {
  return { date: day > today ? today : day, kind: kind ?? undefined };
}
