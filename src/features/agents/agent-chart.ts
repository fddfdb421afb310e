import type { ChartColors } from '../../ui/charts/chart-theme';
import type { ChartOption, NumberFormat } from '../../ui/charts/chart-types';
import { trendOptions } from '../../ui/charts/line-options';
import type { AgentPeriodRow } from './agent-stats';

export type AgentChartInput = {
  rows: readonly AgentPeriodRow[];
  /** One axis label per row. */
  categories: readonly string[];
  /** Series names in the reader's language. */
  names: { purchase: string; share: string; paying: string };
  colors: ChartColors;
  format: NumberFormat;
};

/** Amounts as numbers: the chart only plots them; every figure shown as text stays a decimal string. */
const plotted = (amount: string) => Number(amount) || 0;

/**
 * Bars of the purchase and share amounts (USDT) on the left axis, and a line of paying customers
 * on the right one: money and heads do not share a scale.
 */
export function agentChartOptions({ rows, categories, names, colors, format }: AgentChartInput): ChartOption {
  const base = trendOptions({
    categories,
    kind: 'bar',
    format,
    series: [
      {
        name: names.purchase,
        kind: 'bar',
        values: rows.map((row) => plotted(row.purchase_amount)),
        color: colors.palette[0],
      },
      {
        name: names.share,
        kind: 'bar',
        values: rows.map((row) => plotted(row.share_amount)),
        color: colors.palette[2],
      },
      {
        name: names.paying,
        kind: 'line',
        values: rows.map((row) => row.paying_customers),
        color: colors.palette[1],
        secondAxis: true,
      },
    ],
  });
  const axisLabel = { formatter: (value: number) => format(value) };
  return {
    ...base,
    yAxis: [
      { type: 'value', axisLabel },
      { type: 'value', minInterval: 1, axisLabel, splitLine: { show: false } },
    ],
  };
}

/** Whether the range has nothing to draw: no purchase, share or paying customer in any period. */
export function isQuietRange(rows: readonly AgentPeriodRow[]): boolean {
  return rows.every(
    (row) =>
      plotted(row.purchase_amount) === 0 && plotted(row.share_amount) === 0 && row.paying_customers === 0,
  );
}
