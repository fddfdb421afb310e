export const MINUTE_MS = 60_000;

/** The minute an instant falls in, counted from the epoch (time zones do not matter to a count). */
export function minuteOf(timeMs: number): number {
  return Math.floor(timeMs / MINUTE_MS);
}

/**
 * Visits per minute over a sliding window of the last `size` minutes, kept in a fixed ring so a
 * wall of sixty codes costs sixty small arrays however long it stays open.
 *
 * Visits arrive in batches a few seconds late and stamped with the server's clock, so `add` takes
 * the visit's own time, and the window's end is the later of the reader's clock and the newest
 * visit: a server clock running ahead never hides its visits.
 */
export class MinuteRing {
  private readonly counts: number[];
  /** The minute of the newest slot; null until the first visit. */
  private head: number | null = null;

  constructor(readonly size = 30) {
    this.counts = new Array<number>(size).fill(0);
  }

  private slot(minute: number): number {
    return ((minute % this.size) + this.size) % this.size;
  }

  /** Counts visits at an instant; answers false when it is older than the window. */
  add(timeMs: number, count = 1): boolean {
    const minute = minuteOf(timeMs);
    if (this.head === null) this.head = minute;
    if (minute > this.head) this.advance(minute);
    if (minute <= this.head - this.size) return false;
    this.counts[this.slot(minute)] = (this.counts[this.slot(minute)] ?? 0) + count;
    return true;
  }

  /** Moves the newest slot forward, emptying the minutes it passes over. */
  private advance(minute: number): void {
    const head = this.head ?? minute;
    const steps = Math.min(minute - head, this.size);
    for (let step = 1; step <= steps; step++) this.counts[this.slot(head + step)] = 0;
    this.head = minute;
  }

  /** The count of one minute, 0 outside what the ring still holds. */
  private countAt(minute: number): number {
    if (this.head === null || minute > this.head || minute <= this.head - this.size) return 0;
    return this.counts[this.slot(minute)] ?? 0;
  }

  /** The newest minute the window shows at `nowMs`. */
  endMinute(nowMs: number): number {
    return Math.max(minuteOf(nowMs), this.head ?? Number.NEGATIVE_INFINITY);
  }

  /**
   * Counts per minute, oldest first, of the `size` minutes ending at `nowMs`; the last value is
   * the minute in progress. `sinceMs` leaves out earlier minutes (those the data does not cover).
   */
  series(nowMs: number, sinceMs = Number.NEGATIVE_INFINITY): number[] {
    const end = this.endMinute(nowMs);
    const first = Math.max(end - this.size + 1, minuteOf(sinceMs));
    const values: number[] = [];
    for (let minute = first; minute <= end; minute++) values.push(this.countAt(minute));
    return values;
  }

  /** Visits of the whole window at `nowMs`. */
  total(nowMs: number): number {
    return this.series(nowMs).reduce((sum, count) => sum + count, 0);
  }
}

/** What the counters beside the bars say: the minute in progress and the whole window. */
export function seriesSummary(series: readonly number[]): { thisMinute: number; total: number } {
  return { thisMinute: series.at(-1) ?? 0, total: series.reduce((sum, count) => sum + count, 0) };
}
