import { offsetMinutes } from '../zone';

/**
 * Whole-day ranges as the console's filters send them. The reader picks calendar days of the
 * site's time zone (the zone every time in the console is shown in) or, without one, of their
 * own; the server compares instants, so a day becomes its first and last millisecond there.
 */

const MINUTE_MS = 60_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2025-05-12`: the day of a date in the reader's time zone. */
export function formatDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a typed `YYYY-MM-DD`, or null for anything else (including 2025-02-30). */
export function parseDay(text: string): Date | null {
  const match = DAY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const exact = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exact ? date : null;
}

const MINUTE_PATTERN = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})$/;

/** `2025-05-12 14:05`: a date and time to the minute in the reader's time zone. */
export function formatMinute(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The local time of a typed `YYYY-MM-DD HH:mm` (or `YYYY-MM-DDTHH:mm`, as the browser's own fields
 * wrote it), or null for anything else (including 25:00).
 */
export function parseMinute(text: string): Date | null {
  const match = MINUTE_PATTERN.exec(text.trim());
  const day = match ? parseDay(match[1] ?? '') : null;
  if (!match || !day) return null;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return null;
  day.setHours(hours, minutes);
  return day;
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

/**
 * The instant a zone's clock shows a day's first (or last) millisecond. Asked twice, so a day on
 * which the zone changes its offset still lands on that day's own midnight.
 */
export function zonedDayEdge(day: string, timeZone: string, edge: 'start' | 'end'): Date {
  const wall = Date.parse(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}Z`);
  const guess = wall - offsetMinutes(timeZone, new Date(wall)) * MINUTE_MS;
  return new Date(wall - offsetMinutes(timeZone, new Date(guess)) * MINUTE_MS);
}

/** `2025-05-12`: the calendar day an instant falls on in a zone. */
export function dayStringInZone(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** The calendar day (as a local midnight, what date pickers hold) an instant falls on in a zone. */
export function dayInZone(instant: Date, timeZone: string): Date {
  return parseDay(dayStringInZone(instant, timeZone)) ?? startOfDay(instant);
}

/**
 * The instants a day range covers: from the start of its first day to the end of its last, in
 * `timeZone` (the reader's own when none). An open end stays open (undefined), so "from this day
 * on" and "up to this day" both work.
 */
export function dayRangeToIso(
  start: Date | null | undefined,
  end: Date | null | undefined,
  timeZone?: string,
): { start: string | undefined; end: string | undefined } {
  const edge = (date: Date, which: 'start' | 'end') =>
    timeZone
      ? zonedDayEdge(formatDay(date), timeZone, which)
      : which === 'start'
        ? startOfDay(date)
        : endOfDay(date);
  return {
    start: start ? edge(start, 'start').toISOString() : undefined,
    end: end ? edge(end, 'end').toISOString() : undefined,
  };
}

/** The day range back from ISO instants (a filter's saved values), for showing it again. */
export function isoToDayRange(
  start: string | undefined,
  end: string | undefined,
  timeZone?: string,
): [Date | null, Date | null] {
  const day = (iso: string | undefined) => {
    if (!iso) return null;
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return null;
    return timeZone ? dayInZone(date, timeZone) : startOfDay(date);
  };
  return [day(start), day(end)];
}

/** The last `days` days through `today`: 1 is today alone, 7 is today and the six days before. */
export function lastDays(days: number, today: Date): [Date, Date] {
  const first = startOfDay(today);
  first.setDate(first.getDate() - (days - 1));
  return [first, startOfDay(today)];
}

/**
 * The last `days` calendar days of a zone, today included, as the instants a filter sends: what a
 * list opens on, so its first page covers the same days its date picker then shows.
 */
export function recentDays(
  days: number,
  timeZone: string,
  now = new Date(),
): { start: string | undefined; end: string | undefined } {
  const [first, last] = lastDays(days, dayInZone(now, timeZone));
  return dayRangeToIso(first, last, timeZone);
}
