import type { ChartOption, NumberFormat } from './chart-types';

/** One slice or bar of a share chart: a value of a dimension (a carrier, a browser) and its visits. */
export type ShareRow = {
  name: string;
  value: number;
  /** A fixed colour (the same kind of visitor as in a neighbouring chart); the palette otherwise. */
  color?: string;
};

/** More slices than this make a pie unreadable; the rest join one "other" slice. */
export const MAX_SLICES = 6;

/**
 * The largest `keep` rows, largest first, and the sum of the others as one row named `otherName`
 * (left out when nothing remains, or when `otherName` is null: a ranking shows its top only).
 * Rows without visits are dropped: they would be invisible slices.
 */
export function topWithOther(rows: readonly ShareRow[], keep: number, otherName: string | null): ShareRow[] {
  const sorted = rows.filter((row) => row.value > 0).sort((a, b) => b.value - a.value);
  if (sorted.length <= keep) return sorted;
  if (otherName === null) return sorted.slice(0, keep);
  const rest = sorted.slice(keep).reduce((sum, row) => sum + row.value, 0);
  return [...sorted.slice(0, keep), { name: otherName, value: rest }];
}

export type ShareInput = {
  rows: readonly ShareRow[];
  format: NumberFormat;
  /** Series name shown in the tooltip (`visits`). */
  seriesName: string;
  /** Small charts (a grid of six) drop the outer labels, which would collide; the tooltip remains. */
  compact?: boolean;
};

/** Slices thinner than this get no outer label: their labels would pile on each other. */
const MIN_LABEL_ANGLE = 8;

/** A donut of shares with its legend below and whole-percent labels. */
export function pieOptions({ rows, format, seriesName, compact = false }: ShareInput): ChartOption {
  return {
    tooltip: {
      trigger: 'item',
      valueFormatter: (value) => (typeof value === 'number' ? format(value) : String(value ?? '')),
    },
    legend: { type: 'plain', bottom: 0, left: 'center', itemWidth: 10, itemHeight: 10 },
    series: [
      {
        type: 'pie',
        name: seriesName,
        radius: compact ? ['42%', '70%'] : ['38%', '62%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        minShowLabelAngle: MIN_LABEL_ANGLE,
        label: compact ? { show: false } : { formatter: ({ percent }) => `${Math.round(Number(percent))}%` },
        data: rows.map((row) => ({
          name: row.name,
          value: row.value,
          ...(row.color ? { itemStyle: { color: row.color } } : {}),
        })),
      },
    ],
  };
}
