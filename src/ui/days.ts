import { daysBetween, MAX_STATISTICS_DAYS } from '../../contract/areas/statistics';
import type { MessageKey } from '../i18n/catalogues';
import { dayStringInZone, formatDay, zonedDayEdge } from './resource/date-range';

/**
 * Statistics days travel as `YYYY-MM-DD` strings (calendar days of the site's time zone). The
 * arithmetic below runs on UTC midnights, so no reader's daylight-saving change can skip or repeat
 * a day.
 */

const DAY_MS = 86_400_000;

export type DayRange = { start_date: string; end_date: string };

function utcMidnight(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return new Date(utcMidnight(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `start` through `end`, both included; nothing when the range is reversed. */
export function dayList(start: string, end: string): string[] {
  const count = daysBetween(start, end);
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(start, index));
}

/**
 * Today in the site's time zone (statistics days are days there), or on the reader's clock while
 * the site information has not arrived.
 */
export function today(now = new Date(), timeZone?: string): string {
  return timeZone ? dayStringInZone(now, timeZone) : formatDay(now);
}

/** The last `days` days through `through`: 7 is that day and the six before it. */
export function lastDaysRange(days: number, through: string): DayRange {
  return { start_date: addDays(through, -(days - 1)), end_date: through };
}

/** Why the server would refuse a range, as the contract's own message key; null when it is fine. */
export function rangeProblem(range: DayRange): MessageKey | null {
  if (range.start_date > range.end_date) return 'statistics.range_order';
  if (daysBetween(range.start_date, range.end_date) > MAX_STATISTICS_DAYS) return 'statistics.range_too_long';
  return null;
}

/** `2025-05-12` → `05-12`: axis labels of a range inside one year stay short. */
export function shortDay(day: string): string {
  return day.slice(5);
}

/** Axis and table label of an hour of the day: `00:00` … `23:00`. */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/**
 * The ISO instants the shared date-range filter works in, for a statistics day range: the filter's
 * days are days of the site's zone, as statistics days are.
 */
export function rangeToIso(range: DayRange, timeZone: string): { start: string; end: string } {
  return {
    start: zonedDayEdge(range.start_date, timeZone, 'start').toISOString(),
    end: zonedDayEdge(range.end_date, timeZone, 'end').toISOString(),
  };
}

/** The statistics day range of the filter's instants; null while one end is still open. */
export function isoToRange(
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
): DayRange | null {
  if (!start || !end) return null;
  return { start_date: today(new Date(start), timeZone), end_date: today(new Date(end), timeZone) };
}

/** The labels of the 24 hours, in order: the category axis of every hour chart. */
export const HOUR_LABELS: readonly string[] = Array.from({ length: 24 }, (_, hour) => hourLabel(hour));
