import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { ChartColors, Metric } from './chart-theme';
import type { ChartOption, NumberFormat } from './chart-types';
import { type CountsRow, column } from './series';

/** One line (or bar row) of a trend chart over shared categories (days, hours). */
export type TrendSeries = {
  name: string;
  values: readonly number[];
  /** A fixed colour (a metric's); the theme's palette in order otherwise. */
  color?: string;
  /** Bars instead of the chart's default kind. */
  kind?: 'line' | 'bar';
  /** Series of one stack pile up (desktop on mobile), so the top is the total. */
  stack?: string;
  /** Drawn against the right-hand axis: a count of another kind (active codes beside visits). */
  secondAxis?: boolean;
};

export type TrendKind = 'line' | 'bar';

export type TrendInput = {
  /** Axis labels, one per value of every series. */
  categories: readonly string[];
  series: readonly TrendSeries[];
  kind: TrendKind;
  format: NumberFormat;
};

/** Room for the legend above the plot. */
const LEGEND_HEIGHT = 30;

/** `#rrggbb` with an alpha channel; other colour forms come back unchanged. */
function withAlpha(color: string, alpha: number): string {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return color;
  return `${color}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/** An area that fades towards the axis: a flat fill under a bright line muddies a dark panel. */
function fadingArea(color: string | undefined): NonNullable<LineSeriesOption['areaStyle']> {
  if (!color) return { opacity: 0.12 };
  return {
    color: {
      type: 'linear',
      x: 0,
      y: 0,
      x2: 0,
      y2: 1,
      colorStops: [
        { offset: 0, color: withAlpha(color, 0.3) },
        { offset: 1, color: withAlpha(color, 0) },
      ],
    },
  };
}

function lineSeries(series: TrendSeries, areaFill: boolean): LineSeriesOption {
  return {
    type: 'line',
    name: series.name,
    data: [...series.values],
    stack: series.stack,
    yAxisIndex: series.secondAxis ? 1 : 0,
    smooth: 0.25,
    // Many points make a crowded row of dots; the tooltip still finds each one.
    showSymbol: series.values.length <= 31,
    emphasis: { focus: 'series' },
    ...(series.color ? { itemStyle: { color: series.color }, lineStyle: { color: series.color } } : {}),
    ...(areaFill ? { areaStyle: fadingArea(series.color) } : {}),
  };
}

function barSeries(series: TrendSeries, maxWidth: number): BarSeriesOption {
  return {
    type: 'bar',
    name: series.name,
    data: [...series.values],
    stack: series.stack,
    yAxisIndex: series.secondAxis ? 1 : 0,
    barMaxWidth: maxWidth,
    emphasis: { focus: 'series' },
    ...(series.color ? { itemStyle: { color: series.color } } : {}),
  };
}

/**
 * A line or bar chart of several series over days or hours, with a legend, an axis tooltip and a
 * second value axis when a series asks for one. Only the first line gets an area fill: more fills
 * would muddy each other.
 */
export function trendOptions({ categories, series, kind, format }: TrendInput): ChartOption {
  const twoAxes = series.some((entry) => entry.secondAxis);
  const valueAxis = {
    type: 'value' as const,
    minInterval: 1,
    axisLabel: { formatter: (value: number) => format(value) },
  };
  const maxBarWidth = series.some((entry) => entry.stack) ? 28 : 18;
  return {
    grid: {
      left: 8,
      right: twoAxes ? 8 : 16,
      top: LEGEND_HEIGHT + 6,
      bottom: 4,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: { top: 0, left: 'center', type: 'plain', itemWidth: 14, itemHeight: 8 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: kind === 'bar' ? 'shadow' : 'line' },
      valueFormatter: (value) => (typeof value === 'number' ? format(value) : String(value ?? '')),
    },
    xAxis: {
      type: 'category',
      data: [...categories],
      boundaryGap: kind === 'bar',
      axisLabel: { hideOverlap: true },
    },
    yAxis: twoAxes ? [valueAxis, { ...valueAxis, splitLine: { show: false } }] : valueAxis,
    series: series.map((entry, index) =>
      (entry.kind ?? kind) === 'bar'
        ? barSeries(entry, maxBarWidth)
        : lineSeries(entry, index === 0 && !entry.stack && kind === 'line'),
    ),
  };
}

/**
 * The series of chosen metrics over rows of counts (days or hours), each in its metric's colour
 * and named in the reader's language.
 */
export function metricSeries(
  rows: readonly CountsRow[],
  metrics: readonly Metric[],
  colors: ChartColors,
  name: (metric: Metric) => string,
): TrendSeries[] {
  return metrics.map((metric) => ({
    name: name(metric),
    values: column(rows, metric),
    color: colors.metric[metric],
  }));
}
