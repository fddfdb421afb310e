import { describe, expect, it } from 'vitest';
import {
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
