import { describe, expect, it } from 'vitest';
import { MINUTE_MS, MinuteRing, minuteOf, seriesSummary } from '../../../src/features/live/minute-ring';

/** A fixed origin on a minute boundary, so `at(m, s)` reads as "minute m, second s". */
const ORIGIN = Date.UTC(2025, 4, 12, 10, 0, 0);
const at = (minute: number, second = 0) => ORIGIN + minute * MINUTE_MS + second * 1000;

describe('minute ring', () => {
  it('counts visits into the minute they happened in', () => {
    const ring = new MinuteRing(5);
    ring.add(at(0, 10));
    ring.add(at(0, 59));
    ring.add(at(2, 0));
    expect(ring.series(at(2, 30))).toEqual([0, 0, 2, 0, 1]);
    expect(ring.total(at(2, 30))).toBe(3);
  });

  it('slides the window as time passes without visits', () => {
    const ring = new MinuteRing(3);
    ring.add(at(0));
    ring.add(at(1), 4);
    expect(ring.series(at(1))).toEqual([0, 1, 4]);
    expect(ring.series(at(2))).toEqual([1, 4, 0]);
    expect(ring.series(at(3))).toEqual([4, 0, 0]);
    expect(ring.series(at(10))).toEqual([0, 0, 0]);
  });

  it('empties the slots it passes over when a later visit arrives', () => {
    const ring = new MinuteRing(3);
    ring.add(at(0), 7);
    ring.add(at(1), 2);
    ring.add(at(5));
    expect(ring.series(at(5))).toEqual([0, 0, 1]);
    // Minute 3 reuses minute 0's slot: the old 7 must not show through.
    ring.add(at(3), 1);
    expect(ring.series(at(5))).toEqual([1, 0, 1]);
  });

  it('refuses visits older than the window and keeps late ones inside it', () => {
    const ring = new MinuteRing(3);
    ring.add(at(10));
    expect(ring.add(at(7, 59))).toBe(false);
    expect(ring.add(at(8, 5))).toBe(true);
    expect(ring.series(at(10))).toEqual([1, 0, 1]);
  });

  it('shows visits stamped ahead of the reader’s clock', () => {
    const ring = new MinuteRing(3);
    ring.add(at(4));
    // The server's clock runs a minute ahead of the browser's.
    expect(ring.series(at(3, 30))).toEqual([0, 0, 1]);
    expect(ring.endMinute(at(3, 30))).toBe(minuteOf(at(4)));
  });

  it('leaves out minutes before `since`', () => {
    const ring = new MinuteRing(5);
    ring.add(at(3));
    ring.add(at(4), 2);
    expect(ring.series(at(4, 20), at(3, 40))).toEqual([1, 2]);
    expect(ring.series(at(4, 20), at(9))).toEqual([]);
  });

  it('answers zeros before the first visit', () => {
    expect(new MinuteRing(4).series(at(0))).toEqual([0, 0, 0, 0]);
  });

  it('sums the window and reads the minute in progress', () => {
    expect(seriesSummary([2, 0, 5])).toEqual({ thisMinute: 5, total: 7 });
    expect(seriesSummary([])).toEqual({ thisMinute: 0, total: 0 });
  });
});
