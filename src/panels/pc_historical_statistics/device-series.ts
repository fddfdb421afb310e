import type { ChartColors } from '../../ui/charts/chart-theme';
import type { TrendSeries } from '../../ui/charts/line-options';
import type { ShareRow } from '../../ui/charts/pie-options';
import { column } from '../../ui/charts/series';

export type DeviceCounts = { desktop: number; mobile: number; bots: number };
export type DeviceName = keyof DeviceCounts;

export const DEVICES: readonly DeviceName[] = ['desktop', 'mobile', 'bots'];

/** One colour per kind of visitor, in the stacked bars and the pie alike. */
export function deviceColors(colors: ChartColors): Record<DeviceName, string> {
  return {
    mobile: colors.palette[0] ?? colors.metric.visits,
    desktop: colors.palette[1] ?? colors.text,
    bots: colors.metric.bots,
  };
}

/**
 * Desktop and mobile pile up to the people who visited each day; bots are not people, so they
 * stand beside the pile as a line rather than on top of it.
 */
export function deviceSeries(
  rows: readonly DeviceCounts[],
  colors: ChartColors,
  name: (device: DeviceName) => string,
): TrendSeries[] {
  const palette = deviceColors(colors);
  return DEVICES.map((device) => ({
    name: name(device),
    values: column(rows, device),
    color: palette[device],
    ...(device === 'bots' ? { kind: 'line' as const } : { kind: 'bar' as const, stack: 'people' }),
  }));
}

/** The slices of the totals pie, in the same order and names as the bars. */
export function deviceShares(
  totals: DeviceCounts,
  colors: ChartColors,
  name: (device: DeviceName) => string,
): ShareRow[] {
  const palette = deviceColors(colors);
  return DEVICES.map((device) => ({ name: name(device), value: totals[device], color: palette[device] }));
}
