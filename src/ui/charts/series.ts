import { dayList } from '../days';
import type { Metric } from './chart-theme';

/** The four counts every statistics row carries (the contract's `countsSchema`). */
export type CountsRow = Record<Metric, number>;

export const METRICS: readonly Metric[] = ['visits', 'unique_ips', 'refused', 'bots'];

export const HOURS_OF_DAY = 24;

export function zeroCounts(): CountsRow {
  return { visits: 0, unique_ips: 0, refused: 0, bots: 0 };
}

/**
 * One row per day of the range, in order, with zeros where the answer had none: a chart with a
 * missing day would join its neighbours and hide the gap.
 */
export function fillDays<Row extends { date: string }>(
  rows: readonly Row[],
  start: string,
  end: string,
  blank: (date: string) => Row,
): Row[] {
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return dayList(start, end).map((date) => byDay.get(date) ?? blank(date));
}

/** The 24 hours of a day in order, with zeros for hours the answer left out. */
export function fillHours<Row extends { hour: number }>(
  rows: readonly Row[],
  blank: (hour: number) => Row,
): Row[] {
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  return Array.from({ length: HOURS_OF_DAY }, (_, hour) => byHour.get(hour) ?? blank(hour));
}

/** One field of every row, in row order: the values of one series. */
export function column<Row, Key extends keyof Row>(rows: readonly Row[], key: Key): number[] {
  return rows.map((row) => Number(row[key]) || 0);
}

/** Whether there is nothing to draw: no values, or only zeros (a chart of flat zeros says nothing). */
export function isAllZero(values: readonly (readonly number[])[]): boolean {
  return values.every((series) => series.every((value) => value === 0));
}

/** The sum of each metric over rows: a range's totals when the answer does not carry them. */
export function sumCounts(rows: readonly CountsRow[]): CountsRow {
  const total = zeroCounts();
  for (const row of rows) for (const metric of METRICS) total[metric] += row[metric];
  return total;
}
