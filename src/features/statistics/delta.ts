import type { IntlShape } from 'react-intl';

/** How a count compares with the day before. */
export type Delta = {
  trend: 'up' | 'down' | 'flat';
  /** The change as a share of yesterday (0.25 = a quarter more); null when yesterday had none. */
  ratio: number | null;
};

export function compareCounts(current: number, previous: number): Delta {
  const trend = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return { trend, ratio: previous === 0 ? null : (current - previous) / previous };
}

/**
 * `+25%`, `−12.5%`, `0%`: the change in the reader's number format. Growth from nothing has no
 * percentage, so it reads as "new" instead of an infinite rise.
 */
export function formatDelta(intl: IntlShape, delta: Delta): string {
  if (delta.ratio === null) {
    return delta.trend === 'up'
      ? intl.formatMessage({ id: 'statistics.delta_new' })
      : intl.formatNumber(0, { style: 'percent' });
  }
  return intl.formatNumber(delta.ratio, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  });
}

/**
 * Yesterday's visits from a week of days that ends today (oldest first, as the dashboards answer
 * it), for calls that carry no separate count for yesterday.
 */
export function yesterdayVisits(week: readonly { visits: number }[]): number {
  return week.at(-2)?.visits ?? 0;
}
