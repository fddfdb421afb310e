import type { ChartOption, NumberFormat } from './chart-types';
import type { ShareRow } from './pie-options';

export type RankingInput = {
  rows: readonly ShareRow[];
  format: NumberFormat;
  seriesName: string;
  /** One colour for every bar: a ranking compares lengths, not hues. */
  color: string;
};

/** Long names (phone models, provinces) are cut on the axis; the tooltip still shows them whole. */
const LABEL_CHARS = 14;

function clip(text: string): string {
  return text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text;
}

/**
 * A horizontal bar ranking, largest at the top: for dimensions with many values (provinces,
 * models), where a pie would be a ring of slivers.
 */
export function rankingOptions({ rows, format, seriesName, color }: RankingInput): ChartOption {
  // The category axis draws its first value at the bottom; the largest belongs on top.
  const ordered = [...rows].sort((a, b) => a.value - b.value);
  return {
    grid: { left: 8, right: 40, top: 4, bottom: 4, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value) => (typeof value === 'number' ? format(value) : String(value ?? '')),
    },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { show: false }, splitLine: { show: false } },
    yAxis: {
      type: 'category',
      data: ordered.map((row) => row.name),
      axisLabel: { formatter: (name: string) => clip(name) },
    },
    series: [
      {
        type: 'bar',
        name: seriesName,
        data: ordered.map((row) => row.value),
        barMaxWidth: 14,
        itemStyle: { color, borderRadius: [0, 2, 2, 0] },
        label: { show: true, position: 'right', formatter: ({ value }) => format(Number(value)) },
      },
    ],
  };
}
