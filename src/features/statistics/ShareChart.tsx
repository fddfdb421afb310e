import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { rankingOptions } from '../../ui/charts/bar-options';
import { Chart, useChartColors } from '../../ui/charts/Chart';
import { MAX_SLICES, pieOptions, type ShareRow, topWithOther } from '../../ui/charts/pie-options';

export type ShareChartProps = {
  /** Values and their visits; null until the first answer. */
  rows: readonly ShareRow[] | null;
  /** A pie for a few values (carriers, systems), a ranking of bars for many (provinces, models). */
  mode: 'pie' | 'ranking';
  label: string;
  loading?: boolean;
  height?: number;
  /** Narrow places (a grid of six) put the pie's legend below it. */
  compact?: boolean;
};

/** The most values a ranking shows: more bars would be too thin to read in a panel. */
const MAX_BARS = 10;

/** How visits split over the values of one dimension, as a donut or a ranking. */
export function ShareChart({ rows, mode, label, loading, height, compact }: ShareChartProps) {
  const intl = useIntl();
  const colors = useChartColors();
  const other = intl.formatMessage({ id: 'statistics.other' });
  const shown = useMemo(
    () =>
      rows
        ? mode === 'pie'
          ? topWithOther(rows, MAX_SLICES, other)
          : topWithOther(rows, MAX_BARS, null)
        : null,
    [rows, mode, other],
  );
  const option = useMemo(() => {
    if (!shown) return null;
    const format = (value: number) => intl.formatNumber(value);
    const seriesName = intl.formatMessage({ id: 'statistics.visits' });
    return mode === 'pie'
      ? pieOptions({ rows: shown, format, seriesName, compact })
      : rankingOptions({ rows: shown, format, seriesName, color: colors.metric.visits });
  }, [shown, mode, intl, colors, compact]);
  return (
    <Chart
      option={option}
      label={label}
      loading={loading}
      empty={shown !== null && shown.length === 0}
      height={height}
    />
  );
}
