import { describe, expect, it } from 'vitest';
import {
  dayInZone,
  dayRangeToIso,
  endOfDay,
  formatDay,
  isoToDayRange,
  lastDays,
  parseDay,
} from '../../../src/ui/resource/date-range';

describe('day ranges of date filters', () => {
  it('sends the start of the first day and the end of the last, in the reader’s zone', () => {
    const range = dayRangeToIso(new Date(2025, 4, 12, 15, 30), new Date(2025, 4, 14, 1));
    expect(range.start).toBe(new Date(2025, 4, 12).toISOString());
    expect(range.end).toBe(new Date(2025, 4, 14, 23, 59, 59, 999).toISOString());
  });

  it('covers the site zone’s days when it is given, whatever the reader’s zone', () => {
    const picked = [new Date(2025, 4, 12), new Date(2025, 4, 14)] as const;
    expect(dayRangeToIso(picked[0], picked[1], 'Asia/Shanghai')).toEqual({
      start: '2025-05-11T16:00:00.000Z',
      end: '2025-05-14T15:59:59.999Z',
    });
    // New York is on daylight time in May (UTC−4), on standard time in January (UTC−5).
    expect(dayRangeToIso(picked[0], null, 'America/New_York').start).toBe('2025-05-12T04:00:00.000Z');
    expect(dayRangeToIso(new Date(2025, 0, 6), null, 'America/New_York').start).toBe(
      '2025-01-06T05:00:00.000Z',
    );
    // The day New York springs forward still starts at its own midnight.
    expect(dayRangeToIso(new Date(2025, 2, 9), null, 'America/New_York').start).toBe(
      '2025-03-09T05:00:00.000Z',
    );
    const shown = isoToDayRange('2025-05-11T16:00:00.000Z', '2025-05-14T15:59:59.999Z', 'Asia/Shanghai');
    expect(shown).toEqual([new Date(2025, 4, 12), new Date(2025, 4, 14)]);
    // 23:30 in Shanghai is still the afternoon before in UTC: the day is Shanghai's.
    expect(dayInZone(new Date('2025-05-12T15:30:00Z'), 'Asia/Shanghai')).toEqual(new Date(2025, 4, 12));
    expect(dayInZone(new Date('2025-05-12T16:30:00Z'), 'Asia/Shanghai')).toEqual(new Date(2025, 4, 13));
  });

  it('leaves an open end open', () => {
    expect(dayRangeToIso(new Date(2025, 0, 1), null)).toEqual({
      start: new Date(2025, 0, 1).toISOString(),
      end: undefined,
    });
    expect(dayRangeToIso(null, undefined)).toEqual({ start: undefined, end: undefined });
  });

  it('shows sent instants as the same days again', () => {
    const sent = dayRangeToIso(new Date(2025, 1, 27), new Date(2025, 2, 2));
    expect(isoToDayRange(sent.start, sent.end)).toEqual([new Date(2025, 1, 27), new Date(2025, 2, 2)]);
    expect(isoToDayRange(undefined, 'not a time')).toEqual([null, null]);
  });

  it('formats and parses YYYY-MM-DD strictly', () => {
    expect(formatDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(parseDay(' 2024-02-29 ')).toEqual(new Date(2024, 1, 29));
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('2025-13-01')).toBeNull();
    expect(parseDay('2025/01/05')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('counts the last days through today', () => {
    const today = new Date(2025, 2, 2, 10);
    expect(lastDays(1, today)).toEqual([new Date(2025, 2, 2), new Date(2025, 2, 2)]);
    expect(lastDays(7, today)).toEqual([new Date(2025, 1, 24), new Date(2025, 2, 2)]);
    expect(endOfDay(today)).toEqual(new Date(2025, 2, 2, 23, 59, 59, 999));
  });
});
